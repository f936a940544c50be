import {
  cartBagList,
  cartBeautyPassOffersCreate,
  cartBeautyPassOffersList,
  cartDiscountCouponCreate,
  cartDiscountCouponDelete,
  cartItemsCountList,
  cartLineItemsCreate,
  cartLineItemsDelete,
  cartLineItemsUpdate,
  cartList,
  cartOffersList,
  cartSamplesCreate,
  cartSamplesList,
  IdParamSchema,
  ownershipMismatchMessage,
  type CountryCode,
} from '@beauty/commerce-sdk/contract';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import { sessionUser, type SessionUser } from '../auth/session.js';
import type { Database, Queryable } from '../db/database.js';
import { ApiError, errorBody } from '../http/errors.js';
import { mount } from '../http/route.js';
import { ensureDeviceId, readDeviceId } from './device.js';
import { loadVariants } from './lines.js';
import { lockBag, mergeGuestBag, type BagOwner } from './merge.js';
import { redeemReward } from './rewards.js';
import { BagMessages, fitsIdColumn, MAX_QUANTITY_PER_ADDITION, roundMoney } from './rules.js';
import {
  lineCap,
  loadBagState,
  maxSamples,
  merchandiseSubtotal,
  type BagViewer,
  type CouponRow,
} from './state.js';
import {
  beautyPassView,
  cartView,
  couponRefusal,
  offersView,
  samplesView,
  type CouponRefusal,
} from './view.js';

/** The visitor and their bag: a member's own bag, or the bag of the guest's device. */
interface Visitor {
  user: SessionUser | null;
  owner: BagOwner;
}

/**
 * Who is asking. A guest without a device id gets one (cookie set on the answer). A member whose
 * device still holds a guest bag has it merged first, so no line is ever left behind.
 */
async function visitor(c: Context, db: Database): Promise<Visitor> {
  const user = await sessionUser(c, db);
  if (!user) return { user, owner: { deviceId: ensureDeviceId(c) } };
  const deviceId = readDeviceId(c);
  if (deviceId) {
    const [guestBag] = await db.query('SELECT 1 FROM carts WHERE device_id = $1', [deviceId]);
    if (guestBag) await db.transaction((tx) => mergeGuestBag(tx, { deviceId, userId: user.id }));
  }
  return { user, owner: { userId: user.id } };
}

const lineIdOf = (params: Record<string, string>) => {
  const parsed = v.safeParse(IdParamSchema, params.id);
  if (!parsed.success || !fitsIdColumn(parsed.output))
    throw new ApiError(404, BagMessages.resourceNotFound);
  return parsed.output;
};

/** Every refusal reads 'Sorry, the promotion is invalid.'; `data` says why, for the bag page. */
const promotionInvalid = (reason: CouponRefusal, details: Record<string, unknown> = {}) =>
  new ApiError(400, BagMessages.promotionInvalid, { reason, ...details });

/** Refuses a quantity the rules do not allow for the variant in the bag. */
async function checkQuantity(
  tx: Queryable,
  {
    bagId,
    variantId,
    quantity,
    previous,
    country,
  }: { bagId: number; variantId: number; quantity: number; previous: number; country: CountryCode },
) {
  const variant = (await loadVariants(tx, [variantId], country)).get(variantId);
  if (!variant) throw new ApiError(404, BagMessages.resourceNotFound);
  // Lowering a quantity is always allowed: it is how a shopper fixes a flagged line.
  if (quantity <= previous) return;
  if (variant.price === null) throw new ApiError(400, BagMessages.unavailableInCountry);
  const stock = variant.stock ?? 0;
  if (stock === 0) throw new ApiError(400, BagMessages.soldOut, { inventory: 0 });
  if (quantity > MAX_QUANTITY_PER_ADDITION)
    throw new ApiError(400, BagMessages.maxQuantity, {
      maxQuantity: MAX_QUANTITY_PER_ADDITION,
      quantityInBag: previous,
    });
  if (quantity > lineCap(variant))
    throw new ApiError(400, BagMessages.variantLimit, {
      purchaseLimit: variant.purchaseLimit,
      quantityInBag: previous,
    });
  if (variant.brandLimit !== null) {
    const [brand] = await tx.query<{ units: number }>(
      `SELECT coalesce(sum(l.quantity), 0)::int AS units
       FROM cart_lines l JOIN variants v ON v.id = l.variant_id JOIN products p ON p.id = v.product_id
       WHERE l.cart_id = $1 AND p.brand_id = $2`,
      [bagId, variant.brand.id],
    );
    if ((brand?.units ?? 0) - previous + quantity > variant.brandLimit)
      throw new ApiError(400, BagMessages.brandLimit, {
        brand: variant.brand.name,
        purchaseLimit: variant.brandLimit,
      });
  }
  if (quantity > stock) throw new ApiError(400, BagMessages.lowStock(stock), { inventory: stock });
}

/** The line of the bag, or 404 when it does not exist and 403 when it is someone else's. */
async function ownLine(tx: Queryable, bagId: number, lineId: number) {
  const [line] = await tx.query<{ cart_id: number; variant_id: number; quantity: number }>(
    'SELECT cart_id, variant_id, quantity FROM cart_lines WHERE id = $1',
    [lineId],
  );
  if (!line) throw new ApiError(404, BagMessages.resourceNotFound);
  if (line.cart_id !== bagId) throw new ApiError(403, ownershipMismatchMessage('Line item'));
  return line;
}

/**
 * The bag: `cart/`, `cart/bag/`, `cart/items-count/`, line items, offers, samples, promo code and
 * Beauty Pass offers. Every rule is checked here, in one transaction per change with the bag
 * locked, whatever the client already checked.
 */
export function bagRoutes(db: Database) {
  const app = new Hono();

  /** Runs a change on the locked bag, then answers with the bag as it now is. */
  async function change(
    c: Context,
    country: CountryCode,
    work: (tx: Queryable, bagId: number, viewer: BagViewer) => Promise<void>,
  ) {
    const { user, owner } = await visitor(c, db);
    const viewer = { country, user };
    const bagId = await db.transaction(async (tx) => {
      const id = await lockBag(tx, owner);
      await work(tx, id, viewer);
      await tx.query('UPDATE carts SET updated_at = now() WHERE id = $1', [id]);
      return id;
    });
    return loadBagState(db, bagId, viewer);
  }

  async function read(c: Context, country: CountryCode) {
    const { user, owner } = await visitor(c, db);
    const viewer = { country, user };
    const bagId = await db.transaction((tx) => lockBag(tx, owner));
    return loadBagState(db, bagId, viewer);
  }

  // A bag is one visitor's: no shared cache may keep it.
  app.use('/cart/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  });

  // The contract caps a quantity at 6 with the spec's message: answer with it, not a generic one.
  app.use('/cart/line-items/*', async (c, next) => {
    await next();
    if (c.res.status !== 400) return;
    const body = (await c.res.clone().json()) as {
      message?: string;
      data?: { issues?: { nested?: { quantity?: string[] } } };
    };
    if (body.data?.issues?.nested?.quantity?.includes(BagMessages.maxQuantity)) {
      c.res = c.json(
        errorBody(400, BagMessages.maxQuantity, {
          ...body.data,
          maxQuantity: MAX_QUANTITY_PER_ADDITION,
        }),
        400,
      );
    }
  });

  mount(app, cartList, async ({ c, country }) => ({ data: cartView(await read(c, country)) }));

  mount(app, cartBagList, async ({ c, country }) => {
    const state = await read(c, country);
    return {
      data: {
        cart: cartView(state),
        offers: offersView(state),
        samples: samplesView(state),
        maxSamples: maxSamples(state),
        beautyPassOffers: beautyPassView(state),
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

  mount(app, cartLineItemsCreate, async ({ c, body, country }) => {
    if (!fitsIdColumn(body.variantId)) throw new ApiError(404, BagMessages.resourceNotFound);
    const state = await change(c, country, async (tx, bagId) => {
      const [existing] = await tx.query<{ quantity: number }>(
        'SELECT quantity FROM cart_lines WHERE cart_id = $1 AND variant_id = $2',
        [bagId, body.variantId],
      );
      const previous = existing?.quantity ?? 0;
      await checkQuantity(tx, {
        bagId,
        variantId: body.variantId,
        quantity: previous + body.quantity,
        previous,
        country,
      });
      await tx.query(
        `INSERT INTO cart_lines (cart_id, variant_id, quantity) VALUES ($1, $2, $3)
         ON CONFLICT (cart_id, variant_id) DO UPDATE SET quantity = cart_lines.quantity + EXCLUDED.quantity`,
        [bagId, body.variantId, body.quantity],
      );
    });
    return { data: cartView(state) };
  });

  mount(app, cartLineItemsUpdate, async ({ c, params, body, country }) => {
    const lineId = lineIdOf(params);
    const state = await change(c, country, async (tx, bagId) => {
      const line = await ownLine(tx, bagId, lineId);
      await checkQuantity(tx, {
        bagId,
        variantId: line.variant_id,
        quantity: body.quantity,
        previous: line.quantity,
        country,
      });
      await tx.query('UPDATE cart_lines SET quantity = $2 WHERE id = $1', [lineId, body.quantity]);
    });
    return { data: cartView(state) };
  });

  mount(app, cartLineItemsDelete, async ({ c, params, country }) => {
    const lineId = lineIdOf(params);
    const state = await change(c, country, async (tx, bagId) => {
      await ownLine(tx, bagId, lineId);
      await tx.query('DELETE FROM cart_lines WHERE id = $1', [lineId]);
    });
    return { data: cartView(state) };
  });

  mount(app, cartOffersList, async ({ c, country }) => {
    const offers = offersView(await read(c, country));
    return { data: offers, meta: { total: offers.length } };
  });

  const samplesAnswer = (state: Awaited<ReturnType<typeof read>>) => {
    const samples = samplesView(state);
    return {
      data: {
        samples,
        maxSelectable: maxSamples(state),
        selectedCount: samples.filter((sample) => sample.selected).length,
      },
    };
  };

  mount(app, cartSamplesList, async ({ c, country }) => samplesAnswer(await read(c, country)));

  mount(app, cartSamplesCreate, async ({ c, body, country }) => {
    const chosen = [...new Set(body.sampleIds)];
    const state = await change(c, country, async (tx, bagId, viewer) => {
      const current = await loadBagState(tx, bagId, viewer);
      const offered = new Map(samplesView(current).map((sample) => [sample.id, sample]));
      const known = new Set(current.samples.map((sample) => sample.id));
      if (chosen.some((id) => !known.has(id)))
        throw new ApiError(404, BagMessages.resourceNotFound);
      if (chosen.some((id) => !offered.get(id)?.available))
        throw new ApiError(400, BagMessages.samplesUnavailable);
      const max = maxSamples(current);
      if (chosen.length > max)
        throw new ApiError(400, BagMessages.tooManySamples(max, chosen.length), {
          maxSelectable: max,
          noOfSelected: chosen.length,
        });
      await tx.query('DELETE FROM cart_samples WHERE cart_id = $1', [bagId]);
      await tx.query('INSERT INTO cart_samples (cart_id, sample_id) SELECT $1, unnest($2::int[])', [
        bagId,
        chosen,
      ]);
    });
    return samplesAnswer(state);
  });

  mount(app, cartDiscountCouponCreate, async ({ c, body, country }) => {
    const state = await change(c, country, async (tx, bagId, viewer) => {
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
    const state = await change(c, country, async (tx, bagId) => {
      await tx.query('UPDATE carts SET coupon_code = NULL WHERE id = $1', [bagId]);
    });
    return { data: cartView(state) };
  });

  mount(app, cartBeautyPassOffersList, async ({ c, country }) => {
    const offers = beautyPassView(await read(c, country));
    return { data: offers, meta: { total: offers.length } };
  });

  mount(app, cartBeautyPassOffersCreate, async ({ c, body, country }) => {
    const user = await sessionUser(c, db);
    if (!user) throw new ApiError(401, BagMessages.membersOnly);
    const state = await change(c, country, async (tx, bagId) => {
      const [line] = await tx.query('SELECT 1 FROM cart_lines WHERE cart_id = $1 LIMIT 1', [bagId]);
      if (!line) throw new ApiError(400, BagMessages.samplesUnavailable);
      await redeemReward(tx, { user, rewardId: body.offerId, country, bagId });
    });
    return { data: cartView(state) };
  });

  return app;
}
