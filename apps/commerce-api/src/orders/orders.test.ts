import {
  CheckoutResponseSchema,
  ErrorObjectSchema,
  OrderCreateResponseSchema,
  OrderListResponseSchema,
  OrderMessages,
  OrderResponseSchema,
  SandboxOrderTransitionsResponseSchema,
  ServerMessages,
  orderTransitionRefusedMessage,
  type Checkout,
  type OrderStatus,
} from '@beauty/commerce-sdk/contract';
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { testTokens, useTestApi, type CallOptions } from '../test/api.js';
import { guestConsents } from '../test/shoppers.js';
import { engines } from '../test/databases.js';
import type { PaymentGateway, PaymentStart, PlacedOrderRef } from './gateway.js';
import * as ordersMigrations from './migrations.js';
import { sweepExpiredPayments, sweepUncollectedOrders } from './sweep.js';

/** A stand-in for the payments domain: answers what the test sets, records what it was asked. */
function fakeGateway() {
  const started: PlacedOrderRef[] = [];
  const inputs: Parameters<PaymentGateway['start']>[1][] = [];
  let answer: (order: PlacedOrderRef) => PaymentStart = () => ({
    status: 'payment_pending',
    redirectUrl: 'https://pay.example/checkout',
    instructions: null,
    providerReference: 'fake',
  });
  const gateway: PaymentGateway = {
    async start(order, input) {
      started.push(order);
      inputs.push(input);
      return answer(order);
    },
  };
  return {
    gateway,
    started,
    inputs,
    failWith(error: Error) {
      answer = () => {
        throw error;
      };
    },
    answerWith(status: PaymentStart['status'], extra: Partial<PaymentStart> = {}) {
      answer = () => ({
        status,
        redirectUrl: null,
        instructions: null,
        providerReference: null,
        ...extra,
      });
    },
    reset() {
      started.length = 0;
      inputs.length = 0;
      answer = () => ({
        status: 'payment_pending',
        redirectUrl: 'https://pay.example/checkout',
        instructions: null,
        providerReference: 'fake',
      });
    },
  };
}

const recipient = {
  fullName: 'Siti Tan',
  email: 'siti.tan@example.com',
  phone: { callingCode: '+65', number: '91234567' },
  registrationNumber: null,
};
const address = { line1: '1 Orchard Road', city: 'Singapore', postalCode: '238801', country: 'sg' };

describe.each(engines)('orders on %s', (engine) => {
  const payments = fakeGateway();
  const logged: unknown[] = [];
  const shop = useTestApi(engine, {
    paymentGateway: payments.gateway,
    logError: (error) => logged.push(error),
  });
  const { call } = shop;
  afterEach(() => payments.reset());

  const errorOf = (body: unknown) => v.parse(ErrorObjectSchema, body);
  const placedOf = (body: unknown) => v.parse(OrderCreateResponseSchema, body).data;
  const orderOf = (body: unknown) => v.parse(OrderResponseSchema, body).data;
  const newDevice = () => `test-${randomUUID()}`;
  const newKey = () => randomUUID();
  let variantsTaken = 0;

  /** Variants of their own for a test: on sale in Singapore, plenty of stock, no limits. */
  async function freshVariants(count: number) {
    const rows = await shop.db.query<{ id: number; sku: string; brand_slug: string }>(
      `SELECT v.id, v.sku, b.slug AS brand_slug
       FROM variants v JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg'
       JOIN products p ON p.id = v.product_id JOIN brands b ON b.id = p.brand_id
       WHERE o.stock >= 50 AND v.purchase_limit IS NULL AND b.purchase_limit IS NULL
         AND NOT b.is_own_brand AND o.price BETWEEN 20 AND 60
         AND b.slug NOT IN (SELECT brand_slug FROM brand_purchase_limits)
       ORDER BY v.id LIMIT $1 OFFSET $2`,
      [count, variantsTaken],
    );
    variantsTaken += count;
    return rows;
  }
  const stockOf = async (variantId: number) =>
    (
      await shop.db.query<{ stock: number }>(
        `SELECT stock FROM variant_offers WHERE variant_id = $1 AND country = 'sg'`,
        [variantId],
      )
    )[0]!.stock;

  /** A new member of their own, signed in. */
  async function newMember(points = 0) {
    const [row] = await shop.db.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, first_name, last_name, country, points)
       VALUES ($1, 'unused', 'Test', 'Member', 'sg', $2) RETURNING id`,
      [`member-${randomUUID()}@example.com`, points],
    );
    return { id: row!.id, token: await testTokens.sign(row!.id) };
  }

  const checkoutOf = async (who: CallOptions): Promise<Checkout> =>
    v.parse(CheckoutResponseSchema, (await call('checkout-cart/', who)).body).data;

  /** Fills the shopper's bag and makes every checkout choice; returns the checkout's revision. */
  async function readyCheckout(
    who: CallOptions,
    lines: { variantId: number; quantity: number }[],
    { delivery = 'standard', paymentMethodId = 'card', useCredits = false } = {},
  ): Promise<string> {
    for (const line of lines) {
      const added = await call('cart/line-items/', { ...who, method: 'POST', body: line });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }
    const before = await checkoutOf(who);
    const store = before.collectionStores[0];
    const put = await call('checkout-cart/', {
      ...who,
      method: 'PUT',
      body: {
        revision: before.revision,
        recipient,
        shippingAddress: address,
        deliveryOptionId: delivery,
        collectionStoreId: delivery === 'click_and_collect' ? store!.id : null,
        paymentMethodId,
        useCredits,
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const checkout = v.parse(CheckoutResponseSchema, put.body).data;
    expect(checkout.blockers).toEqual([]);
    return checkout.revision;
  }

  /** Places the order: a guest gives the compulsory consents, a member's are their account's. */
  const place = (who: CallOptions, body: Record<string, unknown>) =>
    call('orders', {
      ...who,
      method: 'POST',
      body: {
        idempotencyKey: newKey(),
        ...(who.token ? {} : { consents: guestConsents }),
        ...body,
      },
    });

  const advance = (orderId: number, status: OrderStatus, extra: Record<string, unknown> = {}) =>
    call(`sandbox/orders/${orderId}/status`, { method: 'POST', body: { status, ...extra } });

  const ordersOfDevice = async (device: string) =>
    (
      await shop.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM orders WHERE device_id = $1',
        [device],
      )
    )[0]!.count;

  describe('POST orders', () => {
    it("places a guest's checkout: stock reserved, bag emptied, payment started, token issued", async () => {
      const device = newDevice();
      const [first, second] = await freshVariants(2);
      const stock = await stockOf(first!.id);
      const revision = await readyCheckout({ device }, [
        { variantId: first!.id, quantity: 2 },
        { variantId: second!.id, quantity: 1 },
      ]);
      const placed = await place({ device }, { revision });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const { order, redirectUrl, accessToken } = placedOf(placed.body);
      expect(order.status).toBe('payment_pending');
      expect(redirectUrl).toBe('https://pay.example/checkout');
      expect(accessToken).toMatch(/^[\w-]{43}$/);
      expect(order.lines.filter((line) => line.kind === 'item')).toHaveLength(2);
      expect(order.recipient).toEqual(recipient);
      expect(order.history.map((event) => event.status)).toEqual([
        'unconfirmed',
        'payment_pending',
      ]);
      expect(await stockOf(first!.id)).toBe(stock - 2);
      expect((await checkoutOf({ device })).cart.lines).toEqual([]);
      expect(payments.started).toHaveLength(1);
      expect(payments.started[0]).toMatchObject({
        id: order.id,
        number: order.number,
        accessToken,
        country: 'sg',
        currency: 'SGD',
        email: recipient.email,
        language: 'en',
      });
      expect(payments.started[0]!.totalMinor).toBe(
        Math.round(order.costSummary.total.amount * 100),
      );
      // Only the hash of the token is kept.
      const [stored] = await shop.db.query<{ token_hash: string }>(
        'SELECT token_hash FROM order_access_tokens WHERE order_id = $1',
        [order.id],
      );
      expect(stored!.token_hash).not.toContain(accessToken);
    });

    it('sends the shopper to the order page of the status when the provider has no page', async () => {
      const device = newDevice();
      const [variant] = await freshVariants(1);
      payments.answerWith('bank_transfer_pending');
      const revision = await readyCheckout({ device }, [{ variantId: variant!.id, quantity: 1 }]);
      const { order, redirectUrl, accessToken } = placedOf(
        (await place({ device }, { revision })).body,
      );
      expect(order.status).toBe('bank_transfer_pending');
      expect(redirectUrl).toBe(`/orders/${order.id}/payment_instruction?token=${accessToken}`);
    });

    it('leaves a payment_failed order when the provider does not answer', async () => {
      const device = newDevice();
      const [variant] = await freshVariants(1);
      payments.failWith(new Error('provider down'));
      const revision = await readyCheckout({ device }, [{ variantId: variant!.id, quantity: 1 }]);
      const placed = await place({ device }, { revision });
      expect(placed.status).toBe(200);
      const { order, redirectUrl, accessToken } = placedOf(placed.body);
      expect(order.status).toBe('payment_failed');
      expect(redirectUrl).toBe(`/orders/${order.id}/payment_failed?token=${accessToken}`);
      expect(String(logged.at(-1))).toContain('provider down');
    });

    it('refuses a stale checkout (409) and changes nothing', async () => {
      const device = newDevice();
      const [first, second] = await freshVariants(2);
      const revision = await readyCheckout({ device }, [{ variantId: first!.id, quantity: 1 }]);
      await call('cart/line-items/', {
        device,
        method: 'POST',
        body: { variantId: second!.id, quantity: 1 },
      });
      const stock = await stockOf(first!.id);
      const refused = await place({ device }, { revision });
      expect(refused.status).toBe(409);
      expect(errorOf(refused.body).message).toBe(ServerMessages.staleCheckout);
      expect(await stockOf(first!.id)).toBe(stock);
      expect(await ordersOfDevice(device)).toBe(0);
      expect((await checkoutOf({ device })).cart.lines).toHaveLength(2);
    });

    it('refuses a checkout with blockers with the first of them', async () => {
      const device = newDevice();
      const [variant] = await freshVariants(1);
      await call('cart/line-items/', {
        device,
        method: 'POST',
        body: { variantId: variant!.id, quantity: 1 },
      });
      const checkout = await checkoutOf({ device });
      const refused = await place({ device }, { revision: checkout.revision });
      expect(refused.status).toBe(400);
      expect(errorOf(refused.body).message).toBe(checkout.blockers[0]);
      expect(await ordersOfDevice(device)).toBe(0);
    });

    it('refuses a body the contract does not allow (bad idempotency key)', async () => {
      const refused = await call('orders', {
        device: newDevice(),
        method: 'POST',
        body: { idempotencyKey: 'short', revision: 'r' },
      });
      expect(refused.status).toBe(400);
    });

    describe('checks every bag rule again when placing, with its message, changing nothing', () => {
      const cases: [
        string,
        string,
        (variantId: number, brandSlug: string) => Promise<() => Promise<void>>,
      ][] = [
        [
          'more than 6 of an item',
          ServerMessages.maxQuantity,
          async (variantId) => {
            await shop.db.query('UPDATE cart_lines SET quantity = 7 WHERE variant_id = $1', [
              variantId,
            ]);
            return async () => {};
          },
        ],
        [
          "over the variant's purchase limit",
          ServerMessages.variantLimit,
          async (variantId) => {
            await shop.db.query('UPDATE variants SET purchase_limit = 1 WHERE id = $1', [
              variantId,
            ]);
            return async () => {
              await shop.db.query('UPDATE variants SET purchase_limit = NULL WHERE id = $1', [
                variantId,
              ]);
            };
          },
        ],
        [
          "over the brand's limit",
          ServerMessages.brandLimit,
          async (_, brandSlug) => {
            await shop.db.query(
              'INSERT INTO brand_purchase_limits (brand_slug, purchase_limit) VALUES ($1, 1)',
              [brandSlug],
            );
            return async () => {
              await shop.db.query('DELETE FROM brand_purchase_limits WHERE brand_slug = $1', [
                brandSlug,
              ]);
            };
          },
        ],
        [
          'no longer sold in the country',
          ServerMessages.unavailableInCountry,
          async (variantId) => {
            await shop.db.query(
              `UPDATE variant_offers SET country = 'xx' WHERE variant_id = $1 AND country = 'sg'`,
              [variantId],
            );
            return async () => {
              await shop.db.query(
                `UPDATE variant_offers SET country = 'sg' WHERE variant_id = $1 AND country = 'xx'`,
                [variantId],
              );
            };
          },
        ],
        [
          'out of stock',
          ServerMessages.outOfStock,
          async (variantId) => {
            await shop.db.query(
              `UPDATE variant_offers SET stock = 1 WHERE variant_id = $1 AND country = 'sg'`,
              [variantId],
            );
            return async () => {};
          },
        ],
      ];

      it.each(cases)('%s', async (_, message, breakRule) => {
        const device = newDevice();
        const [variant] = await freshVariants(1);
        const revision = await readyCheckout({ device }, [{ variantId: variant!.id, quantity: 2 }]);
        const restore = await breakRule(variant!.id, variant!.brand_slug);
        try {
          const stock = await stockOf(variant!.id).catch(() => null);
          const refused = await place({ device }, { revision });
          expect(refused.status).toBe(400);
          expect(errorOf(refused.body).message).toBe(message);
          expect(errorOf(refused.body).data).toMatchObject({ variantId: variant!.id });
          expect(await ordersOfDevice(device)).toBe(0);
          expect(await stockOf(variant!.id).catch(() => null)).toBe(stock);
          const [line] = await shop.db.query<{ quantity: number }>(
            `SELECT l.quantity FROM cart_lines l JOIN carts c ON c.id = l.cart_id
             WHERE c.device_id = $1`,
            [device],
          );
          expect(line).toBeDefined();
        } finally {
          await restore();
        }
      });
    });

    it('sells the last 3 units to exactly 3 of 20 shoppers racing for them', async () => {
      const [variant] = await freshVariants(1);
      const devices = Array.from({ length: 20 }, newDevice);
      const revisions: string[] = [];
      for (const device of devices) {
        revisions.push(await readyCheckout({ device }, [{ variantId: variant!.id, quantity: 1 }]));
      }
      await shop.db.query(
        `UPDATE variant_offers SET stock = 3 WHERE variant_id = $1 AND country = 'sg'`,
        [variant!.id],
      );
      const answers = await Promise.all(
        devices.map((device, index) => place({ device }, { revision: revisions[index] })),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(3);
      for (const answer of answers.filter((candidate) => candidate.status !== 200)) {
        expect(answer.status).toBe(400);
        expect(errorOf(answer.body).message).toBe(ServerMessages.outOfStock);
      }
      expect(await stockOf(variant!.id)).toBe(0);
      const [orders] = await shop.db.query<{ count: number }>(
        'SELECT count(DISTINCT order_id)::int AS count FROM order_lines WHERE variant_id = $1',
        [variant!.id],
      );
      expect(orders!.count).toBe(3);
    });
  });

  describe('idempotency', () => {
    it('answers a retried create with the same order and redirect, never a second order', async () => {
      const device = newDevice();
      const [variant] = await freshVariants(1);
      const revision = await readyCheckout({ device }, [{ variantId: variant!.id, quantity: 1 }]);
      const body = {
        idempotencyKey: newKey(),
        revision,
        forterToken: 'ftr-1',
        consents: guestConsents,
      };
      const first = placedOf((await call('orders', { device, method: 'POST', body })).body);
      const again = await call('orders', { device, method: 'POST', body });
      expect(again.status).toBe(200);
      const second = placedOf(again.body);
      expect(second.order.id).toBe(first.order.id);
      expect(second.redirectUrl).toBe(first.redirectUrl);
      // A new token for the guest (tokens are kept hashed); both open the order.
      for (const token of [first.accessToken, second.accessToken]) {
        expect((await call(`orders/${first.order.id}?token=${token}`)).status).toBe(200);
      }
      expect(await ordersOfDevice(device)).toBe(1);
      expect(payments.started).toHaveLength(1);

      const other = await call('orders', {
        device,
        method: 'POST',
        body: { ...body, forterToken: 'ftr-2' },
      });
      expect(other.status).toBe(422);
      expect(errorOf(other.body).message).toBe(OrderMessages.idempotencyKeyReused);
      expect(await ordersOfDevice(device)).toBe(1);
    });

    it('keeps keys per shopper: another shopper may use the same key', async () => {
      const key = newKey();
      const [variant] = await freshVariants(1);
      for (const device of [newDevice(), newDevice()]) {
        const revision = await readyCheckout({ device }, [{ variantId: variant!.id, quantity: 1 }]);
        const placed = await call('orders', {
          device,
          method: 'POST',
          body: { idempotencyKey: key, revision, consents: guestConsents },
        });
        expect(placed.status).toBe(200);
        expect(await ordersOfDevice(device)).toBe(1);
      }
    });

    it('places one order for 50 parallel creates with one key', async () => {
      const device = newDevice();
      const [variant] = await freshVariants(1);
      const revision = await readyCheckout({ device }, [{ variantId: variant!.id, quantity: 1 }]);
      const body = { idempotencyKey: newKey(), revision, consents: guestConsents };
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => call('orders', { device, method: 'POST', body })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
      const placed = answers.map((answer) => placedOf(answer.body));
      expect(new Set(placed.map((answer) => answer.order.id)).size).toBe(1);
      expect(new Set(placed.map((answer) => answer.redirectUrl)).size).toBe(1);
      expect(await ordersOfDevice(device)).toBe(1);
      expect(payments.started).toHaveLength(1);
    });
  });

  describe('an order whose placer died before its payment started', () => {
    /** Leaves the order as a crash between its commit and its payment start would. */
    const unstart = (orderId: number, age: string) =>
      shop.db.query(
        `UPDATE orders SET payment_started_at = NULL, redirect_url = NULL,
           created_at = now() - $2::interval WHERE id = $1`,
        [orderId, age],
      );

    it('is still being placed for a retry soon after, and the retry after 30 s starts its payment', async () => {
      const device = newDevice();
      const [variant] = await freshVariants(1);
      const revision = await readyCheckout({ device }, [{ variantId: variant!.id, quantity: 1 }]);
      const body = { idempotencyKey: newKey(), revision, consents: guestConsents };
      const first = placedOf((await call('orders', { device, method: 'POST', body })).body);
      const startsBefore = payments.started.length;

      await unstart(first.order.id, '1 second');
      const soon = await call('orders', { device, method: 'POST', body });
      expect(soon.status).toBe(409);
      expect(errorOf(soon.body).message).toBe(OrderMessages.stillPlacing);

      await unstart(first.order.id, '31 seconds');
      const later = await call('orders', { device, method: 'POST', body });
      expect(later.status).toBe(200);
      const resumed = placedOf(later.body);
      expect(resumed.order.id).toBe(first.order.id);
      expect(payments.started).toHaveLength(startsBefore + 1);
      expect((await call(`orders/${first.order.id}?token=${resumed.accessToken}`)).status).toBe(
        200,
      );
      const [row] = await shop.db.query<{ started: boolean }>(
        'SELECT payment_started_at IS NOT NULL AS started FROM orders WHERE id = $1',
        [first.order.id],
      );
      expect(row!.started).toBe(true);
      expect(await ordersOfDevice(device)).toBe(1);
    });
  });

  describe('GET orders/{id} and GET orders', () => {
    it('shows a guest their order only with its token', async () => {
      const device = newDevice();
      const [variant] = await freshVariants(1);
      const revision = await readyCheckout({ device }, [{ variantId: variant!.id, quantity: 1 }]);
      const { order, accessToken } = placedOf((await place({ device }, { revision })).body);
      const seen = await call(`orders/${order.id}?token=${accessToken}`);
      expect(seen.status).toBe(200);
      expect(orderOf(seen.body)).toEqual(order);
      for (const path of [`orders/${order.id}`, `orders/${order.id}?token=${'x'.repeat(43)}`]) {
        const refused = await call(path, { device });
        expect(refused.status).toBe(403);
        expect(errorOf(refused.body).message).toBe(ServerMessages.notAuthorized);
      }
      const member = await newMember();
      expect((await call(`orders/${order.id}`, { token: member.token })).status).toBe(403);
      const unknown = await call('orders/999999999');
      expect(unknown.status).toBe(404);
      expect(errorOf(unknown.body).message).toBe(ServerMessages.resourceNotFound);
      expect((await call('orders/not-an-id')).status).toBe(404);
    });

    it('shows a member only their own orders, newest first, page by page', async () => {
      const member = await newMember();
      const who = { token: member.token };
      const ids: number[] = [];
      for (const variant of await freshVariants(3)) {
        const revision = await readyCheckout(who, [{ variantId: variant.id, quantity: 1 }]);
        const placed = placedOf((await place(who, { revision })).body);
        expect(placed.accessToken).toBeNull();
        expect(payments.started.at(-1)!.accessToken).toBeNull();
        ids.push(placed.order.id);
      }
      const own = await call(`orders/${ids[0]}`, who);
      expect(own.status).toBe(200);
      const other = await newMember();
      const refused = await call(`orders/${ids[0]}`, { token: other.token });
      expect(refused.status).toBe(403);
      expect(errorOf(refused.body).message).toBe(ServerMessages.notAuthorized);
      expect((await call(`orders/${ids[0]}`, { device: newDevice() })).status).toBe(403);

      const first = v.parse(OrderListResponseSchema, (await call('orders?perPage=2', who)).body);
      expect(first.data.map((order) => order.id)).toEqual([ids[2], ids[1]]);
      expect(first.meta).toMatchObject({ total: 3, page: 1, perPage: 2 });
      expect(first.meta.nextCursor).not.toBeNull();
      const second = v.parse(
        OrderListResponseSchema,
        (await call(`orders?perPage=2&cursor=${first.meta.nextCursor}`, who)).body,
      );
      expect(second.data.map((order) => order.id)).toEqual([ids[0]]);
      expect(second.meta.nextCursor).toBeNull();
      const none = v.parse(
        OrderListResponseSchema,
        (await call('orders', { token: other.token })).body,
      );
      expect(none).toMatchObject({ data: [], meta: { total: 0 } });
      // The member's orders count for first-order promo codes.
      const [counted] = await shop.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM member_orders WHERE user_id = $1',
        [member.id],
      );
      expect(counted!.count).toBe(3);
    });

    it('refuses the list to a guest', async () => {
      const refused = await call('orders', { device: newDevice() });
      expect(refused.status).toBe(401);
      expect(errorOf(refused.body).message).toBe(ServerMessages.notAuthorized);
    });
  });

  describe('consents', () => {
    const consentsOf = async (orderId: number) =>
      (
        await shop.db.query<{ consents: unknown }>('SELECT consents FROM orders WHERE id = $1', [
          orderId,
        ])
      )[0]!.consents;

    it("refuses a guest's order without the compulsory consents, changing nothing", async () => {
      const device = newDevice();
      const [variant] = await freshVariants(1);
      const stock = await stockOf(variant!.id);
      const revision = await readyCheckout({ device }, [{ variantId: variant!.id, quantity: 1 }]);
      const missing = await call('orders', {
        device,
        method: 'POST',
        body: { idempotencyKey: newKey(), revision },
      });
      expect(missing.status).toBe(400);
      expect(errorOf(missing.body)).toMatchObject({
        message: ServerMessages.consentsRequired,
        data: { field: 'consents' },
      });
      for (const refused of ['dataCollection', 'thirdPartyDisclosure', 'over14'] as const) {
        const answer = await place(
          { device },
          {
            revision,
            consents: { ...guestConsents, [refused]: false },
          },
        );
        expect(answer.status).toBe(400);
        expect(JSON.stringify(errorOf(answer.body).data)).toContain(refused);
      }
      expect(await ordersOfDevice(device)).toBe(0);
      expect(await stockOf(variant!.id)).toBe(stock);
      expect((await checkoutOf({ device })).cart.lines).toHaveLength(1);
      expect(payments.started).toHaveLength(0);
    });

    it("keeps a guest's consents as given, marketing optional, with the order", async () => {
      const device = newDevice();
      const [variant] = await freshVariants(1);
      const revision = await readyCheckout({ device }, [{ variantId: variant!.id, quantity: 1 }]);
      const consents = { ...guestConsents, marketing: true };
      const placed = await place({ device }, { revision, consents });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      expect(await consentsOf(placedOf(placed.body).order.id)).toEqual(consents);
    });

    it("takes a member's consents from their account, whatever the body says", async () => {
      const member = await newMember();
      await shop.db.query('UPDATE users SET marketing_consent = true WHERE id = $1', [member.id]);
      const [variant] = await freshVariants(1);
      const who = { token: member.token };
      const revision = await readyCheckout(who, [{ variantId: variant!.id, quantity: 1 }]);
      const placed = await place(who, {
        revision,
        consents: { ...guestConsents, marketing: false },
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      expect(await consentsOf(placedOf(placed.body).order.id)).toEqual({
        ...guestConsents,
        marketing: true,
      });
    });
  });

  describe('cost summary', () => {
    it('gives the GST amount the total includes, as the checkout showed it', async () => {
      const device = newDevice();
      const [variant] = await freshVariants(1);
      const revision = await readyCheckout({ device }, [{ variantId: variant!.id, quantity: 2 }]);
      const shown = (await checkoutOf({ device })).costSummary;
      const { order } = placedOf((await place({ device }, { revision })).body);
      expect(order.costSummary).toEqual(shown);
      const cents = (amount: number) => Math.round(amount * 100);
      const cost = order.costSummary;
      expect(cost.gstPercent).toBe(9);
      expect(cents(cost.priceBeforeGst.amount) + cents(cost.gstAmount.amount)).toBe(
        cents(cost.total.amount) + cents(cost.giftCardRedeemed.amount),
      );
      // 9% of the price before GST, to the cent.
      expect(
        Math.abs(cents(cost.gstAmount.amount) - cents(cost.priceBeforeGst.amount) * 0.09),
      ).toBeLessThanOrEqual(1);
    });
  });

  describe('return URLs', () => {
    it("keep the order's language where it is not the country's default, and the guest's token", async () => {
      // (Singapore's own English adds none: 'sends the shopper to the order page…' above.)
      const device = newDevice();
      const [variant] = await freshVariants(1);
      payments.answerWith('bank_transfer_pending');
      const revision = await readyCheckout({ device }, [{ variantId: variant!.id, quantity: 1 }]);
      const placed = await call('orders', {
        device,
        method: 'POST',
        headers: { 'Accept-Language': 'zh-HK' },
        body: { idempotencyKey: newKey(), revision, consents: guestConsents },
      });
      const { order, redirectUrl, accessToken } = placedOf(placed.body);
      expect(payments.inputs[0]!.returnUrl).toBe(
        `/orders/${order.id}/confirmation?token=${accessToken}&language=zh`,
      );
      expect(redirectUrl).toBe(
        `/orders/${order.id}/payment_instruction?token=${accessToken}&language=zh`,
      );
      // The delivery's own words are the language the order was placed in.
      expect([order.deliveryOption.name, order.estimatedDelivery]).toEqual([
        '標準送貨',
        '3至5個工作天',
      ]);
    });
  });

  describe('POST orders/{id}/payments', () => {
    /** A guest's order whose first payment failed (declined), and its access token. */
    async function failedOrder() {
      const device = newDevice();
      const [variant] = await freshVariants(1);
      payments.answerWith('payment_failed', { paymentFailure: 'declined' });
      const revision = await readyCheckout({ device }, [{ variantId: variant!.id, quantity: 1 }]);
      const placed = placedOf((await place({ device }, { revision })).body);
      expect(placed.order.status).toBe('payment_failed');
      payments.reset();
      return { device, order: placed.order, token: placed.accessToken! };
    }
    const retry = (orderId: number, body: Record<string, unknown>, who: CallOptions = {}) =>
      call(`orders/${orderId}/payments`, { ...who, method: 'POST', body });

    it('starts a new payment attempt of a failed order, as placing it did', async () => {
      const { order, token } = await failedOrder();
      const answer = await retry(order.id, {
        idempotencyKey: newKey(),
        token,
        paymentToken: 'tok_again',
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const retried = placedOf(answer.body);
      expect(retried.order.status).toBe('payment_pending');
      expect(retried.redirectUrl).toBe('https://pay.example/checkout');
      expect(retried.accessToken).toMatch(/^[\w-]{43}$/);
      expect(retried.order.history.map((event) => event.status)).toEqual([
        'unconfirmed',
        'payment_failed',
        'payment_pending',
      ]);
      expect(payments.started).toHaveLength(1);
      expect(payments.started[0]).toMatchObject({ id: order.id, number: order.number });
      expect(payments.inputs[0]).toEqual({
        paymentToken: 'tok_again',
        attempt: 2,
        returnUrl: `/orders/${order.id}/confirmation?token=${retried.accessToken}`,
      });
    });

    it('sends the shopper back in the language they pay again in', async () => {
      const { order, token } = await failedOrder();
      payments.answerWith('payment_failed', { paymentFailure: 'declined' });
      const answer = await call(`orders/${order.id}/payments`, {
        method: 'POST',
        headers: { 'Accept-Language': 'zh-HK,zh;q=0.9' },
        body: { idempotencyKey: newKey(), token },
      });
      const retried = placedOf(answer.body);
      expect(payments.inputs[0]!.returnUrl).toBe(
        `/orders/${order.id}/confirmation?token=${retried.accessToken}&language=zh`,
      );
      expect(retried.redirectUrl).toBe(
        `/orders/${order.id}/payment_failed?token=${retried.accessToken}&language=zh`,
      );
    });

    it('answers the same attempt for the same key, refuses it with another body', async () => {
      const { order, token } = await failedOrder();
      const body = { idempotencyKey: newKey(), token };
      const first = placedOf((await retry(order.id, body)).body);
      const again = await retry(order.id, body);
      expect(again.status).toBe(200);
      expect(placedOf(again.body).redirectUrl).toBe(first.redirectUrl);
      expect(payments.started).toHaveLength(1);
      const other = await retry(order.id, { ...body, forterToken: 'ftr-2' });
      expect(other.status).toBe(422);
      expect(errorOf(other.body).message).toBe(OrderMessages.idempotencyKeyReused);
    });

    it('starts one attempt for 20 parallel retries with one key', async () => {
      const { order, token } = await failedOrder();
      const body = { idempotencyKey: newKey(), token };
      const answers = await Promise.all(Array.from({ length: 20 }, () => retry(order.id, body)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
      expect(payments.started).toHaveLength(1);
    });

    it('leaves the order failed when the new attempt is declined too, and allows another', async () => {
      const { order, token } = await failedOrder();
      payments.answerWith('payment_failed', { paymentFailure: 'declined' });
      const declined = placedOf((await retry(order.id, { idempotencyKey: newKey(), token })).body);
      expect(declined.order.status).toBe('payment_failed');
      expect(declined.redirectUrl).toBe(
        `/orders/${order.id}/payment_failed?token=${declined.accessToken}`,
      );
      payments.answerWith('paid');
      const paid = placedOf((await retry(order.id, { idempotencyKey: newKey(), token })).body);
      expect(paid.order.status).toBe('paid');
      expect(payments.inputs.map((input) => input.attempt)).toEqual([2, 3]);
    });

    it('refuses a status that allows no new payment, and an order past its 24 hours', async () => {
      const { order, token } = await failedOrder();
      expect((await retry(order.id, { idempotencyKey: newKey(), token })).status).toBe(200);
      // Now payment_pending: nothing to retry.
      const pending = await retry(order.id, { idempotencyKey: newKey(), token });
      expect(pending.status).toBe(409);
      expect(errorOf(pending.body)).toMatchObject({
        message: ServerMessages.paymentNotRetryable,
        data: { status: 'payment_pending' },
      });

      const late = await failedOrder();
      await shop.db.query(
        `UPDATE orders SET created_at = now() - interval '25 hours' WHERE id = $1`,
        [late.order.id],
      );
      const expired = await retry(late.order.id, { idempotencyKey: newKey(), token: late.token });
      expect(expired.status).toBe(409);
      expect(errorOf(expired.body).message).toBe(ServerMessages.paymentNotRetryable);
      // Neither refusal started a payment (the late order's placing was reset by failedOrder).
      expect(payments.started).toHaveLength(0);
    });

    it("lets only the order's owner pay again", async () => {
      const { device, order } = await failedOrder();
      // Even from the device that placed it: a guest's order opens with its token only.
      const refused = await retry(order.id, { idempotencyKey: newKey() }, { device });
      expect(refused.status).toBe(403);
      expect(errorOf(refused.body).message).toBe(ServerMessages.notAuthorized);
      const wrongToken = await retry(order.id, { idempotencyKey: newKey(), token: 'x'.repeat(43) });
      expect(wrongToken.status).toBe(403);
      expect((await retry(999_999_999, { idempotencyKey: newKey() })).status).toBe(404);
      expect(payments.started).toHaveLength(0);
    });
  });

  describe('migration 0015', () => {
    it('gives a cost summary stored before 0015 its GST amount, and leaves later ones alone', async () => {
      // As 0009 to 0014 stored them, in cents: S$109 due, S$10 of it paid by gift card.
      const before = {
        subtotal: 10400,
        discount: 0,
        priceBeforeGst: 10000,
        gstPercent: 9,
        pointsEarned: 0,
        shipping: 500,
        giftCardRedeemed: 1000,
        total: 9900,
      };
      const insert = (cost: object) =>
        shop.db.query<{ id: number }>(
          `INSERT INTO orders (device_id, country, language, currency, email, payment_method,
           delivery_option, recipient, cost_summary)
         VALUES ('migration-test', 'sg', 'en', 'SGD', 'mei@example.com', '{}', '{}', '{}', $1)
         RETURNING id`,
          [JSON.stringify(cost)],
        );
      const [old] = await insert(before);
      const [recent] = await insert({ ...before, gstAmount: 123 });
      await shop.db.exec(ordersMigrations.gstAmounts);
      const rows = await shop.db.query<{ id: number; cost_summary: Record<string, number> }>(
        'SELECT id, cost_summary FROM orders WHERE id = ANY($1::int[]) ORDER BY id',
        [[old!.id, recent!.id]],
      );
      expect(rows.map((row) => row.cost_summary.gstAmount)).toEqual([900, 123]);
      expect(rows[0]!.cost_summary).toMatchObject(before);
    });
  });

  describe('lifecycle', () => {
    it('follows the click and collect path, one-time password mailed, every change timed', async () => {
      const device = newDevice();
      const [variant] = await freshVariants(1);
      payments.answerWith('paid');
      const revision = await readyCheckout({ device }, [{ variantId: variant!.id, quantity: 1 }], {
        delivery: 'click_and_collect',
      });
      const { order } = placedOf((await place({ device }, { revision })).body);
      expect(order.status).toBe('paid');
      expect(order.collectionStore).not.toBeNull();
      const transitions = v.parse(
        SandboxOrderTransitionsResponseSchema,
        (await call(`sandbox/orders/${order.id}/transitions`)).body,
      ).data;
      expect(transitions.next).toContain('order_placed');
      expect(transitions.next).toContain('dispatch_in_progress');
      expect(transitions.next).not.toContain('shipped');

      const path: [OrderStatus, string | null][] = [
        ['order_placed', 'fraud_check_pending'],
        ['dispatch_in_progress', 'processing'],
        ['dispatch_in_progress', 'packed'],
        ['ready_for_pick_up', null],
        ['awaiting_collection', null],
        ['completed', null],
      ];
      for (const [status, subStatus] of path) {
        const moved = await advance(order.id, status, { subStatus });
        expect(moved.status, JSON.stringify(moved.body)).toBe(200);
        expect(orderOf(moved.body)).toMatchObject({ status, subStatus });
      }
      const final = orderOf((await advance(order.id, 'return_requested')).body);
      expect(final.history.map((event) => [event.status, event.subStatus])).toEqual([
        ['unconfirmed', null],
        ['paid', null],
        ...path,
        ['return_requested', null],
      ]);
      const times = final.history.map((event) => Date.parse(event.at));
      expect(times).toEqual([...times].sort((a, b) => a - b));

      const mails = (await call(`sandbox/mail?to=${encodeURIComponent(recipient.email)}`)).body as {
        data: { kind: string; data: Record<string, unknown> }[];
      };
      const pickup = mails.data.filter((mail) => mail.kind === 'ready_for_pick_up').at(-1)!;
      expect(pickup.data).toMatchObject({
        number: order.number,
        store: order.collectionStore!.name,
      });
      expect(pickup.data.code).toMatch(/^\d{6}$/);
      expect(mails.data.some((mail) => mail.kind === 'order_confirmation')).toBe(true);
    });

    it('refuses a move the table does not allow, changing nothing', async () => {
      const device = newDevice();
      const [variant] = await freshVariants(1);
      payments.answerWith('paid');
      const revision = await readyCheckout({ device }, [{ variantId: variant!.id, quantity: 1 }]);
      const { order } = placedOf((await place({ device }, { revision })).body);
      const cases: [OrderStatus, Record<string, unknown>][] = [
        ['payment_pending', {}], // a paid order is never unpaid again
        ['delivered', {}], // not a step the table has
        ['ready_for_pick_up', {}], // click and collect only
        ['dispatch_in_progress', { subStatus: 'fraud_check_pending' }], // not its sub-status
      ];
      for (const [status, extra] of cases) {
        const refused = await advance(order.id, status, extra);
        expect(refused.status).toBe(409);
        expect(errorOf(refused.body).message).toBe(orderTransitionRefusedMessage('paid', status));
      }
      const [row] = await shop.db.query<{ status: string; events: number }>(
        `SELECT status, (SELECT count(*)::int FROM order_events WHERE order_id = $1) AS events
         FROM orders WHERE id = $1`,
        [order.id],
      );
      expect(row).toEqual({ status: 'paid', events: 2 });
    });

    it('cancels once: stock back, redeemed points and store credit refunded, then terminal', async () => {
      const member = await newMember(5_000);
      const who = { token: member.token };
      const [variant] = await freshVariants(1);
      const [reward] = await shop.db.query<{ id: number; points: number; remaining: number }>(
        `SELECT r.id, r.points, r.remaining FROM beauty_pass_rewards r
         JOIN variants v ON v.sku = r.sku JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg'
         WHERE r.remaining > 0 AND r.minimum_tier IS NULL AND r.points <= 5000 AND o.stock > 0
           AND (r.valid_till IS NULL OR r.valid_till >= current_date)
         ORDER BY r.id LIMIT 1`,
      );
      await shop.db.query(
        `INSERT INTO store_credits (user_id, country, balance_minor) VALUES ($1, 'sg', 1000)`,
        [member.id],
      );
      const stock = await stockOf(variant!.id);
      await call('cart/line-items/', {
        ...who,
        method: 'POST',
        body: { variantId: variant!.id, quantity: 2 },
      });
      const redeemed = await call('cart/beauty-pass-offers/', {
        ...who,
        method: 'POST',
        body: { offerId: reward!.id },
      });
      expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(200);
      const revision = await readyCheckout(who, [], { useCredits: true });
      const { order } = placedOf((await place(who, { revision })).body);
      expect(order.costSummary.giftCardRedeemed.amount).toBe(10);
      const creditOf = async () =>
        (
          await shop.db.query<{ balance_minor: number }>(
            `SELECT balance_minor FROM store_credits WHERE user_id = $1 AND country = 'sg'`,
            [member.id],
          )
        )[0]!.balance_minor;
      expect(await creditOf()).toBe(0);
      expect(order.lines.some((line) => line.kind === 'reward')).toBe(true);
      expect(await stockOf(variant!.id)).toBe(stock - 2);
      const pointsOf = async () =>
        (
          await shop.db.query<{ points: number }>('SELECT points FROM users WHERE id = $1', [
            member.id,
          ])
        )[0]!.points;
      expect(await pointsOf()).toBe(5_000 - reward!.points);

      const cancelled = await advance(order.id, 'order_cancelled');
      expect(cancelled.status).toBe(200);
      expect(await stockOf(variant!.id)).toBe(stock);
      expect(await pointsOf()).toBe(5_000);
      expect(await creditOf()).toBe(1000);
      const [rewardAfter] = await shop.db.query<{ remaining: number }>(
        'SELECT remaining FROM beauty_pass_rewards WHERE id = $1',
        [reward!.id],
      );
      expect(rewardAfter!.remaining).toBe(reward!.remaining);

      for (const status of ['paid', 'order_cancelled', 'cancelled'] as const) {
        const refused = await advance(order.id, status);
        expect(refused.status).toBe(409);
      }
      expect(await stockOf(variant!.id)).toBe(stock);
      expect(await pointsOf()).toBe(5_000);
    });

    it('tells a failed payment apart and emails the retry instructions', async () => {
      const device = newDevice();
      const [variant] = await freshVariants(1);
      payments.answerWith('payment_failed', { paymentFailure: 'declined' });
      const revision = await readyCheckout({ device }, [{ variantId: variant!.id, quantity: 1 }]);
      const { order, redirectUrl, accessToken } = placedOf(
        (await place({ device }, { revision })).body,
      );
      expect(order).toMatchObject({ status: 'payment_failed', paymentFailure: 'declined' });
      expect(redirectUrl).toBe(`/orders/${order.id}/payment_failed?token=${accessToken}`);
      const [mail] = await shop.db.query<{ kind: string; data: { link: string } }>(
        `SELECT kind, data FROM mail_outbox WHERE kind = 'payment_retry' AND data->>'number' = $1`,
        [order.number],
      );
      const link = mail!.data.link;
      expect(link).toMatch(new RegExp(`^/orders/${order.id}/payment_failed\\?token=[\\w-]{43}$`));
      // The email's own token opens the order.
      const viaMail = await call(`orders/${order.id}?token=${link.split('token=')[1]}`);
      expect(viaMail.status).toBe(200);
      const retried = await advance(order.id, 'paid');
      expect(orderOf(retried.body).paymentFailure).toBeNull();
    });
  });

  describe('expiry sweep', () => {
    it('expires orders unpaid after 24 hours once, releasing their stock, on several sweepers', async () => {
      const [variant] = await freshVariants(1);
      const stock = await stockOf(variant!.id);
      const orderIds: number[] = [];
      for (const status of ['payment_pending', 'payment_failed', 'paid'] as const) {
        payments.answerWith(status);
        const device = newDevice();
        const revision = await readyCheckout({ device }, [{ variantId: variant!.id, quantity: 1 }]);
        orderIds.push(placedOf((await place({ device }, { revision })).body).order.id);
      }
      expect(await stockOf(variant!.id)).toBe(stock - 3);
      const now = new Date(Date.now() + 25 * 60 * 60 * 1000);
      const counts = await Promise.all([
        sweepExpiredPayments(shop.db, now),
        sweepExpiredPayments(shop.db, now),
        sweepExpiredPayments(shop.db, now),
      ]);
      const rows = await shop.db.query<{ id: number; status: string; expirations: number }>(
        `SELECT id, status, (SELECT count(*)::int FROM order_events e
           WHERE e.order_id = o.id AND e.status = 'payment_expired') AS expirations
         FROM orders o WHERE id = ANY($1::int[]) ORDER BY id`,
        [orderIds],
      );
      expect(rows.map((row) => [row.status, row.expirations])).toEqual([
        ['payment_expired', 1],
        ['payment_expired', 1],
        ['paid', 0],
      ]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(2);
      expect(await stockOf(variant!.id)).toBe(stock - 1);
      expect(await sweepExpiredPayments(shop.db, now)).toBe(0);
    });

    it('leaves orders younger than 24 hours alone', async () => {
      const device = newDevice();
      const [variant] = await freshVariants(1);
      const revision = await readyCheckout({ device }, [{ variantId: variant!.id, quantity: 1 }]);
      const { order } = placedOf((await place({ device }, { revision })).body);
      await sweepExpiredPayments(shop.db, new Date(Date.now() + 23 * 60 * 60 * 1000));
      const [row] = await shop.db.query<{ status: string }>(
        'SELECT status FROM orders WHERE id = $1',
        [order.id],
      );
      expect(row!.status).toBe('payment_pending');
    });
  });

  describe('collection sweep', () => {
    it('cancels click and collect orders not collected within 7 days, stock back on sale', async () => {
      const [variant] = await freshVariants(1);
      const stock = await stockOf(variant!.id);
      payments.answerWith('paid');
      const orderIds: number[] = [];
      for (const last of ['awaiting_collection', 'completed'] as const) {
        const device = newDevice();
        const revision = await readyCheckout(
          { device },
          [{ variantId: variant!.id, quantity: 1 }],
          {
            delivery: 'click_and_collect',
          },
        );
        const { order } = placedOf((await place({ device }, { revision })).body);
        for (const status of ['dispatch_in_progress', 'ready_for_pick_up', last] as const) {
          expect((await advance(order.id, status)).status).toBe(200);
        }
        orderIds.push(order.id);
      }
      const day = 24 * 60 * 60 * 1000;
      expect(await sweepUncollectedOrders(shop.db, new Date(Date.now() + 6 * day))).toBe(0);
      expect(await sweepUncollectedOrders(shop.db, new Date(Date.now() + 8 * day))).toBe(1);
      const rows = await shop.db.query<{ status: string }>(
        'SELECT status FROM orders WHERE id = ANY($1::int[]) ORDER BY id',
        [orderIds],
      );
      expect(rows.map((row) => row.status)).toEqual(['order_cancelled', 'completed']);
      expect(await stockOf(variant!.id)).toBe(stock - 1);
    });
  });

  describe('sandbox/orders', () => {
    it('is refused in production mode', async () => {
      const previous = process.env.NODE_ENV;
      process.env.NODE_ENV = 'production';
      try {
        for (const [path, body] of [
          ['sandbox/orders/1/transitions', undefined],
          ['sandbox/orders/1/status', { status: 'paid' }],
        ] as const) {
          const refused = await call(path, body ? { method: 'POST', body } : {});
          expect(refused.status).toBe(403);
          expect(errorOf(refused.body).message).toBe(ServerMessages.notAuthorized);
        }
      } finally {
        process.env.NODE_ENV = previous;
      }
    });

    it('answers 404 for an unknown order', async () => {
      expect((await call('sandbox/orders/999999999/transitions')).status).toBe(404);
      expect((await advance(999_999_999, 'paid')).status).toBe(404);
    });
  });
});
