import {
  array,
  boolean,
  integer,
  literal,
  maxValue,
  minLength,
  minValue,
  nullable,
  number,
  object,
  optional,
  picklist,
  pipe,
  regex,
  string,
  variant,
  type InferInput,
  type InferOutput,
} from 'valibot';
import {
  BrandRefSchema,
  CountryCodeSchema,
  IdSchema,
  ImageSchema,
  LanguageCodeSchema,
  SafeUrlSchema,
  SlugSchema,
  TimestampSchema,
  listOf,
  singleOf,
} from './common.js';
import { endpoint } from './endpoint.js';

/**
 * A path the storefront's navigation guard must leave to a full page load.
 * `absolute`: the path equals the value; `regex`: it matches the pattern; `startsWith`: it has the value as prefix.
 */
export const SmartLinkExemptedPathSchema = object({
  type: picklist(['absolute', 'regex', 'startsWith']),
  value: pipe(string(), minLength(1)),
});
export type SmartLinkExemptedPath = InferOutput<typeof SmartLinkExemptedPathSchema>;

/** Layout configuration, keyed by layout name and country. */
export const LayoutSchema = object({
  layout: string(),
  config: object({
    forterSiteId: string(),
    smartLinkExemptedPaths: array(SmartLinkExemptedPathSchema),
  }),
  /** Present in preview mode: what the preview is rendered for. */
  preview: optional(
    object({
      locale: string(),
      country: CountryCodeSchema,
      selectedUserSegments: array(string()),
    }),
  ),
});
export type Layout = InferOutput<typeof LayoutSchema>;

/** `GET layouts/` */
export const LayoutResponseSchema = singleOf(LayoutSchema);
export type LayoutResponse = InferOutput<typeof LayoutResponseSchema>;

/** Query of `GET layouts/`. */
export const LayoutQuerySchema = object({
  layout: optional(pipe(string(), regex(/^[a-z][a-z0-9-]{0,39}$/)), 'default'),
});
export type LayoutQuery = InferInput<typeof LayoutQuerySchema>;

/** A call to action inside a content block. */
export const CallToActionSchema = object({ label: string(), href: SafeUrlSchema });

/** Where a product carousel takes its products from (resolved with `featured-products/`). */
export const ProductSourceSchema = variant('kind', [
  object({ kind: literal('products'), productIds: array(IdSchema) }),
  object({ kind: literal('brand'), brand: SlugSchema }),
  object({ kind: literal('category'), category: string() }),
]);

/** The typed blocks a content entry is made of. */
export const ContentBlockSchema = variant('type', [
  object({
    id: string(),
    type: literal('hero'),
    title: string(),
    subtitle: nullable(string()),
    image: ImageSchema,
    cta: nullable(CallToActionSchema),
  }),
  object({
    id: string(),
    type: literal('product-carousel'),
    title: string(),
    source: ProductSourceSchema,
    limit: pipe(number(), integer(), minValue(1), maxValue(50)),
  }),
  object({
    id: string(),
    type: literal('brand-grid'),
    title: string(),
    brands: array(object({ ...BrandRefSchema.entries, logo: nullable(ImageSchema) })),
  }),
  object({
    id: string(),
    type: literal('rich-text'),
    /** Markdown (no raw HTML): rendered by the storefront, never injected. */
    markdown: string(),
  }),
  object({
    id: string(),
    type: literal('banner'),
    title: nullable(string()),
    text: nullable(string()),
    image: ImageSchema,
    href: nullable(SafeUrlSchema),
  }),
]);
export type ContentBlock = InferOutput<typeof ContentBlockSchema>;

/** Kinds of content-managed page. */
export const ContentEntryTypeSchema = picklist(['homepage', 'landing-page', 'brand-page']);
export type ContentEntryType = InferOutput<typeof ContentEntryTypeSchema>;

/** A content-managed page (home, brand or landing page) for one country and language. */
export const ContentEntrySchema = object({
  id: string(),
  /** `homepage` for the home page. */
  slug: string(),
  type: ContentEntryTypeSchema,
  title: string(),
  seo: object({ title: string(), description: string() }),
  country: CountryCodeSchema,
  language: LanguageCodeSchema,
  /** Empty for everyone; otherwise shown only to these user segments (previewed with `user_segments`). */
  segments: array(string()),
  preview: boolean(),
  blocks: array(ContentBlockSchema),
  updatedAt: TimestampSchema,
});
export type ContentEntry = InferOutput<typeof ContentEntrySchema>;

/** Query of `GET contentful/content-entries/{slug}`: the page kind and the route's optional category segments. */
export const ContentEntryQuerySchema = object({
  type: optional(ContentEntryTypeSchema, 'landing-page'),
  topCategory: optional(SlugSchema),
  category: optional(SlugSchema),
  subCategory: optional(SlugSchema),
});
export type ContentEntryQuery = InferInput<typeof ContentEntryQuerySchema>;

/** `GET contentful/content-entries/{slug}` and its preview variant. */
export const ContentEntryResponseSchema = singleOf(ContentEntrySchema);
export type ContentEntryResponse = InferOutput<typeof ContentEntryResponseSchema>;

/** An overlay (the country welcome overlay and campaign pop-ups). */
export const OverlaySchema = object({
  id: string(),
  title: string(),
  body: string(),
  image: nullable(ImageSchema),
  cta: nullable(CallToActionSchema),
  country: CountryCodeSchema,
});
export type Overlay = InferOutput<typeof OverlaySchema>;

/** `GET preview/overlays/{id}` */
export const OverlayResponseSchema = singleOf(OverlaySchema);
export type OverlayResponse = InferOutput<typeof OverlayResponseSchema>;

/** A user segment content can be targeted at. */
export const UserSegmentSchema = object({ id: string(), key: string(), name: string() });
export type UserSegment = InferOutput<typeof UserSegmentSchema>;

/** `GET sea-falcon/all-user-segments/` */
export const UserSegmentListResponseSchema = listOf(UserSegmentSchema);
export type UserSegmentListResponse = InferOutput<typeof UserSegmentListResponseSchema>;

export const layoutsList = endpoint({
  method: 'GET',
  path: 'layouts',
  query: LayoutQuerySchema,
  response: LayoutResponseSchema,
});
export const contentfulContentEntriesGet = endpoint({
  method: 'GET',
  path: 'contentful/content-entries/:slug',
  query: ContentEntryQuerySchema,
  response: ContentEntryResponseSchema,
});
export const contentfulPreviewContentEntriesGet = endpoint({
  method: 'GET',
  path: 'contentful/preview/content-entries/:slug',
  query: ContentEntryQuerySchema,
  response: ContentEntryResponseSchema,
});
export const previewOverlaysGet = endpoint({
  method: 'GET',
  path: 'preview/overlays/:id',
  response: OverlayResponseSchema,
});
export const seaFalconAllUserSegmentsList = endpoint({
  method: 'GET',
  path: 'sea-falcon/all-user-segments',
  response: UserSegmentListResponseSchema,
});
