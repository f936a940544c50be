import {
  cartLineItemsCreate,
  cartLineItemsDelete,
  cartLineItemsUpdate,
  ownershipMismatchMessage,
  type CountryCode,
} from '@beauty/commerce-sdk/contract';
import { Hono } from 'hono';
import type { Database, Queryable } from '../db/database.js';
import { fitsIdColumn } from '../db/ids.js';
import { ApiError, errorBody } from '../http/errors.js';
import { mount } from '../http/route.js';
import { pathId } from '../http/validation.js';
import { cartView } from './cart-view.js';
import { BagMessages, MAX_QUANTITY_PER_ADDITION } from './rules.js';
import { lineCap } from './state.js';
import { loadBagVariants } from './variants.js';
import { changeBag } from './visitor.js';

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
  const variant = (await loadBagVariants(tx, [variantId], country)).get(variantId);
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

/** Line items: add a variant, change a line's quantity, remove a line. */
export function lineRoutes(db: Database) {
  const app = new Hono();

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

  mount(app, cartLineItemsCreate, async ({ c, body, country }) => {
    if (!fitsIdColumn(body.variantId)) throw new ApiError(404, BagMessages.resourceNotFound);
    const state = await changeBag(db, c, country, async (tx, bagId) => {
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
    const lineId = pathId(params);
    const state = await changeBag(db, c, country, async (tx, bagId) => {
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
    const lineId = pathId(params);
    const state = await changeBag(db, c, country, async (tx, bagId) => {
      await ownLine(tx, bagId, lineId);
      await tx.query('DELETE FROM cart_lines WHERE id = $1', [lineId]);
    });
    return { data: cartView(state) };
  });

  return app;
}
