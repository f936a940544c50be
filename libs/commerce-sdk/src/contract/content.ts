import * as v from 'valibot';
import { singleOf } from './common.js';

/**
 * A path the storefront's navigation guard must leave to a full page load.
 * `absolute`: the path equals the value; `regex`: it matches the pattern; `startsWith`: it has the value as prefix.
 */
export const SmartLinkExemptedPathSchema = v.object({
  type: v.picklist(['absolute', 'regex', 'startsWith']),
  value: v.pipe(v.string(), v.minLength(1)),
});
export type SmartLinkExemptedPath = v.InferOutput<typeof SmartLinkExemptedPathSchema>;

/** Layout configuration, keyed by layout name and country. */
export const LayoutSchema = v.object({
  layout: v.string(),
  config: v.object({
    forterSiteId: v.string(),
    smartLinkExemptedPaths: v.array(SmartLinkExemptedPathSchema),
  }),
});
export type Layout = v.InferOutput<typeof LayoutSchema>;

/** `GET layouts/` */
export const LayoutResponseSchema = singleOf(LayoutSchema);
export type LayoutResponse = v.InferOutput<typeof LayoutResponseSchema>;

/** Query of `GET layouts/`. */
export const LayoutQuerySchema = v.object({
  layout: v.optional(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,39}$/)), 'default'),
});
export type LayoutQuery = v.InferInput<typeof LayoutQuerySchema>;
