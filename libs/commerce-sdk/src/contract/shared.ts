import {
  array,
  boolean,
  check,
  email,
  integer,
  isoDate,
  isoTimestamp,
  maxLength,
  maxValue,
  minValue,
  nonEmpty,
  nullable,
  number,
  object,
  optional,
  picklist,
  pipe,
  regex,
  string,
  transform,
  trim,
  union,
  unknown,
  type GenericSchema,
} from 'valibot';
import { named, types } from './named.js';
import type {
  Address,
  CurrencyCode,
  ErrorObject,
  Image,
  LanguageCode,
  Phone,
} from './types.gen.js';

/** The error object every failed call answers with (spec section 3). */
export const ErrorObjectSchema = named(
  object({
    message: string(),
    statusCode: number(),
    statusMessage: string(),
    data: optional(unknown()),
  }),
  types<ErrorObject>,
);

/** The eight countries the shop sells in, as the lower-case code sent in `X-Site-Country`. */
export const CountryCodeSchema = picklist(['au', 'hk', 'id', 'my', 'nz', 'ph', 'sg', 'th']);

/** Interface languages. */
export const LanguageCodeSchema = named(picklist(['en', 'zh', 'id', 'th']), types<LanguageCode>);

/** The local currency of each country's prices. */
export const CurrencyCodeSchema = named(
  picklist(['AUD', 'HKD', 'IDR', 'MYR', 'NZD', 'PHP', 'SGD', 'THB']),
  types<CurrencyCode>,
);

/** A database id. */
export const IdSchema = pipe(number(), integer(), minValue(1));

/** A URL-safe slug (`milk-makeup`). */
export const SlugSchema = pipe(
  string(),
  maxLength(120),
  regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Invalid slug'),
);

/** An ISO 8601 timestamp (`2026-01-31T10:00:00.000Z`). */
export const TimestampSchema = pipe(string(), isoTimestamp());

/** An ISO 8601 calendar date (`2026-01-31`). */
export const DateSchema = pipe(string(), isoDate());

/**
 * A link the storefront may render: `http(s)://` or a path on the shop (`/brands/x`).
 * `javascript:`, `data:` and other dangerous protocols are refused.
 */
export const SafeUrlSchema = pipe(
  string(),
  maxLength(2048),
  check(
    (value) => /^https?:\/\//i.test(value) || /^\/(?!\/)/.test(value),
    'URLs must be http(s) or a path on the shop',
  ),
);

/** An amount in the country's currency, in major units (`35.5` SGD). */
export const MoneySchema = object({ amount: number(), currency: CurrencyCodeSchema });

/** An image served by the API or a CDN. */
export const ImageSchema = named(
  object({
    url: SafeUrlSchema,
    alt: string(),
    width: optional(pipe(number(), integer(), minValue(1))),
    height: optional(pipe(number(), integer(), minValue(1))),
  }),
  types<Image>,
);

/** An email address (booking form message: 'Invalid email'). */
export const EmailSchema = pipe(string(), trim(), maxLength(254), email('Invalid email'));

/** A mobile number with its calling code (`+65`, `91234567`). */
export const PhoneSchema = named(
  object({
    callingCode: pipe(string(), regex(/^\+\d{1,4}$/, 'Invalid phone number')),
    number: pipe(string(), regex(/^\d{6,15}$/, 'Invalid phone number')),
  }),
  types<Phone>,
);

/** A postal address (shipping, billing, store). */
export const AddressSchema = named(
  object({
    firstName: optional(pipe(string(), maxLength(100))),
    lastName: optional(pipe(string(), maxLength(100))),
    line1: pipe(string(), trim(), nonEmpty('Required field'), maxLength(200)),
    line2: optional(pipe(string(), maxLength(200))),
    city: pipe(string(), trim(), nonEmpty('Required field'), maxLength(100)),
    state: optional(pipe(string(), maxLength(100))),
    postalCode: pipe(string(), trim(), maxLength(12)),
    country: CountryCodeSchema,
    phone: optional(PhoneSchema),
  }),
  types<Address>,
);

/** Wraps a list payload: `{ data: [...], meta: { total } }`. */
// @__NO_SIDE_EFFECTS__
export function listOf<T extends GenericSchema>(item: T) {
  return object({ data: array(item), meta: object({ total: number() }) });
}

/** Wraps a single payload: `{ data: ... }`. */
// @__NO_SIDE_EFFECTS__
export function singleOf<T extends GenericSchema>(item: T) {
  return object({ data: item });
}

/** Paging of a show-more list: page numbers and, for deep lists, an opaque cursor. */
export const PageMetaSchema = object({
  total: pipe(number(), integer(), minValue(0)),
  page: pipe(number(), integer(), minValue(1)),
  perPage: pipe(number(), integer(), minValue(1)),
  /** Cursor of the next page, `null` on the last one. */
  nextCursor: nullable(string()),
});

/** Wraps a paged list payload: `{ data: [...], meta: { total, page, perPage, nextCursor } }`. */
// @__NO_SIDE_EFFECTS__
export function pageOf<T extends GenericSchema>(item: T) {
  return object({ data: array(item), meta: PageMetaSchema });
}

/**
 * An integer query parameter: a number from the client, a digit string on the server.
 * `min`/`max` are the accepted bounds.
 */
// @__NO_SIDE_EFFECTS__
export function intParam(min: number, max: number) {
  return pipe(
    union([number(), pipe(string(), regex(/^-?\d+$/), transform(Number))]),
    integer(),
    minValue(min),
    maxValue(max),
  );
}

/** A decimal query parameter (prices, coordinates). */
// @__NO_SIDE_EFFECTS__
export function numberParam(min: number, max: number) {
  return pipe(
    union([number(), pipe(string(), regex(/^-?\d+(\.\d+)?$/), transform(Number))]),
    minValue(min),
    maxValue(max),
  );
}

/** A boolean query parameter (`true`/`false` on the wire). */
export const booleanParam = union([
  boolean(),
  pipe(
    picklist(['true', 'false']),
    transform((value) => value === 'true'),
  ),
]);

/** A list query parameter: an array from the client, a comma list on the wire (at most 50 items). */
// @__NO_SIDE_EFFECTS__
export function listParam<T extends GenericSchema<string, string>>(item: T) {
  return pipe(
    union([
      array(string()),
      pipe(
        string(),
        transform((value) => (value === '' ? [] : value.split(','))),
      ),
    ]),
    maxLength(50),
    array(item),
  );
}

/** Paging of a list query: page number or cursor, and page size (at most 100). */
export const PagingQuerySchema = object({
  page: optional(intParam(1, 10_000)),
  perPage: optional(intParam(1, 100)),
  cursor: optional(pipe(string(), maxLength(200))),
});

/** A path parameter id: a number from the client, a digit string in the URL. */
export const IdParamSchema = intParam(1, Number.MAX_SAFE_INTEGER);

/** Shared reference to a brand inside other payloads. */
export const BrandRefSchema = object({ id: IdSchema, slug: SlugSchema, name: string() });

/** Shared reference to a store inside other payloads. */
export const StoreRefSchema = object({ id: IdSchema, slug: SlugSchema, name: string() });
