// The payment provider simulator: the shop's local payment provider (cards, Apple Pay, KBank,
// PromptPay, virtual accounts, buy now pay later), with its own tables, pages and signed webhooks.
// The payments domain talks to it only over HTTP, as to a real provider. Entered only through
// this file.

/** Routes of the simulator (`payment-simulator/…`): its API, pages and test actions. */
export { paymentSimulatorRoutes } from './routes.js';

/** How the simulator is reached and reaches the shop (the signing secret, in-process fetch). */
export type { PaymentSimulatorOptions } from './secrets.js';

/** The simulator's tables, its part of migration `0010_payments`. */
export * as paymentSimulatorMigrations from './migrations.js';
