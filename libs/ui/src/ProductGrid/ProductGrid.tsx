import type { ReactNode } from 'react';
import { Columns } from '../Columns/index.js';
import type { ProductCardProps } from '../ProductCard/index.js';
import { Skeleton } from '../Skeleton/index.js';
import { grid } from './ProductGrid.css.js';

/** The grid's columns at each width, the first row of each being what a first screen shows. */
const COLUMNS = { mobile: 2, tablet: 3, desktop: 4 } as const;

/** Where an item sits in the grid, for {@link ProductGridProps.renderItem}. */
export interface ProductGridPlace {
  index: number;
  /** Whether the item is in the grid's first row at its widest, so on a desktop's first screen. */
  firstRow: boolean;
  /**
   * How the item's image should load, for `ProductCard`'s `imageLoading`: `priority` in the first
   * row at every width (a phone's first screen too: the page's likely largest paint, fetched
   * first), `eager` in the rest of the widest first row (on a wide screen's first screen, but not
   * worth a phone's few early connections), `lazy` below.
   */
  imageLoading: NonNullable<ProductCardProps['imageLoading']>;
}

const imageLoadingAt = (index: number): ProductGridPlace['imageLoading'] =>
  index < COLUMNS.mobile ? 'priority' : index < COLUMNS.desktop ? 'eager' : 'lazy';

/** Props of {@link ProductGrid}. */
export interface ProductGridProps<Item> {
  items: readonly Item[];
  /** Renders one item, usually a ProductCard. */
  renderItem: (item: Item, place: ProductGridPlace) => ReactNode;
  /** A stable key per item. */
  getKey: (item: Item) => string;
  /** The list's accessible name, e.g. 'Lipsticks'. */
  label: string;
  /** Shows placeholder cards (first load) and marks the list busy. */
  loading?: boolean;
  /** How many placeholders while loading; 8 by default. */
  placeholderCount?: number;
  /** Shown instead of the grid when there are no items, e.g. an EmptyState. */
  empty?: ReactNode;
  /** Under the grid, e.g. ShowMore. */
  footer?: ReactNode;
}

/** The product listing: 2 columns on mobile, 3 on tablet, 4 on desktop ({@link COLUMNS}). */
export function ProductGrid<Item>({
  items,
  renderItem,
  getKey,
  label,
  loading = false,
  placeholderCount = 8,
  empty,
  footer,
}: ProductGridProps<Item>) {
  if (!loading && items.length === 0 && empty) return <>{empty}</>;
  return (
    <section aria-label={label} aria-busy={loading || undefined}>
      <Columns as="ul" className={grid} columns={COLUMNS} space="lg">
        {items.map((item, index) => (
          <li key={getKey(item)}>
            {renderItem(item, {
              index,
              firstRow: index < COLUMNS.desktop,
              imageLoading: imageLoadingAt(index),
            })}
          </li>
        ))}
        {loading
          ? Array.from({ length: placeholderCount }, (_, index) => (
              <li key={`placeholder-${index}`} aria-hidden="true">
                <Skeleton shape="rect" />
                <Skeleton width="half" />
                <Skeleton />
                <Skeleton width="quarter" />
              </li>
            ))
          : null}
      </Columns>
      {footer}
    </section>
  );
}
