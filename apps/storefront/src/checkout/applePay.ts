import type { ApplePayRequest, PaymentMethod } from '@beauty/commerce-sdk/contract';

// Apple Pay on the web (Apple Pay JS): Safari's `ApplePaySession`, described here as far as the
// checkout uses it, since TypeScript's DOM library does not declare it.

/** Apple Pay JS version the checkout speaks (`completePaymentMethodSelection` with an update). */
export const APPLE_PAY_VERSION = 3;

/** A line of the sheet: the shop's name and the amount, as the API's payment request has it. */
type SheetTotal = ApplePayRequest['total'];

/** The session events the checkout listens to. */
export interface ApplePayValidateMerchantEvent {
  validationURL: string;
}
export interface ApplePayAuthorizedEvent {
  payment: { token: { paymentData: Record<string, unknown> } };
}

/** One Apple Pay sheet: created and begun in the click that asked for it. */
export interface ApplePaySessionLike {
  onvalidatemerchant: ((event: ApplePayValidateMerchantEvent) => void) | null;
  onpaymentmethodselected: ((event: unknown) => void) | null;
  onpaymentauthorized: ((event: ApplePayAuthorizedEvent) => void) | null;
  oncancel: ((event: unknown) => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePaymentMethodSelection(update: { newTotal: SheetTotal }): void;
  completePayment(result: { status: number }): void;
}

/** Safari's `ApplePaySession` class. */
export interface ApplePaySessionClass {
  new (version: number, request: ApplePayRequest): ApplePaySessionLike;
  canMakePayments(): boolean;
  supportsVersion(version: number): boolean;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
}

/** Whether the method is Apple Pay (the API's provider key of it). */
export const isApplePay = (method: Pick<PaymentMethod, 'provider'>): boolean =>
  method.provider === 'apple_pay';

/** The browser's Apple Pay, where it can pay with it now (Safari with a card in Wallet). */
export function availableApplePay(scope: object = globalThis): ApplePaySessionClass | undefined {
  const Session = (scope as { ApplePaySession?: ApplePaySessionClass }).ApplePaySession;
  try {
    return Session?.supportsVersion(APPLE_PAY_VERSION) && Session.canMakePayments()
      ? Session
      : undefined;
  } catch {
    // Refused in an insecure context or a frame: no Apple Pay here.
    return undefined;
  }
}

/** What the sheet asks the shop while it is open. */
export interface ApplePayCalls<T> {
  /** Apple's merchant session for the validation URL (`payments/apple-pay/session`). */
  merchantSession(validationUrl: string): Promise<unknown>;
  /** The sheet's total for the choices being saved: the API's payment request, read again. */
  total(): Promise<SheetTotal>;
  /** Places the order with the authorised payment (`payments/apple-pay/order`). */
  pay(paymentData: Record<string, unknown>): Promise<T>;
}

/** The shopper closed the sheet without paying: nothing to tell them. */
export class ApplePayCancelled extends Error {
  override readonly name = 'ApplePayCancelled';
}

/**
 * Opens the Apple Pay sheet for `request` and answers with what `calls.pay` answered once the
 * shopper authorised the payment. Call it synchronously from the click handler, before anything
 * awaited: Safari refuses a session that is not created and begun in the task of the shopper's
 * click, so `request` must already be at hand (the checkout reads it once Apple Pay is chosen).
 * The sheet then asks for the merchant session, shows the total `calls.total` gives for the
 * saved choices, and closes with success or failure as the order went. Rejects with
 * {@link ApplePayCancelled} when the shopper closes it.
 */
export function payWithApplePay<T>(
  Session: ApplePaySessionClass,
  request: ApplePayRequest,
  calls: ApplePayCalls<T>,
): Promise<T> {
  const session = new Session(APPLE_PAY_VERSION, request);
  const outcome = new Promise<T>((resolve, reject) => {
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      try {
        session.abort();
      } catch {
        // The sheet had closed already.
      }
      reject(error);
    };
    session.onvalidatemerchant = (event) => {
      calls
        .merchantSession(event.validationURL)
        .then((merchantSession) => session.completeMerchantValidation(merchantSession), fail);
    };
    session.onpaymentmethodselected = () => {
      calls.total().then((newTotal) => session.completePaymentMethodSelection({ newTotal }), fail);
    };
    session.onpaymentauthorized = (event) => {
      calls.pay(event.payment.token.paymentData).then(
        (answer) => {
          settled = true;
          session.completePayment({ status: Session.STATUS_SUCCESS });
          resolve(answer);
        },
        (error: unknown) => {
          settled = true;
          session.completePayment({ status: Session.STATUS_FAILURE });
          reject(error);
        },
      );
    };
    session.oncancel = () => {
      if (settled) return;
      settled = true;
      reject(new ApplePayCancelled('The Apple Pay sheet was closed'));
    };
  });
  session.begin();
  return outcome;
}
