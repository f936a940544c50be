import {
  cartBeautyPassOffersCreate,
  cartBeautyPassOffersDelete,
  cartBeautyPassOffersList,
} from '@beauty/commerce-sdk/contract';
import { Hono } from 'hono';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { mount } from '../http/route.js';
import { pathId } from '../http/validation.js';
import { beautyPassView, holdReward, redeemingMember, releaseReward } from '../loyalty/index.js';
import { cartView } from './cart-view.js';
import { BagMessages } from './rules.js';
import { changeBag, readBag } from './visitor.js';

/**
 * `cart/beauty-pass-offers/`: the Beauty Pass rewards the bag offers, putting one in the bag (a
 * hold: its points are taken when the order is placed) and taking it out again. The rules are the
 * loyalty domain's; the bag only says rewards come with items.
 */
export function beautyPassRoutes(db: Database) {
  const app = new Hono();

  mount(app, cartBeautyPassOffersList, async ({ c, country }) => {
    const state = await readBag(db, c, country);
    const offers = beautyPassView(
      state.rewards,
      state.extras,
      state.currency,
      state.appliedRewardIds,
    );
    return { data: offers, meta: { total: offers.length } };
  });

  mount(app, cartBeautyPassOffersCreate, async ({ c, body, country }) => {
    const user = await redeemingMember(c, db);
    const state = await changeBag(db, c, country, async (tx, bagId) => {
      const [line] = await tx.query('SELECT 1 FROM cart_lines WHERE cart_id = $1 LIMIT 1', [bagId]);
      if (!line) throw new ApiError(400, BagMessages.samplesUnavailable);
      await holdReward(tx, { user, rewardId: body.offerId, country, bagId });
    });
    return { data: cartView(state) };
  });

  mount(app, cartBeautyPassOffersDelete, async ({ c, params, country }) => {
    await redeemingMember(c, db);
    const rewardId = pathId(params);
    const state = await changeBag(db, c, country, (tx, bagId) =>
      releaseReward(tx, { bagId, rewardId }),
    );
    return { data: cartView(state) };
  });

  return app;
}
