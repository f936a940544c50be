import type { Category } from '@beauty/commerce-sdk/contract';
import type { ListingScope, ListingState } from './search';

/** `/pages/{slugUrl}/{topCategory}/{category}/{subCategory}`: at most four segments after the prefix. */
export const MAX_PAGE_SEGMENTS = 4;

/** The segments of a splat (`dior/makeup/face`), empty ones (double or trailing slashes) dropped. */
export const splitSegments = (splat: string | undefined): string[] =>
  (splat ?? '').split('/').filter(Boolean);

/** A category with the categories above it, from the top category down. */
export interface CategoryTrail {
  category: Category;
  trail: Category[];
}

/**
 * The category a path of segments names (`['makeup', 'face']` → Face, under Makeup), or
 * `undefined` when no category has that path. Call it with at least one segment.
 */
export function resolveCategoryPath(
  categories: readonly Category[],
  segments: readonly string[],
): CategoryTrail | undefined {
  if (segments.length === 0) return undefined;
  const path = segments.join('/');
  const category = categories.find((candidate) => candidate.path === path);
  if (!category) return undefined;
  const trail = segments.map((_, index) => {
    const upTo = segments.slice(0, index + 1).join('/');
    return categories.find((candidate) => candidate.path === upTo) as Category;
  });
  return { category, trail };
}

/** Whether the category `slug` is `path` or lies under it. */
export function isWithinCategory(
  categories: readonly Category[],
  slug: string,
  path: string,
): boolean {
  const category = categories.find((candidate) => candidate.slug === slug);
  return category !== undefined && (category.path === path || category.path.startsWith(`${path}/`));
}

/**
 * The shopper's filters that make sense on a page: none by brand on a brand's page, and only
 * categories under the page's category.
 */
export function scopedState(
  scope: ListingScope,
  state: ListingState,
  categories: readonly Category[],
): ListingState {
  const { categoryPath } = scope;
  return {
    ...state,
    brands: scope.brand ? [] : state.brands,
    categories: categoryPath
      ? state.categories.filter((slug) => isWithinCategory(categories, slug, categoryPath))
      : state.categories,
  };
}
