import { accountApi } from './account/index.js';
import { authApi } from './auth/index.js';
import { bookingApi } from './booking/index.js';
import { buildsApi } from './builds/index.js';
import { cartApi } from './cart/index.js';
import { catalogueApi } from './catalogue/index.js';
import { checkoutApi } from './checkout/index.js';
import { contentApi } from './content/index.js';
import { memberApi } from './member/index.js';
import { ordersApi } from './orders/index.js';
import { paymentsApi } from './payments/index.js';
import { sandboxApi } from './sandbox/index.js';
import { searchApi } from './search/index.js';
import { storesApi } from './stores/index.js';
import { createTransport, type TransportOptions } from './transport/transport.js';

/** Options of {@link createCommerceClient}. */
export type CommerceClientOptions = TransportOptions;

/**
 * Creates a client for the upstream `/api/web/v1` API. Methods mirror the paths
 * (`cart/line-items/` → `client.cart.lineItems`) and are named by operation:
 * `list` (L), `get` (S), `create` (C), `update` (U), `replace` (R), `delete` (D).
 */
export function createCommerceClient(options: CommerceClientOptions) {
  const transport = createTransport(options);
  return {
    ...authApi(transport),
    ...bookingApi(transport),
    ...checkoutApi(transport),
    ...cartApi(transport),
    ...ordersApi(transport),
    ...paymentsApi(transport),
    ...storesApi(transport),
    ...contentApi(transport),
    ...catalogueApi(transport),
    ...searchApi(transport),
    ...accountApi(transport),
    ...memberApi(transport),
    ...buildsApi(transport),
    ...sandboxApi(transport),
  };
}

/** The client returned by {@link createCommerceClient}. */
export type CommerceClient = ReturnType<typeof createCommerceClient>;
