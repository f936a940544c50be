import * as v from 'valibot';
import { listOf } from './common.js';

/** A brand of the catalogue. */
export const BrandSchema = v.object({
  id: v.number(),
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  name: v.pipe(v.string(), v.minLength(1)),
  description: v.nullable(v.string()),
  /** True for the retailer's own-brand collection (staff discount 45% instead of 30%). */
  isOwnBrand: v.boolean(),
});
export type Brand = v.InferOutput<typeof BrandSchema>;

/** `GET brands/` */
export const BrandListResponseSchema = listOf(BrandSchema);
export type BrandListResponse = v.InferOutput<typeof BrandListResponseSchema>;
