// The contract's plain values (lists and limits), in a module of their own without the validation
// library: a page that only checks a value (a sort order in its URL, a quantity) does not load the
// schemas.

/** Badges shown on product tiles (`BadgeSchema`). */
export const BADGES = [
  'new',
  'exclusive',
  'online_only',
  'bestseller',
  'limited_edition',
  'sale',
  'clean',
  'vegan',
] as const;

/** Sort orders of a listing (`ListingSortSchema`), the first the default. */
export const LISTING_SORTS = [
  'relevance',
  'newest',
  'price_asc',
  'price_desc',
  'rating',
  'bestselling',
] as const;

/** At most this many of an item per addition to the bag (spec section 9). */
export const MAX_QUANTITY_PER_ADDITION = 6;
