// Payments: the shop's side of paying for an order. It starts payments at the provider (the
// payment simulator, reached only over HTTP), takes the provider's signed webhooks, serves the
// Apple Pay calls and the KBank enquiry, and expires QR codes and virtual accounts. Other modules
// enter it only through this file.

/** Routes: `payments/apple-pay/…`, `payments/webhooks/simulator`, `orders/enquireKbankPayment`. */
export { paymentsRoutes } from './routes.js';

/** The payment gateway orders start payments with (`ordersRoutes(db, { payments })`). */
export { paymentGateway } from './gateway.js';

/** The scheduled work: QR-code and virtual-account expiry, failed webhooks retried. */
export { sweepPayments, type PaymentSweep } from './sweep.js';

/** What payments need: the API's signing secret and an in-process `fetch` to the API. */
export type { PaymentsOptions } from './provider.js';

/** The payments' tables, its part of migration `0010_payments`. */
export * as paymentsMigrations from './migrations.js';
