import {
  cartDiscountCouponCreate,
  cartDiscountCouponDelete,
  cartOffersList,
} from '@beauty/commerce-sdk/contract';
import { Hono } from 'hono';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { mount } from '../http/route.js';
import { cartView } from './cart-view.js';
import { offersView } from './offers-view.js';
import { couponRefusal, type CouponRefusal } from './pricing.js';
import { BagMessages, roundMoney } from './rules.js';
import { loadBagState, merchandiseSubtotal, type CouponRow } from './state.js';
import { changeBag, readBag } from './visitor.js';

/** Every refusal reads 'Sorry, the promotion is invalid.'; `data` says why, for the bag page. */
const promotionInvalid = (reason: CouponRefusal, details: Record<string, unknown> = {}) =>
  new ApiError(400, BagMessages.promotionInvalid, { reason, ...details });

/** The bag's offers and its promo code. */
export function promotionRoutes(db: Database) {
  const app = new Hono();

  mount(app, cartOffersList, async ({ c, country }) => {
    const offers = offersView(await readBag(db, c, country));
    return { data: offers, meta: { total: offers.length } };
  });

  mount(app, cartDiscountCouponCreate, async ({ c, body, country }) => {
    const state = await changeBag(db, c, country, async (tx, bagId, viewer) => {
      const current = await loadBagState(tx, bagId, viewer);
      // Codes are case sensitive: compared exactly, never trimmed or cased.
      const [coupon] = await tx.query<CouponRow>('SELECT * FROM coupons WHERE code = $1', [
        body.code,
      ]);
      const applied = current.coupon && couponRefusal(current, current.coupon) === null;
      if (applied && current.couponCode !== body.code) throw promotionInvalid('one_per_order');
      const refusal = couponRefusal(current, coupon ?? null);
      if (refusal === 'minimum_spend') {
        const minimum = coupon?.minimum_spend?.[country] ?? 0;
        throw promotionInvalid(refusal, {
          minimumSpend: { amount: minimum, currency: current.currency },
          remainingSpend: {
            amount: roundMoney(minimum - merchandiseSubtotal(current), current.currency),
            currency: current.currency,
          },
        });
      }
      if (refusal) throw promotionInvalid(refusal);
      await tx.query('UPDATE carts SET coupon_code = $2 WHERE id = $1', [bagId, body.code]);
    });
    return { data: cartView(state) };
  });

  mount(app, cartDiscountCouponDelete, async ({ c, country }) => {
    const state = await changeBag(db, c, country, async (tx, bagId) => {
      await tx.query('UPDATE carts SET coupon_code = NULL WHERE id = $1', [bagId]);
    });
    return { data: cartView(state) };
  });

  return app;
}
