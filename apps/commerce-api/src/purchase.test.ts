// Buys in every country with every payment method it offers, as a shopper's browser would: through
// the SDK, over real HTTP, against the API listening on a port, each payment completed where the
// shopper would complete it (card form, Apple Pay sheet, bank page, banking app, pay-later page).
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  createCommerceClient,
  createMemoryCookieStore,
  type CommerceClient,
} from '@beauty/commerce-sdk';
import {
  CountryCodeSchema,
  type CountryCode,
  type Order,
  type OrderStatus,
  type PaymentMethod,
} from '@beauty/commerce-sdk/contract';
import { countries } from '@beauty/i18n';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceSweeps } from './app.js';
import { TEST_SIGNING_SECRET, useTestApi } from './test/api.js';
import { engines } from './test/databases.js';
import { addressIn, checkoutChoices, guestConsents, plainVariantIn } from './test/shoppers.js';

const SUCCESS_CARD = { number: '4242424242424242', expiry: '12/34', cvc: '123' };
const APPLE_VALIDATION_URL = 'https://apple-pay-gateway.apple.com/paymentservices/startSession';

describe.each(engines)('buying through the SDK against the running API on %s', (engine) => {
  const shop = useTestApi(engine);
  let server: ServerType;
  let origin: string;

  beforeAll(async () => {
    server = serve({ fetch: shop.api.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A guest's browser in the country: its own device id, so its own bag. */
  const guestIn = (country: CountryCode) =>
    createCommerceClient({
      baseUrl: origin,
      country,
      language: countries[country].languages[0],
      cookies: createMemoryCookieStore({ 'device-id': `buyer-${randomUUID()}` }),
    });

  /** Fills the bag and chooses standard delivery and the method: the checkout as it then is. */
  async function checkout(client: CommerceClient, country: CountryCode, method: PaymentMethod) {
    await client.cart.lineItems.create({
      variantId: await plainVariantIn(shop.db, country),
      quantity: 1,
    });
    const { data: seen } = await client.checkoutCart.get();
    const { data: chosen } = await client.checkoutCart.replace(
      checkoutChoices(seen.revision, country, method.id),
    );
    expect(chosen.blockers).toEqual([]);
    return chosen;
  }

  /** Opens a provider page (3-D Secure, bank, pay later) and presses a button on it. */
  async function decideOnPage(url: string, decision: 'approve' | 'decline') {
    const page = await fetch(new URL(url, origin));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`value="${decision}"`);
    const answer = await fetch(new URL(url, origin), {
      method: 'POST',
      redirect: 'manual',
      // What a browser sends with a form on the page's own origin.
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: origin,
        'Sec-Fetch-Site': 'same-origin',
      },
      body: `decision=${decision}`,
    });
    expect(answer.status).toBe(303);
    return answer.headers.get('location');
  }

  /** Pays for the bag with the method, as the shopper would: the order as the API then shows it. */
  async function buy(country: CountryCode, method: PaymentMethod): Promise<Order> {
    const client = guestIn(country);
    const { revision, costSummary } = await checkout(client, country, method);
    const place = (paymentToken?: string) =>
      client.orders.create({
        idempotencyKey: randomUUID(),
        revision,
        paymentToken,
        consents: guestConsents,
      });

    if (method.kind === 'wallet') {
      const { data: request } = await client.payments.applePay.request.get();
      expect(request).toMatchObject({
        countryCode: country.toUpperCase(),
        currencyCode: countries[country].currency,
      });
      await client.payments.applePay.session.create({ validationUrl: APPLE_VALIDATION_URL });
      const shippingContact = {
        givenName: 'Mei',
        familyName: 'Tan',
        addressLines: ['2 Orchard Turn'],
        locality: 'Capital',
        postalCode: addressIn(country).postalCode,
        countryCode: country.toUpperCase(),
      };
      const { data: quote } = await client.payments.applePay.address.create({ shippingContact });
      expect(quote.errors).toEqual([]);
      const { data: sheet } = await client.paymentSimulator.applePay.paymentData.create({
        amount: quote.total.amount,
        currencyCode: request.currencyCode,
      });
      const { data } = await client.payments.applePay.order.create({
        paymentData: sheet.paymentData,
        revision,
        shippingContact,
        consents: guestConsents,
      });
      return data.order;
    }

    const token =
      method.kind === 'card'
        ? (await client.paymentSimulator.tokens.create(SUCCESS_CARD)).data.token
        : undefined;
    const { data: placed } = await place(token);
    const { order, redirectUrl, accessToken } = placed;
    expect(order.costSummary.total).toEqual(costSummary.total);
    const reread = async () =>
      (await client.orders.get(order.id, accessToken ? { token: accessToken } : {})).data;

    switch (method.kind) {
      case 'card':
      case 'cod':
        return order;
      case 'bnpl':
        await decideOnPage(redirectUrl!, 'approve');
        return reread();
      case 'bank_enquiry': {
        await decideOnPage(redirectUrl!, 'approve');
        const { data: enquiry } = await client.orders.enquireKbankPayment.create({
          orderId: order.id,
          ...(accessToken && { token: accessToken }),
        });
        expect(enquiry).toMatchObject({ status: 'paid', paid: true });
        return reread();
      }
      case 'qr_code':
        await client.paymentSimulator.qrPayments.create({
          payload: order.paymentInstructions!.qrCode!,
        });
        return reread();
      case 'virtual_account': {
        const instructions = order.paymentInstructions!;
        expect(order.status).toBe('bank_transfer_pending');
        await client.paymentSimulator.bankTransfers.create({
          accountNumber: instructions.virtualAccountNumber!,
          amount: instructions.amount.amount.toFixed(countries[country].priceFractionDigits),
        });
        return reread();
      }
    }
  }

  for (const country of CountryCodeSchema.options) {
    it(`buys in ${countries[country].name} with every method offered there`, async () => {
      const { data: seen } = await guestIn(country).checkoutCart.get();
      expect(seen.paymentMethods.length).toBeGreaterThan(1);
      const bought: [string, OrderStatus][] = [];
      for (const method of seen.paymentMethods) {
        const order = await buy(country, method);
        bought.push([method.id, order.status]);
      }
      expect(bought).toEqual(
        seen.paymentMethods.map((method) => [method.id, method.kind === 'cod' ? 'cod' : 'paid']),
      );
    });
  }

  it('expires an unpaid PromptPay QR code in its scheduled sweeps, mails the retry, and a new QR code pays', async () => {
    const client = guestIn('th');
    const promptPay = (await client.checkoutCart.get()).data.paymentMethods.find(
      (method) => method.kind === 'qr_code',
    )!;
    const { revision, recipient } = await checkout(client, 'th', promptPay);
    const { data } = await client.orders.create({
      idempotencyKey: randomUUID(),
      revision,
      consents: guestConsents,
    });
    expect(data.order.status).toBe('payment_pending');

    const inSixteenMinutes = new Date(Date.now() + 16 * 60_000);
    for (const sweep of commerceSweeps(
      { db: shop.db, signingSecret: TEST_SIGNING_SECRET },
      shop.api,
    )) {
      await sweep.run(inSixteenMinutes);
    }
    const { data: order } = await client.orders.get(data.order.id, {
      token: data.accessToken!,
    });
    expect(order).toMatchObject({ status: 'payment_failed', paymentFailure: 'qr_expired' });
    const { data: mails } = await client.sandbox.mail.list({ to: recipient!.email });
    expect(mails.map((mail) => mail.kind)).toContain('payment_retry');

    // The shopper pays again: a new QR code, which the banking app pays.
    const { data: retried } = await client.orders.payments.create(data.order.id, {
      idempotencyKey: randomUUID(),
      token: data.accessToken!,
    });
    const payload = retried.order.paymentInstructions!.qrCode!;
    expect(payload).not.toBe(data.order.paymentInstructions!.qrCode);
    await client.paymentSimulator.qrPayments.create({ payload });
    const { data: paid } = await client.orders.get(data.order.id, { token: data.accessToken! });
    expect(paid.status).toBe('paid');
  });
});
