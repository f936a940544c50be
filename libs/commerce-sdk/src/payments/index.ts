import {
  paymentSimulatorApplePayPaymentDataCreate,
  paymentSimulatorBankTransfersCreate,
  paymentSimulatorQrPaymentsCreate,
  paymentSimulatorTokensCreate,
  paymentSimulatorWebhookDeliveriesList,
  paymentSimulatorWebhookDeliveriesRedeliver,
  paymentsApplePayAddressCreate,
  paymentsApplePayOrderCreate,
  paymentsApplePayRequestGet,
  paymentsApplePaySessionCreate,
} from '../contract/payments.js';
import { bare, byId, withBody, withQuery } from '../transport/operations.js';
import type { Transport } from '../transport/transport.js';

/**
 * Payments: the Apple Pay calls `payments/apple-pay/…`, and the test actions of the shop's local
 * payment provider (`payment-simulator/…`): what a shopper's card form, banking app or wallet
 * would do.
 */
export function paymentsApi(t: Transport) {
  return {
    payments: {
      applePay: {
        /** The new total for the contact picked in the sheet, or why it cannot ship there. */
        address: { create: withBody(t, paymentsApplePayAddressCreate) },
        /** Places the order with the authorised payment. */
        order: { create: withBody(t, paymentsApplePayOrderCreate) },
        /** Apple Pay's payment request for the current checkout. */
        request: { get: bare(t, paymentsApplePayRequestGet) },
        /** The merchant session for the validation URL Apple gives. */
        session: { create: withBody(t, paymentsApplePaySessionCreate) },
      },
    },
    paymentSimulator: {
      /** Tokenises card data (a test card): send the token as the order's `paymentToken`. */
      tokens: { create: withBody(t, paymentSimulatorTokensCreate) },
      /** Pays a PromptPay QR code, as a banking app that scanned it. */
      qrPayments: { create: withBody(t, paymentSimulatorQrPaymentsCreate) },
      /** Transfers money into a virtual account, as the shopper's bank. */
      bankTransfers: { create: withBody(t, paymentSimulatorBankTransfersCreate) },
      applePay: {
        /** Authorises a payment in the (simulated) Apple Pay sheet: the `paymentData` to send. */
        paymentData: { create: withBody(t, paymentSimulatorApplePayPaymentDataCreate) },
      },
      webhookDeliveries: {
        /** The webhooks sent for a payment reference (the order number), with their attempts. */
        list: withQuery(t, paymentSimulatorWebhookDeliveriesList),
        /** Sends an event again (a duplicate delivery: the shop takes it once). */
        redeliver: byId(t, paymentSimulatorWebhookDeliveriesRedeliver),
      },
    },
  };
}
