import type { MessageKey } from './messages.js';

/** Every order and shipping status the shop shows. */
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
/** An order or shipping status. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses sharing one short label, as the spec groups them. */
const sharedLabels: Partial<Record<OrderStatus, string>> = {
  payment_failed: 'payment_unsuccessful',
  payment_blocked: 'payment_unsuccessful',
  returned: 'returned',
  returned_to_sender: 'returned',
  lost: 'lost',
  lost_in_transit: 'lost',
  untrackable: 'lost',
  customs_on_hold: 'customs',
  with_customs: 'customs',
};

/** How the order was paid and collected, which picks message variants. */
export interface OrderStatusContext {
  /** `kbank` and `doku` have their own pending texts; `qr` (PromptPay) its own failure text. */
  paymentMethod?: string;
  /** A KBank payment whose enquiry is still being verified. */
  verifyingKbankPayment?: boolean;
  /** A click and collect order, with its own labels and pickup notes. */
  clickAndCollect?: boolean;
  /** Click and collect detail: `processing`, `packed` or `payment_pending` while dispatching, `fraud_check_pending` once placed. */
  subStatus?: 'payment_pending' | 'processing' | 'packed' | 'fraud_check_pending';
}

/** The message keys to show for an order status. */
export interface OrderStatusMessages {
  label: MessageKey;
  longTitle: MessageKey;
  description: MessageKey;
  /** Click and collect only: a note on collecting the order. */
  pickupNote?: MessageKey;
}

const key = (name: string) => name as MessageKey;

function description(status: OrderStatus, context: OrderStatusContext): MessageKey {
  const method = context.paymentMethod?.toLowerCase();
  if (status === 'payment_pending' && method) {
    if (method === 'kbank') {
      return key(
        context.verifyingKbankPayment
          ? 'order.status.payment_pending.verifying_kbank_payment_description'
          : 'order.status.payment_pending.kbank_description',
      );
    }
    if (method === 'doku') return key('order.status.payment_pending.doku_description');
    return key('order.status.payment_pending.method_description');
  }
  if (status === 'payment_failed' && method === 'qr') {
    return key('order.status.payment_failed.qr_description');
  }
  return key(`order.status.${status}.description`);
}

const pickupNotes = new Set([
  'paid',
  'fraud_check_pending',
  'payment_pending',
  'payment_expired',
  'payment_failed',
  'payment_blocked',
  'cancelled',
]);

/**
 * The label, long title, description and (click and collect) pickup note keys of a status, with
 * the shared labels, payment-method variants and click and collect overrides of the spec.
 */
export function orderStatusMessages(
  status: OrderStatus,
  context: OrderStatusContext = {},
): OrderStatusMessages {
  const messages: OrderStatusMessages = {
    label: key(`order.label.${sharedLabels[status] ?? status}`),
    longTitle: key(`order.status.${status}.long_title`),
    description: description(status, context),
  };
  if (!context.clickAndCollect) return messages;

  switch (status) {
    case 'completed':
      messages.label = key('cnc.label.picked_up');
      messages.longTitle = key('cnc.completed.long_title');
      messages.description = key('cnc.completed.description');
      break;
    case 'dispatch_in_progress':
      if (context.subStatus === 'packed') messages.label = key('cnc.label.ready_for_pick_up');
      else if (context.subStatus === 'payment_pending')
        messages.label = key('cnc.label.payment_pending');
      else messages.label = key('cnc.label.processing');
      break;
    case 'ready_for_pick_up':
    case 'order_cancelled':
    case 'order_placed':
      messages.label = key(`cnc.label.${status}`);
      messages.longTitle = key(`cnc.${status}.long_title`);
      messages.description = key(
        status === 'order_placed' && context.subStatus === 'fraud_check_pending'
          ? 'cnc.fraud_check_pending.description'
          : `cnc.${status}.description`,
      );
      break;
    default:
      break;
  }
  const note = context.subStatus === 'fraud_check_pending' ? context.subStatus : status;
  if (pickupNotes.has(note)) messages.pickupNote = key(`cnc.pickup_note.${note}`);
  return messages;
}
