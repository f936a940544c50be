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
} from './shared.js';
import { endpoint } from './endpoint.js';
import { named, types } from './named.js';
import type {
  Badge,
  Brand,
  BrandListResponse,
  CategoryListResponse,
  CategoryRef,
  Facet,
  FacetOption,
  FeaturedProductsBody,
  FeaturedProductsBodyOutput,
  FeaturedProductsResponse,
  ListingSort,
  Product,
  ProductFiltersResponse,
  ProductResponse,
  ProductSummary,
  Rating,
  VariantListItem,
  VariantListQuery,
  VariantListQueryOutput,
  VariantListResponse,
} from './types.gen.js';

/** A brand of the catalogue. */
export const BrandSchema = named(
  object({
    id: number(),
    slug: pipe(string(), regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
    name: pipe(string(), minLength(1)),
    description: nullable(string()),
    /** True for the retailer's own-brand collection (staff discount 45% instead of 30%). */
    isOwnBrand: boolean(),
    logo: optional(ImageSchema),
  }),
  types<Brand>,
);

/** `GET brands/` */
export const BrandListResponseSchema = named(listOf(BrandSchema), types<BrandListResponse>);

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

/** `GET categories/` */
export const CategoryListResponseSchema = named(
  listOf(CategorySchema),
  types<CategoryListResponse>,
);

/** A category reference inside other payloads. */
export const CategoryRefSchema = named(
  pick(CategorySchema, ['id', 'slug', 'name', 'path']),
  types<CategoryRef>,
);

/** Badges shown on product tiles. */
export const BadgeSchema = named(picklist(BADGES), types<Badge>);

/** Average rating (0 to 5) and number of reviews. */
export const RatingSchema = named(
  object({
    average: pipe(number(), minValue(0), maxValue(5)),
    count: pipe(number(), integer(), minValue(0)),
  }),
  types<Rating>,
);

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

/** A product with all its variants. */
export const ProductSchema = named(
  object({
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
  }),
  types<Product>,
);

/** The product a listed variant belongs to, trimmed for tiles. */
export const ProductSummarySchema = named(
  object({
    id: IdSchema,
    slug: SlugSchema,
    name: string(),
    brand: BrandRefSchema,
    rating: RatingSchema,
    badges: array(BadgeSchema),
    variantsCount: pipe(number(), integer(), minValue(1)),
  }),
  types<ProductSummary>,
);

/** One tile of a product listing: a variant with its product. */
export const VariantListItemSchema = named(
  object({
    ...VariantSchema.entries,
    product: ProductSummarySchema,
  }),
  types<VariantListItem>,
);

/** Sort orders of a listing. */
export const ListingSortSchema = named(picklist(LISTING_SORTS), types<ListingSort>);

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

/** Query of `GET variants`: filters, sort and show-more paging. */
export const VariantListQuerySchema = named(
  object({
    ...ListingFilterSchema.entries,
    ...PagingQuerySchema.entries,
    sort: optional(ListingSortSchema, 'relevance'),
  }),
  types<VariantListQueryOutput, VariantListQuery>,
);

/** `GET variants` */
export const VariantListResponseSchema = named(
  pageOf(VariantListItemSchema),
  types<VariantListResponse>,
);

/** One option of a checkbox facet, with the number of matching products. */
export const FacetOptionSchema = named(
  object({
    value: string(),
    label: string(),
    count: pipe(number(), integer(), minValue(0)),
    selected: boolean(),
  }),
  types<FacetOption>,
);

/** A facet of the filter modal. */
export const FacetSchema = named(
  variant('kind', [
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
  ]),
  types<Facet>,
);

/** `GET products/filters/`: facets with counts for the current filters. */
export const ProductFiltersResponseSchema = named(
  object({
    data: array(FacetSchema),
    meta: object({ total: pipe(number(), integer(), minValue(0)) }),
  }),
  types<ProductFiltersResponse>,
);

/** Body of `POST featured-products/`: the products a carousel block names (ids, a brand or a category). */
export const FeaturedProductsBodySchema = named(
  object({
    productIds: optional(pipe(array(IdSchema), maxLength(50))),
    brand: optional(SlugSchema),
    category: optional(pipe(string(), maxLength(200))),
    limit: optional(pipe(number(), integer(), minValue(1), maxValue(50)), 12),
  }),
  types<FeaturedProductsBodyOutput, FeaturedProductsBody>,
);

/** `POST featured-products/` */
export const FeaturedProductsResponseSchema = named(
  listOf(VariantListItemSchema),
  types<FeaturedProductsResponse>,
);

/** `GET products/{slug}`: one product page. */
export const ProductResponseSchema = named(singleOf(ProductSchema), types<ProductResponse>);

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
