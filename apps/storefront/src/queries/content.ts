import type { ContentEntryQuery } from '@beauty/commerce-sdk/contract';
import { queryOptions } from '@tanstack/react-query';
import { shopQuery, type QueryContext } from './scope';

/** The layout config (smart-link exempted paths, fraud-prevention site id). */
export const layoutQuery = (context: QueryContext, layout = 'default') =>
  queryOptions(
    shopQuery(context, 'layouts.list', { layout }, (client, signal) =>
      client.layouts.list({ layout }, { signal }),
    ),
  );

/** A content-managed page: the home page is the slug 'homepage'. */
export const contentEntryQuery = (context: QueryContext, slug: string, query: ContentEntryQuery) =>
  queryOptions(
    shopQuery(context, 'contentful.contentEntries.get', { slug, ...query }, (client, signal) =>
      client.contentful.contentEntries.get(slug, query, { signal }),
    ),
  );

/** What a preview query needs: the preview client and the visit's site. */
export interface PreviewQueryContext {
  previewCommerce: (userSegments: readonly string[]) => QueryContext['commerce'];
  boot: QueryContext['boot'];
}

/** The preview client of the given segments, as a query context; the segments key its queries. */
const previewScope = (context: PreviewQueryContext, userSegments: readonly string[]) => ({
  commerce: context.previewCommerce(userSegments),
  boot: context.boot,
});

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
  queryOptions(
    shopQuery(
      previewScope(context, userSegments),
      'contentful.preview.contentEntries.get',
      { slug, ...query, userSegments },
      (client, signal) => client.contentful.preview.contentEntries.get(slug, query, { signal }),
    ),
  );

/** An overlay (the country welcome, a campaign pop-up) by id, for its preview page. */
export const previewOverlayQuery = (
  context: PreviewQueryContext,
  userSegments: readonly string[],
  id: string,
) =>
  queryOptions(
    shopQuery(
      previewScope(context, userSegments),
      'preview.overlays.get',
      { id, userSegments },
      (client, signal) => client.preview.overlays.get(id, { signal }),
    ),
  );

/** The layout config in preview mode: it adds the locale, country and segments previewed. */
export const previewLayoutQuery = (
  context: PreviewQueryContext,
  userSegments: readonly string[],
  layout = 'default',
) =>
  queryOptions(
    shopQuery(
      previewScope(context, userSegments),
      'layouts.list',
      { layout, userSegments },
      (client, signal) => client.layouts.list({ layout }, { signal }),
    ),
  );
