import { createHash } from 'node:crypto';
import {
  MAX_QUANTITY_PER_ADDITION,
  OrderMessages,
  ServerMessages,
  type Consents,
  type CountryCode,
  type CurrencyCode,
  type LanguageCode,
  type Order,
  type OrderCreateBody,
  type OrderStatus,
  type PaymentMethod,
} from '@beauty/commerce-sdk/contract';
import type { Context } from 'hono';
import { readDeviceId } from '../auth/index.js';
import { debitStoreCredit, withPricedCheckout, type PricedCheckout } from '../checkout/index.js';
import type { Database, Queryable } from '../db/database.js';
import { ApiError, loggableError } from '../http/errors.js';
import { takeHeldPoints } from '../loyalty/index.js';
import { issueAccessToken } from './access.js';
import {
  orderPagePath,
  pageOfStatus,
  type PaymentGateway,
  type PaymentStart,
  type PlacedOrderRef,
} from './gateway.js';
import { transitionOrder } from './lifecycle.js';
import { loadOrder } from './view.js';

/** What placing an order answers: the order, where the shopper goes next, a guest's token. */
export interface PlacedOrder {
  order: Order;
  redirectUrl: string | null;
  accessToken: string | null;
}

/** How long a retried create waits for the first one's payment start before answering 409. */
const REPLAY_WAIT_MS = 10_000;
/**
 * An order committed this long ago whose payment never started lost its placer (a crash between
 * the commit and the payment start): a retry of its idempotency key starts it.
 */
const ABANDONED_PAYMENT_START_MS = 30_000;
const REPLAY_POLL_MS = 25;

/** The same body, whatever the order of its keys: what an idempotency key is bound to. */
export function bodyDigest(body: object): string {
  const canonical = Object.fromEntries(
    Object.entries(body)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/**
 * Refuses an order the bag's rules would not allow now, whatever the checkout showed: not sold in
 * the country, more than 6 of an item, over the variant's or the brand's limit, out of stock. The
 * spec's messages; `data` names the line.
 */
function checkBagRules(priced: PricedCheckout): void {
  const brandUnits = new Map<number, number>();
  for (const line of priced.lines) {
    if (line.kind === 'item')
      brandUnits.set(line.brandId, (brandUnits.get(line.brandId) ?? 0) + line.quantity);
  }
  for (const line of priced.lines) {
    const data = { variantId: line.variantId, sku: line.sku };
    if (line.kind === 'item') {
      if (!line.available) throw new ApiError(400, ServerMessages.unavailableInCountry, data);
      if (line.quantity > MAX_QUANTITY_PER_ADDITION)
        throw new ApiError(400, ServerMessages.maxQuantity, {
          ...data,
          maxQuantity: MAX_QUANTITY_PER_ADDITION,
        });
      if (line.purchaseLimit !== null && line.quantity > line.purchaseLimit)
        throw new ApiError(400, ServerMessages.variantLimit, {
          ...data,
          purchaseLimit: line.purchaseLimit,
        });
      if (line.brandLimit !== null && (brandUnits.get(line.brandId) ?? 0) > line.brandLimit)
        throw new ApiError(400, ServerMessages.brandLimit, {
          ...data,
          brand: line.brand.name,
          purchaseLimit: line.brandLimit,
        });
    }
    if (line.stock < line.quantity)
      throw new ApiError(400, ServerMessages.outOfStock, { ...data, inventory: line.stock });
  }
}

/**
 * Takes the order's units off the country's stock, each variant in one statement that only
 * succeeds while enough is left: two shoppers racing for the last unit never both get it.
 */
async function reserveStock(tx: Queryable, priced: PricedCheckout): Promise<void> {
  const units = new Map<number, { sku: string; quantity: number }>();
  for (const line of priced.lines) {
    const entry = units.get(line.variantId) ?? { sku: line.sku, quantity: 0 };
    units.set(line.variantId, { ...entry, quantity: entry.quantity + line.quantity });
  }
  // In variant order, so that two orders sharing variants lock them in the same order.
  for (const [variantId, { sku, quantity }] of [...units].sort(([a], [b]) => a - b)) {
    const [taken] = await tx.query(
      `UPDATE variant_offers SET stock = stock - $3
       WHERE variant_id = $1 AND country = $2 AND stock >= $3 RETURNING 1`,
      [variantId, priced.viewer.country, quantity],
    );
    if (!taken) throw new ApiError(400, ServerMessages.outOfStock, { variantId, sku });
  }
}

/** Who places the order, for idempotency keys: the member, or the guest's device. */
function ownerOf(c: Context, priced: PricedCheckout): { key: string; deviceId: string | null } {
  if (priced.viewer.user) return { key: `user:${priced.viewer.user.id}`, deviceId: null };
  // A guest without a device id has a new, empty bag: the blockers refuse it.
  const deviceId = readDeviceId(c) ?? '';
  return { key: `device:${deviceId}`, deviceId };
}

/**
 * The consents kept with an order: a guest's as given with it (the compulsory ones are checked
 * by the contract's schema, their absence by {@link placeOrder}); a member's from their account,
 * whose registration asked for the same compulsory ones.
 */
async function orderConsents(
  tx: Queryable,
  priced: PricedCheckout,
  given: Consents | undefined,
): Promise<Consents> {
  const { user } = priced.viewer;
  if (!user) {
    if (!given) throw new ApiError(400, ServerMessages.consentsRequired, { field: 'consents' });
    return given;
  }
  const [member] = await tx.query<{ marketing_consent: boolean }>(
    'SELECT marketing_consent FROM users WHERE id = $1',
    [user.id],
  );
  return {
    dataCollection: true,
    thirdPartyDisclosure: true,
    over14: true,
    marketing: member?.marketing_consent ?? false,
  };
}

/**
 * Writes the order of a priced checkout, in the caller's transaction with the bag locked: stock
 * reserved, lines and first status (`unconfirmed`) recorded, the points of the Beauty Pass rewards
 * the bag holds taken (400 when they no longer cover them) and store credit debited, the member's order counted (first-order promo codes), and the bag
 * emptied. `deviceId` is the guest's device (`null` for a member); `consents` a guest's (400 'Please
 * agree…' without them; a member's come from their account). Returns the order's id and number
 * and, for a guest, its first access token.
 */
export async function recordOrder(
  tx: Queryable,
  priced: PricedCheckout,
  {
    language,
    deviceId,
    consents: given,
  }: { language: LanguageCode; deviceId: string | null; consents?: Consents },
): Promise<{ id: number; number: string; accessToken: string | null }> {
  const { country, user } = priced.viewer;
  const { recipient, deliveryOption, paymentMethod } = priced;
  if (!recipient || !deliveryOption || !paymentMethod) {
    throw new Error('recordOrder needs a checkout without blockers');
  }
  const consents = await orderConsents(tx, priced, given);
  await reserveStock(tx, priced);
  const delivery = {
    id: deliveryOption.id,
    kind: deliveryOption.kind,
    name: deliveryOption.name,
    price: deliveryOption.price,
    estimatedDelivery: deliveryOption.estimatedDelivery,
  };
  const [order] = await tx.query<{ id: number; number: string }>(
    `INSERT INTO orders (user_id, device_id, country, language, currency, email, payment_method,
       delivery_option, recipient, shipping_address, collection_store, cost_summary, credits_used,
       coupon_code, consents)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     RETURNING id, number`,
    [
      user?.id ?? null,
      user ? null : deviceId,
      country,
      language,
      priced.currency,
      recipient.email,
      JSON.stringify(paymentMethod),
      JSON.stringify(delivery),
      JSON.stringify(recipient),
      delivery.kind === 'click_and_collect' ? null : JSON.stringify(priced.shippingAddress),
      delivery.kind === 'click_and_collect' ? JSON.stringify(priced.collectionStore) : null,
      JSON.stringify(priced.costSummaryMinor),
      priced.creditsUsedMinor,
      priced.couponCode,
      JSON.stringify(consents),
    ],
  );
  const { id, number } = order!;
  await tx.query(
    `INSERT INTO order_lines (order_id, variant_id, kind, quantity, unit_price, total, variant, brand, position)
     SELECT $1, l."variantId", l.kind, l.quantity, l."unitPriceMinor", l."totalMinor", l.variant,
            l.brand, l.position
     FROM jsonb_to_recordset($2::jsonb) AS l("variantId" int, kind text, quantity int,
       "unitPriceMinor" bigint, "totalMinor" bigint, variant jsonb, brand jsonb, position int)`,
    [
      id,
      JSON.stringify(
        priced.lines.map((line, position) => ({
          variantId: line.variantId,
          kind: line.kind,
          quantity: line.quantity,
          unitPriceMinor: line.unitPriceMinor,
          totalMinor: line.totalMinor,
          variant: line.variant,
          brand: line.brand,
          position,
        })),
      ),
    ],
  );
  await tx.query(
    `INSERT INTO order_events (order_id, status, reason) VALUES ($1, 'unconfirmed', 'order placed')`,
    [id],
  );
  if (user) {
    await takeHeldPoints(tx, {
      userId: user.id,
      orderId: id,
      orderNumber: number,
      redemptionIds: priced.rewardRedemptionIds,
    });
    await debitStoreCredit(tx, { userId: user.id, country, amountMinor: priced.creditsUsedMinor });
    await tx.query('INSERT INTO member_orders (user_id, order_id) VALUES ($1, $2)', [user.id, id]);
  }
  // The bag starts again empty; the recipient and delivery choices stay for the next checkout.
  await tx.query('DELETE FROM cart_lines WHERE cart_id = $1', [priced.bagId]);
  await tx.query('DELETE FROM cart_samples WHERE cart_id = $1', [priced.bagId]);
  await tx.query('DELETE FROM cart_gift_selections WHERE cart_id = $1', [priced.bagId]);
  await tx.query(
    'UPDATE carts SET coupon_code = NULL, credits_applied = false, updated_at = now() WHERE id = $1',
    [priced.bagId],
  );
  return { id, number, accessToken: user ? null : await issueAccessToken(tx, id) };
}

type Claim =
  { kind: 'placed'; ref: PlacedOrderRef } | { kind: 'replay'; orderId: number; isGuest: boolean };

/**
 * Places the visitor's checkout as an order (`POST orders/`, and the Apple Pay order). In one
 * transaction with the bag locked: the idempotency key is claimed (the same key again answers
 * the order it placed; with another body, 422), every bag rule is checked again, then the
 * checkout's blockers and revision (409 when the bag changed), and the order is recorded. After
 * the commit the payment starts (the provider is called with no transaction open) and the order
 * moves to the start's status in a new transaction.
 */
export async function placeOrder(
  db: Database,
  c: Context,
  {
    country,
    language,
    body,
    payments,
    logError = console.error,
  }: {
    country: CountryCode;
    language: LanguageCode;
    body: OrderCreateBody;
    payments: PaymentGateway;
    /** Where a payment start that failed is reported; `console.error` by default. */
    logError?: (error: unknown) => void;
  },
): Promise<PlacedOrder> {
  const { idempotencyKey, ...request } = body;
  const digest = bodyDigest(request);
  const claim = await withPricedCheckout(db, c, country, async (tx, priced): Promise<Claim> => {
    const owner = ownerOf(c, priced);
    // The bag is locked: the owner's creates run one at a time, so the key is read as it is.
    const [previous] = await tx.query<{ body_sha256: string; order_id: number }>(
      'SELECT body_sha256, order_id FROM order_requests WHERE owner = $1 AND idempotency_key = $2',
      [owner.key, idempotencyKey],
    );
    if (previous) {
      if (previous.body_sha256 !== digest)
        throw new ApiError(422, OrderMessages.idempotencyKeyReused);
      return { kind: 'replay', orderId: previous.order_id, isGuest: !priced.viewer.user };
    }
    checkBagRules(priced);
    if (priced.blockers.length > 0)
      throw new ApiError(400, priced.blockers[0]!, { blockers: priced.blockers });
    if (priced.revision !== request.revision) throw new ApiError(409, ServerMessages.staleCheckout);
    const placed = await recordOrder(tx, priced, {
      language,
      deviceId: owner.deviceId,
      ...(request.consents && { consents: request.consents }),
    });
    await tx.query(
      `INSERT INTO order_requests (owner, idempotency_key, body_sha256, order_id)
       VALUES ($1, $2, $3, $4)`,
      [owner.key, idempotencyKey, digest, placed.id],
    );
    return {
      kind: 'placed',
      ref: {
        id: placed.id,
        number: placed.number,
        accessToken: placed.accessToken,
        country,
        currency: priced.currency,
        totalMinor: priced.costSummaryMinor.total,
        method: priced.paymentMethod!,
        email: priced.recipient!.email,
        language,
      },
    };
  });
  if (claim.kind === 'replay') {
    return replay(db, claim.orderId, claim.isGuest, (ref) =>
      startPayment(
        db,
        ref,
        { payments, logError },
        { paymentToken: request.paymentToken, attempt: 1, from: 'unconfirmed' },
      ),
    );
  }
  const redirectUrl = await startPayment(
    db,
    claim.ref,
    { payments, logError },
    { paymentToken: request.paymentToken, attempt: 1, from: 'unconfirmed' },
  );
  return {
    order: (await loadOrder(db, claim.ref.id))!,
    redirectUrl,
    accessToken: claim.ref.accessToken,
  };
}

/**
 * Starts a payment of a committed order and moves it to the start's status, keeping where the
 * shopper goes next. A provider that fails to answer leaves a `payment_failed` order (the retry
 * email tells the shopper). The order moves only while it is still `from` (`unconfirmed` when it
 * was just placed, `payment_failed` for a new attempt) and the start changes its status: an
 * outcome that arrived first (a webhook during the start) wins, and a new attempt declined again
 * leaves the failed order as it was. `started` records the start with it, in its transaction.
 */
export async function startPayment(
  db: Database,
  ref: PlacedOrderRef,
  { payments, logError }: { payments: PaymentGateway; logError: (error: unknown) => void },
  {
    paymentToken,
    attempt,
    from,
    started,
  }: {
    paymentToken: string | undefined;
    attempt: number;
    from: OrderStatus;
    started?: (tx: Queryable, redirectUrl: string) => Promise<unknown>;
  },
): Promise<string> {
  const page = { token: ref.accessToken, country: ref.country, language: ref.language };
  let start: PaymentStart;
  let reason = attempt === 1 ? 'payment started' : `payment attempt ${attempt} started`;
  try {
    start = await payments.start(ref, {
      ...(paymentToken !== undefined && { paymentToken }),
      returnUrl: orderPagePath(ref.id, 'confirmation', page),
      attempt,
    });
  } catch (error) {
    logError(loggableError(error));
    reason = 'the payment provider did not answer';
    start = {
      status: 'payment_failed',
      redirectUrl: null,
      instructions: null,
      providerReference: null,
    };
  }
  const redirectUrl = start.redirectUrl ?? orderPagePath(ref.id, pageOfStatus(start.status), page);
  await db.transaction(async (tx) => {
    const [order] = await tx.query<{ status: string }>(
      'SELECT status FROM orders WHERE id = $1 FOR UPDATE',
      [ref.id],
    );
    await tx.query(
      `UPDATE orders SET redirect_url = $2, payment_instructions = $3, provider_reference = $4,
         payment_started_at = now()
       WHERE id = $1`,
      [
        ref.id,
        redirectUrl,
        start.instructions ? JSON.stringify(start.instructions) : null,
        start.providerReference,
      ],
    );
    if (order?.status === from && start.status !== from) {
      await transitionOrder(tx, ref.id, start.status, {
        subStatus: start.subStatus ?? null,
        paymentFailure: start.paymentFailure ?? null,
        reason,
      });
    }
    await started?.(tx, redirectUrl);
  });
  return redirectUrl;
}

/**
 * The answer to a retried create: the order the key placed, once its payment has started (the
 * first request may still be starting it), with the same redirect URL. A guest gets a fresh
 * access token, as the first one is not stored.
 */
async function replay(
  db: Database,
  orderId: number,
  isGuest: boolean,
  resume: (ref: PlacedOrderRef) => Promise<string>,
): Promise<PlacedOrder> {
  const row = await waitForStart(
    db,
    `SELECT redirect_url, payment_started_at IS NOT NULL AS started,
            created_at < now() - make_interval(secs => $2) AS abandoned
     FROM orders WHERE id = $1`,
    [orderId, ABANDONED_PAYMENT_START_MS / 1000],
    OrderMessages.stillPlacing,
  );
  if (!row.started) {
    // Committed, but whoever placed it died before starting its payment (a crash between the
    // two): the retry starts it. The provider answers a repeated reference with the same payment.
    const ref = await abandonedOrderRef(db, orderId, isGuest);
    const redirectUrl = await resume(ref);
    return { order: (await loadOrder(db, orderId))!, redirectUrl, accessToken: ref.accessToken };
  }
  const accessToken = isGuest ? await db.transaction((tx) => issueAccessToken(tx, orderId)) : null;
  return { order: (await loadOrder(db, orderId))!, redirectUrl: row.redirect_url, accessToken };
}

/**
 * Polls `query` until its row says the payment it is about has started (the first request with
 * the key may still be starting it) or was abandoned (an `abandoned` column, when the query has
 * one), for at most {@link REPLAY_WAIT_MS}: then 409 `message`.
 */
export async function waitForStart(
  db: Database,
  query: string,
  params: unknown[],
  message: string,
): Promise<{ redirect_url: string | null; started: boolean }> {
  const deadline = Date.now() + REPLAY_WAIT_MS;
  for (;;) {
    const [row] = await db.query<{
      redirect_url: string | null;
      started: boolean;
      abandoned?: boolean;
    }>(query, params);
    if (row?.started || row?.abandoned) return row;
    if (Date.now() > deadline) throw new ApiError(409, message);
    await new Promise((resolve) => setTimeout(resolve, REPLAY_POLL_MS));
  }
}

/** What starting the payment of a committed order needs, read back from it. */
async function abandonedOrderRef(
  db: Database,
  orderId: number,
  isGuest: boolean,
): Promise<PlacedOrderRef> {
  const [row] = await db.query<{
    number: string;
    country: CountryCode;
    currency: CurrencyCode;
    total: string;
    method: PaymentMethod;
    email: string;
    language: LanguageCode;
  }>(
    `SELECT number, country, currency, cost_summary->>'total' AS total,
            payment_method AS method, email, language
     FROM orders WHERE id = $1`,
    [orderId],
  );
  return {
    id: orderId,
    number: row!.number,
    accessToken: isGuest ? await db.transaction((tx) => issueAccessToken(tx, orderId)) : null,
    country: row!.country,
    currency: row!.currency,
    totalMinor: Number(row!.total),
    method: row!.method,
    email: row!.email,
    language: row!.language,
  };
}
