/**
 * The `/api/web/v1` contract as runtime schemas (valibot) with inferred types.
 * The client validates responses with them and `apps/commerce-api` validates its inputs and
 * outputs with the very same schemas, so the two cannot drift.
 *
 * @packageDocumentation
 */
export {
  ErrorObjectSchema,
  CountryCodeSchema,
  LanguageCodeSchema,
  listOf,
  singleOf,
  type ErrorObject,
  type CountryCode,
  type LanguageCode,
} from './common.js';
export {
  BrandSchema,
  BrandListResponseSchema,
  type Brand,
  type BrandListResponse,
} from './catalogue.js';
export {
  SmartLinkExemptedPathSchema,
  LayoutSchema,
  LayoutResponseSchema,
  LayoutQuerySchema,
  type SmartLinkExemptedPath,
  type Layout,
  type LayoutResponse,
  type LayoutQuery,
} from './content.js';
