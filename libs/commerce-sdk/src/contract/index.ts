/**
 * The `/api/web/v1` contract as runtime schemas (valibot) with inferred types, one module per
 * domain, plus an endpoint descriptor per operation (method, path, query, body, answer).
 * The client validates answers with them and `apps/commerce-api` validates its inputs and outputs
 * with the very same schemas, so the two cannot drift. `endpoints` lists every operation by the
 * name of its client method (`'cart.lineItems.create'`).
 *
 * @packageDocumentation
 */
export * from './common.js';
export * from './endpoint.js';
export * from './messages.js';
export * from './catalogue.js';
export * from './values.js';
export * from './search.js';
export * from './content.js';
export * from './stores.js';
export * from './booking.js';
export * from './cart.js';
export * from './checkout.js';
export * from './orders.js';
export * from './payments.js';
export * from './auth.js';
export * from './account.js';
export * from './member.js';
export * from './mail.js';
export * from './builds.js';
export { endpoints, type OperationName } from './endpoints.js';
