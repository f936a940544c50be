import { LISTING_SORTS, type VariantListItem } from '@beauty/commerce-sdk/contract';
import { useI18n } from '@beauty/i18n/react';
import {
  Button,
  Dropdown,
  EmptyState,
  FilterModal,
  Heading,
  ProductCard,
  ProductGrid,
  ShowMore,
} from '@beauty/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { categoriesQuery } from '../queries/categories';
import { listingFacetsQuery, listingPageQuery } from '../queries/listing';
import { useFollowShopLinks } from '../navigation/useShopNavigate';
import {
  activeFilters,
  applySelection,
  badgeNames,
  modalFacets,
  selectionOf,
  type FacetLabels,
} from './facets';
import { extraPages, listingRequest, pagesShown } from './loadListing';
import * as styles from './ProductListing.css';
import {
  hasFilters,
  replaceListingSearch,
  withoutFilters,
  type ListingScope,
  type ListingSearch,
  type ListingState,
} from './search';
import { productCardProps } from '../product/productCard';

export interface ProductListingProps {
  /** What the page lists before the shopper filters. */
  scope: ListingScope;
  /** The route's validated search parameters: the listing's state. */
  search: ListingSearch;
  /** The product grid's accessible name: the brand, category or page. */
  label: string;
}

/**
 * A product listing whose whole state (filters, sort, pages shown) lives in the URL: shareable,
 * restored by reload and the back button. Changes keep the scroll position.
 */
export function ProductListing({ scope, search, label }: ProductListingProps) {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const [loadingMore, setLoadingMore] = useState(false);

  const { data: categories } = useSuspenseQuery(categoriesQuery(context));
  const { state, filter } = listingRequest(scope, search, categories.data);
  const { data: facets } = useSuspenseQuery(listingFacetsQuery(context, filter));
  const { data: first } = useSuspenseQuery(listingPageQuery(context, filter, state.sort, 1));
  const pages = pagesShown(state.pages, first.meta);
  const total = first.meta.total;

  const labels: FacetLabels = {
    brands: i18n.text('listing.facet.brands'),
    categories: i18n.text('listing.facet.categories'),
    badges: i18n.text('listing.facet.badges'),
    rating: i18n.text('listing.facet.rating'),
    inStock: i18n.text('listing.facet.in_stock'),
    onSale: i18n.text('listing.facet.on_sale'),
    ratingAndUp: (rating) => i18n.text('listing.rating_and_up', { rating }),
  };
  const chips = activeFilters(state, facets.data, labels, categories.data);
  const badges = badgeNames(facets.data);

  const show = (next: ListingState, replace = false) =>
    navigate({
      to: '.',
      search: (current: Record<string, unknown>) => replaceListingSearch(current, next),
      replace,
      resetScroll: false,
    });

  const showMore = () => {
    setLoadingMore(true);
    // The pages shown replace the entry: back leaves the listing rather than unloading pages.
    void show({ ...state, pages: pages + 1 }, true).finally(() => setLoadingMore(false));
  };

  // Product cards are plain links: follow them through the navigation guard, as ShopLink does.
  const followProductLink = useFollowShopLinks();

  const clearAll = (
    <Button variant="ghost" size="sm" onClick={() => void show(withoutFilters(state))}>
      {i18n.text('common.clear_all')}
    </Button>
  );

  const grid = (items: VariantListItem[]) => (
    <div onClick={followProductLink}>
      <ProductGrid<VariantListItem>
        label={label}
        items={items}
        getKey={(item) => String(item.id)}
        renderItem={(item, { imageLoading }) => (
          <ProductCard
            {...productCardProps(item, i18n)}
            imageLoading={imageLoading}
            badges={item.product.badges.map((badge) => badges.get(badge) ?? badge)}
          />
        )}
        empty={
          <EmptyState
            title={i18n.text('catalogue.no_products')}
            action={hasFilters(state) ? clearAll : undefined}
          />
        }
      />
    </div>
  );

  return (
    <div className={styles.listing}>
      <div className={styles.toolbar}>
        <Heading level={2}>{i18n.text('catalogue.product_count', { count: total })}</Heading>
        <div className={styles.controls}>
          <FilterModal
            facets={modalFacets(facets.data, scope, categories.data, labels)}
            selection={selectionOf(state)}
            onApply={(selection) => void show(applySelection(state, selection))}
            language={i18n.language}
            trigger={
              <Button variant="secondary">
                {chips.length
                  ? `${i18n.text('common.filter')} (${i18n.formatNumber(chips.length)})`
                  : i18n.text('common.filter')}
              </Button>
            }
            labels={{
              title: i18n.text('listing.filters_title'),
              apply: i18n.text('common.apply'),
              clear: i18n.text('common.clear_all'),
              close: i18n.text('common.close'),
            }}
          />
          <Dropdown
            className={styles.sort}
            label={i18n.text('common.sort_by')}
            value={state.sort}
            onValueChange={(sort) =>
              void show({ ...state, sort: sort as ListingState['sort'], pages: 1 })
            }
            options={LISTING_SORTS.map((sort) => ({
              value: sort,
              label: i18n.text(`listing.sort.${sort}`),
            }))}
          />
        </div>
      </div>
      {chips.length ? (
        <ul className={styles.chips} aria-label={i18n.text('listing.active_filters')}>
          {chips.map((chip) => (
            <li key={chip.key}>
              <Button
                variant="secondary"
                size="sm"
                aria-label={i18n.text('listing.remove_filter', { label: chip.label })}
                onClick={() => void show(chip.without)}
              >
                {chip.label}
                <span aria-hidden="true" className={styles.chipMark}>
                  ×
                </span>
              </Button>
            </li>
          ))}
          <li>{clearAll}</li>
        </ul>
      ) : null}
      {pages > 1 ? (
        <extraPages.Component
          queries={Array.from({ length: pages - 1 }, (_, index) =>
            listingPageQuery(context, filter, state.sort, index + 2),
          )}
        >
          {(more) => grid([...first.data, ...more])}
        </extraPages.Component>
      ) : (
        grid(first.data)
      )}
      {total > 0 ? (
        <ShowMore
          shown={Math.min(total, pages * first.meta.perPage)}
          total={total}
          loading={loadingMore}
          onShowMore={showMore}
          labels={{
            button: i18n.text('common.show_more'),
            status: (shown, all) => i18n.text('listing.showing', { shown, total: all }),
          }}
        />
      ) : null}
    </div>
  );
}
