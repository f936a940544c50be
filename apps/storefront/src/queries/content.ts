import type { ContentEntryQuery } from '@beauty/commerce-sdk/contract';
import { queryOptions } from '@tanstack/react-query';
import type { CommerceQueryOptions } from '@beauty/commerce-sdk/query';
import { shopQueries, type QueryContext } from './scope';

/** The layout config (smart-link exempted paths, fraud-prevention site id). */
export const layoutQuery = (context: QueryContext, layout = 'default') =>
  queryOptions(shopQueries(context).layouts.list({ layout }));

/** A content-managed page: the home page is the slug 'homepage'. */
export const contentEntryQuery = (context: QueryContext, slug: string, query: ContentEntryQuery) =>
  queryOptions(shopQueries(context).contentful.contentEntries.get(slug, query));

/** What a preview query needs: the preview client and the visit's site. */
export interface PreviewQueryContext {
  previewCommerce: (userSegments: readonly string[]) => QueryContext['commerce'];
  boot: QueryContext['boot'];
}

/** The queries of the preview client of the given segments. */
const previewQueries = (context: PreviewQueryContext, userSegments: readonly string[]) =>
  shopQueries({ commerce: context.previewCommerce(userSegments), boot: context.boot });

/** A preview query, keyed apart by its segments: each segment sees its own drafts. */
const bySegments = <T>(options: CommerceQueryOptions<T>, userSegments: readonly string[]) =>
  queryOptions({ ...options, queryKey: [...options.queryKey, { userSegments }] });

/**
 * A content page as the given user segments see it in preview: a segment's draft wins over the
 * published page (`contentful/preview/content-entries/{slug}`).
 */
export const previewContentEntryQuery = (
  context: PreviewQueryContext,
  userSegments: readonly string[],
  slug: string,
  query: ContentEntryQuery,
) =>
  bySegments(
    previewQueries(context, userSegments).contentful.preview.contentEntries.get(slug, query),
    userSegments,
  );

/** An overlay (the country welcome, a campaign pop-up) by id, for its preview page. */
export const previewOverlayQuery = (
  context: PreviewQueryContext,
  userSegments: readonly string[],
  id: string,
) => bySegments(previewQueries(context, userSegments).preview.overlays.get(id), userSegments);

/** The layout config in preview mode: it adds the locale, country and segments previewed. */
export const previewLayoutQuery = (
  context: PreviewQueryContext,
  userSegments: readonly string[],
  layout = 'default',
) => bySegments(previewQueries(context, userSegments).layouts.list({ layout }), userSegments);
