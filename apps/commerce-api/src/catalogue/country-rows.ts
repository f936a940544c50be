import { BADGES, type CountryCode, type ListingSort } from '@beauty/commerce-sdk/contract';
import type { Queryable } from '../db/database.js';
import { KeptUnderVersion } from './kept.js';
import type { FilterDimension, ListingFilter, ListingSource } from './listing.js';
import { BESTSELLER_POPULARITY, NEW_FOR_DAYS } from './variant.js';

/**
 * A country's listing rows as the database gives them: a column each, in row order, badges joined
 * by {@link BADGE_SEPARATOR}. One row of arrays is read several times faster than as many rows.
 */
interface ReadColumns {
  productId: number[];
  variantId: number[];
  brandId: number[];
  brandSlug: string[];
  categorySlug: string[];
  middleSlug: string[];
  topSlug: string[];
  rating: number[];
  reviewCount: number[];
  createdAt: number[];
  popularity: number[];
  badges: string[];
  effectivePrice: number[];
  minPrice: number[];
  maxPrice: number[];
  inStock: boolean[];
  onSale: boolean[];
}

const BADGE_SEPARATOR = '\u001f';

/**
 * Where a filter reads: a filter on price, stock or sale decides which variant of a product shows,
 * so it reads the rows; any other reads the tiles, a few times fewer and already one per product.
 */
export const sourceOf = (filter: ListingFilter): ListingSource =>
  filter.priceMin !== undefined ||
  filter.priceMax !== undefined ||
  filter.inStock ||
  filter.onSale ||
  filter.badges?.includes('sale')
    ? 'listing_rows'
    : 'listing_tiles';

/** Each filter dimension's bit in a set of dimensions. */
export const DIMENSION: Record<FilterDimension, number> = {
  brands: 1,
  categories: 2,
  price: 4,
  ratingMin: 8,
  badges: 16,
  inStock: 32,
  onSale: 64,
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** Each badge's bit in a set of badges. */
export const badgeBit = (badge: string) => 1 << (BADGES as readonly string[]).indexOf(badge);
/** Badges worked out for each row (what a product stores of them does not count). */
const WORKED_OUT = ['new', 'bestseller', 'sale'];
const [NEW, BESTSELLER, SALE] = WORKED_OUT.map(badgeBit) as [number, number, number];
/** The bits of the badges a product stores that count. */
const STORED_BADGE_BITS = new Map(
  BADGES.filter((badge) => !WORKED_OUT.includes(badge)).map((badge) => [badge, badgeBit(badge)]),
);

/** Products named by ordinal (1: named), and their rows, ascending. */
interface NamedProducts {
  products: Uint8Array;
  rows: Int32Array;
}

/** Each product's least and greatest value of a column, by ordinal. */
interface ProductBounds {
  least: Float64Array;
  most: Float64Array;
}

/** A row order of a listing's sort: the rows in order, and each row's place in it. */
interface RowOrder {
  rows: Int32Array;
  rank: Int32Array;
}

/**
 * A country's listing tiles (one a product: its first variant on offer, any variant's stock and
 * sale, the lowest and highest price) or listing rows (one a variant on offer, with its own price,
 * stock and sale), in columns: rows in product order (a product's variants by position), brands and
 * category slugs as codes, badges as bits. Listings and facets test a row by reading numbers from
 * arrays, and start from the rows of the brands, categories or products a filter names (kept
 * here, ascending) instead of every row, so what a request costs follows what it selects.
 */
export class ListingColumns {
  readonly size: number;
  /** Products, by ordinal (ascending id). */
  readonly productCount: number;
  /** A product's first row; `productCount` entries and one more, the row count. */
  readonly productStart: Int32Array;
  readonly product: Int32Array;
  readonly variantId: Int32Array;
  readonly brand: Int32Array;
  readonly category: Int32Array;
  readonly middle: Int32Array;
  readonly top: Int32Array;
  readonly rating: Float64Array;
  readonly reviewCount: Int32Array;
  /** Milliseconds since the epoch. */
  readonly createdAt: Float64Array;
  readonly popularity: Float64Array;
  /** The badges a product stores, as bits ({@link badgeBit}); `new`, `bestseller`, `sale` aside. */
  readonly badges: Int32Array;
  /** The variant's price, its sale price while on sale. */
  readonly effectivePrice: Float64Array;
  readonly minPrice: Float64Array;
  readonly maxPrice: Float64Array;
  /** 1 or 0 (a code, so a flag is kept as a brand or category is: {@link keepCoded}). */
  readonly inStock: Int32Array;
  readonly onSale: Int32Array;
  /** By brand code. */
  readonly brandIds: number[] = [];
  readonly brandSlugs: string[] = [];
  /** By slug code: every category slug at any level. */
  readonly slugs: string[] = [];
  /** Rows of each brand and of each category slug (at any level), ascending. */
  readonly brandRows: Int32Array[];
  readonly slugRows: Int32Array[];
  /** Products' creation times, ascending: how many are new is a search. */
  readonly createdSorted: Float64Array;
  /** Scratch marks of rows, stamped with a number of its own by each pass ({@link nextStamp}). */
  readonly rowMark: Int32Array;
  #stamp = 0;
  #scratch: Int32Array | undefined;
  readonly #brandCodes = new Map<string, number>();
  readonly #slugCodes = new Map<string, number>();
  readonly #ordinals = new Map<number, number>();
  readonly #orders = new Map<ListingSort, RowOrder>();
  readonly #relevance = new WeakMap<readonly number[], RowOrder>();
  readonly #named = new WeakMap<readonly number[], NamedProducts>();
  readonly #bounds = new Map<Float64Array, ProductBounds>();

  constructor(read: ReadColumns) {
    const size = read.productId.length;
    this.size = size;
    this.product = new Int32Array(size);
    this.variantId = new Int32Array(size);
    this.brand = new Int32Array(size);
    this.category = new Int32Array(size);
    this.middle = new Int32Array(size);
    this.top = new Int32Array(size);
    this.rating = new Float64Array(size);
    this.reviewCount = new Int32Array(size);
    this.createdAt = new Float64Array(size);
    this.popularity = new Float64Array(size);
    this.badges = new Int32Array(size);
    this.effectivePrice = new Float64Array(size);
    this.minPrice = new Float64Array(size);
    this.maxPrice = new Float64Array(size);
    this.inStock = new Int32Array(size);
    this.onSale = new Int32Array(size);
    const productIds: number[] = [];
    const starts: number[] = [];
    const brandCode = new Map<number, number>();
    const slugCode = (slug: string) => {
      let code = this.#slugCodes.get(slug);
      if (code === undefined) {
        code = this.slugs.length;
        this.slugs.push(slug);
        this.#slugCodes.set(slug, code);
      }
      return code;
    };
    for (let row = 0; row < size; row++) {
      const productId = read.productId[row]!;
      if (productIds[productIds.length - 1] !== productId) {
        this.#ordinals.set(productId, productIds.length);
        productIds.push(productId);
        starts.push(row);
      }
      this.product[row] = productIds.length - 1;
      this.variantId[row] = read.variantId[row]!;
      const brandId = read.brandId[row]!;
      let brand = brandCode.get(brandId);
      if (brand === undefined) {
        brand = this.brandIds.length;
        brandCode.set(brandId, brand);
        this.brandIds.push(brandId);
        this.brandSlugs.push(read.brandSlug[row]!);
        this.#brandCodes.set(read.brandSlug[row]!, brand);
      }
      this.brand[row] = brand;
      this.category[row] = slugCode(read.categorySlug[row]!);
      this.middle[row] = slugCode(read.middleSlug[row]!);
      this.top[row] = slugCode(read.topSlug[row]!);
      this.rating[row] = read.rating[row]!;
      this.reviewCount[row] = read.reviewCount[row]!;
      this.createdAt[row] = read.createdAt[row]!;
      this.popularity[row] = read.popularity[row]!;
      let bits = 0;
      for (const badge of read.badges[row]!.split(BADGE_SEPARATOR))
        bits |= STORED_BADGE_BITS.get(badge as never) ?? 0;
      this.badges[row] = bits;
      this.effectivePrice[row] = read.effectivePrice[row]!;
      this.minPrice[row] = read.minPrice[row]!;
      this.maxPrice[row] = read.maxPrice[row]!;
      this.inStock[row] = read.inStock[row]! ? 1 : 0;
      this.onSale[row] = read.onSale[row]! ? 1 : 0;
    }
    this.productCount = productIds.length;
    this.productStart = Int32Array.from([...starts, size]);
    this.brandRows = this.#postings(this.brandIds.length, (row, add) => add(this.brand[row]!));
    this.slugRows = this.#postings(this.slugs.length, (row, add) => {
      add(this.top[row]!);
      if (this.middle[row] !== this.top[row]) add(this.middle[row]!);
      if (this.category[row] !== this.middle[row] && this.category[row] !== this.top[row])
        add(this.category[row]!);
    });
    this.createdSorted = Float64Array.from(starts, (row) => this.createdAt[row]!).sort();
    this.rowMark = new Int32Array(size);
  }

  /** The code of a brand's slug, if any row has it. */
  brandCode(slug: string): number | undefined {
    return this.#brandCodes.get(slug);
  }

  /** The code of a category slug, if any row has it at any level. */
  slugCode(slug: string): number | undefined {
    return this.#slugCodes.get(slug);
  }

  /**
   * The products in every one of `lists` of ids (each a set) that have rows here, by ordinal (1:
   * named), and their rows, ascending. Kept with a single list, such as a text's matches kept
   * under the catalogue version.
   */
  named(lists: readonly (readonly number[])[]): NamedProducts {
    const only = lists.length === 1 ? lists[0] : undefined;
    const kept = only && this.#named.get(only);
    if (kept) return kept;
    let ordinals = this.#ordinalsOf(lists[0] ?? []);
    for (const ids of lists.slice(1)) {
      const also = new Set(this.#ordinalsOf(ids));
      ordinals = ordinals.filter((ordinal) => also.has(ordinal));
    }
    const products = new Uint8Array(this.productCount);
    const rows: number[] = [];
    for (const ordinal of ordinals) {
      products[ordinal] = 1;
      for (let row = this.productStart[ordinal]!; row < this.productStart[ordinal + 1]!; row++)
        rows.push(row);
    }
    const named = { products, rows: Int32Array.from(rows) };
    if (only) this.#named.set(only, named);
    return named;
  }

  /** The ordinals of the ids that have rows here, ascending, each once. */
  #ordinalsOf(ids: readonly number[]): number[] {
    const ordinals = ids.flatMap((id) => this.#ordinals.get(id) ?? []).sort((a, b) => a - b);
    return ordinals.filter((ordinal, index) => index === 0 || ordinal !== ordinals[index - 1]);
  }

  /**
   * A scratch array as long as the rows, for the rows a filter selects. The next selection writes
   * over it, so it is read before then: selections run one at a time, and each is read at once.
   */
  scratch(): Int32Array {
    return (this.#scratch ??= new Int32Array(this.size));
  }

  /** A stamp no mark holds yet: what a pass marks with it is marked for that pass only. */
  nextStamp(): number {
    this.#stamp += 1;
    return this.#stamp;
  }

  /** The least and the greatest of each product's rows' `values` (a column of these), worked out once. */
  productBounds(values: Float64Array): ProductBounds {
    let bounds = this.#bounds.get(values);
    if (!bounds) {
      const least = new Float64Array(this.productCount);
      const most = new Float64Array(this.productCount);
      for (let ordinal = 0; ordinal < this.productCount; ordinal++) {
        let low = Infinity;
        let high = -Infinity;
        for (let row = this.productStart[ordinal]!; row < this.productStart[ordinal + 1]!; row++) {
          low = Math.min(low, values[row]!);
          high = Math.max(high, values[row]!);
        }
        least[ordinal] = low;
        most[ordinal] = high;
      }
      bounds = { least, most };
      this.#bounds.set(values, bounds);
    }
    return bounds;
  }

  /**
   * The rows in the order of `sort` (relevance without a text: the most popular first), sorted
   * once: its key, then the product, then the row (a product's variants by position).
   */
  order(sort: ListingSort): RowOrder {
    let order = this.#orders.get(sort);
    if (!order) {
      order = this.#rowOrder(this.#sortKey(sort), undefined);
      this.#orders.set(sort, order);
    }
    return order;
  }

  /**
   * The rows of the products a text matches (`ids`, with `scores` in their order), most relevant
   * first, then the most popular; kept with the scores they were sorted by.
   */
  relevanceOrder(ids: readonly number[], scores: readonly number[]): RowOrder {
    let order = this.#relevance.get(scores);
    if (!order) {
      const score = new Float64Array(this.productCount);
      const matched = new Uint8Array(this.productCount);
      ids.forEach((id, index) => {
        const ordinal = this.#ordinals.get(id);
        if (ordinal === undefined) return;
        matched[ordinal] = 1;
        score[ordinal] = scores[index] ?? 0;
      });
      const { popularity, product } = this;
      order = this.#rowOrder(
        (a, b) =>
          score[product[b]!]! - score[product[a]!]! ||
          popularity[b]! - popularity[a]! ||
          product[a]! - product[b]!,
        (row) => matched[product[row]!] === 1,
      );
      this.#relevance.set(scores, order);
    }
    return order;
  }

  #sortKey(sort: ListingSort): (a: number, b: number) => number {
    const { product, createdAt, effectivePrice, rating, reviewCount, popularity } = this;
    const byKey = (key: Float64Array, direction: 1 | -1) => (a: number, b: number) =>
      direction * (key[a]! - key[b]!) || product[a]! - product[b]!;
    switch (sort) {
      case 'newest':
        return byKey(createdAt, -1);
      case 'price_asc':
        return byKey(effectivePrice, 1);
      case 'price_desc':
        return byKey(effectivePrice, -1);
      case 'rating':
        return (a, b) =>
          rating[b]! - rating[a]! || reviewCount[b]! - reviewCount[a]! || product[a]! - product[b]!;
      case 'bestselling':
      case 'relevance':
        return byKey(popularity, -1);
    }
  }

  #rowOrder(
    compare: (a: number, b: number) => number,
    includes: ((row: number) => boolean) | undefined,
  ): RowOrder {
    const rows: number[] = [];
    for (let row = 0; row < this.size; row++) if (!includes || includes(row)) rows.push(row);
    rows.sort((a, b) => compare(a, b) || a - b);
    const rank = new Int32Array(this.size).fill(-1);
    rows.forEach((row, place) => (rank[row] = place));
    return { rows: Int32Array.from(rows), rank };
  }

  #postings(codes: number, each: (row: number, add: (code: number) => void) => void): Int32Array[] {
    const lists: number[][] = Array.from({ length: codes }, () => []);
    for (let row = 0; row < this.size; row++) each(row, (code) => lists[code]!.push(row));
    return lists.map((rows) => Int32Array.from(rows));
  }
}

/** Rows selected, ascending: the first `count` of `rows`, or every row when there is no list. */
export interface SelectedRows {
  rows: Int32Array | undefined;
  count: number;
}

// Each part of a filter keeps rows in a loop of its own over arrays of one type, which the engine
// compiles to a few instructions a row. `into` may be `from`: a row is written at or before its
// place. Without `from`, the first `count` rows are read. With `unique` (the rows' products), only
// a product's first row that passes is kept, and its later rows are not even tested.

/** The codes wanted of a flag: 1. */
const ONLY_ONE = Uint8Array.of(0, 1);

/** One part of a filter as a loop keeping rows ({@link keepCoded} and the like). */
type Step = (
  from: Int32Array | undefined,
  count: number,
  into: Int32Array,
  unique: Int32Array | undefined,
) => number;

function keepCoded(
  from: Int32Array | undefined,
  count: number,
  into: Int32Array,
  unique: Int32Array | undefined,
  codes: Int32Array,
  wanted: Uint8Array,
): number {
  let kept = 0;
  let last = -1;
  for (let at = 0; at < count; at++) {
    const row = from ? from[at]! : at;
    if (unique?.[row] === last || wanted[codes[row]!] !== 1) continue;
    last = unique?.[row] ?? -1;
    into[kept++] = row;
  }
  return kept;
}

function keepAnyLevel(
  from: Int32Array | undefined,
  count: number,
  into: Int32Array,
  unique: Int32Array | undefined,
  first: Int32Array,
  second: Int32Array,
  third: Int32Array,
  wanted: Uint8Array,
): number {
  let kept = 0;
  let last = -1;
  for (let at = 0; at < count; at++) {
    const row = from ? from[at]! : at;
    if (unique?.[row] === last) continue;
    if (wanted[first[row]!] !== 1 && wanted[second[row]!] !== 1 && wanted[third[row]!] !== 1)
      continue;
    last = unique?.[row] ?? -1;
    into[kept++] = row;
  }
  return kept;
}

function keepWithin(
  from: Int32Array | undefined,
  count: number,
  into: Int32Array,
  unique: Int32Array | undefined,
  values: Float64Array,
  low: number,
  high: number,
): number {
  let kept = 0;
  let last = -1;
  for (let at = 0; at < count; at++) {
    const row = from ? from[at]! : at;
    if (unique?.[row] === last) continue;
    const value = values[row]!;
    if (!(value >= low && value <= high)) continue;
    last = unique?.[row] ?? -1;
    into[kept++] = row;
  }
  return kept;
}

/**
 * Each product's first row whose value is within `low` to `high`, from whole products (`from` holds
 * every row of a product it holds, together; without `from`, every row). A product wholly within
 * or wholly outside is decided by its bounds alone; only one partly within has its rows tested.
 */
function keepWithinByProduct(
  from: Int32Array | undefined,
  count: number,
  into: Int32Array,
  product: Int32Array,
  productStart: Int32Array,
  values: Float64Array,
  { least, most }: ProductBounds,
  low: number,
  high: number,
): number {
  let kept = 0;
  for (let at = 0; at < count;) {
    const first = from ? from[at]! : at;
    const owner = product[first]!;
    const end = productStart[owner + 1]!;
    if (least[owner]! >= low && most[owner]! <= high) into[kept++] = first;
    else if (most[owner]! >= low && least[owner]! <= high)
      for (let row = first; row < end; row++) {
        const value = values[row]!;
        if (value >= low && value <= high) {
          into[kept++] = row;
          break;
        }
      }
    at += end - first;
  }
  return kept;
}

/** Each product's first row, from whole products (see {@link keepWithinByProduct}). */
function keepFirstRows(
  from: Int32Array | undefined,
  count: number,
  into: Int32Array,
  product: Int32Array,
  productStart: Int32Array,
): number {
  let kept = 0;
  for (let at = 0; at < count;) {
    const first = from ? from[at]! : at;
    into[kept++] = first;
    at += productStart[product[first]! + 1]! - first;
  }
  return kept;
}

function keepWhere(
  from: Int32Array | undefined,
  count: number,
  into: Int32Array,
  unique: Int32Array | undefined,
  test: (row: number) => boolean,
): number {
  let kept = 0;
  let last = -1;
  for (let at = 0; at < count; at++) {
    const row = from ? from[at]! : at;
    if (unique?.[row] === last || !test(row)) continue;
    last = unique?.[row] ?? -1;
    into[kept++] = row;
  }
  return kept;
}

/** The ascending union of ascending row lists. */
function union(lists: readonly Int32Array[]): Int32Array {
  if (lists.length <= 1) return lists[0] ?? new Int32Array();
  const all = new Int32Array(lists.reduce((sum, list) => sum + list.length, 0));
  let at = 0;
  for (const list of lists) {
    all.set(list, at);
    at += list.length;
  }
  all.sort();
  let kept = 0;
  for (let index = 0; index < all.length; index++)
    if (index === 0 || all[index] !== all[index - 1]) all[kept++] = all[index]!;
  return all.subarray(0, kept);
}

/** A filter as tests of a country's rows ({@link compileFilter}). */
export interface CompiledFilter {
  /** The dimensions the filter sets. */
  dimensions: number;
  /**
   * Whether the filter has a text or names products: no listing or facet counts a row outside
   * the products they give.
   */
  named: boolean;
  /**
   * The rows that pass the dimensions `under` and the products named, ascending: from the fewest
   * that one of them names (a brand's rows, a category's, the text's products'; every row when
   * none does), each other part kept by a loop of its own; `firstOfProduct`: a product's first
   * such row only. Read them before the next selection: they may be in the columns' scratch array.
   */
  select: (under: number, firstOfProduct?: boolean) => SelectedRows;
  /** Products created after this time (milliseconds since the epoch) are new. */
  newSince: number;
}

/**
 * The filter as tests of `columns`' rows, `now` deciding what is new. A category is named by its
 * slug or its path (`makeup/face`): the last segment decides, and matches the row's category at
 * any level.
 */
export function compileFilter(
  columns: ListingColumns,
  filter: ListingFilter,
  now: number,
): CompiledFilter {
  if (filter.q && !filter.qIds) throw new Error('a text query needs the products it matches');
  const { product, brand, category, middle, top, effectivePrice, rating, badges } = columns;
  const { createdAt, popularity, inStock, onSale, productStart } = columns;
  const newSince = now - NEW_FOR_DAYS * DAY_MS;
  const badgesOf = (row: number) =>
    badges[row]! |
    (onSale[row] === 1 ? SALE : 0) |
    (createdAt[row]! > newSince ? NEW : 0) |
    (popularity[row]! >= BESTSELLER_POPULARITY ? BESTSELLER : 0);
  let dimensions = 0;
  const postings: { dimension: number; rows: Int32Array }[] = [];
  /** The codes wanted of a dimension (1: wanted), and its rows: those of the codes' lists. */
  const wanting = (dimension: number, codes: number[], lists: readonly Int32Array[]) => {
    dimensions |= dimension;
    const wanted = new Uint8Array(lists.length);
    for (const code of codes) wanted[code] = 1;
    postings.push({ dimension, rows: union(codes.map((code) => lists[code]!)) });
    return wanted;
  };
  const brandWanted = filter.brands?.length
    ? wanting(
        DIMENSION.brands,
        filter.brands.flatMap((slug) => columns.brandCode(slug) ?? []),
        columns.brandRows,
      )
    : undefined;
  const slugWanted = filter.categories?.length
    ? wanting(
        DIMENSION.categories,
        filter.categories.flatMap(
          (path) => columns.slugCode(path.split('/').filter(Boolean).pop() ?? '') ?? [],
        ),
        columns.slugRows,
      )
    : undefined;
  const priceMin = filter.priceMin ?? -Infinity;
  const priceMax = filter.priceMax ?? Infinity;
  if (filter.priceMin !== undefined || filter.priceMax !== undefined) dimensions |= DIMENSION.price;
  const ratingMin = filter.ratingMin ?? -Infinity;
  if (filter.ratingMin !== undefined) dimensions |= DIMENSION.ratingMin;
  let wantedBadges = 0;
  if (filter.badges?.length) {
    dimensions |= DIMENSION.badges;
    for (const badge of filter.badges)
      if (BADGES.includes(badge as never)) wantedBadges |= badgeBit(badge);
  }
  const needsStock = filter.inStock === true;
  if (needsStock) dimensions |= DIMENSION.inStock;
  const needsSale = filter.onSale === true;
  if (needsSale) dimensions |= DIMENSION.onSale;

  const lists = [
    ...(filter.q && filter.qIds ? [filter.qIds] : []),
    ...(filter.productIds?.length ? [filter.productIds] : []),
  ];
  const named = lists.length ? columns.named(lists) : undefined;

  const select = (under: number, firstOfProduct = false): SelectedRows => {
    let from = named?.rows;
    let covered = 0;
    for (const list of postings)
      if (under & list.dimension && (!from || list.rows.length < from.length)) {
        from = list.rows;
        covered = list.dimension;
      }
    // The rows all pass what they come from; each other part of the filter keeps those passing it,
    // a loop of its own over the rows left.
    const test = under & dimensions & ~covered;
    const steps: Step[] = [];
    if (named && from !== named.rows)
      steps.push((rows, n, into, unique) =>
        keepCoded(rows, n, into, unique, product, named.products),
      );
    if (test & DIMENSION.brands)
      steps.push((rows, n, into, unique) => keepCoded(rows, n, into, unique, brand, brandWanted!));
    if (test & DIMENSION.categories)
      steps.push((rows, n, into, unique) =>
        keepAnyLevel(rows, n, into, unique, category, middle, top, slugWanted!),
      );
    // A range tested alone is decided product by product (see below).
    let range: { values: Float64Array; low: number; high: number } | undefined;
    if (test & DIMENSION.price) {
      range = { values: effectivePrice, low: priceMin, high: priceMax };
      steps.push((rows, n, into, unique) =>
        keepWithin(rows, n, into, unique, effectivePrice, priceMin, priceMax),
      );
    }
    if (test & DIMENSION.ratingMin) {
      range = { values: rating, low: ratingMin, high: Infinity };
      steps.push((rows, n, into, unique) =>
        keepWithin(rows, n, into, unique, rating, ratingMin, Infinity),
      );
    }
    if (test & DIMENSION.badges)
      steps.push((rows, n, into, unique) =>
        keepWhere(rows, n, into, unique, (row) => (badgesOf(row) & wantedBadges) !== 0),
      );
    if (test & DIMENSION.inStock)
      steps.push((rows, n, into, unique) => keepCoded(rows, n, into, unique, inStock, ONLY_ONE));
    if (test & DIMENSION.onSale)
      steps.push((rows, n, into, unique) => keepCoded(rows, n, into, unique, onSale, ONLY_ONE));
    // A product's first row kept, by the last step: an earlier one may keep a row the next drops.
    const unique = firstOfProduct && columns.size > columns.productCount ? product : undefined;
    let count = from ? from.length : columns.size;
    const kept = columns.scratch();
    // What the rows come from holds whole products: with no test, or one range alone, each
    // product is decided at its first row or by its bounds, its other rows skipped.
    if (unique && steps.length === 0)
      return { rows: kept, count: keepFirstRows(from, count, kept, product, productStart) };
    if (unique && steps.length === 1 && range) {
      const { values, low, high } = range;
      const bounds = columns.productBounds(values);
      const found = keepWithinByProduct(
        from,
        count,
        kept,
        product,
        productStart,
        values,
        bounds,
        low,
        high,
      );
      return { rows: kept, count: found };
    }
    steps.forEach((step, index) => {
      count = step(from, count, kept, index === steps.length - 1 ? unique : undefined);
      from = kept;
    });
    return { rows: from, count };
  };
  return { dimensions, named: named !== undefined, select, newSince };
}

async function loadRows(
  db: Queryable,
  country: CountryCode,
  source: ListingSource,
): Promise<ListingColumns> {
  const tiles = source === 'listing_tiles';
  const columns: Record<keyof ReadColumns, string> = {
    productId: 'product_id',
    variantId: 'variant_id',
    brandId: 'brand_id',
    brandSlug: 'brand_slug',
    categorySlug: 'category_slug',
    middleSlug: 'middle_slug',
    topSlug: 'top_slug',
    rating: 'rating::float',
    reviewCount: 'review_count',
    createdAt: '(extract(epoch FROM created_at) * 1000)::float',
    popularity: 'popularity',
    badges: `array_to_string(badges, chr(${BADGE_SEPARATOR.charCodeAt(0)}))`,
    effectivePrice: 'effective_price::float',
    minPrice: tiles ? 'min_price::float' : 'effective_price::float',
    maxPrice: tiles ? 'max_price::float' : 'effective_price::float',
    inStock: tiles ? 'any_in_stock' : 'stock > 0',
    onSale: tiles ? 'any_on_sale' : 'sale_price IS NOT NULL',
  };
  // Every aggregate in the same order: the rows are sorted once.
  const order = tiles ? 'ORDER BY product_id' : 'ORDER BY product_id, position, variant_id';
  const [read] = await db.query<Record<keyof ReadColumns, unknown[] | null>>(
    `SELECT ${Object.entries(columns)
      .map(([name, value]) => `array_agg(${value} ${order}) AS "${name}"`)
      .join(', ')}
     FROM ${source} WHERE country = $1`,
    [country],
  );
  // No rows: every aggregate is null.
  const empty = Object.fromEntries(Object.keys(columns).map((name) => [name, []]));
  return new ListingColumns((read?.productId ? read : empty) as unknown as ReadColumns);
}

/** Countries whose rows are kept at most, per source. */
const MAX_KEPT_COUNTRIES = 8;

/**
 * Each country's listing tiles and rows, read once per catalogue version and kept in the process
 * as {@link ListingColumns}: listings and facets filter, sort and count them for each request,
 * exactly as the database would, without scanning them in SQL each time. Reading another version
 * drops them, so a change is seen at once on every instance.
 */
export class CountryRows {
  readonly #kept = new KeptUnderVersion<Promise<ListingColumns>>(MAX_KEPT_COUNTRIES * 2);

  constructor(private readonly db: Queryable) {}

  /** The rows of `source` in `country` at the catalogue `version`, read once however many ask. */
  rows(version: string, country: CountryCode, source: ListingSource): Promise<ListingColumns> {
    return this.#kept.reading(version, `${country}|${source}`, () =>
      loadRows(this.db, country, source),
    );
  }
}
