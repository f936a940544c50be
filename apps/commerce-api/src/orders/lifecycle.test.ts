import {
  ORDER_TRANSITIONS,
  OrderStatusSchema,
  RELEASING_ORDER_STATUSES,
  UNPAID_ORDER_STATUSES,
  isTerminalOrderStatus,
  type OrderStatus,
} from '@beauty/commerce-sdk/contract';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApi, type CallOptions } from '../test/api.js';
import { engines } from '../test/databases.js';
import { addressIn, guestConsents, recipientIn } from '../test/shoppers.js';
import type { PaymentGateway, PaymentStart } from './gateway.js';
import { nextStatuses, OrderTransitionError, transitionOrder } from './lifecycle.js';

const statuses = OrderStatusSchema.options;

/** Every status the table lets an order reach from `from`. */
function reachable(from: OrderStatus): Set<OrderStatus> {
  const seen = new Set<OrderStatus>();
  const queue = [...ORDER_TRANSITIONS[from]];
  while (queue.length > 0) {
    const status = queue.pop()!;
    if (seen.has(status)) continue;
    seen.add(status);
    queue.push(...ORDER_TRANSITIONS[status]);
  }
  return seen;
}

describe('the transition table', () => {
  it('covers all 42 statuses, each reachable from unconfirmed', () => {
    expect(statuses).toHaveLength(42);
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...statuses].sort());
    const fromStart = reachable('unconfirmed');
    expect(statuses.filter((status) => status !== 'unconfirmed' && !fromStart.has(status))).toEqual(
      [],
    );
  });

  it('never lets a paid order become unpaid again', () => {
    for (const paid of ['paid', 'purchased'] as const) {
      expect(
        [...reachable(paid)].filter((status) => UNPAID_ORDER_STATUSES.includes(status)),
      ).toEqual([]);
    }
  });

  it('ends every cancellation and expiry: those statuses are terminal', () => {
    for (const status of RELEASING_ORDER_STATUSES) expect(isTerminalOrderStatus(status)).toBe(true);
    expect(statuses.every((status) => !ORDER_TRANSITIONS[status].includes(status))).toBe(true);
  });

  it('keeps click and collect and home delivery on their own paths', () => {
    expect(nextStatuses('dispatch_in_progress', 'click_and_collect')).not.toContain('shipped');
    expect(nextStatuses('dispatch_in_progress', 'standard')).not.toContain('ready_for_pick_up');
    expect(reachable('ready_for_pick_up')).toContain('completed');
  });
});

/** A payment gateway answering the status each run of the property asks for. */
function scriptedGateway() {
  let status: PaymentStart['status'] = 'payment_pending';
  const gateway: PaymentGateway = {
    start: async () => ({ status, redirectUrl: null, instructions: null, providerReference: null }),
  };
  return {
    gateway,
    answer(next: PaymentStart['status']) {
      status = next;
    },
  };
}

describe.each(engines)('the order lifecycle on %s, walked at random', (engine) => {
  const payments = scriptedGateway();
  const shop = useTestApi(engine, { paymentGateway: payments.gateway });

  it('keeps stock conserved and never negative, paid never unpaid, terminal terminal, every change recorded', async () => {
    const [variant] = await shop.db.query<{ id: number }>(
      `SELECT v.id FROM variants v JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg'
       WHERE o.stock >= 50 AND v.purchase_limit IS NULL ORDER BY v.id DESC LIMIT 1`,
    );
    const variantId = variant!.id;
    await shop.db.query(
      `UPDATE variant_offers SET stock = 100000 WHERE variant_id = $1 AND country = 'sg'`,
      [variantId],
    );
    const stockOf = async () =>
      (
        await shop.db.query<{ stock: number }>(
          `SELECT stock FROM variant_offers WHERE variant_id = $1 AND country = 'sg'`,
          [variantId],
        )
      )[0]!.stock;

    /** Places a guest order of 2 units with the delivery; its payment starts as `start`. */
    async function placeOrder(delivery: 'standard' | 'click_and_collect') {
      const who: CallOptions = { device: `prop-${randomUUID()}` };
      await shop.call('cart/line-items/', {
        ...who,
        method: 'POST',
        body: { variantId, quantity: 2 },
      });
      const checkout = (await shop.call('checkout-cart/', who)).body as {
        data: { revision: string; collectionStores: { id: number }[] };
      };
      const put = (
        await shop.call('checkout-cart/', {
          ...who,
          method: 'PUT',
          body: {
            revision: checkout.data.revision,
            recipient: recipientIn('sg'),
            shippingAddress: addressIn('sg'),
            deliveryOptionId: delivery,
            collectionStoreId:
              delivery === 'click_and_collect' ? checkout.data.collectionStores[0]!.id : null,
            paymentMethodId: 'card',
            useCredits: false,
          },
        })
      ).body as { data: { revision: string } };
      const placed = await shop.call('orders', {
        ...who,
        method: 'POST',
        body: {
          idempotencyKey: randomUUID(),
          revision: put.data.revision,
          consents: guestConsents,
        },
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      return (placed.body as { data: { order: { id: number } } }).data.order.id;
    }

    const readOrder = async (orderId: number) =>
      (
        await shop.db.query<{ status: OrderStatus; released: boolean; events: number }>(
          `SELECT status, released_at IS NOT NULL AS released,
                  (SELECT count(*)::int FROM order_events WHERE order_id = $1) AS events
           FROM orders WHERE id = $1`,
          [orderId],
        )
      )[0]!;

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<PaymentStart['status']>(
          'paid',
          'payment_pending',
          'bank_transfer_pending',
          'cod',
          'payment_failed',
        ),
        fc.constantFrom('standard' as const, 'click_and_collect' as const),
        // Mostly moves the table allows (to walk deep), some any status at all (to be refused).
        fc.array(fc.record({ allowedMove: fc.boolean(), pick: fc.nat(10_000) }), {
          maxLength: 14,
        }),
        async (start, delivery, steps) => {
          payments.answer(start);
          const stockBefore = await stockOf();
          const orderId = await placeOrder(delivery);
          let applied = 0;
          let wasPaid = start === 'paid';
          for (const { allowedMove, pick } of steps) {
            const before = await readOrder(orderId);
            const next = nextStatuses(before.status, delivery);
            const target =
              allowedMove && next.length > 0
                ? next[pick % next.length]!
                : statuses[pick % statuses.length]!;
            const moved = await shop.db
              .transaction((tx) => transitionOrder(tx, orderId, target))
              .then(
                () => true,
                (error: unknown) => {
                  if (error instanceof OrderTransitionError) return false;
                  throw error;
                },
              );
            expect(moved).toBe(next.includes(target));
            if (isTerminalOrderStatus(before.status)) expect(moved).toBe(false);
            if (moved) applied += 1;

            const after = await readOrder(orderId);
            if (!moved) expect(after).toEqual(before);
            if (after.status === 'paid' || after.status === 'purchased') wasPaid = true;
            if (wasPaid) expect(UNPAID_ORDER_STATUSES).not.toContain(after.status);
            const stock = await stockOf();
            expect(stock).toBeGreaterThanOrEqual(0);
            expect(stock + (after.released ? 0 : 2)).toBe(stockBefore);
            // Placed, payment started, then each change applied.
            expect(after.events).toBe(2 + applied);
          }
        },
      ),
      { numRuns: 30 },
    );
  }, 120_000);
});
