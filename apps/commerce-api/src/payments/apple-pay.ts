import { createHash } from 'node:crypto';
import {
  PaymentMessages,
  paymentsApplePayAddressCreate,
  paymentsApplePayOrderCreate,
  paymentsApplePayRequestGet,
  paymentsApplePaySessionCreate,
  type ApplePayRequest,
} from '@beauty/commerce-sdk/contract';
import { countries, regionSubtag, siteText, toCountryCode } from '@beauty/i18n';
import type { Hono } from 'hono';
import { CheckoutMessages, withPricedCheckout, type PricedCheckout } from '../checkout/index.js';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { mount } from '../http/route.js';
import { placeOrder, type PaymentGateway } from '../orders/index.js';
import { decimalAmount } from './gateway.js';
import type { ProviderClient } from './provider.js';

/**
 * Apple's payment servers, the only hosts a merchant validation URL may name (Apple Pay on the
 * Web, "Setting Up Your Server", Listing 1): global, China and their pods, and the sandbox. The
 * shop never posts to any other host, whatever the browser sends (no request forgery).
 */
const APPLE_PAY_HOSTS = new Set([
  'apple-pay-gateway.apple.com',
  'cn-apple-pay-gateway.apple.com',
  ...[1, 2, 3, 4, 5].flatMap((pod) => [
    `apple-pay-gateway-nc-pod${pod}.apple.com`,
    `apple-pay-gateway-pr-pod${pod}.apple.com`,
  ]),
  ...[1, 2, 3].flatMap((pod) => [
    `cn-apple-pay-gateway-sh-pod${pod}.apple.com`,
    `cn-apple-pay-gateway-tj-pod${pod}.apple.com`,
  ]),
  'apple-pay-gateway-cert.apple.com',
  'cn-apple-pay-gateway-cert.apple.com',
]);

/** Whether a merchant validation URL is one of Apple's: https, an Apple Pay host, no port. */
export function isApplePayValidationUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (
      url.protocol === 'https:' &&
      url.port === '' &&
      url.username === '' &&
      url.password === '' &&
      APPLE_PAY_HOSTS.has(url.hostname)
    );
  } catch {
    return false;
  }
}

/** The card networks and capabilities the shop accepts in the Apple Pay sheet. */
const SUPPORTED_NETWORKS = ['visa', 'masterCard', 'amex'];
const MERCHANT_CAPABILITIES = ['supports3DS'];

/** The sheet's total line: the shop's name and what the checkout costs now. */
function totalOf(priced: PricedCheckout, language: Parameters<typeof siteText>[1]) {
  const { country } = priced.viewer;
  return {
    label: siteText(country, language).title,
    amount: decimalAmount(priced.costSummaryMinor.total, countries[country].priceFractionDigits),
  };
}

/** Refuses Apple Pay where the country does not offer it. */
function requireApplePay(priced: PricedCheckout) {
  if (!priced.paymentMethods.some((method) => method.provider === 'apple_pay')) {
    throw new ApiError(422, PaymentMessages.applePayUnavailable);
  }
}

/**
 * The four Apple Pay calls: the payment request for the checkout, the merchant session (Apple's
 * validation, done by the provider), the total for the contact picked in the sheet, and the order
 * placed with the authorised payment.
 */
export function applePayRoutes(
  app: Hono,
  db: Database,
  provider: ProviderClient,
  gateway: PaymentGateway,
) {
  mount(app, paymentsApplePayRequestGet, async ({ c, country, language }) => {
    const priced = await withPricedCheckout(db, c, country, async (_tx, priced) => priced);
    requireApplePay(priced);
    const request: ApplePayRequest = {
      countryCode: regionSubtag(country),
      currencyCode: priced.currency,
      supportedNetworks: SUPPORTED_NETWORKS,
      merchantCapabilities: MERCHANT_CAPABILITIES,
      total: totalOf(priced, language),
    };
    return { data: request };
  });

  mount(app, paymentsApplePaySessionCreate, async ({ c, body, country, language }) => {
    if (!isApplePayValidationUrl(body.validationUrl)) {
      throw new ApiError(422, PaymentMessages.invalidValidationUrl);
    }
    const session = await provider.applePaySession({
      validationUrl: body.validationUrl,
      domainName: new URL(c.req.url).hostname,
      displayName: siteText(country, language).title,
    });
    return { data: session };
  });

  mount(app, paymentsApplePayAddressCreate, async ({ c, body, country, language }) => {
    const priced = await withPricedCheckout(db, c, country, async (_tx, priced) => priced);
    requireApplePay(priced);
    const contact = body.shippingContact;
    const market = countries[country];
    const errors: { field: string; message: string }[] = [];
    // The sheet's contact fields, checked with the checkout's address rules of the country.
    const postalCode = contact.postalCode?.trim() ?? '';
    if (toCountryCode(contact.countryCode) !== country) {
      errors.push({
        field: 'countryCode',
        message: CheckoutMessages.addressOutsideCountry(market.name),
      });
    } else if (market.postalCodePattern && !market.postalCodePattern.test(postalCode)) {
      errors.push({
        field: 'postalCode',
        message: postalCode ? CheckoutMessages.invalidPostcode : CheckoutMessages.requiredField,
      });
    }
    if (!contact.addressLines?.some((line) => line.trim())) {
      errors.push({ field: 'addressLines', message: CheckoutMessages.requiredField });
    }
    if (!contact.locality?.trim()) {
      errors.push({ field: 'locality', message: CheckoutMessages.requiredField });
    }
    return { data: { total: totalOf(priced, language), errors } };
  });

  mount(app, paymentsApplePayOrderCreate, async ({ c, body, country, language }) => {
    const priced = await withPricedCheckout(db, c, country, async (_tx, priced) => priced);
    requireApplePay(priced);
    if (priced.paymentMethod?.provider !== 'apple_pay') {
      throw new ApiError(422, CheckoutMessages.paymentMethodMissing);
    }
    const paymentToken = JSON.stringify(body.paymentData);
    // One authorised payment places one order, however often the sheet's answer is sent.
    const idempotencyKey = createHash('sha256').update(paymentToken).digest('base64url');
    const placed = await placeOrder(db, c, {
      country,
      language,
      body: {
        idempotencyKey,
        revision: body.revision,
        paymentToken,
        ...(body.consents && { consents: body.consents }),
      },
      payments: gateway,
    });
    return { data: { order: placed.order, redirectUrl: placed.redirectUrl } };
  });
}
