import {
  LayoutResponseSchema,
  type LayoutQuery,
  type LayoutResponse,
} from '../contract/content.js';
import type { Transport } from '../transport/transport.js';

/** Layout calls: `layouts/` (L). */
export function layoutsApi(transport: Transport) {
  return {
    /** The layout configuration (fraud-prevention site id, smart-link exempted paths). */
    list(query: LayoutQuery = {}, init: { signal?: AbortSignal } = {}): Promise<LayoutResponse> {
      return transport.request({
        method: 'GET',
        path: 'layouts/',
        query: { layout: query.layout },
        response: LayoutResponseSchema,
        signal: init.signal,
      });
    },
  };
}
