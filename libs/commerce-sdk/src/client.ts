import { brandsApi } from './catalogue/brands.js';
import { layoutsApi } from './content/layouts.js';
import { createTransport, type TransportOptions } from './transport/transport.js';

/** Options of {@link createCommerceClient}. */
export type CommerceClientOptions = TransportOptions;

/** Creates a client for the upstream `/api/web/v1` API, grouped by domain. */
export function createCommerceClient(options: CommerceClientOptions) {
  const transport = createTransport(options);
  return {
    brands: brandsApi(transport),
    layouts: layoutsApi(transport),
  };
}

/** The client returned by {@link createCommerceClient}. */
export type CommerceClient = ReturnType<typeof createCommerceClient>;
