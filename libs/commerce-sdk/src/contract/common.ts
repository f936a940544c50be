/**
 * The contract's shared types (country, currency, money, image, address...) without their
 * schemas, which live in `shared.ts`: the client's own modules import these, so that the
 * declarations of the client never load valibot's.
 */
export type {
  Address,
  BrandRef,
  CountryCode,
  CurrencyCode,
  ErrorObject,
  Image,
  LanguageCode,
  Money,
  PageMeta,
  PagingQuery,
  PagingQueryOutput,
  Phone,
  StoreRef,
} from './types.gen.js';
