import type { ApplePayRequest } from '@beauty/commerce-sdk/contract';
import { regionSubtag } from '@beauty/i18n';
import type {
  ApplePayAuthorizedEvent,
  ApplePaySessionLike,
  ApplePayValidateMerchantEvent,
} from './applePay';

/** What a test's Apple Pay sheet was told, in order. */
export type SheetCall =
  | { call: 'begin' }
  | { call: 'abort' }
  | { call: 'completeMerchantValidation'; merchantSession: unknown }
  | { call: 'completePaymentMethodSelection'; newTotal: ApplePayRequest['total'] }
  | { call: 'completePayment'; status: number };

/**
 * A stand-in for Safari's `ApplePaySession`: records how it was made and what it was told, and
 * lets the test play the shopper (validate the merchant, pick a card, authorise, close).
 */
export class FakeApplePaySession implements ApplePaySessionLike {
  static readonly STATUS_SUCCESS = 0;
  static readonly STATUS_FAILURE = 1;
  static sessions: FakeApplePaySession[] = [];
  static canPay = true;
  static canMakePayments = () => FakeApplePaySession.canPay;
  static supportsVersion = (version: number) => version <= 3;

  onvalidatemerchant: ((event: ApplePayValidateMerchantEvent) => void) | null = null;
  onpaymentmethodselected: ((event: unknown) => void) | null = null;
  onpaymentauthorized: ((event: ApplePayAuthorizedEvent) => void) | null = null;
  oncancel: ((event: unknown) => void) | null = null;
  readonly calls: SheetCall[] = [];

  constructor(
    readonly version: number,
    readonly request: ApplePayRequest,
  ) {
    FakeApplePaySession.sessions.push(this);
  }

  begin() {
    this.calls.push({ call: 'begin' });
  }
  abort() {
    this.calls.push({ call: 'abort' });
  }
  completeMerchantValidation(merchantSession: unknown) {
    this.calls.push({ call: 'completeMerchantValidation', merchantSession });
  }
  completePaymentMethodSelection(update: { newTotal: ApplePayRequest['total'] }) {
    this.calls.push({ call: 'completePaymentMethodSelection', newTotal: update.newTotal });
  }
  completePayment(result: { status: number }) {
    this.calls.push({ call: 'completePayment', status: result.status });
  }

  get begun() {
    return this.calls.some((entry) => entry.call === 'begin');
  }

  /** The test's shopper: Apple asks for the merchant's session, as Safari does after `begin`. */
  validate(validationURL = 'https://apple-pay-gateway.apple.com/paymentservices/startSession') {
    this.onvalidatemerchant?.({ validationURL });
  }
  pickCard() {
    this.onpaymentmethodselected?.({ paymentMethod: { type: 'credit' } });
  }
  authorise(paymentData: Record<string, unknown>) {
    this.onpaymentauthorized?.({ payment: { token: { paymentData } } });
  }
  close() {
    this.oncancel?.({});
  }

  static reset() {
    FakeApplePaySession.sessions = [];
    FakeApplePaySession.canPay = true;
  }
}

/** The API's payment request of a Singapore checkout. */
export const testApplePayRequest = (amount = '40.00'): ApplePayRequest => ({
  // Apple Pay's own spelling of the country, as the API sends it.
  countryCode: regionSubtag('sg'),
  currencyCode: 'SGD',
  supportedNetworks: ['visa', 'masterCard', 'amex'],
  merchantCapabilities: ['supports3DS'],
  total: { label: 'Beauty Shop Singapore', amount },
});
