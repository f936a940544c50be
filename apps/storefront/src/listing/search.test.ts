import { describe, expect, it } from 'vitest';
import {
  decodeListingSearch,
  emptyListingState,
  encodeListingSearch,
  hasFilters,
  listingFilter,
  parseListingSearch,
  replaceListingSearch,
  withoutFilters,
  type ListingState,
} from './search';

const state = (changes: Partial<ListingState>): ListingState => ({
  ...emptyListingState,
  ...changes,
});

describe('decodeListingSearch', () => {
  it('reads comma lists, the rating, the flags, the sort and the pages shown', () => {
    expect(
      decodeListingSearch({
        brands: 'nars,dior',
        categories: 'lipstick',
        badges: 'vegan,new',
        rating: 4,
        in_stock: true,
        on_sale: 'true',
        sort: 'price_asc',
        page: 3,
      }),
    ).toEqual({
      brands: ['dior', 'nars'],
      categories: ['lipstick'],
      badges: ['new', 'vegan'],
      ratingMin: 4,
      inStock: true,
      onSale: true,
      sort: 'price_asc',
      pages: 3,
    });
  });

  it('is the empty listing with nothing in the URL', () => {
    expect(decodeListingSearch({})).toEqual(emptyListingState);
  });

  it('drops what it cannot use rather than failing the page', () => {
    expect(
      decodeListingSearch({
        brands: 'Dior,,nars,../x,nars',
        badges: 'vegan,shiny',
        rating: 9,
        in_stock: 'yes',
        sort: 'cheapest',
        page: 0,
      }),
    ).toEqual(state({ brands: ['nars'], badges: ['vegan'] }));
    expect(decodeListingSearch({ page: -2, rating: 2.5 })).toEqual(emptyListingState);
    expect(decodeListingSearch({ brands: { a: 1 }, categories: ['lipstick'] })).toEqual(
      emptyListingState,
    );
  });

  it('takes digit strings and lone numbers the router parsed', () => {
    expect(decodeListingSearch({ page: '2', rating: '3', categories: 123 })).toEqual(
      state({ pages: 2, ratingMin: 3, categories: ['123'] }),
    );
  });

  it('keeps at most 50 values of a list', () => {
    const many = Array.from(
      { length: 60 },
      (_, index) => `brand-${String(index).padStart(2, '0')}`,
    );
    expect(decodeListingSearch({ brands: many.join(',') }).brands).toHaveLength(50);
  });
});

describe('encodeListingSearch', () => {
  it('leaves the defaults out', () => {
    expect(encodeListingSearch(emptyListingState)).toEqual({});
  });

  it('writes sorted comma lists, so the same filters give the same URL', () => {
    expect(
      encodeListingSearch(
        state({
          brands: ['nars', 'dior'],
          badges: ['vegan'],
          ratingMin: 3,
          onSale: true,
          sort: 'newest',
          pages: 2,
        }),
      ),
    ).toEqual({
      brands: 'dior,nars',
      badges: 'vegan',
      rating: 3,
      on_sale: true,
      sort: 'newest',
      page: 2,
    });
  });

  it('round-trips through the decoder', () => {
    const full = state({
      brands: ['dior'],
      categories: ['blush', 'lipstick'],
      badges: ['new'],
      ratingMin: 4,
      inStock: true,
      onSale: true,
      sort: 'rating',
      pages: 4,
    });
    expect(decodeListingSearch({ ...encodeListingSearch(full) })).toEqual(full);
  });
});

describe('parseListingSearch', () => {
  it('normalises a URL search and drops the parameters the listing does not own', () => {
    expect(
      parseListingSearch({ sort: 'relevance', page: 1, brands: 'nars', language: 'zh' }),
    ).toEqual({ brands: 'nars' });
  });
});

describe('replaceListingSearch', () => {
  it('replaces the listing parameters and keeps the language and country', () => {
    expect(
      replaceListingSearch(
        { language: 'zh', country_code: 'hk', brands: 'dior', page: 3 },
        state({ badges: ['new'] }),
      ),
    ).toEqual({ language: 'zh', country_code: 'hk', badges: 'new' });
  });
});

describe('hasFilters and withoutFilters', () => {
  it('tells a filtered listing and clears its filters, keeping the sort', () => {
    expect(hasFilters(state({ sort: 'newest', pages: 3 }))).toBe(false);
    expect(hasFilters(state({ inStock: true }))).toBe(true);
    expect(
      withoutFilters(state({ brands: ['dior'], ratingMin: 2, sort: 'newest', pages: 3 })),
    ).toEqual(state({ sort: 'newest' }));
  });
});

describe('listingFilter', () => {
  it("fixes a brand page's brand whatever the shopper chose", () => {
    expect(listingFilter({ brand: 'dior' }, state({ brands: ['nars'], inStock: true }))).toEqual({
      brands: ['dior'],
      inStock: true,
    });
  });

  it("applies the page's category until the shopper picks sub-categories", () => {
    expect(listingFilter({ categoryPath: 'makeup/face' }, emptyListingState)).toEqual({
      categories: ['makeup/face'],
    });
    expect(
      listingFilter({ categoryPath: 'makeup/face' }, state({ categories: ['blush'] })),
    ).toEqual({ categories: ['blush'] });
  });

  it('sends only the filters in force', () => {
    expect(listingFilter({}, emptyListingState)).toEqual({});
    expect(
      listingFilter({}, state({ badges: ['vegan'], ratingMin: 4, onSale: true, sort: 'newest' })),
    ).toEqual({ badges: ['vegan'], ratingMin: 4, onSale: true });
  });
});
