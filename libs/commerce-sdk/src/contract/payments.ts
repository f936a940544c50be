import {
  array,
  boolean,
  integer,
  length,
  minValue,
  number,
  picklist,
  regex,
  maxLength,
  optional,
  pipe,
  record,
  startsWith,
  string,
  unknown,
  url,
  nullable,
  object,
} from 'valibot';
import {
  CountryCodeSchema,
  CurrencyCodeSchema,
  SafeUrlSchema,
  TimestampSchema,
  listOf,
  singleOf,
} from './shared.js';
import { endpoint } from './endpoint.js';
import { ConsentsSchema } from './account.js';
import { OrderSchema } from './orders.js';
import { named, types } from './named.js';
import type {
  ApplePayAddressBody,
  ApplePayAddressResponse,
  ApplePayContact,
  ApplePayOrderBody,
  ApplePayOrderResponse,
  ApplePayPaymentDataBody,
  ApplePayPaymentDataResponse,
  ApplePayRequest,
  ApplePaySessionBody,
  ApplePaySessionResponse,
  BankTransferBody,
  CardTokenBody,
  CardTokenResponse,
  ProviderApplePaySessionBody,
  ProviderPageDecision,
  ProviderPayment,
  ProviderPaymentCreateBody,
  ProviderPaymentKind,
  ProviderPaymentResponse,
  QrPaymentBody,
  SimulatorActionResponse,
  SimulatorEvent,
  SimulatorEventType,
  WebhookDelivery,
  WebhookDeliveryListResponse,
  WebhookDeliveryQuery,
  WebhookDeliveryResponse,
  WebhookReceivedResponse,
  WebhookRetryResponse,
} from './types.gen.js';

/** Apple Pay's payment request for the current checkout. */
export const ApplePayRequestSchema = named(
  object({
    countryCode: pipe(string(), length(2)),
    currencyCode: pipe(string(), length(3)),
    supportedNetworks: array(string()),
    merchantCapabilities: array(string()),
    total: object({ label: string(), amount: string() }),
  }),
  types<ApplePayRequest>,
);

/** An Apple Pay contact (shipping or billing). */
export const ApplePayContactSchema = named(
  object({
    givenName: optional(pipe(string(), maxLength(100))),
    familyName: optional(pipe(string(), maxLength(100))),
    emailAddress: optional(pipe(string(), maxLength(254))),
    phoneNumber: optional(pipe(string(), maxLength(30))),
    addressLines: optional(pipe(array(pipe(string(), maxLength(200))), maxLength(4))),
    locality: optional(pipe(string(), maxLength(100))),
    administrativeArea: optional(pipe(string(), maxLength(100))),
    postalCode: optional(pipe(string(), maxLength(12))),
    countryCode: optional(pipe(string(), length(2))),
  }),
  types<ApplePayContact>,
);

/** Body of `POST payments/apple-pay/session`: the merchant validation URL Apple gives. */
export const ApplePaySessionBodySchema = named(
  object({
    validationUrl: pipe(string(), url(), startsWith('https://')),
  }),
  types<ApplePaySessionBody>,
);

/** `POST payments/apple-pay/session`: the opaque merchant session to hand back to Apple Pay. */
export const ApplePaySessionResponseSchema = named(
  singleOf(object({ merchantSession: record(string(), unknown()) })),
  types<ApplePaySessionResponse>,
);

/** Body of `POST payments/apple-pay/address`: the contact picked in the sheet. */
export const ApplePayAddressBodySchema = named(
  object({ shippingContact: ApplePayContactSchema }),
  types<ApplePayAddressBody>,
);

/** `POST payments/apple-pay/address`: the new total for that address, or why it cannot ship. */
export const ApplePayAddressResponseSchema = named(
  singleOf(
    object({
      total: object({ label: string(), amount: string() }),
      errors: array(object({ field: string(), message: string() })),
    }),
  ),
  types<ApplePayAddressResponse>,
);

/** Body of `POST payments/apple-pay/order`: the authorised payment. */
export const ApplePayOrderBodySchema = named(
  object({
    paymentData: record(string(), unknown()),
    /** The checkout's `revision` the sheet showed: a bag changed since is refused, not repriced. */
    revision: pipe(string(), maxLength(100)),
    shippingContact: optional(ApplePayContactSchema),
    billingContact: optional(ApplePayContactSchema),
    /** A guest's consents, as with `POST orders/` (`OrderCreateBody.consents`). */
    consents: optional(ConsentsSchema),
  }),
  types<ApplePayOrderBody>,
);

/** `POST payments/apple-pay/order` */
export const ApplePayOrderResponseSchema = named(
  singleOf(object({ order: OrderSchema, redirectUrl: nullable(SafeUrlSchema) })),
  types<ApplePayOrderResponse>,
);

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

// --- The payment provider simulator (`payment-simulator/…`) -------------------------------------
// The shop's local payment provider: its test actions (tokenise a card, pay a QR code, transfer to
// a virtual account, authorise in the Apple Pay sheet, see webhook deliveries) are client methods;
// the calls the API makes to it as a provider and the webhooks it sends are typed here too.

/** Messages of the payments domain and of the simulator. */
export const PaymentMessages = {
  invalidCardNumber: 'Invalid card number',
  invalidExpiry: 'Invalid expiry date',
  invalidCvc: 'Invalid CVC',
  invalidValidationUrl: 'The Apple Pay validation URL is not an Apple Pay server',
  paymentNotFound: 'Payment not found',
  invalidQrCode: 'This is not a valid PromptPay QR code',
  virtualAccountNotFound: 'Unknown virtual account',
  wrongAmount: 'The amount does not match the payment',
  paymentClosed: 'This payment is no longer open',
  invalidReturnUrl: 'The return URL must be a path on the shop',
  invalidSignature: 'Invalid webhook signature',
  notKbankOrder: 'This order is not paid by KBank',
  applePayUnavailable: 'Apple Pay is not offered in this country',
} as const;

/** The header that signs a simulator webhook: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SIMULATOR_SIGNATURE_HEADER = 'Simulator-Signature';
/** A webhook signed longer ago than this (or this far ahead) is refused: replay protection. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/**
 * Labels that derive the simulator's secrets from the API's signing secret (HMAC-SHA256 of the
 * label): the webhook signing secret and the API key the shop calls the provider with.
 */
export const SIMULATOR_SECRET_LABELS = {
  webhooks: 'payment-simulator-webhooks',
  apiKey: 'payment-simulator-api-key',
  applePay: 'payment-simulator-apple-pay',
} as const;
/** How long a PromptPay QR code can be paid, in minutes. */
export const PROMPTPAY_QR_VALID_MINUTES = 15;
/** How long a virtual account accepts the transfer, in hours. */
export const VIRTUAL_ACCOUNT_VALID_HOURS = 24;

/** A decimal amount in major units, as providers and Apple Pay exchange it (`'35.50'`). */
export const DecimalAmountSchema = pipe(
  string(),
  maxLength(20),
  regex(/^\d{1,15}(\.\d{1,2})?$/, 'Invalid amount'),
);

/** Body of `POST payment-simulator/tokens`: card data, which the shop itself never sees. */
export const CardTokenBodySchema = named(
  object({
    number: pipe(string(), maxLength(23)),
    /** `MM/YY` */
    expiry: pipe(string(), maxLength(7)),
    cvc: pipe(string(), maxLength(4)),
  }),
  types<CardTokenBody>,
);

/** `POST payment-simulator/tokens`: the single-use token to send as `paymentToken`. */
export const CardTokenResponseSchema = named(
  singleOf(object({ token: string(), brand: string(), last4: pipe(string(), length(4)) })),
  types<CardTokenResponse>,
);

/** Body of `POST payment-simulator/qr-payments`: a banking app pays a scanned QR code. */
export const QrPaymentBodySchema = named(
  object({ payload: pipe(string(), maxLength(512)) }),
  types<QrPaymentBody>,
);

/** Body of `POST payment-simulator/bank-transfers`: a transfer into a virtual account. */
export const BankTransferBodySchema = named(
  object({
    accountNumber: pipe(string(), regex(/^\d{8,20}$/, 'Invalid account number')),
    amount: DecimalAmountSchema,
  }),
  types<BankTransferBody>,
);

/** What a test action did to the payment it reached. */
export const SimulatorActionResponseSchema = named(
  singleOf(object({ paymentId: string(), reference: string(), status: string() })),
  types<SimulatorActionResponse>,
);

/** Body of `POST payment-simulator/apple-pay/payment-data`: the shopper authorises in the sheet. */
export const ApplePayPaymentDataBodySchema = named(
  object({
    /** The request's total (`total.amount`) and currency. */
    amount: DecimalAmountSchema,
    currencyCode: pipe(string(), length(3)),
    /** The card in the wallet: a test card number (default 4242 4242 4242 4242). */
    cardNumber: optional(pipe(string(), maxLength(23))),
  }),
  types<ApplePayPaymentDataBody>,
);

/** `POST payment-simulator/apple-pay/payment-data`: the `paymentData` Apple Pay would give. */
export const ApplePayPaymentDataResponseSchema = named(
  singleOf(object({ paymentData: record(string(), unknown()) })),
  types<ApplePayPaymentDataResponse>,
);

/** Kinds of webhook event the simulator sends. */
export const SimulatorEventTypeSchema = named(
  picklist(['payment.succeeded', 'payment.failed', 'payment.cancelled']),
  types<SimulatorEventType>,
);

/** A webhook delivery as the simulator records it. */
export const WebhookDeliverySchema = named(
  object({
    eventId: string(),
    type: SimulatorEventTypeSchema,
    paymentId: string(),
    reference: string(),
    attempts: pipe(number(), integer(), minValue(0)),
    delivered: boolean(),
    lastStatusCode: nullable(number()),
    nextAttemptAt: nullable(TimestampSchema),
  }),
  types<WebhookDelivery>,
);

/** Query of `GET payment-simulator/webhook-deliveries`: the deliveries of one payment reference. */
export const WebhookDeliveryQuerySchema = named(
  object({
    reference: pipe(string(), maxLength(100)),
  }),
  types<WebhookDeliveryQuery>,
);

/** `GET payment-simulator/webhook-deliveries` */
export const WebhookDeliveryListResponseSchema = named(
  listOf(WebhookDeliverySchema),
  types<WebhookDeliveryListResponse>,
);

/** `POST payment-simulator/webhook-deliveries/:id/redeliver`: the delivery after sending again. */
export const WebhookDeliveryResponseSchema = named(
  singleOf(WebhookDeliverySchema),
  types<WebhookDeliveryResponse>,
);

/** Payment kinds a provider handles (cash on delivery has none). */
export const ProviderPaymentKindSchema = named(
  picklist(['card', 'wallet', 'bank_enquiry', 'qr_code', 'virtual_account', 'bnpl']),
  types<ProviderPaymentKind>,
);

/** A path on the shop: `/orders/1/confirmation`, never `//host` or `https://…` (no open redirect). */
export const ShopPathSchema = pipe(
  string(),
  maxLength(1024),
  regex(/^\/(?![/\\])[^\s\\]*$/, PaymentMessages.invalidReturnUrl),
);

/** Body of `POST payment-simulator/payments` (server to server): the shop asks to be paid. */
export const ProviderPaymentCreateBodySchema = named(
  object({
    /** The shop's unique reference of the payment; a repeated one answers the same payment. */
    reference: pipe(string(), regex(/^[A-Za-z0-9_-]{1,100}$/)),
    kind: ProviderPaymentKindSchema,
    provider: pipe(string(), maxLength(40)),
    amount: DecimalAmountSchema,
    currency: CurrencyCodeSchema,
    country: CountryCodeSchema,
    /** Card token, or the Apple Pay `paymentData` as JSON. */
    token: optional(pipe(string(), maxLength(8192))),
    /** Where the provider's pages send the shopper back. */
    returnUrl: ShopPathSchema,
  }),
  types<ProviderPaymentCreateBody>,
);

/** A payment at the provider. */
export const ProviderPaymentSchema = named(
  object({
    id: string(),
    reference: string(),
    kind: ProviderPaymentKindSchema,
    provider: string(),
    status: picklist(['pending', 'succeeded', 'failed', 'cancelled']),
    failureCode: nullable(string()),
    amount: DecimalAmountSchema,
    currency: CurrencyCodeSchema,
    /** The provider's page the shopper must visit (3-D Secure, bank, buy now pay later). */
    redirectUrl: nullable(string()),
    /** PromptPay: the EMVCo payload to show as a QR code. */
    qrCode: nullable(string()),
    virtualAccount: nullable(object({ number: string(), bank: string() })),
    expiresAt: nullable(TimestampSchema),
  }),
  types<ProviderPayment>,
);

/** `POST payment-simulator/payments`, `GET payment-simulator/payments/:id` */
export const ProviderPaymentResponseSchema = named(
  singleOf(ProviderPaymentSchema),
  types<ProviderPaymentResponse>,
);

/** Body of `POST payment-simulator/apple-pay/sessions`: Apple's merchant validation, simulated. */
export const ProviderApplePaySessionBodySchema = named(
  object({
    validationUrl: pipe(string(), url(), startsWith('https://')),
    domainName: pipe(string(), maxLength(253)),
    displayName: pipe(string(), maxLength(64)),
  }),
  types<ProviderApplePaySessionBody>,
);

/** `POST payment-simulator/webhook-deliveries/retry`: the failed deliveries due now, sent again. */
export const WebhookRetryResponseSchema = named(
  singleOf(
    object({
      attempted: pipe(number(), integer(), minValue(0)),
      delivered: pipe(number(), integer(), minValue(0)),
    }),
  ),
  types<WebhookRetryResponse>,
);

/**
 * The form a provider page posts (`POST payment-simulator/checkout/:id`, form-encoded): pass or
 * fail 3-D Secure, approve or decline at the bank or the pay-later provider, or cancel there.
 */
export const ProviderPageDecisionSchema = named(
  object({
    decision: picklist(['approve', 'decline', 'cancel']),
  }),
  types<ProviderPageDecision>,
);

/** The body of a simulator webhook (`POST payments/webhooks/simulator`). */
export const SimulatorEventSchema = named(
  object({
    id: pipe(string(), regex(/^evt_[A-Za-z0-9_-]{8,64}$/)),
    type: SimulatorEventTypeSchema,
    /** Unix seconds. */
    created: pipe(number(), integer()),
    data: ProviderPaymentSchema,
  }),
  types<SimulatorEvent>,
);

/** `POST payments/webhooks/simulator`: the event is taken (also when it was already). */
export const WebhookReceivedResponseSchema = named(
  object({
    received: boolean(),
    duplicate: boolean(),
  }),
  types<WebhookReceivedResponse>,
);

export const paymentSimulatorTokensCreate = endpoint({
  method: 'POST',
  path: 'payment-simulator/tokens',
  body: CardTokenBodySchema,
  response: CardTokenResponseSchema,
});
export const paymentSimulatorQrPaymentsCreate = endpoint({
  method: 'POST',
  path: 'payment-simulator/qr-payments',
  body: QrPaymentBodySchema,
  response: SimulatorActionResponseSchema,
});
export const paymentSimulatorBankTransfersCreate = endpoint({
  method: 'POST',
  path: 'payment-simulator/bank-transfers',
  body: BankTransferBodySchema,
  response: SimulatorActionResponseSchema,
});
export const paymentSimulatorApplePayPaymentDataCreate = endpoint({
  method: 'POST',
  path: 'payment-simulator/apple-pay/payment-data',
  body: ApplePayPaymentDataBodySchema,
  response: ApplePayPaymentDataResponseSchema,
});
export const paymentSimulatorWebhookDeliveriesList = endpoint({
  method: 'GET',
  path: 'payment-simulator/webhook-deliveries',
  query: WebhookDeliveryQuerySchema,
  response: WebhookDeliveryListResponseSchema,
});
export const paymentSimulatorWebhookDeliveriesRedeliver = endpoint({
  method: 'POST',
  path: 'payment-simulator/webhook-deliveries/:id/redeliver',
  response: WebhookDeliveryResponseSchema,
});

// Server-to-server calls of the shop to its provider (not client methods).
export const providerPaymentsCreate = endpoint({
  method: 'POST',
  path: 'payment-simulator/payments',
  body: ProviderPaymentCreateBodySchema,
  response: ProviderPaymentResponseSchema,
});
export const providerPaymentsGet = endpoint({
  method: 'GET',
  path: 'payment-simulator/payments/:id',
  response: ProviderPaymentResponseSchema,
});
/** Cancels a payment the shop no longer wants (a new attempt superseded it); 409 once closed. */
export const providerPaymentsCancel = endpoint({
  method: 'POST',
  path: 'payment-simulator/payments/:id/cancel',
  response: ProviderPaymentResponseSchema,
});
export const providerApplePaySessionsCreate = endpoint({
  method: 'POST',
  path: 'payment-simulator/apple-pay/sessions',
  body: ProviderApplePaySessionBodySchema,
  response: ApplePaySessionResponseSchema,
});
export const providerWebhookDeliveriesRetry = endpoint({
  method: 'POST',
  path: 'payment-simulator/webhook-deliveries/retry',
  response: WebhookRetryResponseSchema,
});
