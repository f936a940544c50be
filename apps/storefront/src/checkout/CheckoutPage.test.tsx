import { ServerMessages, type Checkout } from '@beauty/commerce-sdk/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testLine } from '../bag/testBag';
import { renderInShop, testOrigin } from '../test/renderInShop';
import { CheckoutContent } from './CheckoutPage';
import { FakeApplePaySession, testApplePayRequest } from './testApplePay';
import { testCheckout } from './testCheckout';

const api = `${testOrigin}/api/web/v1`;
const server = setupServer(
  http.get(`${api}/layouts`, () =>
    HttpResponse.json({ message: 'Layout not found', statusCode: 404 }, { status: 404 }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  FakeApplePaySession.reset();
  delete (window as { ApplePaySession?: unknown }).ApplePaySession;
});
afterAll(() => server.close());

/** A guest's checkout with every choice saved, paid with Apple Pay. */
const saved = (revision: string): Checkout =>
  testCheckout({
    revision,
    cart: { ...testCheckout().cart, lines: [testLine({ id: 1 })] },
    recipient: {
      fullName: 'Mei Tan',
      email: 'mei@example.com',
      phone: { callingCode: '+65', number: '91234567' },
      registrationNumber: null,
    },
    shippingAddress: {
      line1: '1 Orchard Road',
      city: 'Singapore',
      postalCode: '238801',
      country: 'sg',
    },
    deliveryOptionId: 'standard',
    paymentMethodId: 'apple_pay',
  });

/** The shop's answers, recording the bodies of what the page sent. */
function shopAnswers() {
  const sent: { path: string; body: unknown }[] = [];
  const record = async (path: string, request: Request) => {
    sent.push({ path, body: await request.json() });
  };
  server.use(
    http.get(`${api}/checkout-cart`, () => HttpResponse.json({ data: saved('rev-1') })),
    http.put(`${api}/checkout-cart`, async ({ request }) => {
      await record('checkout-cart', request);
      return HttpResponse.json({ data: saved('rev-2') });
    }),
    http.get(`${api}/payments/apple-pay/request`, () =>
      HttpResponse.json({ data: testApplePayRequest('45.00') }),
    ),
    http.post(`${api}/payments/apple-pay/session`, async ({ request }) => {
      await record('session', request);
      return HttpResponse.json({ data: { merchantSession: { merchantIdentifier: 'shop' } } });
    }),
    http.post(`${api}/payments/apple-pay/order`, async ({ request }) => {
      await record('order', request);
      return HttpResponse.json(
        {
          message: ServerMessages.staleCheckout,
          statusCode: 409,
          statusMessage: 'Conflict',
          data: { revision: 'rev-3' },
        },
        { status: 409 },
      );
    }),
  );
  return sent;
}

describe('the checkout with Apple Pay', () => {
  it('begins the Apple Pay session in the click itself, then pays with the saved choices', async () => {
    (window as { ApplePaySession?: unknown }).ApplePaySession = FakeApplePaySession;
    const sent = shopAnswers();
    await renderInShop(CheckoutContent);
    const applePay = await screen.findByRole<HTMLInputElement>('radio', { name: /Apple Pay/ });
    expect(applePay.checked).toBe(true);
    for (const consent of [/collection and use/, /disclosure/, /over 14/]) {
      await userEvent.click(screen.getByRole('checkbox', { name: consent }));
    }
    const place = screen.getByRole('button', { name: 'Place order' });
    // The payment request is read once Apple Pay is chosen, before the click.
    await waitFor(() => expect(place.getAttribute('aria-busy')).toBeNull());

    fireEvent.click(place);
    // Checked before anything is awaited: the sheet was made and begun in the click's own task.
    expect(FakeApplePaySession.sessions).toHaveLength(1);
    const session = FakeApplePaySession.sessions[0]!;
    expect(session.begun).toBe(true);
    expect(session.request.total).toEqual({ label: 'Beauty Shop Singapore', amount: '45.00' });

    session.validate();
    session.pickCard();
    await waitFor(() =>
      expect(session.calls.map((entry) => entry.call)).toEqual([
        'begin',
        'completeMerchantValidation',
        'completePaymentMethodSelection',
      ]),
    );
    session.authorise({ version: 'EC_v1', data: 'signed' });
    // The API refused (the bag changed): the sheet closes as failed and the page says why.
    await waitFor(() =>
      expect(session.calls.at(-1)).toEqual({
        call: 'completePayment',
        status: FakeApplePaySession.STATUS_FAILURE,
      }),
    );
    expect(await screen.findByText(ServerMessages.staleCheckout)).toBeTruthy();
    expect(sent.map((entry) => entry.path)).toEqual(['checkout-cart', 'session', 'order']);
    expect(sent[1]!.body).toEqual({
      validationUrl: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
    });
    expect(sent[2]!.body).toEqual({
      paymentData: { version: 'EC_v1', data: 'signed' },
      revision: 'rev-2',
      consents: {
        dataCollection: true,
        thirdPartyDisclosure: true,
        over14: true,
        marketing: false,
      },
    });
  });

  it('offers no Apple Pay where the browser cannot pay with it', async () => {
    shopAnswers();
    await renderInShop(CheckoutContent);
    expect(await screen.findByRole('radio', { name: /Atome/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Apple Pay/ })).toBeNull();
  });
});
