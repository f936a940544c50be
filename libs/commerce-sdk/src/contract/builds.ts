import { array, number, object, optional, record, string, union, unknown } from 'valibot';
import { endpoint } from './endpoint.js';
import { named, types } from './named.js';
import type {
  BuildLatest,
  BuildLatestQuery,
  BuildMeta,
  PagePayload,
  PagePayloadQuery,
} from './types.gen.js';

/** `GET builds/meta/{buildId}.json`: the route rules manifest of a build. */
export const BuildMetaSchema = named(
  object({
    id: string(),
    timestamp: number(),
    /** Route rules matcher, opaque to the client. */
    matcher: unknown(),
    prerendered: array(string()),
  }),
  types<BuildMeta>,
);

/** `GET builds/latest.json`: the id of the newest deployed build, polled to spot a stale tab. */
export const BuildLatestSchema = named(
  object({ id: string(), timestamp: number() }),
  types<BuildLatest>,
);

/** Query of `GET builds/latest.json`: a timestamp that defeats caches. */
export const BuildLatestQuerySchema = named(
  object({
    t: optional(union([number(), string()])),
  }),
  types<BuildLatestQuery>,
);

/** `GET {page}/_payload.json`: the data a prerendered page was built with. */
export const PagePayloadSchema = named(
  object({
    data: record(string(), unknown()),
    prerenderedAt: optional(number()),
  }),
  types<PagePayload>,
);

/** Query of a page payload: the build it belongs to. */
export const PagePayloadQuerySchema = named(object({ buildId: string() }), types<PagePayloadQuery>);

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
