import type { ContentEntryType } from '@beauty/commerce-sdk/contract';
import { notFound } from '@tanstack/react-router';
import { previewContentEntryQuery, type PreviewQueryContext } from '../queries/content';
import type { RouterContext } from '../router';
import type { ContentPath } from './paths';
import { notFoundWhenMissing } from './notFound';
import { prefetchBlocks } from './prefetch';

/** What a content preview shows: a page of a kind at a path, as some user segments see it. */
export interface PreviewTarget {
  type: ContentEntryType;
  path: ContentPath;
  userSegments: readonly string[];
}

/** The preview's content entry. */
export const previewEntryQuery = (
  context: PreviewQueryContext,
  { type, path, userSegments }: PreviewTarget,
) => {
  const { slug, ...categories } = path;
  return previewContentEntryQuery(context, userSegments, slug, { type, ...categories });
};

/**
 * Loads a content page in preview mode with what its blocks need. A page that does not exist,
 * or a path that cannot name one, is the route's not-found: 'landing page not found'.
 */
export async function loadPreviewEntry(
  context: RouterContext,
  target: Omit<PreviewTarget, 'path'> & { path: ContentPath | undefined },
) {
  const { path } = target;
  if (!path) throw notFound();
  const { data } = await context.queryClient
    .ensureQueryData(previewEntryQuery(context, { ...target, path }))
    .catch(notFoundWhenMissing);
  await prefetchBlocks(context, data.blocks);
  return { seo: data.seo };
}
