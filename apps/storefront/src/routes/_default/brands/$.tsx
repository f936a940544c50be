import { Heading, Text } from '@beauty/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ContentBlocks } from '../../../content/ContentBlocks';
import { prefetchBlocks } from '../../../content/prefetch';
import { MAX_PAGE_SEGMENTS, resolveCategoryPath, splitSegments } from '../../../listing/categories';
import { loadListing } from '../../../listing/loadListing';
import * as styles from '../../../listing/page.css';
import { ProductListing } from '../../../listing/ProductListing';
import { parseListingSearch } from '../../../listing/search';
import { rejectPage } from '../../../navigation/errors';
import { brandsQuery } from '../../../queries/catalogue';
import { categoriesQuery } from '../../../queries/categories';
import { brandPageQuery } from '../../../queries/listing';
import { describedPage } from '../../../shell/head';

/**
 * A brand's page, `/brands/{slugUrl}/{topCategory?}/{category?}/{subCategory?}`: its content
 * entry when it has one, then its products, narrowed to the category the segments name. Old
 * brand slugs redirect (route middleware 'legacy-brand').
 */
export const Route = createFileRoute('/_default/brands/$')({
  staticData: { middleware: ['legacy-brand'] },
  validateSearch: parseListingSearch,
  loaderDeps: ({ search }) => parseListingSearch(search),
  loader: async ({ context, params, location, deps }) => {
    const segments = splitSegments(params._splat);
    if (segments.length > MAX_PAGE_SEGMENTS) throw rejectPage(location.pathname);
    const [slug = '', ...categorySegments] = segments;
    const { queryClient } = context;
    const [brands, categories] = await Promise.all([
      queryClient.ensureQueryData(brandsQuery(context)),
      queryClient.ensureQueryData(categoriesQuery(context)),
    ]);
    const brand = brands.data.find((candidate) => candidate.slug === slug);
    if (!brand) throw notFound();
    const category = categorySegments.length
      ? resolveCategoryPath(categories.data, categorySegments)
      : undefined;
    if (categorySegments.length && !category) throw notFound();
    const scope = { brand: brand.slug, categoryPath: category?.category.path };
    const [entry] = await Promise.all([
      queryClient.ensureQueryData(brandPageQuery(context, brand.slug)).then(async (page) => {
        if (page) await prefetchBlocks(context, page.data.blocks);
        return page;
      }),
      loadListing(context, scope, deps),
    ]);
    const title = entry?.data.seo.title ?? brand.name;
    return {
      brand: { slug: brand.slug, name: brand.name },
      trail: category?.trail.map((step) => step.name) ?? [],
      scope,
      title: category ? `${category.category.name} – ${title}` : title,
      description: entry?.data.seo.description ?? brand.description ?? brand.name,
    };
  },
  head: ({ loaderData, match: { context } }) => ({
    meta: loaderData ? describedPage(loaderData, context.boot.site) : [],
  }),
  component: BrandPage,
});

function BrandPage() {
  const { brand, trail, scope } = Route.useLoaderData();
  const search = Route.useSearch();
  const { data: entry } = useSuspenseQuery(brandPageQuery(Route.useRouteContext(), brand.slug));
  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        {entry ? (
          <ContentBlocks blocks={entry.data.blocks} title={entry.data.title} />
        ) : (
          <Heading level={1}>{brand.name}</Heading>
        )}
        {trail.length ? <Text tone="muted">{trail.join(' › ')}</Text> : null}
      </div>
      <ProductListing scope={scope} search={search} label={brand.name} />
    </div>
  );
}
