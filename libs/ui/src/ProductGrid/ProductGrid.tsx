import type { ReactNode } from 'react';
import { Columns } from '../Columns/index.js';
import { Skeleton } from '../Skeleton/index.js';
import { grid } from './ProductGrid.css.js';

/** The columns of the grid's widest layout: its first row, what a first screen shows. */
const WIDEST_COLUMNS = 4;

/** Where an item sits in the grid, for {@link ProductGridProps.renderItem}. */
export interface ProductGridPlace {
  index: number;
  /**
   * Whether the item is in the grid's first row at its widest, so on the first screen: its image
   * should load at once (`ProductCard`'s `imageLoading="priority"`), not when scrolled to.
   */
  firstRow: boolean;
}

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

/** The product listing: 2 columns on mobile, 3 on tablet, {@link WIDEST_COLUMNS} on desktop. */
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
      <Columns
        as="ul"
        className={grid}
        columns={{ mobile: 2, tablet: 3, desktop: WIDEST_COLUMNS }}
        space="lg"
      >
        {items.map((item, index) => (
          <li key={getKey(item)}>
            {renderItem(item, { index, firstRow: index < WIDEST_COLUMNS })}
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
