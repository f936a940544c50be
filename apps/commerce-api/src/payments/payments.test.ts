import { createHmac, randomUUID } from 'node:crypto';
import {
  ApplePayAddressResponseSchema,
  ApplePayOrderResponseSchema,
  ApplePayPaymentDataResponseSchema,
  ApplePayRequestSchema,
  ApplePaySessionResponseSchema,
  CardTokenResponseSchema,
  CheckoutResponseSchema,
  ErrorObjectSchema,
  KbankEnquiryResponseSchema,
  OrderCreateResponseSchema,
  OrderResponseSchema,
  PaymentMessages,
  ServerMessages,
  SIMULATOR_SECRET_LABELS,
  SIMULATOR_SIGNATURE_HEADER,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookDeliveryListResponseSchema,
  type CountryCode,
  type Order,
  type SimulatorEvent,
} from '@beauty/commerce-sdk/contract';
import { defaultLanguage } from '@beauty/i18n';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, testTokens, useTestApi, type CallOptions } from '../test/api.js';
import { engines } from '../test/databases.js';
import { checkoutChoices, guestConsents, plainVariantIn, recipientIn } from '../test/shoppers.js';
import { sweepPayments } from './sweep.js';
import { verifySignature } from './webhooks.js';

/** A postcode of each country's format (Hong Kong has none). */

const secretOf = (label: keyof typeof SIMULATOR_SECRET_LABELS) =>
  createHmac('sha256', TEST_SIGNING_SECRET).update(SIMULATOR_SECRET_LABELS[label]).digest('hex');

/** Signs a webhook body as the simulator does, at `unixSeconds`. */
const sign = (
  body: string,
  unixSeconds = Math.floor(Date.now() / 1000),
  secret = secretOf('webhooks'),
) =>
  `t=${unixSeconds},v1=${createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')}`;

/** The EMVCo data objects of a payload, read here independently of the simulator's reader. */
function tlv(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (let at = 0; at < text.length;) {
    const length = Number.parseInt(text.slice(at + 2, at + 4), 10);
    fields[text.slice(at, at + 2)] = text.slice(at + 4, at + 4 + length);
    at += 4 + length;
  }
  return fields;
}

/** CRC-16/CCITT-FALSE, bit by bit. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const char of text) {
    for (let bit = 7; bit >= 0; bit--) {
      const top = ((crc >> 15) & 1) ^ ((char.charCodeAt(0) >> bit) & 1);
      crc = ((crc << 1) & 0xffff) ^ (top ? 0x1021 : 0);
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

describe.each(engines)('payments on %s', (engine) => {
  const shop = useTestApi(engine);
  const { call } = shop;
  const options = () => ({ signingSecret: TEST_SIGNING_SECRET, fetch: shop.api.fetch });
  const errorOf = (body: unknown) => v.parse(ErrorObjectSchema, body);

  const variantIn = (country: CountryCode) => plainVariantIn(shop.db, country);

  /** A guest's checkout in the country with one item, standard delivery and the method. */
  const checkoutWith = async (country: CountryCode, methodId: string) => {
    const guest: CallOptions & { country: CountryCode } = {
      country,
      device: `test-${randomUUID()}`,
    };
    const added = await call('cart/line-items/', {
      ...guest,
      body: { variantId: await variantIn(country), quantity: 1 },
    });
    expect(added.status).toBe(200);
    const seen = v.parse(CheckoutResponseSchema, (await call('checkout-cart/', guest)).body).data;
    const chosen = await call('checkout-cart/', {
      ...guest,
      method: 'PUT',
      body: checkoutChoices(seen.revision, country, methodId),
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    return { guest, checkout: v.parse(CheckoutResponseSchema, chosen.body).data };
  };

  /** Places a guest's order paid with the method; the answer of `POST orders`. */
  const buy = async (country: CountryCode, methodId: string, paymentToken?: string) => {
    const { guest, checkout } = await checkoutWith(country, methodId);
    const placed = await call('orders', {
      ...guest,
      body: {
        idempotencyKey: randomUUID(),
        revision: checkout.revision,
        consents: guestConsents,
        ...(paymentToken && { paymentToken }),
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const data = v.parse(OrderCreateResponseSchema, placed.body).data;
    return { ...data, guest, checkout };
  };

  const orderOf = async (order: Order, accessToken: string | null, country: CountryCode) => {
    const answer = await call(`orders/${order.id}?token=${accessToken}`, { country });
    expect(answer.status).toBe(200);
    return v.parse(OrderResponseSchema, answer.body).data;
  };

  const cardToken = async (number: string, expiry = '12/34', cvc = '123') => {
    const answer = await call('payment-simulator/tokens', { body: { number, expiry, cvc } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return v.parse(CardTokenResponseSchema, answer.body).data.token;
  };

  /** Opens the provider page the order redirects to and takes the decision on it. */
  const decide = async (redirectUrl: string, decision: string) => {
    const page = await shop.api.request(redirectUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`value="${decision}"`);
    return shop.api.request(redirectUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Sec-Fetch-Site': 'same-origin',
      },
      body: `decision=${decision}`,
    });
  };

  const deliveriesOf = async (reference: string) =>
    v.parse(
      WebhookDeliveryListResponseSchema,
      (await call(`payment-simulator/webhook-deliveries?reference=${reference}`)).body,
    ).data;

  describe('cards', () => {
    it('tokenises a card at the simulator only when it is one (Luhn, expiry, CVC)', async () => {
      for (const [body, message] of [
        [
          { number: '4242424242424241', expiry: '12/34', cvc: '123' },
          PaymentMessages.invalidCardNumber,
        ],
        [{ number: '4242 4242', expiry: '12/34', cvc: '123' }, PaymentMessages.invalidCardNumber],
        [
          { number: '4242424242424242', expiry: '01/20', cvc: '123' },
          PaymentMessages.invalidExpiry,
        ],
        [
          { number: '4242424242424242', expiry: '13/34', cvc: '123' },
          PaymentMessages.invalidExpiry,
        ],
        [{ number: '4242424242424242', expiry: '12/34', cvc: '12' }, PaymentMessages.invalidCvc],
      ] as const) {
        const answer = await call('payment-simulator/tokens', { body });
        expect(answer.status).toBe(422);
        expect(errorOf(answer.body).message).toBe(message);
      }
      const answer = await call('payment-simulator/tokens', {
        body: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
      });
      expect(v.parse(CardTokenResponseSchema, answer.body).data).toMatchObject({
        token: expect.stringMatching(/^tok_/),
        brand: 'visa',
        last4: '4242',
      });
    });

    it('pays with the success card: paid, sent to the confirmation page', async () => {
      const { order, redirectUrl, accessToken } = await buy(
        'sg',
        'card',
        await cardToken('4242424242424242'),
      );
      expect(order.status).toBe('paid');
      expect(redirectUrl).toBe(`/orders/${order.id}/confirmation?token=${accessToken}`);
    });

    it.each([
      ['declined', '4000000000000002'],
      ['short of funds', '4000000000009995'],
    ])('fails with a %s card: payment_failed with the retry email', async (_, number) => {
      const { order, redirectUrl, accessToken, checkout } = await buy(
        'my',
        'card',
        await cardToken(number),
      );
      expect(order.status).toBe('payment_failed');
      expect(order.paymentFailure).toBe('declined');
      expect(redirectUrl).toBe(`/orders/${order.id}/payment_failed?token=${accessToken}`);
      const mail = await call(`sandbox/mail?to=${encodeURIComponent(checkout.recipient!.email)}`);
      expect(JSON.stringify(mail.body)).toContain('payment_retry');
    });

    it('refuses a token used twice: the second payment fails', async () => {
      const token = await cardToken('4242424242424242');
      expect((await buy('sg', 'card', token)).order.status).toBe('paid');
      expect((await buy('sg', 'card', token)).order.status).toBe('payment_failed');
    });

    it('challenges the 3-D Secure card on a script-free page, then paid by the webhook', async () => {
      const { order, redirectUrl, accessToken } = await buy(
        'au',
        'card',
        await cardToken('4000000000003220'),
      );
      expect(order.status).toBe('payment_pending');
      expect(redirectUrl).toMatch(/^\/api\/web\/v1\/payment-simulator\/checkout\/pay_/);
      const page = await shop.api.request(redirectUrl!);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
      const html = await page.text();
      expect(html).not.toMatch(/<script|\son\w+=|javascript:/i);
      expect(html).toContain('Pass');

      const passed = await decide(redirectUrl!, 'approve');
      expect(passed.status).toBe(303);
      expect(passed.headers.get('location')).toBe(
        `/orders/${order.id}/confirmation?token=${accessToken}`,
      );
      const paid = await orderOf(order, accessToken, 'au');
      expect(paid.status).toBe('paid');
      expect(paid.history.map((step) => step.status)).toEqual([
        'unconfirmed',
        'payment_pending',
        'paid',
      ]);
      expect(await deliveriesOf(order.number)).toEqual([
        expect.objectContaining({
          type: 'payment.succeeded',
          attempts: 1,
          delivered: true,
          lastStatusCode: 200,
        }),
      ]);
      // A settled payment's page offers nothing to decide any more.
      const settled = await (await shop.api.request(redirectUrl!)).text();
      expect(settled).toContain('This payment is succeeded');
      expect(settled).not.toContain('<form');
      const again = await shop.api.request(redirectUrl!, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'decision=decline',
      });
      expect(again.status).toBe(409);
      expect(errorOf(await again.json()).message).toBe(PaymentMessages.paymentClosed);
    });

    it('refuses a decision posted to the provider page from another site', async () => {
      const { order, redirectUrl, accessToken } = await buy(
        'sg',
        'card',
        await cardToken('4000000000003220'),
      );
      const forged = await shop.api.request(redirectUrl!, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: 'https://evil.example',
          'Sec-Fetch-Site': 'cross-site',
        },
        body: 'decision=approve',
      });
      expect(forged.status).toBe(403);
      // Only the page's own buttons: a card's challenge cannot be "cancelled".
      for (const body of ['decision=cancel', 'decision=pay', '']) {
        const odd = await shop.api.request(redirectUrl!, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body,
        });
        expect(odd.status, body).toBe(400);
      }
      expect((await orderOf(order, accessToken, 'sg')).status).toBe('payment_pending');
    });

    it('fails the order when the shopper fails 3-D Secure', async () => {
      const { order, redirectUrl, accessToken } = await buy(
        'nz',
        'card',
        await cardToken('4000000000003220'),
      );
      expect((await decide(redirectUrl!, 'decline')).status).toBe(303);
      const failed = await orderOf(order, accessToken, 'nz');
      expect(failed.status).toBe('payment_failed');
      expect(failed.paymentFailure).toBe('declined');
    });
  });

  describe('buy now pay later', () => {
    it.each([
      ['au', 'afterpay', 'approve', 'paid'],
      ['nz', 'afterpay', 'decline', 'payment_failed'],
      ['sg', 'atome', 'approve', 'paid'],
      ['th', 'atome', 'cancel', 'payment_cancelled'],
      ['id', 'kredivo', 'approve', 'paid'],
      ['ph', 'atome', 'decline', 'payment_failed'],
    ] as const)('%s %s: redirect, %s → %s', async (country, method, decision, status) => {
      const { order, redirectUrl, accessToken } = await buy(country, method);
      expect(order.status).toBe('payment_pending');
      const page = await (await shop.api.request(redirectUrl!)).text();
      expect(page).toContain('Pay later');
      // Back in the language bought in (English): a parameter where it is not the country's own.
      const language = defaultLanguage(country) === 'en' ? '' : '&language=en';
      expect((await decide(redirectUrl!, decision)).headers.get('location')).toBe(
        `/orders/${order.id}/confirmation?token=${accessToken}${language}`,
      );
      expect((await orderOf(order, accessToken, country)).status).toBe(status);
    });
  });

  describe('cash on delivery', () => {
    it('needs no provider: the order is cod', async () => {
      const { order, redirectUrl, accessToken } = await buy('ph', 'cod');
      expect(order.status).toBe('cod');
      expect(redirectUrl).toBe(`/orders/${order.id}/confirmation?token=${accessToken}`);
    });
  });

  describe('KBank (bank-payment enquiry)', () => {
    const enquire = (orderId: number, token?: string | null) =>
      call('orders/enquireKbankPayment', {
        country: 'th',
        body: { orderId, ...(token && { token }) },
      });

    it('moves payment_pending to paid when the bank says so, only for the order’s owner', async () => {
      const { order, redirectUrl, accessToken } = await buy('th', 'kbank');
      expect(order.status).toBe('payment_pending');
      expect(redirectUrl).toMatch(/payment-simulator\/checkout\/pay_/);

      const before = await enquire(order.id, accessToken);
      expect(v.parse(KbankEnquiryResponseSchema, before.body).data).toEqual({
        orderId: order.id,
        status: 'payment_pending',
        paid: false,
      });
      expect((await enquire(order.id)).status).toBe(403);
      expect((await enquire(order.id, 'x'.repeat(43))).status).toBe(403);

      expect((await decide(redirectUrl!, 'approve')).status).toBe(303);
      // The bank sends no webhook: the order waits for the shop to ask.
      expect((await orderOf(order, accessToken, 'th')).status).toBe('payment_pending');
      expect(await deliveriesOf(order.number)).toEqual([]);
      const after = await enquire(order.id, accessToken);
      expect(v.parse(KbankEnquiryResponseSchema, after.body).data).toEqual({
        orderId: order.id,
        status: 'paid',
        paid: true,
      });
      expect(
        v.parse(KbankEnquiryResponseSchema, (await enquire(order.id, accessToken)).body).data
          .status,
      ).toBe('paid');
    });

    it('moves it to payment_failed when the shopper declines at the bank', async () => {
      const { order, redirectUrl, accessToken } = await buy('th', 'kbank');
      await decide(redirectUrl!, 'decline');
      const after = v.parse(
        KbankEnquiryResponseSchema,
        (await enquire(order.id, accessToken)).body,
      ).data;
      expect(after).toEqual({ orderId: order.id, status: 'payment_failed', paid: false });
    });

    it('refuses an order that is not paid by KBank', async () => {
      const { order, accessToken } = await buy('th', 'card', await cardToken('4242424242424242'));
      const answer = await enquire(order.id, accessToken);
      expect(answer.status).toBe(422);
      expect(errorOf(answer.body).message).toBe(PaymentMessages.notKbankOrder);
    });
  });

  describe('PromptPay QR', () => {
    it('gives an EMVCo payload a banking app reads, and the paid QR pays the order', async () => {
      const { order, redirectUrl, accessToken, checkout } = await buy('th', 'promptpay');
      expect(order.status).toBe('payment_pending');
      // Bought in English, not Thailand's own Thai: the page keeps the language.
      expect(redirectUrl).toBe(
        `/orders/${order.id}/payment_instruction?token=${accessToken}&language=en`,
      );
      const instructions = order.paymentInstructions!;
      expect(instructions).toMatchObject({ kind: 'qr_code', amount: checkout.costSummary.total });
      const payload = instructions.qrCode!;
      expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
      const fields = tlv(payload);
      expect(fields).toMatchObject({
        '00': '01',
        '01': '12',
        '53': '764',
        '58': 'TH',
        '63': payload.slice(-4),
      });
      expect(fields['54']).toBe(checkout.costSummary.total.amount.toFixed(2));
      expect(tlv(fields['29']!)['00']).toBe('A000000677010111');
      expect(tlv(fields['29']!)['02']).toMatch(/^\d{13}$/);
      expect(tlv(fields['62']!)['01']).toBe(order.number);
      const expiresIn = Date.parse(instructions.expiresAt!) - Date.now();
      expect(expiresIn).toBeGreaterThan(14 * 60_000);
      expect(expiresIn).toBeLessThanOrEqual(15 * 60_000);

      // A payload with one character changed fails its CRC: no bank pays it.
      const tampered = payload.replace(
        `54${fields['54']!.length.toString().padStart(2, '0')}`,
        '5404',
      );
      expect(
        (await call('payment-simulator/qr-payments', { body: { payload: tampered } })).status,
      ).toBe(422);
      const paid = await call('payment-simulator/qr-payments', { body: { payload } });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      expect((await orderOf(order, accessToken, 'th')).status).toBe('paid');
      const twice = await call('payment-simulator/qr-payments', { body: { payload } });
      expect(errorOf(twice.body).message).toBe(PaymentMessages.paymentClosed);
    });

    it('expires after 15 minutes: payment_failed with the QR-expired message, and no bank pays it', async () => {
      const { order, accessToken } = await buy('th', 'promptpay');
      const payload = order.paymentInstructions!.qrCode!;
      const soon = await sweepPayments(shop.db, options(), new Date(Date.now() + 14 * 60_000));
      expect((await orderOf(order, accessToken, 'th')).status).toBe('payment_pending');
      expect(soon.qrCodesExpired).toBe(0);
      const later = new Date(Date.now() + 16 * 60_000);
      // Several instances sweeping at once move the order once.
      const sweeps = await Promise.all(
        [1, 2, 3].map(() => sweepPayments(shop.db, options(), later)),
      );
      expect(sweeps.reduce((sum, sweep) => sum + sweep.qrCodesExpired, 0)).toBeGreaterThanOrEqual(
        1,
      );
      const expired = await orderOf(order, accessToken, 'th');
      expect(expired.status).toBe('payment_failed');
      expect(expired.paymentFailure).toBe('qr_expired');
      expect(expired.history.filter((step) => step.status === 'payment_failed')).toHaveLength(1);
      await shop.db.query(
        `UPDATE simulator_payments SET expires_at = now() - interval '1 second' WHERE reference = $1`,
        [order.number],
      );
      const late = await call('payment-simulator/qr-payments', { body: { payload } });
      expect(late.status).toBe(422);
      expect(errorOf(late.body).message).toBe(ServerMessages.qrCodeExpired);
    });
  });

  describe('paying again (POST orders/{id}/payments)', () => {
    const payAgain = (country: CountryCode, orderId: number, body: Record<string, unknown>) =>
      call(`orders/${orderId}/payments`, {
        country,
        body: { idempotencyKey: randomUUID(), ...body },
      });
    const attemptsOf = (orderId: number) =>
      shop.db.query<{ attempt: number; reference: string; status: string }>(
        'SELECT attempt, reference, status FROM payments WHERE order_id = $1 ORDER BY attempt',
        [orderId],
      );

    it('cancels at the provider a QR code a new attempt supersedes: it can no longer be paid', async () => {
      const { order, accessToken } = await buy('th', 'promptpay');
      const first = order.paymentInstructions!.qrCode!;
      // The sandbox fails the order while its QR code is still open at the provider.
      const moved = await call(`sandbox/orders/${order.id}/status`, {
        body: { status: 'payment_failed', paymentFailure: 'qr_expired' },
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);

      const answer = await payAgain('th', order.id, { token: accessToken });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const late = await call('payment-simulator/qr-payments', { body: { payload: first } });
      expect(late.status).toBe(409);
      expect(errorOf(late.body).message).toBe(PaymentMessages.paymentClosed);
      expect((await orderOf(order, accessToken, 'th')).status).toBe('payment_pending');
      expect((await attemptsOf(order.id)).map(({ attempt, status }) => [attempt, status])).toEqual([
        [1, 'cancelled'],
        [2, 'pending'],
      ]);
    });

    it('pays again at once when the QR code expired before the sweep came round', async () => {
      const { order, accessToken } = await buy('th', 'promptpay');
      await shop.db.query(
        `UPDATE payments SET expires_at = now() - interval '1 second' WHERE order_id = $1`,
        [order.id],
      );
      // Not yet swept: the order still waits for the payment.
      expect((await orderOf(order, accessToken, 'th')).status).toBe('payment_pending');

      const answer = await payAgain('th', order.id, { token: accessToken });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const retried = v.parse(OrderCreateResponseSchema, answer.body).data;
      expect(retried.order.status).toBe('payment_pending');
      expect(retried.order.history.map((step) => step.status)).toEqual([
        'unconfirmed',
        'payment_pending',
        'payment_failed',
        'payment_pending',
      ]);
      expect((await attemptsOf(order.id)).map(({ attempt, status }) => [attempt, status])).toEqual([
        [1, 'expired'],
        [2, 'pending'],
      ]);
    });

    it('gives a new PromptPay QR code once the first expired, and the new one pays the order', async () => {
      const { order, accessToken } = await buy('th', 'promptpay');
      const first = order.paymentInstructions!.qrCode!;
      await sweepPayments(shop.db, options(), new Date(Date.now() + 16 * 60_000));
      expect((await orderOf(order, accessToken, 'th')).paymentFailure).toBe('qr_expired');

      const answer = await payAgain('th', order.id, { token: accessToken });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const retried = v.parse(OrderCreateResponseSchema, answer.body).data;
      expect(retried.order.status).toBe('payment_pending');
      expect(retried.redirectUrl).toBe(
        `/orders/${order.id}/payment_instruction?token=${retried.accessToken}&language=en`,
      );
      const second = retried.order.paymentInstructions!.qrCode!;
      expect(second).not.toBe(first);
      expect(tlv(tlv(second)['62']!)['01']).toBe(`${order.number}-2`);
      expect(Date.parse(retried.order.paymentInstructions!.expiresAt!)).toBeGreaterThan(
        Date.now() + 14 * 60_000,
      );

      const paid = await call('payment-simulator/qr-payments', { body: { payload: second } });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      const after = await orderOf(order, accessToken, 'th');
      expect(after.status).toBe('paid');
      expect(after.history.map((step) => step.status)).toEqual([
        'unconfirmed',
        'payment_pending',
        'payment_failed',
        'payment_pending',
        'paid',
      ]);
      expect(await attemptsOf(order.id)).toEqual([
        { attempt: 1, reference: order.number, status: 'expired' },
        { attempt: 2, reference: `${order.number}-2`, status: 'succeeded' },
      ]);
    });

    it('pays again by card after a decline, with a new card token', async () => {
      const { order, accessToken, checkout } = await buy(
        'my',
        'card',
        await cardToken('4000000000000002'),
      );
      expect(order.status).toBe('payment_failed');
      const answer = await payAgain('my', order.id, {
        token: accessToken,
        paymentToken: await cardToken('4242424242424242'),
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const retried = v.parse(OrderCreateResponseSchema, answer.body).data;
      expect(retried.order.status).toBe('paid');
      expect(retried.redirectUrl).toBe(
        `/orders/${order.id}/confirmation?token=${retried.accessToken}`,
      );
      expect((await attemptsOf(order.id)).map((row) => row.status)).toEqual([
        'failed',
        'succeeded',
      ]);
      const mail = await call(`sandbox/mail?to=${encodeURIComponent(checkout.recipient!.email)}`);
      expect(JSON.stringify(mail.body)).toContain('order_confirmation');
      // Paid: nothing more to pay.
      const again = await payAgain('my', order.id, { token: accessToken });
      expect(again.status).toBe(409);
      expect(errorOf(again.body).message).toBe(ServerMessages.paymentNotRetryable);
    });

    it('sends the shopper to the bank again for a KBank payment declined there', async () => {
      const { order, redirectUrl, accessToken } = await buy('th', 'kbank');
      await decide(redirectUrl!, 'decline');
      await call('orders/enquireKbankPayment', {
        country: 'th',
        body: { orderId: order.id, token: accessToken },
      });
      expect((await orderOf(order, accessToken, 'th')).status).toBe('payment_failed');
      const retried = v.parse(
        OrderCreateResponseSchema,
        (await payAgain('th', order.id, { token: accessToken })).body,
      ).data;
      expect(retried.order.status).toBe('payment_pending');
      expect(retried.redirectUrl).not.toBe(redirectUrl);
      expect((await decide(retried.redirectUrl!, 'approve')).status).toBe(303);
      const enquiry = await call('orders/enquireKbankPayment', {
        country: 'th',
        body: { orderId: order.id, token: accessToken },
      });
      expect(v.parse(KbankEnquiryResponseSchema, enquiry.body).data).toMatchObject({
        status: 'paid',
        paid: true,
      });
    });
  });

  describe('virtual account (DOKU)', () => {
    it('gives an account number and bank; the exact transfer pays it', async () => {
      const { order, redirectUrl, accessToken, checkout } = await buy('id', 'doku_va');
      expect(order.status).toBe('bank_transfer_pending');
      expect(redirectUrl).toBe(
        `/orders/${order.id}/payment_instruction?token=${accessToken}&language=en`,
      );
      const instructions = order.paymentInstructions!;
      expect(instructions).toMatchObject({
        kind: 'virtual_account',
        virtualAccountNumber: expect.stringMatching(/^\d{16}$/),
        bank: 'BCA',
        amount: checkout.costSummary.total,
      });
      const transfer = (amount: string) =>
        call('payment-simulator/bank-transfers', {
          body: { accountNumber: instructions.virtualAccountNumber, amount },
        });
      const short = await transfer(String(checkout.costSummary.total.amount - 1));
      expect(short.status).toBe(422);
      expect(errorOf(short.body).message).toBe(PaymentMessages.wrongAmount);
      expect((await transfer(String(checkout.costSummary.total.amount))).status).toBe(200);
      expect((await orderOf(order, accessToken, 'id')).status).toBe('paid');
    });

    it('expires after 24 hours: payment_expired', async () => {
      const { order, accessToken } = await buy('id', 'doku_va');
      const sweep = await sweepPayments(shop.db, options(), new Date(Date.now() + 25 * 3_600_000));
      expect(sweep.virtualAccountsExpired).toBeGreaterThanOrEqual(1);
      expect((await orderOf(order, accessToken, 'id')).status).toBe('payment_expired');
    });
  });

  describe('Apple Pay', () => {
    it('gives the payment request of the current checkout', async () => {
      const { guest, checkout } = await checkoutWith('th', 'apple_pay');
      const answer = await call('payments/apple-pay/request', guest);
      expect(answer.status).toBe(200);
      const request = v.parse(v.object({ data: ApplePayRequestSchema }), answer.body).data;
      expect(request).toMatchObject({
        countryCode: 'TH',
        currencyCode: 'THB',
        supportedNetworks: expect.arrayContaining(['visa', 'masterCard']),
        total: { amount: checkout.costSummary.total.amount.toFixed(2) },
      });
      const nowhere = await call('payments/apple-pay/request', {
        country: 'id',
        device: `test-${randomUUID()}`,
      });
      expect(nowhere.status).toBe(422);
    });

    it('validates the merchant only with Apple’s Apple Pay servers', async () => {
      const session = (validationUrl: string) =>
        call('payments/apple-pay/session', { body: { validationUrl } });
      for (const url of [
        'https://apple-pay-gateway.apple.com/paymentservices/paymentSession',
        'https://apple-pay-gateway-nc-pod3.apple.com/paymentservices/startSession',
        'https://cn-apple-pay-gateway.apple.com/paymentservices/paymentSession',
      ]) {
        const answer = await session(url);
        expect(answer.status).toBe(200);
        const { merchantSession } = v.parse(ApplePaySessionResponseSchema, answer.body).data;
        expect(merchantSession).toMatchObject({
          merchantSessionIdentifier: expect.any(String),
          signature: expect.stringMatching(/^[0-9a-f]{64}$/),
        });
      }
      for (const url of [
        'https://apple-pay-gateway.apple.com.evil.example/paymentSession',
        'https://evil.example/?apple-pay-gateway.apple.com',
        'https://apple-pay-gateway.apple.com:8443/paymentSession',
        'https://user@apple-pay-gateway.apple.com/paymentSession',
        'https://169.254.169.254/latest/meta-data',
      ]) {
        const answer = await session(url);
        expect(answer.status, url).toBe(422);
        expect(errorOf(answer.body).message).toBe(PaymentMessages.invalidValidationUrl);
      }
      expect((await session('http://apple-pay-gateway.apple.com/paymentSession')).status).toBe(400);
    });

    it('gives the total for the contact, or why it cannot ship there', async () => {
      const { guest, checkout } = await checkoutWith('sg', 'apple_pay');
      const address = (shippingContact: Record<string, unknown>) =>
        call('payments/apple-pay/address', { ...guest, body: { shippingContact } });
      const contact = {
        addressLines: ['2 Orchard Turn'],
        locality: 'Singapore',
        postalCode: '238801',
        countryCode: 'SG',
      };
      const fine = v.parse(ApplePayAddressResponseSchema, (await address(contact)).body).data;
      expect(fine).toEqual({
        total: { label: expect.any(String), amount: checkout.costSummary.total.amount.toFixed(2) },
        errors: [],
      });
      const abroad = v.parse(
        ApplePayAddressResponseSchema,
        (await address({ ...contact, countryCode: 'MY', postalCode: '50450' })).body,
      ).data;
      expect(abroad.errors).toEqual([
        { field: 'countryCode', message: expect.stringContaining('Singapore') },
      ]);
      const badPostcode = v.parse(
        ApplePayAddressResponseSchema,
        (await address({ ...contact, postalCode: '2388' })).body,
      ).data;
      expect(badPostcode.errors).toEqual([{ field: 'postalCode', message: 'Invalid postcode' }]);
    });

    it('places the order with the authorised payment, once however often it is sent', async () => {
      const { guest, checkout } = await checkoutWith('hk', 'apple_pay');
      const sheet = await call('payment-simulator/apple-pay/payment-data', {
        body: { amount: checkout.costSummary.total.amount.toFixed(2), currencyCode: 'HKD' },
      });
      const { paymentData } = v.parse(ApplePayPaymentDataResponseSchema, sheet.body).data;
      const send = (consents?: typeof guestConsents) =>
        call('payments/apple-pay/order', {
          ...guest,
          body: { paymentData, revision: checkout.revision, ...(consents && { consents }) },
        });
      // A guest's order needs their consents, as with POST orders.
      const refused = await send();
      expect(refused.status).toBe(400);
      expect(errorOf(refused.body).message).toBe(ServerMessages.consentsRequired);
      const first = await send(guestConsents);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const placed = v.parse(ApplePayOrderResponseSchema, first.body).data;
      expect(placed.order.status).toBe('paid');
      expect(placed.order.paymentMethod.provider).toBe('apple_pay');
      const again = v.parse(ApplePayOrderResponseSchema, (await send(guestConsents)).body).data;
      expect(again.order.id).toBe(placed.order.id);
    });

    it('refuses to place the order when the checkout is not paid with Apple Pay', async () => {
      const { guest, checkout } = await checkoutWith('au', 'card');
      const sheet = await call('payment-simulator/apple-pay/payment-data', {
        body: { amount: checkout.costSummary.total.amount.toFixed(2), currencyCode: 'AUD' },
      });
      const { paymentData } = v.parse(ApplePayPaymentDataResponseSchema, sheet.body).data;
      const answer = await call('payments/apple-pay/order', {
        ...guest,
        body: { paymentData, revision: checkout.revision },
      });
      expect(answer.status).toBe(422);
      expect((await call('cart/', guest)).body).toMatchObject({ data: { itemsCount: 1 } });
    });

    it('fails a payment authorised for another amount', async () => {
      const { guest, checkout } = await checkoutWith('my', 'apple_pay');
      const sheet = await call('payment-simulator/apple-pay/payment-data', {
        body: { amount: '0.01', currencyCode: 'MYR' },
      });
      const { paymentData } = v.parse(ApplePayPaymentDataResponseSchema, sheet.body).data;
      const answer = await call('payments/apple-pay/order', {
        ...guest,
        body: { paymentData, revision: checkout.revision, consents: guestConsents },
      });
      expect(v.parse(ApplePayOrderResponseSchema, answer.body).data.order.status).toBe(
        'payment_failed',
      );
    });
  });

  describe('webhooks', () => {
    /** A pending 3-D Secure payment and the event that would pay it. */
    const pendingPayment = async () => {
      const { order, redirectUrl, accessToken } = await buy(
        'sg',
        'card',
        await cardToken('4000000000003220'),
      );
      const paymentId = /pay_[\w-]+/.exec(redirectUrl!)![0];
      const event: SimulatorEvent = {
        id: `evt_${randomUUID().replaceAll('-', '')}`,
        type: 'payment.succeeded',
        created: Math.floor(Date.now() / 1000),
        data: {
          id: paymentId,
          reference: order.number,
          kind: 'card',
          provider: 'card',
          status: 'succeeded',
          failureCode: null,
          amount: '1.00',
          currency: 'SGD',
          redirectUrl: null,
          qrCode: null,
          virtualAccount: null,
          expiresAt: null,
        },
      };
      return { order, accessToken, event, redirectUrl: redirectUrl! };
    };
    const post = (body: string, signature?: string) =>
      call('payments/webhooks/simulator', {
        body,
        headers: {
          'Content-Type': 'application/json',
          ...(signature && { [SIMULATOR_SIGNATURE_HEADER]: signature }),
        },
      });

    it('refuses a missing or wrong signature and an old timestamp, changing nothing', async () => {
      const { order, accessToken, event } = await pendingPayment();
      const body = JSON.stringify(event);
      const now = Math.floor(Date.now() / 1000);
      for (const signature of [
        undefined,
        'garbage',
        sign(body, now, 'not-the-secret'),
        sign(`${body} `, now).replace(/t=\d+/, `t=${now}`),
        `t=${now},v1=${'0'.repeat(64)}`,
      ]) {
        const answer = await post(body, signature);
        expect(answer.status).toBe(400);
        expect(errorOf(answer.body).message).toBe(PaymentMessages.invalidSignature);
      }
      // A minute outside the window, from the clock when sent: the seconds a busy machine takes
      // between signing and checking must not bring a timestamp back into it (the window's edge
      // is `verifySignature`'s test below).
      const outside = WEBHOOK_TOLERANCE_SECONDS + 60;
      const seconds = () => Math.floor(Date.now() / 1000);
      const old = await post(body, sign(body, seconds() - outside));
      expect(old.status).toBe(400);
      expect(errorOf(old.body).data).toEqual({ reason: 'stale' });
      expect((await post(body, sign(body, seconds() + outside))).status).toBe(400);
      expect((await orderOf(order, accessToken, 'sg')).status).toBe('payment_pending');
    });

    it('applies an event once: a replay or duplicate delivery answers 200 and changes nothing', async () => {
      const { order, accessToken, event } = await pendingPayment();
      const body = JSON.stringify(event);
      const first = await post(body, sign(body));
      expect(first.body).toEqual({ received: true, duplicate: false });
      const paid = await orderOf(order, accessToken, 'sg');
      expect(paid.status).toBe('paid');
      const replayed = await post(body, sign(body));
      expect(replayed.status).toBe(200);
      expect(replayed.body).toEqual({ received: true, duplicate: true });
      // Even a failure event with the same id is the same event.
      const forged = JSON.stringify({
        ...event,
        type: 'payment.failed',
        data: { ...event.data, status: 'failed' },
      });
      expect((await post(forged, sign(forged))).body).toEqual({ received: true, duplicate: true });
      expect(await orderOf(order, accessToken, 'sg')).toEqual(paid);
    });

    it('takes a redelivered event as a duplicate; the simulator records every attempt', async () => {
      const { order, accessToken, redirectUrl } = await pendingPayment();
      await decide(redirectUrl, 'approve');
      const paid = await orderOf(order, accessToken, 'sg');
      const [delivery] = await deliveriesOf(order.number);
      const again = await call(
        `payment-simulator/webhook-deliveries/${delivery!.eventId}/redeliver`,
        {
          method: 'POST',
        },
      );
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({
        data: { attempts: 2, delivered: true, lastStatusCode: 200 },
      });
      expect(await orderOf(order, accessToken, 'sg')).toEqual(paid);
    });

    it('retries a failed delivery from the sweep, with growing waits', async () => {
      // A payment the shop never asked for: its webhook is refused (404) until the shop knows it.
      const apiKey = secretOf('apiKey');
      const reference = `X${randomUUID().slice(0, 12)}`;
      const created = await call('payment-simulator/payments', {
        headers: { Authorization: `Bearer ${apiKey}` },
        body: {
          reference,
          kind: 'bnpl',
          provider: 'atome',
          amount: '10.00',
          currency: 'SGD',
          country: 'sg',
          returnUrl: '/orders/1/confirmation',
        },
      });
      expect(created.status).toBe(200);
      const page = (created.body as { data: { redirectUrl: string } }).data.redirectUrl;
      expect((await decide(page, 'approve')).status).toBe(303);
      const [failed] = await deliveriesOf(reference);
      expect(failed).toMatchObject({ attempts: 1, delivered: false, lastStatusCode: 404 });
      const waitMs = Date.parse(failed!.nextAttemptAt!) - Date.now();
      expect(waitMs).toBeGreaterThan(50_000);

      const notYet = await call('payment-simulator/webhook-deliveries/retry', {
        method: 'POST',
        headers: { Authorization: `Bearer ${apiKey}` },
      });
      expect(notYet.body).toMatchObject({ data: { attempted: 0 } });
      await shop.db.query(
        `UPDATE simulator_webhook_deliveries SET next_attempt_at = now() - interval '1 second'
         WHERE event_id = $1`,
        [failed!.eventId],
      );
      // Two instances sweeping at once send it once.
      const sweeps = await Promise.all([
        sweepPayments(shop.db, options()),
        sweepPayments(shop.db, options()),
      ]);
      expect(sweeps.reduce((sum, sweep) => sum + sweep.webhooksRetried, 0)).toBe(1);
      const [retried] = await deliveriesOf(reference);
      expect(retried).toMatchObject({ attempts: 2, delivered: false, lastStatusCode: 404 });
      expect(Date.parse(retried!.nextAttemptAt!) - Date.now()).toBeGreaterThan(4 * 60_000);
    });
  });

  describe('the provider API', () => {
    const apiKey = () => secretOf('apiKey');
    const create = (returnUrl: string, key = apiKey()) =>
      call('payment-simulator/payments', {
        headers: { Authorization: `Bearer ${key}` },
        body: {
          reference: `R${randomUUID().slice(0, 12)}`,
          kind: 'bnpl',
          provider: 'afterpay',
          amount: '10.00',
          currency: 'AUD',
          country: 'au',
          returnUrl,
        },
      });

    it('answers only the shop (its API key)', async () => {
      expect((await create('/orders/1', 'wrong')).status).toBe(401);
      expect((await call('payment-simulator/payments/pay_x')).status).toBe(401);
    });

    it('never sends the shopper off the shop: only paths of the shop are return URLs', async () => {
      for (const url of [
        'https://evil.example/',
        '//evil.example/x',
        '/\\evil.example',
        'javascript:alert(1)',
        'orders/1',
      ]) {
        const answer = await create(url);
        expect(answer.status, url).toBe(400);
      }
      expect((await create('/orders/1/confirmation?token=abc')).status).toBe(200);
    });
  });

  it('asks no provider for an order store credit paid in full', async () => {
    const token = await testTokens.sign(shop.memberIds.pink!);
    await shop.db.query('DELETE FROM carts WHERE user_id = $1', [shop.memberIds.pink]);
    const member: CallOptions = { country: 'sg', token };
    const [cheapest] = await shop.db.query<{ id: number }>(
      `SELECT v.id FROM variants v JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg'
       WHERE o.stock >= 50 AND v.purchase_limit IS NULL
       ORDER BY coalesce(o.sale_price, o.price), v.id LIMIT 1`,
    );
    await call('cart/line-items/', { ...member, body: { variantId: cheapest!.id, quantity: 1 } });
    const seen = v.parse(CheckoutResponseSchema, (await call('checkout-cart/', member)).body).data;
    const chosen = await call('checkout-cart/', {
      ...member,
      method: 'PUT',
      body: {
        revision: seen.revision,
        recipient: recipientIn('sg'),
        shippingAddress: null,
        deliveryOptionId: 'click_and_collect',
        collectionStoreId: seen.collectionStores[0]!.id,
        paymentMethodId: 'card',
        useCredits: true,
      },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    const checkout = v.parse(CheckoutResponseSchema, chosen.body).data;
    expect(checkout.costSummary.total.amount).toBe(0);
    const placed = await call('orders', {
      ...member,
      body: { idempotencyKey: randomUUID(), revision: checkout.revision },
    });
    const { order } = v.parse(OrderCreateResponseSchema, placed.body).data;
    expect(order.status).toBe('paid');
    const [payments] = await shop.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM payments WHERE order_id = $1',
      [order.id],
    );
    expect(payments!.count).toBe(0);
  });

  it('has members pay their own orders with no token in the return URL', async () => {
    const token = await testTokens.sign(shop.memberIds.pink!);
    await shop.db.query('DELETE FROM carts WHERE user_id = $1', [shop.memberIds.pink]);
    const member: CallOptions = { country: 'sg', token };
    await call('cart/line-items/', {
      ...member,
      body: { variantId: await variantIn('sg'), quantity: 1 },
    });
    const seen = v.parse(CheckoutResponseSchema, (await call('checkout-cart/', member)).body).data;
    const chosen = await call('checkout-cart/', {
      ...member,
      method: 'PUT',
      body: checkoutChoices(seen.revision, 'sg', 'atome'),
    });
    const { revision } = v.parse(CheckoutResponseSchema, chosen.body).data;
    const placed = await call('orders', {
      ...member,
      body: { idempotencyKey: randomUUID(), revision },
    });
    const { order, redirectUrl } = v.parse(OrderCreateResponseSchema, placed.body).data;
    expect((await decide(redirectUrl!, 'approve')).headers.get('location')).toBe(
      `/orders/${order.id}/confirmation`,
    );
  });
});

describe('verifySignature', () => {
  it('takes a timestamp up to the tolerance either side of now, and calls one a second further stale', () => {
    const body = '{"id":"evt_1"}';
    const now = 1_800_000_000_000;
    const at = (offset: number) => sign(body, now / 1000 + offset);
    const secret = secretOf('webhooks');
    for (const offset of [-WEBHOOK_TOLERANCE_SECONDS, 0, WEBHOOK_TOLERANCE_SECONDS])
      expect(verifySignature(secret, at(offset), body, now)).toBe('valid');
    for (const offset of [-WEBHOOK_TOLERANCE_SECONDS - 1, WEBHOOK_TOLERANCE_SECONDS + 1])
      expect(verifySignature(secret, at(offset), body, now)).toBe('stale');
    expect(verifySignature('another secret', at(0), body, now)).toBe('invalid');
  });
});
