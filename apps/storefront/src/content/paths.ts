/** The API's slug rule (`milk-makeup`): anything else cannot name a page, a brand or a store. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isSlug = (value: string): boolean => value.length <= 120 && SLUG.test(value);

/** A content page's path after its prefix: `{slug}/{topCategory?}/{category?}/{subCategory?}`. */
export interface ContentPath {
  slug: string;
  topCategory?: string;
  category?: string;
  subCategory?: string;
}

/**
 * Reads a content page's splat (`holiday-gift-guide/makeup/face`). `undefined` when it cannot be
 * one: no slug, more than four segments, or a segment that is not a slug.
 */
export function parseContentPath(splat: string | undefined): ContentPath | undefined {
  const segments = (splat ?? '').split('/').filter(Boolean);
  const [slug, topCategory, category, subCategory, ...rest] = segments;
  if (!slug || rest.length > 0 || !segments.every(isSlug)) return undefined;
  return {
    slug,
    ...(topCategory && { topCategory }),
    ...(category && { category }),
    ...(subCategory && { subCategory }),
  };
}
