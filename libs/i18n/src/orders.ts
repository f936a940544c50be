// The statuses are the contract's (`@beauty/commerce-sdk/contract`), their one list: this module
// only names their messages, by its union, so the compiler keeps the two in step.
import type { OrderStatus } from '@beauty/commerce-sdk/contract';
import type { MessageKey } from './messages.js';

/** Statuses sharing one short label, as the spec groups them. */
const sharedLabels = {
  payment_failed: 'payment_unsuccessful',
  payment_blocked: 'payment_unsuccessful',
  returned: 'returned',
  returned_to_sender: 'returned',
  lost: 'lost',
  lost_in_transit: 'lost',
  untrackable: 'lost',
  customs_on_hold: 'customs',
  with_customs: 'customs',
} as const satisfies Partial<Record<OrderStatus, string>>;
type SharedLabelStatus = keyof typeof sharedLabels;

const sharesLabel = (status: OrderStatus): status is SharedLabelStatus =>
  Object.hasOwn(sharedLabels, status);

/**
 * The keys of the messages every status of `S` has: its short label (some share one), long title
 * and description. `DeferredCatalogue` asks every language for them for each status of the
 * contract, so a status added there without its messages does not compile.
 */
export type OrderStatusMessageKey<S extends string = OrderStatus> =
  | `order.label.${S extends SharedLabelStatus ? (typeof sharedLabels)[S] : S}`
  | `order.status.${S}.${'long_title' | 'description'}`;

/**
 * Where the links of the status messages lead: `link` to contact customer service (the stores,
 * which answer for their orders), `href` to the Beauty Pass points. Pass them as the messages'
 * values.
 */
export const ORDER_MESSAGE_LINKS = {
  link: '/store-locations',
  href: '/about#about-beauty-pass',
} as const;

/** How the order was paid and collected, which picks message variants. */
export interface OrderStatusContext {
  /** `kbank` and `doku` have their own pending texts; `qr` (PromptPay) its own failure text. */
  paymentMethod?: string;
  /** Why the payment failed (the order's `paymentFailure`): `qr_expired` picks the QR code text. */
  paymentFailure?: 'declined' | 'qr_expired' | null;
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

function description(status: OrderStatus, context: OrderStatusContext): MessageKey {
  const method = context.paymentMethod?.toLowerCase();
  // A DOKU virtual account awaits the transfer in `bank_transfer_pending`: its own text, which
  // names the account shown below and its expiry.
  if (status === 'bank_transfer_pending' && method === 'doku') {
    return 'order.status.payment_pending.doku_description';
  }
  if (status === 'payment_pending' && method) {
    if (method === 'kbank') {
      return context.verifyingKbankPayment
        ? 'order.status.payment_pending.verifying_kbank_payment_description'
        : 'order.status.payment_pending.kbank_description';
    }
    if (method === 'doku') return 'order.status.payment_pending.doku_description';
    return 'order.status.payment_pending.method_description';
  }
  if (status === 'payment_failed' && (method === 'qr' || context.paymentFailure === 'qr_expired')) {
    return 'order.status.payment_failed.qr_description';
  }
  return `order.status.${status}.description`;
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
 * The label, long title, description and (click and collect) pickup note keys of a status of the
 * contract, with the shared labels, payment-method variants and click and collect overrides of
 * the spec. The keys are typed: one the catalogues lack does not compile.
 */
export function orderStatusMessages(
  status: OrderStatus,
  context: OrderStatusContext = {},
): OrderStatusMessages {
  const messages: OrderStatusMessages = {
    label: sharesLabel(status) ? `order.label.${sharedLabels[status]}` : `order.label.${status}`,
    longTitle: `order.status.${status}.long_title`,
    description: description(status, context),
  };
  if (!context.clickAndCollect) return messages;

  switch (status) {
    case 'completed':
      messages.label = 'cnc.label.picked_up';
      messages.longTitle = 'cnc.completed.long_title';
      messages.description = 'cnc.completed.description';
      break;
    case 'dispatch_in_progress':
      if (context.subStatus === 'packed') messages.label = 'cnc.label.ready_for_pick_up';
      else if (context.subStatus === 'payment_pending')
        messages.label = 'cnc.label.payment_pending';
      else messages.label = 'cnc.label.processing';
      break;
    case 'ready_for_pick_up':
    case 'order_cancelled':
    case 'order_placed':
      messages.label = `cnc.label.${status}`;
      messages.longTitle = `cnc.${status}.long_title`;
      messages.description =
        status === 'order_placed' && context.subStatus === 'fraud_check_pending'
          ? 'cnc.fraud_check_pending.description'
          : `cnc.${status}.description`;
      break;
    default:
      break;
  }
  const note = context.subStatus === 'fraud_check_pending' ? context.subStatus : status;
  if (pickupNotes.has(note)) messages.pickupNote = `cnc.pickup_note.${note}` as MessageKey;
  return messages;
}
