import { Heading, Text } from '@beauty/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound, type NotFoundRouteProps } from '@tanstack/react-router';
import { Suspense } from 'react';
import { contentBlocks, prefetchBlocks } from '../../../content/prefetch';
import { LandingPageNotFound } from '../../../content/notFound';
import { isSlug } from '../../../content/paths';
import { MAX_PAGE_SEGMENTS, resolveCategoryPath, splitSegments } from '../../../listing/categories';
import { isLandingPageMissing, landingPageMissing } from '../../../listing/landingPage';
import { loadListing } from '../../../listing/loadListing';
import * as styles from '../../../listing/page.css';
import { ProductListing } from '../../../listing/ProductListing';
import { parseListingSearch } from '../../../listing/search';
import { rejectPage } from '../../../navigation/errors';
import { categoriesQuery } from '../../../queries/categories';
import { landingPageQuery } from '../../../queries/listing';
import { describedPage, titleTag } from '../../../shell/head';
import { NotFoundPage } from '../../../shell/NotFoundPage';

/**
 * Content pages, `/pages/{slugUrl}/{topCategory?}/{category?}/{subCategory?}`: a landing page
 * (with a listing under the category that follows it), else the category `slugUrl` starts
 * (`/pages/makeup/face`), else 'landing page not found'.
 */
export const Route = createFileRoute('/_default/pages/$')({
  validateSearch: parseListingSearch,
  loaderDeps: ({ search }) => parseListingSearch(search),
  loader: async ({ context, params, location, deps }) => {
    const segments = splitSegments(params._splat);
    if (segments.length > MAX_PAGE_SEGMENTS) throw rejectPage(location.pathname);
    const [slug = '', ...categorySegments] = segments;
    if (!isSlug(slug)) throw notFound({ data: landingPageMissing });
    const { queryClient } = context;
    const [entry, categories] = await Promise.all([
      queryClient.ensureQueryData(landingPageQuery(context, slug)),
      queryClient.ensureQueryData(categoriesQuery(context)),
    ]);
    if (entry) {
      const category = categorySegments.length
        ? resolveCategoryPath(categories.data, categorySegments)
        : undefined;
      if (categorySegments.length && !category) throw notFound();
      const scope = category && { categoryPath: category.category.path };
      await Promise.all([
        prefetchBlocks(context, entry.data.blocks),
        scope && loadListing(context, scope, deps),
      ]);
      return {
        landingPage: slug,
        heading: entry.data.title,
        trail: category?.trail.map((step) => step.name) ?? [],
        scope,
        title: category
          ? `${category.category.name} – ${entry.data.seo.title}`
          : entry.data.seo.title,
        description: entry.data.seo.description,
      };
    }
    const category = resolveCategoryPath(categories.data, segments);
    if (!category) throw notFound({ data: landingPageMissing });
    const scope = { categoryPath: category.category.path };
    await loadListing(context, scope, deps);
    const trail = category.trail.map((step) => step.name);
    return {
      landingPage: undefined,
      heading: category.category.name,
      trail: trail.slice(0, -1),
      scope,
      title: category.category.name,
      description: trail.join(' › '),
    };
  },
  head: ({ loaderData, match: { context } }) => ({
    meta: loaderData
      ? describedPage(loaderData, context.boot.site)
      : [titleTag(context.messages.t('not_found.title'), context.boot.site)],
  }),
  component: ContentPage,
  notFoundComponent: PagesNotFound,
});

function ContentPage() {
  const { landingPage: slug, heading, trail, scope } = Route.useLoaderData();
  const search = Route.useSearch();
  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        {slug ? <LandingPage slug={slug} /> : <Heading level={1}>{heading}</Heading>}
        {trail.length ? <Text tone="muted">{trail.join(' › ')}</Text> : null}
      </div>
      {scope ? <ProductListing scope={scope} search={search} label={heading} /> : null}
    </div>
  );
}

function LandingPage({ slug }: { slug: string }) {
  const { data: entry } = useSuspenseQuery(landingPageQuery(Route.useRouteContext(), slug));
  return entry ? (
    <Suspense fallback={null}>
      <contentBlocks.Component blocks={entry.data.blocks} title={entry.data.title} />
    </Suspense>
  ) : null;
}

/** 'landing page not found' (404) with a way home; other not-founds get the shop's 404 page. */
function PagesNotFound({ data }: NotFoundRouteProps) {
  return isLandingPageMissing(data) ? <LandingPageNotFound /> : <NotFoundPage data={data} />;
}
