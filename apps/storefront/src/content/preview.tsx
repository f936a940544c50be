import type { ContentEntryType } from '@beauty/commerce-sdk/contract';
import type { Translator } from '@beauty/i18n';
import { useI18n } from '@beauty/i18n/react';
import { Stack, Text } from '@beauty/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { notFound, useRouteContext } from '@tanstack/react-router';
import { previewContentEntryQuery, type PreviewQueryContext } from '../queries/content';
import type { RouterContext } from '../router';
import { previewSegments, type PreviewSearch } from '../routes/_preview';
import { titleTag } from '../shell/head';
import { ContentBlocks, prefetchBlocks } from './ContentBlocks';
import type { ContentPath } from './paths';
import { notFoundWhenMissing } from './notFound';

/** What a content preview shows: a page of a kind at a path, as some user segments see it. */
export interface PreviewTarget {
  type: ContentEntryType;
  path: ContentPath;
  userSegments: readonly string[];
}

/** Loader deps of a preview page: the segments its URL asks for. */
export const previewDeps = ({ search }: { search: PreviewSearch }) => ({
  userSegments: previewSegments(search),
});

const entryQuery = (context: PreviewQueryContext, { type, path, userSegments }: PreviewTarget) => {
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
    .ensureQueryData(entryQuery(context, { ...target, path }))
    .catch(notFoundWhenMissing);
  await prefetchBlocks(context, data.blocks);
  return { seo: data.seo };
}

/** Head of a preview page: the entry's title and description, and kept out of search engines. */
export function previewHead(
  loaderData: { seo: { title: string; description?: string } } | undefined,
  { boot, messages }: { boot: RouterContext['boot']; messages: Translator },
) {
  const description = loaderData?.seo.description;
  return {
    meta: [
      titleTag(loaderData?.seo.title ?? messages.t('shell.preview_title'), boot.site),
      ...(description ? [{ name: 'description', content: description }] : []),
      { name: 'robots', content: 'noindex, nofollow' },
    ],
  };
}

/** The segments a preview is rendered for, under the preview bar. */
export function PreviewSegments({ userSegments }: { userSegments: readonly string[] }) {
  const i18n = useI18n();
  return (
    <Text size="sm" tone="muted">
      {i18n.text('preview.user_segments')}:{' '}
      {userSegments.length > 0 ? userSegments.join(', ') : i18n.text('preview.no_user_segments')}
    </Text>
  );
}

/** A content page in preview: the segments it is seen by, then its blocks. */
export function PreviewEntry(target: PreviewTarget) {
  const context = useRouteContext({ from: '__root__' });
  const { data } = useSuspenseQuery(entryQuery(context, target));
  return (
    <Stack space="lg">
      <PreviewSegments userSegments={target.userSegments} />
      <ContentBlocks blocks={data.data.blocks} title={data.data.title} />
    </Stack>
  );
}
