import { BADGES, LISTING_SORTS } from '@beauty/commerce-sdk/contract';
import type { Badge, ListingFilter, ListingSort } from '@beauty/commerce-sdk/contract';
import { isSlug } from '../content/paths';

/** Products per show-more page. */
export const LISTING_PAGE_SIZE = 24;

/** The sort a listing has when the URL names none. */
export const DEFAULT_SORT: ListingSort = 'relevance';

/** Most values one list filter may hold (the API's limit). */
const MAX_LIST_VALUES = 50;

/**
 * A listing's state as it sits in the URL: lists are comma-joined, defaults are left out, so a
 * listing's address is short, shareable and the same for the same filters.
 * `page` is how many show-more pages are on screen (`?page=3`: pages 1 to 3).
 */
export interface ListingSearch {
  brands?: string;
  categories?: string;
  badges?: string;
  rating?: number;
  in_stock?: true;
  on_sale?: true;
  sort?: ListingSort;
  page?: number;
}

/** The search parameters a listing owns; any other (language, country_code) is left alone. */
export const LISTING_SEARCH_KEYS = [
  'brands',
  'categories',
  'badges',
  'rating',
  'in_stock',
  'on_sale',
  'sort',
  'page',
] as const satisfies readonly (keyof ListingSearch)[];

/** A listing's state, decoded: the shopper's filters, the sort and the pages shown. */
export interface ListingState {
  brands: string[];
  categories: string[];
  badges: Badge[];
  ratingMin: number | undefined;
  inStock: boolean;
  onSale: boolean;
  sort: ListingSort;
  pages: number;
}

export const emptyListingState: ListingState = {
  brands: [],
  categories: [],
  badges: [],
  ratingMin: undefined,
  inStock: false,
  onSale: false,
  sort: DEFAULT_SORT,
  pages: 1,
};

/** A comma list from the URL (the router may have parsed a lone value as a number). */
function listOf(raw: unknown, valid: (value: string) => boolean): string[] {
  if (typeof raw !== 'string' && typeof raw !== 'number') return [];
  const values = String(raw)
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '' && valid(value));
  return [...new Set(values)].sort().slice(0, MAX_LIST_VALUES);
}

function integerOf(raw: unknown, min: number, max: number): number | undefined {
  const value = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : undefined;
}

const flagOf = (raw: unknown) => raw === true || raw === 'true';

const isBadge = (value: string): value is Badge => (BADGES as readonly string[]).includes(value);
const isSort = (value: unknown): value is ListingSort =>
  (LISTING_SORTS as readonly unknown[]).includes(value);

/** Reads a listing's state from search parameters; values it cannot use are dropped. */
export function decodeListingSearch(search: Record<string, unknown>): ListingState {
  return {
    brands: listOf(search.brands, isSlug),
    categories: listOf(search.categories, isSlug),
    badges: listOf(search.badges, isBadge) as Badge[],
    ratingMin: integerOf(search.rating, 1, 5),
    inStock: flagOf(search.in_stock),
    onSale: flagOf(search.on_sale),
    sort: isSort(search.sort) ? search.sort : DEFAULT_SORT,
    pages: integerOf(search.page, 1, 10_000) ?? 1,
  };
}

/** Writes a listing's state as search parameters, leaving defaults out. */
export function encodeListingSearch(state: ListingState): ListingSearch {
  const list = (values: readonly string[]) =>
    values.length ? [...new Set(values)].sort().join(',') : undefined;
  const search: ListingSearch = {
    brands: list(state.brands),
    categories: list(state.categories),
    badges: list(state.badges),
    rating: state.ratingMin,
    in_stock: state.inStock || undefined,
    on_sale: state.onSale || undefined,
    sort: state.sort === DEFAULT_SORT ? undefined : state.sort,
    page: state.pages > 1 ? state.pages : undefined,
  };
  return Object.fromEntries(
    Object.entries(search).filter(([, value]) => value !== undefined),
  ) as ListingSearch;
}

/** The route's `validateSearch`: the listing's parameters, normalised. */
export const parseListingSearch = (search: Record<string, unknown>): ListingSearch =>
  encodeListingSearch(decodeListingSearch(search));

/** The search parameters after a listing change: the listing's own replaced, the others kept. */
export function replaceListingSearch(
  current: Record<string, unknown>,
  next: ListingState,
): Record<string, unknown> {
  const kept = Object.fromEntries(
    Object.entries(current).filter(
      ([key]) => !(LISTING_SEARCH_KEYS as readonly string[]).includes(key),
    ),
  );
  return { ...kept, ...encodeListingSearch(next) };
}

/** What a page lists before the shopper filters: a brand, a category (`makeup/face`), or both. */
export interface ListingScope {
  brand?: string;
  categoryPath?: string;
}

/** Whether the shopper has narrowed the listing. */
export const hasFilters = (state: ListingState) =>
  state.brands.length > 0 ||
  state.categories.length > 0 ||
  state.badges.length > 0 ||
  state.ratingMin !== undefined ||
  state.inStock ||
  state.onSale;

/** The same state with every filter removed and the first page only (the sort stays). */
export const withoutFilters = (state: ListingState): ListingState => ({
  ...emptyListingState,
  sort: state.sort,
});

/**
 * The API filter of a listing. The page's brand cannot be changed by the shopper; chosen
 * categories narrow the page's category (they are its sub-categories), otherwise it applies.
 */
export function listingFilter(scope: ListingScope, state: ListingState): ListingFilter {
  const brands = scope.brand ? [scope.brand] : state.brands;
  const categories = state.categories.length
    ? state.categories
    : scope.categoryPath
      ? [scope.categoryPath]
      : [];
  const filter: ListingFilter = {
    brands: brands.length ? brands : undefined,
    categories: categories.length ? categories : undefined,
    badges: state.badges.length ? state.badges : undefined,
    ratingMin: state.ratingMin,
    inStock: state.inStock || undefined,
    onSale: state.onSale || undefined,
  };
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined),
  ) as ListingFilter;
}
