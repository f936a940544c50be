import type { Category } from '@beauty/commerce-sdk/contract';
import { describe, expect, it } from 'vitest';
import { listingRequest, pagesShown } from './loadListing';

describe('pagesShown', () => {
  it('shows the pages the URL asks for, never past the last one', () => {
    expect(pagesShown(3, { total: 100, perPage: 24 })).toBe(3);
    expect(pagesShown(9, { total: 50, perPage: 24 })).toBe(3);
    expect(pagesShown(1, { total: 0, perPage: 24 })).toBe(1);
    expect(pagesShown(5, { total: 0, perPage: 24 })).toBe(1);
  });
});

describe('listingRequest', () => {
  const categories: Category[] = [
    { id: 1, slug: 'makeup', name: 'Makeup', level: 1, parentId: null, path: 'makeup' },
    { id: 2, slug: 'skincare', name: 'Skincare', level: 1, parentId: null, path: 'skincare' },
  ];

  it("turns a page's scope and URL into the listing's state and API filter", () => {
    const { state, filter } = listingRequest(
      { brand: 'dior', categoryPath: 'makeup' },
      { brands: 'nars', categories: 'skincare', badges: 'vegan', sort: 'newest', page: 2 },
      categories,
    );
    expect(state).toMatchObject({ brands: [], categories: [], sort: 'newest', pages: 2 });
    expect(filter).toEqual({ brands: ['dior'], categories: ['makeup'], badges: ['vegan'] });
  });
});
