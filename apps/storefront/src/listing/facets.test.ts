import type { Category, Facet as ApiFacet } from '@beauty/commerce-sdk/contract';
import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  applySelection,
  badgeNames,
  modalFacets,
  selectionOf,
  type FacetLabels,
} from './facets';
import { emptyListingState, type ListingState } from './search';

const labels: FacetLabels = {
  brands: 'Brands',
  categories: 'Categories',
  badges: 'Highlights',
  rating: 'Rating',
  inStock: 'In stock',
  onSale: 'On sale',
  ratingAndUp: (rating) => `${rating} stars & up`,
};

const categories: Category[] = [
  { id: 1, slug: 'makeup', name: 'Makeup', level: 1, parentId: null, path: 'makeup' },
  { id: 2, slug: 'face', name: 'Face', level: 2, parentId: 1, path: 'makeup/face' },
  { id: 3, slug: 'blush', name: 'Blush', level: 3, parentId: 2, path: 'makeup/face/blush' },
  { id: 4, slug: 'lips', name: 'Lips', level: 2, parentId: 1, path: 'makeup/lips' },
  {
    id: 5,
    slug: 'lipstick',
    name: 'Lipstick',
    level: 3,
    parentId: 4,
    path: 'makeup/lips/lipstick',
  },
];

const option = (value: string, label: string, count: number) => ({
  value,
  label,
  count,
  selected: false,
});

const facets: ApiFacet[] = [
  {
    kind: 'options',
    key: 'brands',
    label: 'Brand',
    options: [option('dior', 'Dior', 12), option('nars', 'NARS', 3)],
  },
  {
    kind: 'options',
    key: 'categories',
    label: 'Category',
    options: [option('blush', 'Blush', 4), option('lipstick', 'Lipstick', 6)],
  },
  {
    kind: 'range',
    key: 'price',
    label: 'Price',
    min: 10,
    max: 90,
    selectedMin: null,
    selectedMax: null,
    currency: 'SGD',
  },
  {
    kind: 'rating',
    key: 'ratingMin',
    label: 'Rating',
    options: [option('4', '4+', 8), option('3', '3+', 14)],
  },
  {
    kind: 'options',
    key: 'badges',
    label: 'Highlights',
    options: [option('vegan', 'Vegan', 2), option('new', 'New', 5)],
  },
  { kind: 'toggle', key: 'inStock', label: 'In stock', count: 14, selected: false },
  { kind: 'toggle', key: 'onSale', label: 'On sale', count: 0, selected: false },
];

const state = (changes: Partial<ListingState>): ListingState => ({
  ...emptyListingState,
  ...changes,
});

describe('modalFacets', () => {
  it('offers a checkbox per option with its count, in the visit’s wording', () => {
    expect(modalFacets(facets, {}, categories, labels)).toEqual([
      {
        id: 'brands',
        label: 'Brands',
        options: [
          { value: 'dior', label: 'Dior', count: 12 },
          { value: 'nars', label: 'NARS', count: 3 },
        ],
      },
      {
        id: 'categories',
        label: 'Categories',
        options: [
          { value: 'blush', label: 'Blush', count: 4 },
          { value: 'lipstick', label: 'Lipstick', count: 6 },
        ],
      },
      {
        id: 'ratingMin',
        label: 'Rating',
        options: [
          { value: '4', label: '4 stars & up', count: 8 },
          { value: '3', label: '3 stars & up', count: 14 },
        ],
      },
      {
        id: 'badges',
        label: 'Highlights',
        options: [
          { value: 'vegan', label: 'Vegan', count: 2 },
          { value: 'new', label: 'New', count: 5 },
        ],
      },
      {
        id: 'inStock',
        label: 'In stock',
        options: [{ value: 'true', label: 'In stock', count: 14 }],
      },
      { id: 'onSale', label: 'On sale', options: [{ value: 'true', label: 'On sale', count: 0 }] },
    ]);
  });

  it("leaves out the brand facet on a brand's page and categories outside the page's", () => {
    const ids = modalFacets(
      facets,
      { brand: 'dior', categoryPath: 'makeup/face' },
      categories,
      labels,
    );
    expect(ids.map((facet) => facet.id)).not.toContain('brands');
    expect(ids.find((facet) => facet.id === 'categories')?.options).toEqual([
      { value: 'blush', label: 'Blush', count: 4 },
    ]);
  });

  it('drops a facet left with no options', () => {
    const ids = modalFacets(facets, { categoryPath: 'skincare' }, categories, labels).map(
      (facet) => facet.id,
    );
    expect(ids).not.toContain('categories');
  });
});

describe('selectionOf and applySelection', () => {
  it('ticks the filters in force', () => {
    expect(selectionOf(state({ brands: ['dior'], ratingMin: 4, onSale: true }))).toEqual({
      brands: ['dior'],
      categories: [],
      badges: [],
      ratingMin: ['4'],
      inStock: [],
      onSale: ['true'],
    });
  });

  it('turns the ticks into filters, back on the first page with the same sort', () => {
    expect(
      applySelection(state({ sort: 'newest', pages: 3, brands: ['nars'] }), {
        brands: ['dior'],
        badges: ['vegan'],
        ratingMin: ['4', '3'],
        inStock: ['true'],
      }),
    ).toEqual(
      state({
        brands: ['dior'],
        badges: ['vegan'],
        ratingMin: 3,
        inStock: true,
        sort: 'newest',
      }),
    );
  });

  it('is the unfiltered listing after Clear all', () => {
    expect(applySelection(state({ brands: ['dior'], onSale: true, pages: 2 }), {})).toEqual(
      emptyListingState,
    );
  });

  it('round-trips', () => {
    const filtered = state({ categories: ['blush'], badges: ['new'], ratingMin: 2, inStock: true });
    expect(applySelection(filtered, selectionOf(filtered))).toEqual(filtered);
  });
});

describe('activeFilters', () => {
  it('labels each filter with the facets’ wording and removes only that one', () => {
    const current = state({
      brands: ['dior', 'nars'],
      categories: ['blush'],
      ratingMin: 4,
      inStock: true,
      sort: 'newest',
      pages: 2,
    });
    const chips = activeFilters(current, facets, labels);
    expect(chips.map((chip) => chip.label)).toEqual([
      'Dior',
      'NARS',
      'Blush',
      '4 stars & up',
      'In stock',
    ]);
    expect(chips[0]?.without).toEqual({ ...current, brands: ['nars'], pages: 1 });
    expect(chips[3]?.without).toEqual({ ...current, ratingMin: undefined, pages: 1 });
    expect(chips[4]?.without).toEqual({ ...current, inStock: false, pages: 1 });
  });

  it('names a category the facets do not list, and falls back to the value', () => {
    const noLipsticks = facets.map((facet) =>
      facet.kind === 'options' && facet.key === 'categories' ? { ...facet, options: [] } : facet,
    );
    expect(
      activeFilters(state({ categories: ['lipstick'] }), noLipsticks, labels, categories)[0]?.label,
    ).toBe('Lipstick');
    expect(activeFilters(state({ badges: ['clean'] }), facets, labels)[0]?.label).toBe('clean');
  });

  it('is empty without filters', () => {
    expect(activeFilters(state({ sort: 'rating' }), facets, labels)).toEqual([]);
  });
});

describe('badgeNames', () => {
  it('names badges in the visit’s language from the badge facet', () => {
    expect(badgeNames(facets).get('vegan')).toBe('Vegan');
    expect(badgeNames([]).size).toBe(0);
  });
});
