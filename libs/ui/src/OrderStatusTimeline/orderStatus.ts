import type { OrderStatus } from '@beauty/i18n';

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
