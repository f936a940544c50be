import {
  checkoutCartGet,
  checkoutCartReplace,
  multipleGwpsGet,
} from '@beauty/commerce-sdk/contract';
import { Hono } from 'hono';
import type { Database } from '../db/database.js';
import { privateNoStore } from '../http/cache.js';
import { ApiError } from '../http/errors.js';
import { mount } from '../http/route.js';
import { replaceChoices } from './choices.js';
import { CheckoutMessages } from './messages.js';
import { loadPricedCheckout, withPricedCheckout } from './priced.js';
import { checkoutView, multipleGwpsView } from './view.js';

/**
 * The checkout: `checkout-cart/` (read, and replace the choices) and `multiple-gwps/`. Each call
 * prices the visitor's bag with it locked, in one transaction.
 */
export function checkoutRoutes(db: Database) {
  const app = new Hono();
  // A checkout is one visitor's.
  app.use('/checkout-cart/*', privateNoStore);
  app.use('/multiple-gwps/*', privateNoStore);

  mount(app, checkoutCartGet, async ({ c, country }) => ({
    data: checkoutView(await withPricedCheckout(db, c, country, async (_tx, priced) => priced)),
  }));

  mount(app, checkoutCartReplace, async ({ c, body, country }) => {
    const priced = await withPricedCheckout(db, c, country, async (tx, current) => {
      // Choices made on a bag that changed since the shopper saw it are refused, not repriced.
      if (body.revision !== current.revision)
        throw new ApiError(409, CheckoutMessages.staleCheckout, { revision: current.revision });
      await replaceChoices(tx, current, body);
      return loadPricedCheckout(tx, current.bagId, current.viewer);
    });
    return { data: checkoutView(priced) };
  });

  mount(app, multipleGwpsGet, async ({ c, country }) => ({
    data: multipleGwpsView(await withPricedCheckout(db, c, country, async (_tx, priced) => priced)),
  }));

  return app;
}
