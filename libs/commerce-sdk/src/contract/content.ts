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
} from './shared.js';
import { endpoint } from './endpoint.js';
import { named, types } from './named.js';
import type {
  CallToAction,
  ContentBlock,
  ContentEntry,
  ContentEntryQuery,
  ContentEntryQueryOutput,
  ContentEntryResponse,
  ContentEntryType,
  Layout,
  LayoutQuery,
  LayoutQueryOutput,
  LayoutResponse,
  Overlay,
  OverlayResponse,
  ProductSource,
  SmartLinkExemptedPath,
  UserSegment,
  UserSegmentListResponse,
} from './types.gen.js';

/**
 * A path the storefront's navigation guard must leave to a full page load.
 * `absolute`: the path equals the value; `regex`: it matches the pattern; `startsWith`: it has the value as prefix.
 */
export const SmartLinkExemptedPathSchema = named(
  object({
    type: picklist(['absolute', 'regex', 'startsWith']),
    value: pipe(string(), minLength(1)),
  }),
  types<SmartLinkExemptedPath>,
);

/** Layout configuration, keyed by layout name and country. */
export const LayoutSchema = named(
  object({
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
  }),
  types<Layout>,
);

/** `GET layouts/` */
export const LayoutResponseSchema = named(singleOf(LayoutSchema), types<LayoutResponse>);

/** Query of `GET layouts/`. */
export const LayoutQuerySchema = named(
  object({
    layout: optional(pipe(string(), regex(/^[a-z][a-z0-9-]{0,39}$/)), 'default'),
  }),
  types<LayoutQueryOutput, LayoutQuery>,
);

/** A call to action inside a content block. */
export const CallToActionSchema = named(
  object({ label: string(), href: SafeUrlSchema }),
  types<CallToAction>,
);

/** Where a product carousel takes its products from (resolved with `featured-products/`). */
export const ProductSourceSchema = named(
  variant('kind', [
    object({ kind: literal('products'), productIds: array(IdSchema) }),
    object({ kind: literal('brand'), brand: SlugSchema }),
    object({ kind: literal('category'), category: string() }),
  ]),
  types<ProductSource>,
);

/** The typed blocks a content entry is made of. */
export const ContentBlockSchema = named(
  variant('type', [
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
  ]),
  types<ContentBlock>,
);

/** Kinds of content-managed page. */
export const ContentEntryTypeSchema = named(
  picklist(['homepage', 'landing-page', 'brand-page']),
  types<ContentEntryType>,
);

/** A content-managed page (home, brand or landing page) for one country and language. */
export const ContentEntrySchema = named(
  object({
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
  }),
  types<ContentEntry>,
);

/** Query of `GET contentful/content-entries/{slug}`: the page kind and the route's optional category segments. */
export const ContentEntryQuerySchema = named(
  object({
    type: optional(ContentEntryTypeSchema, 'landing-page'),
    topCategory: optional(SlugSchema),
    category: optional(SlugSchema),
    subCategory: optional(SlugSchema),
  }),
  types<ContentEntryQueryOutput, ContentEntryQuery>,
);

/** `GET contentful/content-entries/{slug}` and its preview variant. */
export const ContentEntryResponseSchema = named(
  singleOf(ContentEntrySchema),
  types<ContentEntryResponse>,
);

/** An overlay (the country welcome overlay and campaign pop-ups). */
export const OverlaySchema = named(
  object({
    id: string(),
    title: string(),
    body: string(),
    image: nullable(ImageSchema),
    cta: nullable(CallToActionSchema),
    country: CountryCodeSchema,
  }),
  types<Overlay>,
);

/** `GET preview/overlays/{id}` */
export const OverlayResponseSchema = named(singleOf(OverlaySchema), types<OverlayResponse>);

/** A user segment content can be targeted at. */
export const UserSegmentSchema = named(
  object({ id: string(), key: string(), name: string() }),
  types<UserSegment>,
);

/** `GET sea-falcon/all-user-segments/` */
export const UserSegmentListResponseSchema = named(
  listOf(UserSegmentSchema),
  types<UserSegmentListResponse>,
);

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
