import { buildsLatestGet, buildsMetaGet, pagePayloadGet } from '../contract/builds.js';
import type { CallInit, Transport } from '../transport/transport.js';

/** Build and page payloads, served from the site root (not under `/api/web/v1`). */
export function buildsApi(t: Transport) {
  return {
    builds: {
      meta: {
        /** The route rules manifest of a build. */
        get: (buildId: string, init: CallInit = {}) =>
          t.call(buildsMetaGet, { ...init, param: buildId }),
      },
      latest: {
        /** The newest build id; the timestamp query defeats caches while polling. */
        get: (init: CallInit = {}) =>
          t.call(buildsLatestGet, { ...init, query: { t: Date.now() } }),
      },
    },
    pages: {
      payload: {
        /** The payload a page (`brands/milk-makeup`) was prerendered with, for a build. */
        get: (page: string, buildId: string, init: CallInit = {}) =>
          t.call(pagePayloadGet, {
            ...init,
            param: page.replace(/^\/+|\/+$/g, ''),
            query: { buildId },
          }),
      },
    },
  };
}
