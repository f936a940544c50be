import { BrandListResponseSchema, type BrandListResponse } from '../contract/catalogue.js';
import type { Transport } from '../transport/transport.js';

/** Brand calls: `brands/` (L). */
export function brandsApi(transport: Transport) {
  return {
    /** Lists the brands sold in the client's country. */
    list(init: { signal?: AbortSignal } = {}): Promise<BrandListResponse> {
      return transport.request({
        method: 'GET',
        path: 'brands/',
        response: BrandListResponseSchema,
        signal: init.signal,
      });
    },
  };
}
