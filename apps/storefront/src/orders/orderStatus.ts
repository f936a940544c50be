import type { Order } from '@beauty/commerce-sdk';
import {
  RELEASING_ORDER_STATUSES,
  UNPAID_ORDER_STATUSES,
  type OrderStatus,
} from '@beauty/commerce-sdk/contract';
import { orderStatusMessages, type OrderStatusMessages } from '@beauty/i18n';

/** What the order page needs of an order to word its status. */
export type OrderStatusFacts = Pick<Order, 'status' | 'subStatus' | 'paymentFailure'> & {
  paymentMethod: Pick<Order['paymentMethod'], 'provider'>;
  deliveryOption: Pick<Order['deliveryOption'], 'kind'>;
};

/**
 * The message keys of the order's status: its payment method's variants, the QR code failure,
 * and click and collect's labels and pickup notes. `verifyingKbankPayment` while the bank is
 * being asked about a KBank payment.
 */
export function statusMessagesOf(
  order: OrderStatusFacts,
  { verifyingKbankPayment = false } = {},
): OrderStatusMessages {
  return orderStatusMessages(order.status, {
    paymentMethod: order.paymentMethod.provider,
    paymentFailure: order.paymentFailure,
    verifyingKbankPayment,
    clickAndCollect: order.deliveryOption.kind === 'click_and_collect',
    ...(order.subStatus && { subStatus: order.subStatus }),
  });
}

/** Statuses in which the shop waits for money to arrive: the page watches for it. */
const AWAITING_PAYMENT: readonly OrderStatus[] = ['payment_pending', 'bank_transfer_pending'];

export const isAwaitingPayment = (status: OrderStatus) => AWAITING_PAYMENT.includes(status);

/**
 * Whether the order counts as a purchase: placed and paid, or placed to be paid on delivery;
 * never one still unpaid or one that ended without reaching the shopper.
 */
export const isPurchase = (status: OrderStatus) =>
  status === 'cod' ||
  (!UNPAID_ORDER_STATUSES.includes(status) && !RELEASING_ORDER_STATUSES.includes(status));

/**
 * The order's history for its timeline: each status once, where the order last entered it (a
 * payment retried after a failure shows the failure, then the new attempt).
 */
export function historySteps(history: Order['history']): Order['history'] {
  return history.filter(
    (event, index) => !history.slice(index + 1).some((later) => later.status === event.status),
  );
}
