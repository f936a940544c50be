import type { Category, Facet as ApiFacet } from '@beauty/commerce-sdk/contract';
import type { Facet, FilterSelection } from '@beauty/ui';
import { isWithinCategory } from './categories';
import type { ListingScope, ListingState } from './search';

/** Wording the filter modal needs from the visit's messages. */
export interface FacetLabels {
  brands: string;
  categories: string;
  badges: string;
  rating: string;
  inStock: string;
  onSale: string;
  ratingAndUp: (rating: number) => string;
}

/**
 * The filter modal's facets from the API's: a checkbox per option with its product count. The
 * brand facet is left out on a brand's page, category options outside the page's category are
 * left out, and the price range (not a checkbox choice) is not offered.
 */
export function modalFacets(
  facets: readonly ApiFacet[],
  scope: ListingScope,
  categories: readonly Category[],
  labels: FacetLabels,
): Facet[] {
  const result: Facet[] = [];
  for (const facet of facets) {
    if (facet.kind === 'options') {
      if (facet.key === 'brands' && scope.brand) continue;
      const { categoryPath } = scope;
      const options =
        facet.key === 'categories' && categoryPath
          ? facet.options.filter((option) =>
              isWithinCategory(categories, option.value, categoryPath),
            )
          : facet.options;
      result.push({
        id: facet.key,
        label: labels[facet.key],
        options: options.map(({ value, label, count }) => ({ value, label, count })),
      });
    } else if (facet.kind === 'rating') {
      result.push({
        id: 'ratingMin',
        label: labels.rating,
        options: facet.options.map(({ value, count }) => ({
          value,
          label: labels.ratingAndUp(Number(value)),
          count,
        })),
      });
    } else if (facet.kind === 'toggle') {
      const label = labels[facet.key];
      result.push({
        id: facet.key,
        label,
        options: [{ value: 'true', label, count: facet.count }],
      });
    }
  }
  return result.filter((facet) => facet.options.length > 0);
}

/** The modal's ticks for a listing's state. */
export function selectionOf(state: ListingState): FilterSelection {
  return {
    brands: state.brands,
    categories: state.categories,
    badges: state.badges,
    ratingMin: state.ratingMin === undefined ? [] : [String(state.ratingMin)],
    inStock: state.inStock ? ['true'] : [],
    onSale: state.onSale ? ['true'] : [],
  };
}

/**
 * A listing's state after the modal's Apply: its ticks as filters, back to the first page. Ticking
 * several ratings keeps the lowest, the one that takes in the others.
 */
export function applySelection(state: ListingState, selection: FilterSelection): ListingState {
  const ratings = (selection.ratingMin ?? [])
    .map(Number)
    .filter((rating) => Number.isInteger(rating) && rating >= 1 && rating <= 5);
  return {
    ...state,
    brands: [...(selection.brands ?? [])],
    categories: [...(selection.categories ?? [])],
    badges: [...(selection.badges ?? [])] as ListingState['badges'],
    ratingMin: ratings.length ? Math.min(...ratings) : undefined,
    inStock: selection.inStock?.includes('true') ?? false,
    onSale: selection.onSale?.includes('true') ?? false,
    pages: 1,
  };
}

/** One filter in force, as a removable chip. */
export interface ActiveFilter {
  key: string;
  label: string;
  /** The listing's state without this filter, back to the first page. */
  without: ListingState;
}

/**
 * The filters in force, labelled with the facets' wording, or for a category no product of the
 * listing has, with the category's name.
 */
export function activeFilters(
  state: ListingState,
  facets: readonly ApiFacet[],
  labels: FacetLabels,
  categories: readonly Category[] = [],
): ActiveFilter[] {
  const optionLabel = (key: string, value: string) => {
    const facet = facets.find((candidate) => candidate.kind === 'options' && candidate.key === key);
    const option = facet?.kind === 'options' && facet.options.find((o) => o.value === value);
    if (option) return option.label;
    if (key === 'categories') return categories.find((c) => c.slug === value)?.name ?? value;
    return value;
  };
  const base = { ...state, pages: 1 };
  const lists = (['brands', 'categories', 'badges'] as const).flatMap((key) =>
    state[key].map((value) => ({
      key: `${key}:${value}`,
      label: optionLabel(key, value),
      without: { ...base, [key]: state[key].filter((item) => item !== value) },
    })),
  );
  return [
    ...lists,
    ...(state.ratingMin === undefined
      ? []
      : [
          {
            key: 'ratingMin',
            label: labels.ratingAndUp(state.ratingMin),
            without: { ...base, ratingMin: undefined },
          },
        ]),
    ...(state.inStock
      ? [{ key: 'inStock', label: labels.inStock, without: { ...base, inStock: false } }]
      : []),
    ...(state.onSale
      ? [{ key: 'onSale', label: labels.onSale, without: { ...base, onSale: false } }]
      : []),
  ];
}

/** Badge names in the visit's language, from the badge facet (the API words them). */
export function badgeNames(facets: readonly ApiFacet[]): ReadonlyMap<string, string> {
  const facet = facets.find(
    (candidate) => candidate.kind === 'options' && candidate.key === 'badges',
  );
  return new Map(facet?.kind === 'options' ? facet.options.map((o) => [o.value, o.label]) : []);
}
