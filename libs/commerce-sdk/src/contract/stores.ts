import {
  array,
  boolean,
  maxLength,
  maxValue,
  minValue,
  nullable,
  number,
  object,
  optional,
  picklist,
  pipe,
  regex,
  string,
  trim,
} from 'valibot';
import {
  AddressSchema,
  CountryCodeSchema,
  IdSchema,
  ImageSchema,
  PhoneSchema,
  SlugSchema,
  booleanParam,
  listOf,
  numberParam,
} from './shared.js';
import { endpoint } from './endpoint.js';
import { named, types } from './named.js';
import type {
  OpeningHours,
  StoreLocation,
  StoreLocationListResponse,
  StoreLocationQuery,
  StoreLocationQueryOutput,
} from './types.gen.js';

/** Opening hours of one weekday (0 Sunday to 6 Saturday), `HH:MM` local time; `null` when closed. */
export const OpeningHoursSchema = named(
  object({
    day: picklist([0, 1, 2, 3, 4, 5, 6]),
    opens: nullable(pipe(string(), regex(/^([01]\d|2[0-3]):[0-5]\d$/))),
    closes: nullable(pipe(string(), regex(/^([01]\d|2[0-3]):[0-5]\d$/))),
  }),
  types<OpeningHours>,
);

/** A store of the store finder. */
export const StoreLocationSchema = named(
  object({
    id: IdSchema,
    slug: SlugSchema,
    name: string(),
    country: CountryCodeSchema,
    address: AddressSchema,
    coordinates: object({
      lat: pipe(number(), minValue(-90), maxValue(90)),
      lng: pipe(number(), minValue(-180), maxValue(180)),
    }),
    phone: nullable(PhoneSchema),
    openingHours: array(OpeningHoursSchema),
    /** Slugs of the services offered (`makeup-services`, `skincare-services`, ...). */
    services: array(SlugSchema),
    clickAndCollect: boolean(),
    image: nullable(ImageSchema),
    /** Kilometres from the query's coordinates, when given. */
    distanceKm: optional(number()),
  }),
  types<StoreLocation>,
);

/** Query of `GET store-locations`: by slug, text, service, click and collect, or nearest first. */
export const StoreLocationQuerySchema = named(
  object({
    slug: optional(SlugSchema),
    q: optional(pipe(string(), trim(), maxLength(100))),
    service: optional(SlugSchema),
    clickAndCollect: optional(booleanParam),
    lat: optional(numberParam(-90, 90)),
    lng: optional(numberParam(-180, 180)),
  }),
  types<StoreLocationQueryOutput, StoreLocationQuery>,
);

/** `GET store-locations` */
export const StoreLocationListResponseSchema = named(
  listOf(StoreLocationSchema),
  types<StoreLocationListResponse>,
);

export const storeLocationsList = endpoint({
  method: 'GET',
  path: 'store-locations',
  query: StoreLocationQuerySchema,
  response: StoreLocationListResponseSchema,
});
