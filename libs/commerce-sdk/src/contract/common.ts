import * as v from 'valibot';

/** The error object every failed call answers with (spec section 3). */
export const ErrorObjectSchema = v.object({
  message: v.string(),
  statusCode: v.number(),
  statusMessage: v.string(),
  data: v.optional(v.unknown()),
});
export type ErrorObject = v.InferOutput<typeof ErrorObjectSchema>;

/** The eight countries the shop sells in, as the lower-case code sent in `X-Site-Country`. */
export const CountryCodeSchema = v.picklist(['au', 'hk', 'id', 'my', 'nz', 'ph', 'sg', 'th']);
export type CountryCode = v.InferOutput<typeof CountryCodeSchema>;

/** Interface languages. */
export const LanguageCodeSchema = v.picklist(['en', 'zh', 'id', 'th']);
export type LanguageCode = v.InferOutput<typeof LanguageCodeSchema>;

/** Wraps a list payload: `{ data: [...], meta: { total } }`. */
export const listOf = <T extends v.GenericSchema>(item: T) =>
  v.object({ data: v.array(item), meta: v.object({ total: v.number() }) });

/** Wraps a single payload: `{ data: ... }`. */
export const singleOf = <T extends v.GenericSchema>(item: T) => v.object({ data: item });
