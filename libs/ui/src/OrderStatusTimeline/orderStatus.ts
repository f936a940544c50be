/** Order and shipping statuses as the order service reports them. */
export const ORDER_STATUSES = [
  'cod',
  'paid',
  'payment_pending',
  'payment_failed',
  'payment_blocked',
  'payment_expired',
  'payment_cancelled',
  'processing',
  'shipped',
  'delivered',
  'returned',
  'cancelled',
  'purchased',
  'bank_transfer_pending',
  'order_placed',
  'dispatch_in_progress',
  'lost_in_transit',
  'ready_for_pick_up',
  'booked_for_delivery',
  'in_transit',
  'with_driver',
  'completed',
  'delivery_attempted',
  'awaiting_collection',
  'awaiting_drop_off',
  'pickup_failed',
  'delivery_failed',
  'returned_to_sender',
  'return_requested',
  'return_booked',
  'return_booking_failed',
  'invalidated',
  'damaged',
  'lost',
  'order_cancelled',
  'customs_on_hold',
  'customs_failed',
  'with_customs',
  'customs_awaiting_payment',
  'insufficient_address',
  'untrackable',
  'unconfirmed',
] as const;

/** One order or shipping status. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const PROBLEMS = new Set<OrderStatus>([
  'payment_failed',
  'payment_blocked',
  'payment_expired',
  'payment_cancelled',
  'cancelled',
  'order_cancelled',
  'lost_in_transit',
  'lost',
  'damaged',
  'untrackable',
  'pickup_failed',
  'delivery_failed',
  'returned_to_sender',
  'return_booking_failed',
  'invalidated',
  'customs_failed',
  'customs_on_hold',
  'insufficient_address',
]);

/** Whether a status means something went wrong and the shopper may need to act. */
export function isProblemStatus(status: OrderStatus): boolean {
  return PROBLEMS.has(status);
}
