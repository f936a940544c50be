import {
  PaymentMessages,
  ordersEnquireKbankPaymentCreate,
  type OrderStatus,
} from '@beauty/commerce-sdk/contract';
import type { Hono } from 'hono';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { mount } from '../http/route.js';
import { orderForViewer } from '../orders/index.js';
import type { ProviderClient } from './provider.js';
import { lockPayment, settlePayment } from './settle.js';

/**
 * `POST orders/enquireKbankPayment`: KBank sends no webhook; the shop asks the bank how the
 * payment went (when the shopper comes back from the bank's page, or the order page asks) and
 * moves the order from payment_pending to paid or payment_failed. Only the order's owner may ask.
 */
export function kbankRoutes(app: Hono, db: Database, provider: ProviderClient) {
  mount(app, ordersEnquireKbankPaymentCreate, async ({ c, body }) => {
    const order = await orderForViewer(db, c, body.orderId, body.token);
    if (order.paymentMethod.provider !== 'kbank') {
      throw new ApiError(422, PaymentMessages.notKbankOrder);
    }
    const [payment] = await db.query<{ providerPaymentId: string | null; status: string }>(
      `SELECT provider_payment_id AS "providerPaymentId", status FROM payments
       WHERE order_id = $1 ORDER BY attempt DESC LIMIT 1`,
      [order.id],
    );
    let status: OrderStatus = order.status;
    if (payment?.providerPaymentId && payment.status === 'pending') {
      // Asked with no transaction open; the answer is applied under the payment's lock.
      const remote = await provider.getPayment(payment.providerPaymentId);
      await db.transaction(async (tx) => {
        const locked = await lockPayment(tx, 'order_id', order.id);
        if (locked) await settlePayment(tx, locked, remote, 'KBank payment enquiry');
      });
      const [row] = await db.query<{ status: OrderStatus }>(
        'SELECT status FROM orders WHERE id = $1',
        [order.id],
      );
      status = row?.status ?? status;
    }
    const [settled] = await db.query<{ status: string }>(
      'SELECT status FROM payments WHERE order_id = $1 ORDER BY attempt DESC LIMIT 1',
      [order.id],
    );
    return { data: { orderId: order.id, status, paid: settled?.status === 'succeeded' } };
  });
}
