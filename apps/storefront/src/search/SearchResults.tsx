import type { VariantListItem } from '@beauty/commerce-sdk/contract';
import { useI18n } from '@beauty/i18n/react';
import { EmptyState, Heading, ProductCard, ProductGrid, ShowMore, Stack, Text } from '@beauty/ui';
import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { popularSearchesQuery, searchResultsQuery } from '../queries/search';
import { ShopLink } from '../shell/ShopLink';
import * as styles from './search.css';
import { useFollowShopLinks } from '../navigation/useShopNavigate';
import { productCardProps } from '../product/productCard';

const searchHref = (query: string) => `/search?q=${encodeURIComponent(query)}`;

/** The results of a search: the brands it names, then the products, page after page. */
export function SearchResults({ query }: { query: string }) {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  const { data, fetchNextPage, isFetchingNextPage } = useSuspenseInfiniteQuery(
    searchResultsQuery(context, query),
  );
  const [first] = data.pages;
  const total = first?.meta.total ?? 0;
  const products = data.pages.flatMap((page) => page.data.products);
  const brands = first?.data.brands ?? [];
  const title = i18n.text('search.results_title', { query });
  const followLink = useFollowShopLinks();

  return (
    <Stack space="lg">
      <Stack space="xs">
        <Heading level={1}>{title}</Heading>
        <Text tone="muted" id="search-count">
          {i18n.text('catalogue.product_count', { count: total })}
        </Text>
      </Stack>
      {brands.length > 0 ? (
        <nav aria-labelledby="search-brands">
          <Heading level={2} id="search-brands">
            {i18n.text('search.brands')}
          </Heading>
          <ul className={styles.named}>
            {brands.map((brand) => (
              <li key={brand.id}>
                <ShopLink href={`/brands/${brand.slug}`}>{brand.name}</ShopLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {/* Product cards are plain links: followed in the app, through the navigation guard. */}
      <div onClick={followLink}>
        <ProductGrid<VariantListItem>
          label={i18n.text('search.products')}
          items={products}
          getKey={(tile) => String(tile.id)}
          empty={
            <EmptyState
              title={i18n.text('search.no_results', { query })}
              action={<ShopLink href="/">{i18n.text('common.continue_shopping')}</ShopLink>}
            />
          }
          renderItem={(tile, { imageLoading }) => (
            <ProductCard
              {...productCardProps(tile, i18n)}
              imageLoading={imageLoading}
              headingLevel={2}
            />
          )}
          footer={
            products.length > 0 ? (
              <ShowMore
                shown={products.length}
                total={total}
                loading={isFetchingNextPage}
                onShowMore={() => void fetchNextPage()}
                labels={{
                  button: i18n.text('common.show_more'),
                  status: (shown, all) => i18n.text('listing.showing', { shown, total: all }),
                }}
              />
            ) : null
          }
        />
      </div>
    </Stack>
  );
}

/** The search page without a text: what shoppers of the country search for. */
export function PopularSearches() {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  const { data } = useSuspenseQuery(popularSearchesQuery(context));
  return (
    <Stack space="lg">
      <Heading level={1}>{i18n.text('search.label')}</Heading>
      <nav aria-labelledby="search-popular">
        <Heading level={2} id="search-popular">
          {i18n.text('search.popular')}
        </Heading>
        <ul className={styles.named}>
          {data.data.map((entry) => (
            <li key={entry.query}>
              <ShopLink href={searchHref(entry.query)}>{entry.query}</ShopLink>
            </li>
          ))}
        </ul>
      </nav>
    </Stack>
  );
}
