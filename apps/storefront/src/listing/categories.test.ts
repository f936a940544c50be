import type { Category } from '@beauty/commerce-sdk/contract';
import { describe, expect, it } from 'vitest';
import {
  isWithinCategory,
  MAX_PAGE_SEGMENTS,
  resolveCategoryPath,
  scopedState,
  splitSegments,
} from './categories';
import { emptyListingState } from './search';

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
  { id: 6, slug: 'skincare', name: 'Skincare', level: 1, parentId: null, path: 'skincare' },
];

describe('splitSegments', () => {
  it('splits a splat and ignores empty segments', () => {
    expect(splitSegments('dior/makeup/face')).toEqual(['dior', 'makeup', 'face']);
    expect(splitSegments('dior//makeup/')).toEqual(['dior', 'makeup']);
    expect(splitSegments('')).toEqual([]);
    expect(splitSegments(undefined)).toEqual([]);
  });

  it('allows a slug and three category levels', () => {
    expect(MAX_PAGE_SEGMENTS).toBe(4);
  });
});

describe('resolveCategoryPath', () => {
  it('finds the category the segments name, with the trail from the top', () => {
    expect(resolveCategoryPath(categories, ['makeup', 'face', 'blush'])).toEqual({
      category: categories[2],
      trail: [categories[0], categories[1], categories[2]],
    });
    expect(resolveCategoryPath(categories, ['skincare'])?.trail.map((c) => c.name)).toEqual([
      'Skincare',
    ]);
  });

  it('refuses segments that are not a path of the tree', () => {
    expect(resolveCategoryPath(categories, ['face'])).toBeUndefined();
    expect(resolveCategoryPath(categories, ['makeup', 'blush'])).toBeUndefined();
    expect(resolveCategoryPath(categories, ['skincare', 'face'])).toBeUndefined();
    expect(resolveCategoryPath(categories, ['makeup', 'face', 'blush', 'extra'])).toBeUndefined();
    expect(resolveCategoryPath(categories, [])).toBeUndefined();
  });
});

describe('isWithinCategory', () => {
  it('takes the category itself and those under it', () => {
    expect(isWithinCategory(categories, 'blush', 'makeup/face')).toBe(true);
    expect(isWithinCategory(categories, 'face', 'makeup/face')).toBe(true);
    expect(isWithinCategory(categories, 'lipstick', 'makeup/face')).toBe(false);
    expect(isWithinCategory(categories, 'skincare', 'makeup')).toBe(false);
    expect(isWithinCategory(categories, 'unknown', 'makeup')).toBe(false);
  });

  it('does not mistake a sibling sharing a prefix for a child', () => {
    const tree: Category[] = [
      { id: 1, slug: 'lip', name: 'Lip', level: 1, parentId: null, path: 'lip' },
      { id: 2, slug: 'lips', name: 'Lips', level: 1, parentId: null, path: 'lips' },
    ];
    expect(isWithinCategory(tree, 'lips', 'lip')).toBe(false);
  });
});

describe('scopedState', () => {
  const state = { ...emptyListingState, brands: ['nars'], categories: ['blush', 'lipstick'] };

  it("drops brand filters on a brand's page", () => {
    expect(scopedState({ brand: 'dior' }, state, categories).brands).toEqual([]);
  });

  it("keeps only categories under the page's category", () => {
    expect(scopedState({ categoryPath: 'makeup/face' }, state, categories)).toEqual({
      ...state,
      categories: ['blush'],
    });
    expect(scopedState({}, state, categories)).toEqual(state);
  });
});
