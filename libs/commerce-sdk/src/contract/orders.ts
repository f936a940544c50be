import {
  array,
  boolean,
  integer,
  maxLength,
  maxValue,
  minValue,
  nonEmpty,
  nullable,
  number,
  object,
  optional,
  pick,
  picklist,
  pipe,
  regex,
  string,
  trim,
} from 'valibot';
import {
  AddressSchema,
  BrandRefSchema,
  EmailSchema,
  IdSchema,
  MoneySchema,
  PagingQuerySchema,
  PhoneSchema,
  SafeUrlSchema,
  StoreRefSchema,
  TimestampSchema,
  pageOf,
  singleOf,
} from './shared.js';
import { ConsentsSchema } from './account.js';
import { LineVariantSchema } from './cart.js';
import { endpoint } from './endpoint.js';
import { named, types } from './named.js';
import type {
  CostSummary,
  DeliveryOption,
  KbankEnquiryBody,
  KbankEnquiryResponse,
  OrderCreateBody,
  OrderCreateResponse,
  OrderEvent,
  OrderLine,
  OrderListResponse,
  OrderPaymentBody,
  OrderQuery,
  OrderResponse,
  OrderStatus,
  OrderSubStatus,
  PaymentFailure,
  PaymentInstructions,
  PaymentKind,
  PaymentMethod,
  Recipient,
  SandboxOrderStatusBody,
  SandboxOrderTransitionsResponse,
} from './types.gen.js';

/**
 * Order and shipping statuses (spec section 4), the one list of them: the shop's messages for them
 * (`@beauty/i18n`) are keyed by this union.
 */
export const OrderStatusSchema = picklist([
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
]);

/** Click-and-collect sub-statuses (`dispatch_in_progress` and `order_placed` cases). */
export const OrderSubStatusSchema = named(
  picklist(['payment_pending', 'processing', 'packed', 'fraud_check_pending']),
  types<OrderSubStatus>,
);

/**
 * The order lifecycle: the statuses each status may move to, the one definition of it. The API
 * refuses any other change (409, {@link orderTransitionRefusedMessage}); a status that moves
 * nowhere is terminal. Designed so that a paid order never goes back to an unpaid status (see
 * {@link UNPAID_ORDER_STATUSES}); the API README shows it as a table and a diagram.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  // Placed, payment not started yet.
  unconfirmed: [
    'paid',
    'purchased',
    'cod',
    'payment_pending',
    'bank_transfer_pending',
    'payment_failed',
    'payment_blocked',
    'payment_expired',
    'payment_cancelled',
    'order_cancelled',
  ],
  // Waiting for the provider (redirect, 3-D Secure, QR code, bank enquiry): 24 hours at most.
  payment_pending: [
    'paid',
    'payment_failed',
    'payment_blocked',
    'payment_expired',
    'payment_cancelled',
    'order_cancelled',
  ],
  bank_transfer_pending: [
    'paid',
    'payment_failed',
    'payment_expired',
    'payment_cancelled',
    'order_cancelled',
  ],
  // Declined or QR code expired: the shopper may pay again (retry email) until it expires, with
  // the order's method: a new payment attempt (`POST orders/{id}/payments`) starts as placing did.
  payment_failed: [
    'payment_pending',
    'bank_transfer_pending',
    'paid',
    'payment_blocked',
    'payment_expired',
    'payment_cancelled',
    'order_cancelled',
  ],
  // Held by the provider: customer service clears or cancels it.
  payment_blocked: ['paid', 'payment_cancelled', 'order_cancelled'],
  payment_expired: [],
  payment_cancelled: [],
  // Confirmed for fulfilment: paid, nothing to pay (gift card, credits), cash on delivery.
  paid: [
    'order_placed',
    'processing',
    'dispatch_in_progress',
    'order_cancelled',
    'cancelled',
    'invalidated',
  ],
  purchased: [
    'order_placed',
    'processing',
    'dispatch_in_progress',
    'order_cancelled',
    'cancelled',
    'invalidated',
  ],
  cod: [
    'order_placed',
    'processing',
    'dispatch_in_progress',
    'order_cancelled',
    'cancelled',
    'invalidated',
  ],
  // Accepted by the warehouse or store (sub-status fraud_check_pending while it is checked).
  order_placed: [
    'processing',
    'dispatch_in_progress',
    'order_cancelled',
    'cancelled',
    'invalidated',
  ],
  processing: [
    'dispatch_in_progress',
    'booked_for_delivery',
    'awaiting_drop_off',
    'shipped',
    'order_cancelled',
    'cancelled',
  ],
  // Sub-statuses processing, packed (and payment_pending: paid at the store on collection).
  dispatch_in_progress: [
    'ready_for_pick_up',
    'booked_for_delivery',
    'awaiting_drop_off',
    'shipped',
    'order_cancelled',
    'cancelled',
  ],
  // Click and collect: at the store, one-time password sent to the collector.
  ready_for_pick_up: [
    'awaiting_collection',
    'completed',
    'pickup_failed',
    'order_cancelled',
    'cancelled',
  ],
  // Collect within 5 working days; held 7 days, then cancelled (stock back, refund).
  awaiting_collection: ['completed', 'pickup_failed', 'order_cancelled', 'cancelled'],
  pickup_failed: ['awaiting_collection', 'order_cancelled', 'cancelled'],
  // Home delivery.
  booked_for_delivery: [
    'awaiting_drop_off',
    'shipped',
    'in_transit',
    'order_cancelled',
    'cancelled',
  ],
  awaiting_drop_off: ['shipped', 'in_transit', 'order_cancelled', 'cancelled'],
  shipped: [
    'in_transit',
    'with_customs',
    'with_driver',
    'delivered',
    'lost_in_transit',
    'untrackable',
    'damaged',
    'returned_to_sender',
  ],
  in_transit: [
    'with_customs',
    'with_driver',
    'delivered',
    'delivery_attempted',
    'insufficient_address',
    'lost_in_transit',
    'untrackable',
    'damaged',
    'returned_to_sender',
  ],
  with_customs: [
    'customs_on_hold',
    'customs_awaiting_payment',
    'customs_failed',
    'in_transit',
    'with_driver',
  ],
  customs_on_hold: ['with_customs', 'customs_awaiting_payment', 'customs_failed', 'in_transit'],
  customs_awaiting_payment: ['with_customs', 'in_transit', 'customs_failed'],
  customs_failed: ['returned_to_sender', 'lost'],
  with_driver: [
    'delivered',
    'delivery_attempted',
    'delivery_failed',
    'insufficient_address',
    'damaged',
    'lost',
  ],
  delivery_attempted: [
    'with_driver',
    'in_transit',
    'delivered',
    'delivery_failed',
    'awaiting_collection',
  ],
  delivery_failed: ['with_driver', 'awaiting_collection', 'returned_to_sender'],
  insufficient_address: ['with_driver', 'in_transit', 'returned_to_sender'],
  untrackable: ['in_transit', 'with_driver', 'delivered', 'lost_in_transit', 'lost'],
  lost_in_transit: ['in_transit', 'delivered', 'lost'],
  // Back at the warehouse: shipped again, or cancelled (its stock is back on sale).
  returned_to_sender: ['processing', 'order_cancelled', 'cancelled'],
  delivered: ['completed', 'return_requested'],
  completed: ['return_requested'],
  return_requested: ['return_booked', 'return_booking_failed', 'completed'],
  return_booking_failed: ['return_booked', 'completed'],
  return_booked: ['returned', 'lost_in_transit'],
  returned: [],
  damaged: [],
  lost: [],
  // Cancelled by the shop (out of stock, bulk buying), by the shopper's request, or as fraud.
  order_cancelled: [],
  cancelled: [],
  invalidated: [],
};

/** Whether an order in `from` may move to `to` ({@link ORDER_TRANSITIONS}). */
export const canTransition = (from: OrderStatus, to: OrderStatus): boolean =>
  ORDER_TRANSITIONS[from].includes(to);

/** Whether nothing follows the status: the order's story is over. */
export const isTerminalOrderStatus = (status: OrderStatus): boolean =>
  ORDER_TRANSITIONS[status].length === 0;

/**
 * Statuses of an order not (yet) paid for. Once paid (`paid`, or `purchased` with nothing to pay),
 * an order never enters one of these again.
 */
export const UNPAID_ORDER_STATUSES: readonly OrderStatus[] = [
  'unconfirmed',
  'payment_pending',
  'bank_transfer_pending',
  'payment_failed',
  'payment_blocked',
  'payment_expired',
  'payment_cancelled',
  'cod',
];

/**
 * Statuses that end an order without it reaching the shopper: its reserved stock goes back on
 * sale and the points and credits it used are refunded, once.
 */
export const RELEASING_ORDER_STATUSES: readonly OrderStatus[] = [
  'payment_expired',
  'payment_cancelled',
  'order_cancelled',
  'cancelled',
  'invalidated',
];

/** The sub-statuses each status may carry (click and collect's cases); none for the others. */
export const ORDER_SUB_STATUSES: Readonly<Partial<Record<OrderStatus, readonly OrderSubStatus[]>>> =
  {
    order_placed: ['fraud_check_pending'],
    dispatch_in_progress: ['payment_pending', 'processing', 'packed'],
  };

/** Statuses only a click-and-collect order enters, and only a home delivery enters. */
export const ORDER_STATUSES_BY_DELIVERY = {
  click_and_collect: ['ready_for_pick_up', 'pickup_failed'],
  home_delivery: ['booked_for_delivery', 'awaiting_drop_off', 'shipped'],
} as const satisfies Record<string, readonly OrderStatus[]>;

/** A click-and-collect order is held at the store this many days (spec section 9). */
export const COLLECTION_HOLD_DAYS = 7;
/** Payment of a pending order is confirmed within this many hours, or the order expires. */
export const PAYMENT_CONFIRMATION_HOURS = 24;

/**
 * Statuses in which the shopper may pay for the order again (`POST orders/{id}/payments`): a
 * declined card or wallet, a failed bank or pay-later approval, an expired PromptPay QR code (spec
 * section 4, `payment_failed` and its QR-code variant). An expired, cancelled or blocked payment
 * cannot be retried: the order's time is over, or customer service decides.
 */
export const PAYMENT_RETRY_STATUSES: readonly OrderStatus[] = ['payment_failed'];

/** Whether the shopper may pay again for an order in `status` ({@link PAYMENT_RETRY_STATUSES}). */
export const canRetryPayment = (status: OrderStatus): boolean =>
  PAYMENT_RETRY_STATUSES.includes(status);

/** The orders' own refusals (beside {@link ServerMessages}). */
export const OrderMessages = {
  idempotencyKeyReused: 'This idempotency key was already used for a different order',
  stillPlacing: 'This order is still being placed. Please try again in a moment.',
  paymentUnderWay: 'A payment of this order is already under way. Please try again in a moment.',
} as const;

/** The refusal of a change the lifecycle does not allow. */
export const orderTransitionRefusedMessage = (from: OrderStatus, to: OrderStatus): string =>
  `This order cannot move from ${from} to ${to}`;

/** Kinds of payment: card, mobile wallet, bank-payment enquiry, QR code (PromptPay), virtual account, buy now pay later. */
export const PaymentKindSchema = named(
  picklist(['card', 'wallet', 'bank_enquiry', 'qr_code', 'virtual_account', 'bnpl', 'cod']),
  types<PaymentKind>,
);

/** A payment method offered at checkout. */
export const PaymentMethodSchema = named(
  object({
    id: string(),
    kind: PaymentKindSchema,
    /** Provider key (`kbank`, `doku`, `apple_pay`, ...), used for the status message variants. */
    provider: string(),
    /**
     * The brand shoppers know the method by (`KBank`, `PromptPay`, `Apple Pay`, `Atome`), as the
     * checkout names it; `null` for a method without one (a card, cash on delivery).
     */
    brand: nullable(string()),
    /** The shop's own name of the method, in English. */
    name: string(),
  }),
  types<PaymentMethod>,
);

/** A delivery option offered at checkout. */
export const DeliveryOptionSchema = named(
  object({
    id: string(),
    kind: picklist(['standard', 'express', 'click_and_collect']),
    name: string(),
    price: MoneySchema,
    estimatedDelivery: nullable(string()),
  }),
  types<DeliveryOption>,
);

/** The recipient of an order. */
export const RecipientSchema = named(
  object({
    fullName: pipe(
      string(),
      trim(),
      nonEmpty('Full Name is required'),
      maxLength(100, 'Character limit exceeded'),
    ),
    email: EmailSchema,
    phone: PhoneSchema,
    /** Identity or company registration number where the country asks for one. */
    registrationNumber: nullable(pipe(string(), maxLength(50, 'Character limit exceeded'))),
  }),
  types<Recipient>,
);

/**
 * The cost summary of an order or checkout (spec section 3), every figure computed by the API:
 * clients show them, never derive one from another.
 */
export const CostSummarySchema = named(
  object({
    /** Items before discounts. */
    subtotal: MoneySchema,
    /** Offers, staff discount and promo code. */
    discount: MoneySchema,
    /** What is due (items after discounts, plus shipping) without the GST it includes. */
    priceBeforeGst: MoneySchema,
    gstPercent: pipe(number(), minValue(0), maxValue(100)),
    /** The GST what is due includes: `priceBeforeGst` plus this is what is due before the gift card. */
    gstAmount: MoneySchema,
    pointsEarned: pipe(number(), integer(), minValue(0)),
    shipping: MoneySchema,
    giftCardRedeemed: MoneySchema,
    /** What the shopper pays (after the gift card). */
    total: MoneySchema,
  }),
  types<CostSummary>,
);

/** A line of a placed order. */
export const OrderLineSchema = named(
  object({
    id: IdSchema,
    variant: LineVariantSchema,
    brand: BrandRefSchema,
    quantity: pipe(number(), integer(), minValue(1)),
    total: MoneySchema,
    kind: picklist(['item', 'gift', 'sample', 'reward']),
  }),
  types<OrderLine>,
);

/** What the shopper must do to pay (QR code, virtual account, bank transfer). */
export const PaymentInstructionsSchema = named(
  object({
    kind: PaymentKindSchema,
    /** PromptPay payload to render as a QR code. */
    qrCode: nullable(string()),
    virtualAccountNumber: nullable(string()),
    bank: nullable(string()),
    amount: MoneySchema,
    expiresAt: nullable(TimestampSchema),
  }),
  types<PaymentInstructions>,
);

/**
 * Why a payment failed: the card or wallet was declined, or the PromptPay QR code expired before
 * it was paid (spec section 4: the QR-code variant of `payment_failed`).
 */
export const PaymentFailureSchema = named(
  picklist(['declined', 'qr_expired']),
  types<PaymentFailure>,
);

/** One change of an order's status, with its time. */
export const OrderEventSchema = named(
  object({
    status: OrderStatusSchema,
    subStatus: nullable(OrderSubStatusSchema),
    at: TimestampSchema,
  }),
  types<OrderEvent>,
);

/** An order. */
export const OrderSchema = object({
  id: IdSchema,
  number: string(),
  createdAt: TimestampSchema,
  status: OrderStatusSchema,
  subStatus: nullable(OrderSubStatusSchema),
  paymentMethod: PaymentMethodSchema,
  deliveryOption: DeliveryOptionSchema,
  estimatedDelivery: nullable(string()),
  recipient: RecipientSchema,
  shippingAddress: nullable(AddressSchema),
  collectionStore: nullable(StoreRefSchema),
  lines: array(OrderLineSchema),
  costSummary: CostSummarySchema,
  trackingUrl: nullable(SafeUrlSchema),
  paymentInstructions: nullable(PaymentInstructionsSchema),
  /** Why the payment failed, for the message variant of `payment_failed` (`null` otherwise). */
  paymentFailure: nullable(PaymentFailureSchema),
  /** Every status the order has had, oldest first: the order page's timeline. */
  history: array(OrderEventSchema),
});

/** `GET orders/{id}` */
export const OrderResponseSchema = named(singleOf(OrderSchema), types<OrderResponse>);

/**
 * A guest's access token of an order: unguessable (256 random bits), handed out when the order is
 * placed and in the links of its emails. The API stores only its hash.
 */
export const OrderAccessTokenSchema = pipe(
  string(),
  regex(/^[A-Za-z0-9_-]{20,100}$/, 'Invalid access token'),
);

/** Query of `GET orders/{id}`: a guest proves the order is theirs with its access token. */
export const OrderQuerySchema = named(
  object({ token: optional(OrderAccessTokenSchema) }),
  types<OrderQuery>,
);

/** `GET orders`: the signed-in member's orders, newest first. */
export const OrderListResponseSchema = named(
  pageOf(pick(OrderSchema, ['id', 'number', 'createdAt', 'status', 'subStatus', 'costSummary'])),
  types<OrderListResponse>,
);

/**
 * The idempotency key of an order creation: the client makes one per order attempt and sends it
 * again when it retries, so a retried create never places a second order.
 */
export const IdempotencyKeySchema = pipe(
  string(),
  regex(/^[A-Za-z0-9_-]{16,100}$/, 'Invalid idempotency key'),
);

/** Body of `POST orders/`: places the order of the checkout cart. */
export const OrderCreateBodySchema = named(
  object({
    /** Same key and same body: the same order again; same key and another body: refused (422). */
    idempotencyKey: IdempotencyKeySchema,
    /** The `revision` of the checkout the shopper reviewed: a bag changed since is refused (409). */
    revision: pipe(string(), nonEmpty('Required field'), maxLength(100)),
    /** Opaque token of the card or wallet payment, from the payment provider's widget. */
    paymentToken: optional(pipe(string(), maxLength(4096))),
    /** The fraud-prevention token (`forterToken`). */
    forterToken: optional(pipe(string(), maxLength(512))),
    /**
     * A guest's consents (spec section 5): collection and use of personal data, disclosure to
     * third parties and being over 14 must be given, marketing is optional. Without them a
     * guest's order is refused (400, `ServerMessages.consentsRequired`); a member's come from
     * their account, and any sent are ignored.
     */
    consents: optional(ConsentsSchema),
  }),
  types<OrderCreateBody>,
);

/**
 * `POST orders/`: the order, where to send the shopper next (the payment provider's page, or the
 * shop's order page for the order's status) and, for a guest, the order's access token (`null`
 * for a member, who views their orders signed in).
 */
export const OrderCreateResponseSchema = named(
  singleOf(
    object({
      order: OrderSchema,
      redirectUrl: nullable(SafeUrlSchema),
      accessToken: nullable(OrderAccessTokenSchema),
    }),
  ),
  types<OrderCreateResponse>,
);

/**
 * Body of `POST orders/{id}/payments`: pays again for an order whose payment failed
 * ({@link PAYMENT_RETRY_STATUSES}), with the order's method: a new PromptPay QR code, the card
 * again (a new `paymentToken`), the bank's or the pay-later provider's page again.
 */
export const OrderPaymentBodySchema = named(
  object({
    /**
     * One per attempt, sent again when the attempt is retried: the same key answers the same
     * attempt; with another body, 422.
     */
    idempotencyKey: IdempotencyKeySchema,
    /** A guest's access token of the order. */
    token: optional(OrderAccessTokenSchema),
    /** Opaque token of the card or wallet payment, from the payment provider's widget. */
    paymentToken: optional(pipe(string(), maxLength(4096))),
    /** The fraud-prevention token (`forterToken`). */
    forterToken: optional(pipe(string(), maxLength(512))),
  }),
  types<OrderPaymentBody>,
);

/** Body of `POST orders/enquireKbankPayment`: a guest adds the order's access token. */
export const KbankEnquiryBodySchema = named(
  object({
    orderId: IdSchema,
    token: optional(OrderAccessTokenSchema),
  }),
  types<KbankEnquiryBody>,
);

/** `POST orders/enquireKbankPayment`: the payment state the bank reports. */
export const KbankEnquiryResponseSchema = named(
  singleOf(object({ orderId: IdSchema, status: OrderStatusSchema, paid: boolean() })),
  types<KbankEnquiryResponse>,
);

export const ordersGet = endpoint({
  method: 'GET',
  path: 'orders/:id',
  query: OrderQuerySchema,
  response: OrderResponseSchema,
});
export const ordersList = endpoint({
  method: 'GET',
  path: 'orders',
  query: PagingQuerySchema,
  response: OrderListResponseSchema,
});
export const ordersCreate = endpoint({
  method: 'POST',
  path: 'orders',
  body: OrderCreateBodySchema,
  response: OrderCreateResponseSchema,
});
/**
 * `POST orders/{id}/payments`: a new payment attempt, answered like placing the order: the order,
 * where the shopper goes next and, for a guest, a new access token of the order. 409 with
 * `ServerMessages.paymentNotRetryable` in a status that does not allow it.
 */
export const ordersPaymentsCreate = endpoint({
  method: 'POST',
  path: 'orders/:id/payments',
  body: OrderPaymentBodySchema,
  response: OrderCreateResponseSchema,
});
export const ordersEnquireKbankPaymentCreate = endpoint({
  method: 'POST',
  path: 'orders/enquireKbankPayment',
  body: KbankEnquiryBodySchema,
  response: KbankEnquiryResponseSchema,
});

/** `GET sandbox/orders/{id}/transitions`: where the order may move next (never in production). */
export const SandboxOrderTransitionsResponseSchema = named(
  singleOf(
    object({
      orderId: IdSchema,
      status: OrderStatusSchema,
      subStatus: nullable(OrderSubStatusSchema),
      /** The statuses {@link ORDER_TRANSITIONS} allows next, for this order's delivery. */
      next: array(OrderStatusSchema),
      /** The sub-statuses each of those may carry. */
      subStatuses: array(
        object({ status: OrderStatusSchema, subStatuses: array(OrderSubStatusSchema) }),
      ),
    }),
  ),
  types<SandboxOrderTransitionsResponse>,
);

/** Body of `POST sandbox/orders/{id}/status`: advances the order as the shop's systems would. */
export const SandboxOrderStatusBodySchema = named(
  object({
    status: OrderStatusSchema,
    subStatus: optional(nullable(OrderSubStatusSchema)),
    /** With `payment_failed`: which message variant the order page shows. */
    paymentFailure: optional(nullable(PaymentFailureSchema)),
  }),
  types<SandboxOrderStatusBody>,
);

export const sandboxOrdersTransitionsGet = endpoint({
  method: 'GET',
  path: 'sandbox/orders/:id/transitions',
  response: SandboxOrderTransitionsResponseSchema,
});
export const sandboxOrdersStatusCreate = endpoint({
  method: 'POST',
  path: 'sandbox/orders/:id/status',
  body: SandboxOrderStatusBodySchema,
  response: OrderResponseSchema,
});
