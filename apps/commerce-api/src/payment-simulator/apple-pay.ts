import { randomBytes } from 'node:crypto';
import type {
  ApplePayPaymentDataBody,
  ProviderApplePaySessionBody,
} from '@beauty/commerce-sdk/contract';
import { cardDigits, cardOf, type CardOutcome } from './cards.js';
import { hmacHex, randomId, sameSecret, simulatorSecret } from './secrets.js';

/** How long Apple's merchant session is valid: five minutes. */
const SESSION_MINUTES = 5;
/** The merchant identifier the shop is registered with at Apple. */
const MERCHANT_IDENTIFIER = 'merchant.shop.beauty';

/** The default wallet card: the test card that pays. */
const WALLET_CARD = '4242424242424242';

/** What the simulated Apple Pay token holds (a real one holds it encrypted for the provider). */
interface WalletPayment {
  transactionId: string;
  transactionAmount: string;
  currencyCode: string;
  outcome: CardOutcome;
  brand: string;
  last4: string;
}

/**
 * The merchant session Apple's server would answer to the shop's validation request: what the
 * shop hands to the Apple Pay sheet. Signed by the simulator, standing in for Apple.
 */
export function merchantSession(signingSecret: string, body: ProviderApplePaySessionBody) {
  const now = Date.now();
  const session = {
    epochTimestamp: now,
    expiresAt: now + SESSION_MINUTES * 60_000,
    merchantSessionIdentifier: randomId('SSH'),
    nonce: randomBytes(8).toString('hex'),
    merchantIdentifier: MERCHANT_IDENTIFIER,
    domainName: body.domainName,
    displayName: body.displayName,
    operationalAnalyticsIdentifier: `${body.displayName}:${MERCHANT_IDENTIFIER}`,
  };
  const signature = hmacHex(simulatorSecret(signingSecret, 'applePay'), JSON.stringify(session));
  return { ...session, signature };
}

/**
 * The `paymentData` the Apple Pay sheet gives when the shopper authorises a payment with a card
 * of their wallet: a signed token in Apple's shape (`version`, `data`, `signature`, `header`).
 */
export function walletPaymentData(signingSecret: string, body: ApplePayPaymentDataBody) {
  const card = cardOf(cardDigits(body.cardNumber ?? WALLET_CARD));
  const payment: WalletPayment = {
    transactionId: randomBytes(16).toString('hex'),
    transactionAmount: body.amount,
    currencyCode: body.currencyCode.toUpperCase(),
    ...card,
  };
  const data = Buffer.from(JSON.stringify(payment)).toString('base64');
  return {
    version: 'EC_v1',
    data,
    signature: hmacHex(simulatorSecret(signingSecret, 'applePay'), data),
    header: { transactionId: payment.transactionId },
  };
}

/** Reads a `paymentData` token the simulator signed; undefined when it is not one. */
export function readWalletPaymentData(
  signingSecret: string,
  token: string,
): WalletPayment | undefined {
  try {
    const paymentData = JSON.parse(token) as { data?: unknown; signature?: unknown };
    if (typeof paymentData.data !== 'string' || typeof paymentData.signature !== 'string') {
      return undefined;
    }
    const expected = hmacHex(simulatorSecret(signingSecret, 'applePay'), paymentData.data);
    if (!sameSecret(expected, paymentData.signature)) return undefined;
    return JSON.parse(Buffer.from(paymentData.data, 'base64').toString('utf8')) as WalletPayment;
  } catch {
    return undefined;
  }
}
