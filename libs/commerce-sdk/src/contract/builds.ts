import {
  array,
  number,
  object,
  optional,
  record,
  string,
  union,
  unknown,
  type InferOutput,
} from 'valibot';
import { endpoint } from './endpoint.js';

/** `GET builds/meta/{buildId}.json`: the route rules manifest of a build. */
export const BuildMetaSchema = object({
  id: string(),
  timestamp: number(),
  /** Route rules matcher, opaque to the client. */
  matcher: unknown(),
  prerendered: array(string()),
});
export type BuildMeta = InferOutput<typeof BuildMetaSchema>;

/** `GET builds/latest.json`: the id of the newest deployed build, polled to spot a stale tab. */
export const BuildLatestSchema = object({ id: string(), timestamp: number() });
export type BuildLatest = InferOutput<typeof BuildLatestSchema>;

/** Query of `GET builds/latest.json`: a timestamp that defeats caches. */
export const BuildLatestQuerySchema = object({
  t: optional(union([number(), string()])),
});

/** `GET {page}/_payload.json`: the data a prerendered page was built with. */
export const PagePayloadSchema = object({
  data: record(string(), unknown()),
  prerenderedAt: optional(number()),
});
export type PagePayload = InferOutput<typeof PagePayloadSchema>;

/** Query of a page payload: the build it belongs to. */
export const PagePayloadQuerySchema = object({ buildId: string() });

export const buildsMetaGet = endpoint({
  method: 'GET',
  path: 'builds/meta/:id.json',
  response: BuildMetaSchema,
  root: true,
});
export const buildsLatestGet = endpoint({
  method: 'GET',
  path: 'builds/latest.json',
  query: BuildLatestQuerySchema,
  response: BuildLatestSchema,
  root: true,
});
export const pagePayloadGet = endpoint({
  method: 'GET',
  path: ':page/_payload.json',
  query: PagePayloadQuerySchema,
  response: PagePayloadSchema,
  root: true,
});
