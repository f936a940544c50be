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
  string,
  trim,
  type InferInput,
  type InferOutput,
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
} from './common.js';
import { LineVariantSchema } from './cart.js';
import { endpoint } from './endpoint.js';

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
export type OrderStatus = InferOutput<typeof OrderStatusSchema>;

/** Click-and-collect sub-statuses (`dispatch_in_progress` and `order_placed` cases). */
export const OrderSubStatusSchema = picklist([
  'payment_pending',
  'processing',
  'packed',
  'fraud_check_pending',
]);
export type OrderSubStatus = InferOutput<typeof OrderSubStatusSchema>;

/** Kinds of payment: card, mobile wallet, bank-payment enquiry, QR code (PromptPay), virtual account, buy now pay later. */
export const PaymentKindSchema = picklist([
  'card',
  'wallet',
  'bank_enquiry',
  'qr_code',
  'virtual_account',
  'bnpl',
  'cod',
]);
export type PaymentKind = InferOutput<typeof PaymentKindSchema>;

/** A payment method offered at checkout. */
export const PaymentMethodSchema = object({
  id: string(),
  kind: PaymentKindSchema,
  /** Provider key (`kbank`, `doku`, `apple_pay`, ...), used for the status message variants. */
  provider: string(),
  name: string(),
});
export type PaymentMethod = InferOutput<typeof PaymentMethodSchema>;

/** A delivery option offered at checkout. */
export const DeliveryOptionSchema = object({
  id: string(),
  kind: picklist(['standard', 'express', 'click_and_collect']),
  name: string(),
  price: MoneySchema,
  estimatedDelivery: nullable(string()),
});
export type DeliveryOption = InferOutput<typeof DeliveryOptionSchema>;

/** The recipient of an order. */
export const RecipientSchema = object({
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
});
export type Recipient = InferOutput<typeof RecipientSchema>;

/** The cost summary of an order or checkout. */
export const CostSummarySchema = object({
  subtotal: MoneySchema,
  discount: MoneySchema,
  priceBeforeGst: MoneySchema,
  gstPercent: pipe(number(), minValue(0), maxValue(100)),
  pointsEarned: pipe(number(), integer(), minValue(0)),
  shipping: MoneySchema,
  giftCardRedeemed: MoneySchema,
  total: MoneySchema,
});
export type CostSummary = InferOutput<typeof CostSummarySchema>;

/** A line of a placed order. */
export const OrderLineSchema = object({
  id: IdSchema,
  variant: LineVariantSchema,
  brand: BrandRefSchema,
  quantity: pipe(number(), integer(), minValue(1)),
  total: MoneySchema,
  kind: picklist(['item', 'gift', 'sample', 'reward']),
});
export type OrderLine = InferOutput<typeof OrderLineSchema>;

/** What the shopper must do to pay (QR code, virtual account, bank transfer). */
export const PaymentInstructionsSchema = object({
  kind: PaymentKindSchema,
  /** PromptPay payload to render as a QR code. */
  qrCode: nullable(string()),
  virtualAccountNumber: nullable(string()),
  bank: nullable(string()),
  amount: MoneySchema,
  expiresAt: nullable(TimestampSchema),
});
export type PaymentInstructions = InferOutput<typeof PaymentInstructionsSchema>;

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
});
export type Order = InferOutput<typeof OrderSchema>;

/** `GET orders/{id}` */
export const OrderResponseSchema = singleOf(OrderSchema);
export type OrderResponse = InferOutput<typeof OrderResponseSchema>;

/** Query of `GET orders/{id}`: a guest proves the order is theirs with its email. */
export const OrderQuerySchema = object({ email: optional(EmailSchema) });
export type OrderQuery = InferInput<typeof OrderQuerySchema>;

/** `GET orders`: the signed-in member's orders, newest first. */
export const OrderListResponseSchema = pageOf(
  pick(OrderSchema, ['id', 'number', 'createdAt', 'status', 'subStatus', 'costSummary']),
);
export type OrderListResponse = InferOutput<typeof OrderListResponseSchema>;

/** Body of `POST orders/`: places the order of the checkout cart. */
export const OrderCreateBodySchema = object({
  /** Opaque token of the card or wallet payment, from the payment provider's widget. */
  paymentToken: optional(pipe(string(), maxLength(4096))),
  /** The fraud-prevention token (`forterToken`). */
  forterToken: optional(pipe(string(), maxLength(512))),
});
export type OrderCreateBody = InferInput<typeof OrderCreateBodySchema>;

/** `POST orders/`: the order and where to send the shopper to pay, if anywhere. */
export const OrderCreateResponseSchema = singleOf(
  object({ order: OrderSchema, redirectUrl: nullable(SafeUrlSchema) }),
);
export type OrderCreateResponse = InferOutput<typeof OrderCreateResponseSchema>;

/** Body of `POST orders/enquireKbankPayment`. */
export const KbankEnquiryBodySchema = object({ orderId: IdSchema });
export type KbankEnquiryBody = InferInput<typeof KbankEnquiryBodySchema>;

/** `POST orders/enquireKbankPayment`: the payment state the bank reports. */
export const KbankEnquiryResponseSchema = singleOf(
  object({ orderId: IdSchema, status: OrderStatusSchema, paid: boolean() }),
);
export type KbankEnquiryResponse = InferOutput<typeof KbankEnquiryResponseSchema>;

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
export const ordersEnquireKbankPaymentCreate = endpoint({
  method: 'POST',
  path: 'orders/enquireKbankPayment',
  body: KbankEnquiryBodySchema,
  response: KbankEnquiryResponseSchema,
});
