import {
  array,
  boolean,
  integer,
  length,
  maxLength,
  minValue,
  nonEmpty,
  nullable,
  number,
  object,
  optional,
  pipe,
  record,
  startsWith,
  string,
  unknown,
  url,
  type InferInput,
  type InferOutput,
} from 'valibot';
import {
  AddressSchema,
  IdSchema,
  MoneySchema,
  SafeUrlSchema,
  StoreRefSchema,
  singleOf,
} from './common.js';
import { CartSchema, GiftOptionSchema } from './cart.js';
import { endpoint } from './endpoint.js';
import {
  CostSummarySchema,
  DeliveryOptionSchema,
  OrderSchema,
  PaymentMethodSchema,
  RecipientSchema,
} from './orders.js';

/** The checkout: the bag plus delivery, recipient, payment and the cost summary. */
export const CheckoutSchema = object({
  cart: CartSchema,
  recipient: nullable(RecipientSchema),
  shippingAddress: nullable(AddressSchema),
  deliveryOptions: array(DeliveryOptionSchema),
  deliveryOptionId: nullable(string()),
  collectionStore: nullable(StoreRefSchema),
  paymentMethods: array(PaymentMethodSchema),
  paymentMethodId: nullable(string()),
  /** Store credits: not combinable with a promo code. */
  credits: object({ available: MoneySchema, applied: boolean() }),
  costSummary: CostSummarySchema,
  /** Messages of what still blocks placing the order. */
  blockers: array(string()),
});
export type Checkout = InferOutput<typeof CheckoutSchema>;

/** `GET checkout-cart/` and `PUT checkout-cart/` */
export const CheckoutResponseSchema = singleOf(CheckoutSchema);
export type CheckoutResponse = InferOutput<typeof CheckoutResponseSchema>;

/** Body of `PUT checkout-cart/`: the checkout choices, replaced as a whole. */
export const CheckoutReplaceBodySchema = object({
  recipient: RecipientSchema,
  shippingAddress: nullable(AddressSchema),
  deliveryOptionId: pipe(string(), nonEmpty('Required field')),
  /** Required with click and collect. */
  collectionStoreId: nullable(IdSchema),
  paymentMethodId: pipe(string(), nonEmpty('Required field')),
  useCredits: boolean(),
});
export type CheckoutReplaceBody = InferInput<typeof CheckoutReplaceBodySchema>;

/** `GET multiple-gwps/`: offers that let the shopper pick their gifts with purchase. */
export const MultipleGwpsResponseSchema = singleOf(
  object({
    offers: array(
      object({
        offerId: IdSchema,
        title: string(),
        maxSelectable: pipe(number(), integer(), minValue(0)),
        selectedVariantIds: array(IdSchema),
        options: array(GiftOptionSchema),
      }),
    ),
  }),
);
export type MultipleGwpsResponse = InferOutput<typeof MultipleGwpsResponseSchema>;

/** Apple Pay's payment request for the current checkout. */
export const ApplePayRequestSchema = object({
  countryCode: pipe(string(), length(2)),
  currencyCode: pipe(string(), length(3)),
  supportedNetworks: array(string()),
  merchantCapabilities: array(string()),
  total: object({ label: string(), amount: string() }),
});
export type ApplePayRequest = InferOutput<typeof ApplePayRequestSchema>;

/** An Apple Pay contact (shipping or billing). */
export const ApplePayContactSchema = object({
  givenName: optional(pipe(string(), maxLength(100))),
  familyName: optional(pipe(string(), maxLength(100))),
  emailAddress: optional(pipe(string(), maxLength(254))),
  phoneNumber: optional(pipe(string(), maxLength(30))),
  addressLines: optional(pipe(array(pipe(string(), maxLength(200))), maxLength(4))),
  locality: optional(pipe(string(), maxLength(100))),
  administrativeArea: optional(pipe(string(), maxLength(100))),
  postalCode: optional(pipe(string(), maxLength(12))),
  countryCode: optional(pipe(string(), length(2))),
});

/** Body of `POST payments/apple-pay/session`: the merchant validation URL Apple gives. */
export const ApplePaySessionBodySchema = object({
  validationUrl: pipe(string(), url(), startsWith('https://')),
});
export type ApplePaySessionBody = InferInput<typeof ApplePaySessionBodySchema>;

/** `POST payments/apple-pay/session`: the opaque merchant session to hand back to Apple Pay. */
export const ApplePaySessionResponseSchema = singleOf(
  object({ merchantSession: record(string(), unknown()) }),
);
export type ApplePaySessionResponse = InferOutput<typeof ApplePaySessionResponseSchema>;

/** Body of `POST payments/apple-pay/address`: the contact picked in the sheet. */
export const ApplePayAddressBodySchema = object({ shippingContact: ApplePayContactSchema });
export type ApplePayAddressBody = InferInput<typeof ApplePayAddressBodySchema>;

/** `POST payments/apple-pay/address`: the new total for that address, or why it cannot ship. */
export const ApplePayAddressResponseSchema = singleOf(
  object({
    total: object({ label: string(), amount: string() }),
    errors: array(object({ field: string(), message: string() })),
  }),
);
export type ApplePayAddressResponse = InferOutput<typeof ApplePayAddressResponseSchema>;

/** Body of `POST payments/apple-pay/order`: the authorised payment. */
export const ApplePayOrderBodySchema = object({
  paymentData: record(string(), unknown()),
  shippingContact: optional(ApplePayContactSchema),
  billingContact: optional(ApplePayContactSchema),
});
export type ApplePayOrderBody = InferInput<typeof ApplePayOrderBodySchema>;

/** `POST payments/apple-pay/order` */
export const ApplePayOrderResponseSchema = singleOf(
  object({ order: OrderSchema, redirectUrl: nullable(SafeUrlSchema) }),
);
export type ApplePayOrderResponse = InferOutput<typeof ApplePayOrderResponseSchema>;

export const checkoutCartGet = endpoint({
  method: 'GET',
  path: 'checkout-cart',
  response: CheckoutResponseSchema,
});
export const checkoutCartReplace = endpoint({
  method: 'PUT',
  path: 'checkout-cart',
  body: CheckoutReplaceBodySchema,
  response: CheckoutResponseSchema,
});
export const multipleGwpsGet = endpoint({
  method: 'GET',
  path: 'multiple-gwps',
  response: MultipleGwpsResponseSchema,
});
export const paymentsApplePayRequestGet = endpoint({
  method: 'GET',
  path: 'payments/apple-pay/request',
  response: singleOf(ApplePayRequestSchema),
});
export const paymentsApplePaySessionCreate = endpoint({
  method: 'POST',
  path: 'payments/apple-pay/session',
  body: ApplePaySessionBodySchema,
  response: ApplePaySessionResponseSchema,
});
export const paymentsApplePayAddressCreate = endpoint({
  method: 'POST',
  path: 'payments/apple-pay/address',
  body: ApplePayAddressBodySchema,
  response: ApplePayAddressResponseSchema,
});
export const paymentsApplePayOrderCreate = endpoint({
  method: 'POST',
  path: 'payments/apple-pay/order',
  body: ApplePayOrderBodySchema,
  response: ApplePayOrderResponseSchema,
});
