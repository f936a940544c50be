import { cartBagList, cartItemsCountList, cartList } from '@beauty/commerce-sdk/contract';
import { Hono } from 'hono';
import { readDeviceId, sessionUser } from '../auth/index.js';
import type { Database } from '../db/database.js';
import { mount } from '../http/route.js';
import { beautyPassView } from '../loyalty/index.js';
import { cartView } from './cart-view.js';
import { offersView } from './offers-view.js';
import { samplesView } from './samples-view.js';
import { maxSamples } from './state.js';
import { readBag } from './visitor.js';

/** The whole bag: `cart/`, the bag page's `cart/bag/` and the header's `cart/items-count/`. */
export function wholeBagRoutes(db: Database) {
  const app = new Hono();

  mount(app, cartList, async ({ c, country }) => ({
    data: cartView(await readBag(db, c, country)),
  }));

  mount(app, cartBagList, async ({ c, country }) => {
    const state = await readBag(db, c, country);
    return {
      data: {
        cart: cartView(state),
        offers: offersView(state),
        samples: samplesView(state),
        maxSamples: maxSamples(state),
        beautyPassOffers: beautyPassView(
          state.rewards,
          state.extras,
          state.currency,
          state.appliedRewardIds,
        ),
      },
    };
  });

  mount(app, cartItemsCountList, async ({ c }) => {
    // Counting never creates a bag or a device id: the header asks on every page.
    const user = await sessionUser(c, db);
    const deviceId = readDeviceId(c);
    const [row] = await db.query<{ count: number }>(
      `SELECT coalesce(sum(l.quantity), 0)::int AS count
       FROM carts b JOIN cart_lines l ON l.cart_id = b.id
       WHERE b.user_id = $1 OR b.device_id = $2`,
      [user?.id ?? null, deviceId],
    );
    return { data: { count: row?.count ?? 0 } };
  });

  return app;
}
