import {
  array,
  boolean,
  hexColor,
  integer,
  literal,
  maxLength,
  maxValue,
  minLength,
  minValue,
  nullable,
  number,
  object,
  optional,
  pick,
  picklist,
  pipe,
  regex,
  string,
  trim,
  variant,
  type InferInput,
  type InferOutput,
} from 'valibot';
import { BADGES, LISTING_SORTS } from './values.js';
import {
  BrandRefSchema,
  IdSchema,
  ImageSchema,
  MoneySchema,
  PagingQuerySchema,
  SlugSchema,
  TimestampSchema,
  booleanParam,
  intParam,
  listOf,
  listParam,
  numberParam,
  pageOf,
  singleOf,
} from './common.js';
import { endpoint } from './endpoint.js';

/** A brand of the catalogue. */
export const BrandSchema = object({
  id: number(),
  slug: pipe(string(), regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  name: pipe(string(), minLength(1)),
  description: nullable(string()),
  /** True for the retailer's own-brand collection (staff discount 45% instead of 30%). */
  isOwnBrand: boolean(),
  logo: optional(ImageSchema),
});
export type Brand = InferOutput<typeof BrandSchema>;

/** `GET brands/` */
export const BrandListResponseSchema = listOf(BrandSchema);
export type BrandListResponse = InferOutput<typeof BrandListResponseSchema>;

/**
 * A category of the three-level tree (top category / category / sub-category), as the
 * `/pages/{slugUrl}/{topCategory}/{category}/{subCategory}` routes imply.
 */
export const CategorySchema = object({
  id: IdSchema,
  slug: SlugSchema,
  name: string(),
  level: picklist([1, 2, 3]),
  parentId: nullable(IdSchema),
  /** Slugs from the top category down, joined by `/` (`makeup/face/foundation`). */
  path: string(),
});
export type Category = InferOutput<typeof CategorySchema>;

/** `GET categories/` */
export const CategoryListResponseSchema = listOf(CategorySchema);
export type CategoryListResponse = InferOutput<typeof CategoryListResponseSchema>;

/** A category reference inside other payloads. */
export const CategoryRefSchema = pick(CategorySchema, ['id', 'slug', 'name', 'path']);
export type CategoryRef = InferOutput<typeof CategoryRefSchema>;

/** Badges shown on product tiles. */
export const BadgeSchema = picklist(BADGES);
export type Badge = InferOutput<typeof BadgeSchema>;

/** Average rating (0 to 5) and number of reviews. */
export const RatingSchema = object({
  average: pipe(number(), minValue(0), maxValue(5)),
  count: pipe(number(), integer(), minValue(0)),
});

/** A buyable variant of a product (a shade or a size). */
export const VariantSchema = object({
  id: IdSchema,
  sku: string(),
  productId: IdSchema,
  name: string(),
  shade: nullable(object({ name: string(), hex: pipe(string(), hexColor()) })),
  size: nullable(string()),
  price: MoneySchema,
  /** Price before a sale; `null` when not on sale. */
  originalPrice: nullable(MoneySchema),
  images: array(ImageSchema),
  inStock: boolean(),
  /** Units left in the visitor's country. */
  inventory: pipe(number(), integer(), minValue(0)),
  /** False when the variant is not sold in the visitor's country: it cannot be added to the bag. */
  availableInCountry: boolean(),
  /** Most units of this variant one checkout may hold; `null` when only the bag maximum applies. */
  purchaseLimit: nullable(pipe(number(), integer(), minValue(1))),
});
export type Variant = InferOutput<typeof VariantSchema>;

/** A product with all its variants. */
export const ProductSchema = object({
  id: IdSchema,
  slug: SlugSchema,
  name: string(),
  brand: BrandRefSchema,
  categories: array(CategoryRefSchema),
  description: string(),
  howToUse: nullable(string()),
  ingredients: nullable(string()),
  rating: RatingSchema,
  badges: array(BadgeSchema),
  variants: array(VariantSchema),
  createdAt: TimestampSchema,
});
export type Product = InferOutput<typeof ProductSchema>;

/** The product a listed variant belongs to, trimmed for tiles. */
export const ProductSummarySchema = object({
  id: IdSchema,
  slug: SlugSchema,
  name: string(),
  brand: BrandRefSchema,
  rating: RatingSchema,
  badges: array(BadgeSchema),
  variantsCount: pipe(number(), integer(), minValue(1)),
});
export type ProductSummary = InferOutput<typeof ProductSummarySchema>;

/** One tile of a product listing: a variant with its product. */
export const VariantListItemSchema = object({
  ...VariantSchema.entries,
  product: ProductSummarySchema,
});
export type VariantListItem = InferOutput<typeof VariantListItemSchema>;

/** Sort orders of a listing. */
export const ListingSortSchema = picklist(LISTING_SORTS);
export type ListingSort = InferOutput<typeof ListingSortSchema>;

/** Filters shared by the listing and its facets. */
export const ListingFilterSchema = object({
  /** Free-text query. */
  q: optional(pipe(string(), trim(), maxLength(200))),
  brands: optional(listParam(SlugSchema)),
  /** Category paths (`makeup/face`) or slugs. */
  categories: optional(listParam(pipe(string(), maxLength(200)))),
  priceMin: optional(numberParam(0, 1_000_000_000)),
  priceMax: optional(numberParam(0, 1_000_000_000)),
  ratingMin: optional(intParam(1, 5)),
  badges: optional(listParam(BadgeSchema)),
  inStock: optional(booleanParam),
  onSale: optional(booleanParam),
});
export type ListingFilter = InferInput<typeof ListingFilterSchema>;

/** Query of `GET variants`: filters, sort and show-more paging. */
export const VariantListQuerySchema = object({
  ...ListingFilterSchema.entries,
  ...PagingQuerySchema.entries,
  sort: optional(ListingSortSchema, 'relevance'),
});
export type VariantListQuery = InferInput<typeof VariantListQuerySchema>;

/** `GET variants` */
export const VariantListResponseSchema = pageOf(VariantListItemSchema);
export type VariantListResponse = InferOutput<typeof VariantListResponseSchema>;

/** One option of a checkbox facet, with the number of matching products. */
export const FacetOptionSchema = object({
  value: string(),
  label: string(),
  count: pipe(number(), integer(), minValue(0)),
  selected: boolean(),
});

/** A facet of the filter modal. */
export const FacetSchema = variant('kind', [
  object({
    kind: literal('options'),
    key: picklist(['brands', 'categories', 'badges']),
    label: string(),
    options: array(FacetOptionSchema),
  }),
  object({
    kind: literal('range'),
    key: literal('price'),
    label: string(),
    min: number(),
    max: number(),
    selectedMin: nullable(number()),
    selectedMax: nullable(number()),
    currency: MoneySchema.entries.currency,
  }),
  object({
    kind: literal('rating'),
    key: literal('ratingMin'),
    label: string(),
    options: array(FacetOptionSchema),
  }),
  object({
    kind: literal('toggle'),
    key: picklist(['inStock', 'onSale']),
    label: string(),
    count: pipe(number(), integer(), minValue(0)),
    selected: boolean(),
  }),
]);
export type Facet = InferOutput<typeof FacetSchema>;

/** `GET products/filters/`: facets with counts for the current filters. */
export const ProductFiltersResponseSchema = object({
  data: array(FacetSchema),
  meta: object({ total: pipe(number(), integer(), minValue(0)) }),
});
export type ProductFiltersResponse = InferOutput<typeof ProductFiltersResponseSchema>;

/** Body of `POST featured-products/`: the products a carousel block names (ids, a brand or a category). */
export const FeaturedProductsBodySchema = object({
  productIds: optional(pipe(array(IdSchema), maxLength(50))),
  brand: optional(SlugSchema),
  category: optional(pipe(string(), maxLength(200))),
  limit: optional(pipe(number(), integer(), minValue(1), maxValue(50)), 12),
});
export type FeaturedProductsBody = InferInput<typeof FeaturedProductsBodySchema>;

/** `POST featured-products/` */
export const FeaturedProductsResponseSchema = listOf(VariantListItemSchema);
export type FeaturedProductsResponse = InferOutput<typeof FeaturedProductsResponseSchema>;

/** `GET products/{slug}`: one product page. */
export const ProductResponseSchema = singleOf(ProductSchema);
export type ProductResponse = InferOutput<typeof ProductResponseSchema>;

export const brandsList = endpoint({
  method: 'GET',
  path: 'brands',
  response: BrandListResponseSchema,
});
export const categoriesList = endpoint({
  method: 'GET',
  path: 'categories',
  response: CategoryListResponseSchema,
});
export const productsGet = endpoint({
  method: 'GET',
  path: 'products/:slug',
  response: ProductResponseSchema,
});
export const productsFiltersList = endpoint({
  method: 'GET',
  path: 'products/filters',
  query: ListingFilterSchema,
  response: ProductFiltersResponseSchema,
});
export const variantsList = endpoint({
  method: 'GET',
  path: 'variants',
  query: VariantListQuerySchema,
  response: VariantListResponseSchema,
});
export const featuredProductsCreate = endpoint({
  method: 'POST',
  path: 'featured-products',
  body: FeaturedProductsBodySchema,
  response: FeaturedProductsResponseSchema,
});
