import { Hono } from 'hono';
import type { Database } from '../db/database.js';
import { privateNoStore } from '../http/cache.js';
import { applePayRoutes } from './apple-pay.js';
import { paymentGateway } from './gateway.js';
import { kbankRoutes } from './kbank.js';
import { providerClient, type PaymentsOptions } from './provider.js';
import { webhookHandler } from './webhooks.js';

/**
 * The shop's side of payments: the Apple Pay calls (`payments/apple-pay/…`), the KBank enquiry
 * (`orders/enquireKbankPayment`) and the provider's signed webhooks
 * (`payments/webhooks/simulator`).
 */
export function paymentsRoutes(db: Database, options: PaymentsOptions) {
  const app = new Hono();
  app.use('/payments/*', privateNoStore);
  const provider = providerClient(options);
  applePayRoutes(app, db, provider, paymentGateway(db, options));
  kbankRoutes(app, db, provider);
  app.post('/payments/webhooks/simulator', webhookHandler(db, options));
  return app;
}
