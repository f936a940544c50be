import { API_PREFIX } from '@beauty/commerce-sdk';
import {
  PaymentMessages,
  ProviderPageDecisionSchema,
  ShopPathSchema,
  paymentSimulatorApplePayPaymentDataCreate,
  paymentSimulatorBankTransfersCreate,
  paymentSimulatorQrPaymentsCreate,
  paymentSimulatorTokensCreate,
  paymentSimulatorWebhookDeliveriesList,
  paymentSimulatorWebhookDeliveriesRedeliver,
  providerApplePaySessionsCreate,
  providerPaymentsCancel,
  providerPaymentsCreate,
  providerPaymentsGet,
  providerWebhookDeliveriesRetry,
} from '@beauty/commerce-sdk/contract';
import { Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { Database } from '../db/database.js';
import { privateNoStore } from '../http/cache.js';
import { ApiError } from '../http/errors.js';
import { mount } from '../http/route.js';
import { parseInput } from '../http/validation.js';
import { merchantSession, walletPaymentData } from './apple-pay.js';
import { tokeniseCard } from './cards.js';
import { deliverEvent, listDeliveries, retryDueDeliveries } from './deliveries.js';
import { PAGE_CSP, decisionsOf, paymentPage, type Decision } from './pages.js';
import {
  createPayment,
  payQrCode,
  readPagePayment,
  readPayment,
  settlePayment,
  transferToVirtualAccount,
} from './payments.js';
import { sameSecret, simulatorSecret, type PaymentSimulatorOptions } from './secrets.js';

/** What each decision on a provider page makes of the payment, by kind. */
const outcomes: Record<
  Decision,
  { status: 'succeeded' | 'failed' | 'cancelled'; failureCode?: string }
> = {
  approve: { status: 'succeeded' },
  decline: { status: 'failed', failureCode: 'declined' },
  cancel: { status: 'cancelled' },
};

/** The shop's calls to its provider carry the provider's API key (`Authorization: Bearer`). */
function requireApiKey(signingSecret: string): MiddlewareHandler {
  const apiKey = simulatorSecret(signingSecret, 'apiKey');
  return async (c, next) => {
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!sameSecret(given, apiKey)) {
      throw new ApiError(401, 'Authentication failed.');
    }
    await next();
  };
}

/**
 * The payment provider simulator, `payment-simulator/…`: the shop's local stand-in for its
 * payment providers (cards with 3-D Secure, Apple Pay, KBank, PromptPay, DOKU virtual accounts,
 * Afterpay, Atome, Kredivo). The shop reaches it only over HTTP, with its API key; shoppers reach
 * its pages and test actions; it sends signed webhooks to the shop.
 */
export function paymentSimulatorRoutes(db: Database, options: PaymentSimulatorOptions) {
  const app = new Hono();
  app.use('/payment-simulator/*', privateNoStore);
  const apiKey = requireApiKey(options.signingSecret);
  app.use('/payment-simulator/payments', apiKey);
  app.use('/payment-simulator/payments/*', apiKey);
  app.use('/payment-simulator/apple-pay/sessions', apiKey);
  app.use('/payment-simulator/webhook-deliveries/retry', apiKey);

  // The provider's API, for the shop.
  mount(app, providerPaymentsCreate, async ({ body }) => ({
    data: await createPayment(db, options, body),
  }));
  mount(app, providerPaymentsGet, async ({ params }) => ({
    data: await readPayment(db, params.id ?? ''),
  }));
  mount(app, providerPaymentsCancel, async ({ params }) => ({
    data: (
      await settlePayment(
        db,
        options,
        { by: 'id', value: params.id ?? '' },
        { status: 'cancelled' },
      )
    ).payment,
  }));
  mount(app, providerApplePaySessionsCreate, async ({ body }) => ({
    data: { merchantSession: merchantSession(options.signingSecret, body) },
  }));
  mount(app, providerWebhookDeliveriesRetry, async () => ({
    data: await retryDueDeliveries(db, options),
  }));

  // What a shopper's card form, banking app, bank and wallet do.
  mount(app, paymentSimulatorTokensCreate, async ({ body }) => ({
    data: await tokeniseCard(db, body),
  }));
  mount(app, paymentSimulatorQrPaymentsCreate, async ({ body }) => {
    const payment = await payQrCode(db, options, body.payload);
    return {
      data: { paymentId: payment.id, reference: payment.reference, status: payment.status },
    };
  });
  mount(app, paymentSimulatorBankTransfersCreate, async ({ body }) => {
    const payment = await transferToVirtualAccount(db, options, body.accountNumber, body.amount);
    return {
      data: { paymentId: payment.id, reference: payment.reference, status: payment.status },
    };
  });
  mount(app, paymentSimulatorApplePayPaymentDataCreate, async ({ body }) => ({
    data: { paymentData: walletPaymentData(options.signingSecret, body) },
  }));
  mount(app, paymentSimulatorWebhookDeliveriesList, async ({ query }) => {
    const deliveries = await listDeliveries(db, { reference: query.reference });
    return { data: deliveries, meta: { total: deliveries.length } };
  });
  mount(app, paymentSimulatorWebhookDeliveriesRedeliver, async ({ params }) => {
    const delivery = await deliverEvent(db, options, params.id ?? '');
    if (!delivery) throw new ApiError(404, 'Resource not found!');
    return { data: delivery };
  });

  // The provider's pages: 3-D Secure, the bank, buy now pay later.
  app.get('/payment-simulator/checkout/:id', async (c) => {
    const { payment, returnUrl } = await readPagePayment(db, c.req.param('id'));
    const action = `${API_PREFIX}/payment-simulator/checkout/${encodeURIComponent(payment.id)}`;
    c.header('Content-Security-Policy', PAGE_CSP);
    return c.html(paymentPage(payment, action, returnUrl));
  });
  app.post('/payment-simulator/checkout/:id', async (c) => {
    const id = c.req.param('id');
    const { payment } = await readPagePayment(db, id);
    const form = parseInput(ProviderPageDecisionSchema, await c.req.parseBody());
    const decision = decisionsOf(payment).find((offered) => offered === form.decision);
    if (!decision) throw new ApiError(400, 'Invalid request');
    const outcome =
      payment.kind === 'card' && decision === 'decline'
        ? { status: 'failed' as const, failureCode: 'authentication_failed' }
        : outcomes[decision];
    const { returnUrl } = await settlePayment(db, options, { by: 'id', value: id }, outcome);
    // Only ever back to a path on the shop, whatever the stored value says.
    if (!v.is(ShopPathSchema, returnUrl)) throw new ApiError(400, PaymentMessages.invalidReturnUrl);
    return c.redirect(returnUrl, 303);
  });

  return app;
}
