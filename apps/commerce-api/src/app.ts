import { API_PREFIX } from '@beauty/commerce-sdk';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { accountRoutes } from './accounts/index.js';
import { AccessTokens, SESSION_COOKIE_NAMES } from './auth/index.js';
import { bagRoutes } from './bag/index.js';
import { bookingRoutes } from './booking/index.js';
import { catalogueRoutes } from './catalogue/index.js';
import { checkoutRoutes } from './checkout/index.js';
import { contentRoutes } from './content/index.js';
import { DatabaseUnavailableError, type Database } from './db/database.js';
import { ERROR_REPORTS_PATHS, errorReportsRoutes } from './error-reports/index.js';
import { readTrustedProxies, type TrustedProxies } from './http/client-address.js';
import { limitBody } from './http/body-limit.js';
import { ApiError, errorBody, loggableError, sendError } from './http/errors.js';
import { refuseControlCharacters, refuseCrossSiteWrites } from './http/guards.js';
import { allowedMethods } from './http/methods.js';
import { refuseSandboxInProduction } from './http/sandbox.js';
import { sharedAnswers } from './http/shared-answers.js';
import type { Sweep } from './schedule.js';
import { loyaltyRoutes, sweepLoyalty } from './loyalty/index.js';
import { mailRoutes } from './mail/index.js';
import { memberRoutes } from './member/index.js';
import { openApiDocument } from './openapi.js';
import {
  ordersRoutes,
  sweepExpiredPayments,
  sweepUncollectedOrders,
  type PaymentGateway,
} from './orders/index.js';
import { paymentSimulatorRoutes } from './payment-simulator/index.js';
import {
  paymentGateway as providerGateway,
  paymentsRoutes,
  sweepPayments,
  type PaymentsOptions,
} from './payments/index.js';
import { storeRoutes } from './stores/index.js';

export interface CommerceApiOptions {
  db: Database;
  /** Signs and verifies access tokens: see `readCommerceConfig` and `resolveSigningSecret`. */
  signingSecret: string;
  /** The reverse proxies whose `X-Forwarded-For` names the client; none by default. */
  trustedProxies?: TrustedProxies;
  /** Where unexpected errors go (without query parameters); defaults to `console.error`. */
  logError?: (error: unknown) => void;
  /** Starts the payments of placed orders: the payments domain's; tests may pass their own. */
  paymentGateway?: PaymentGateway;
  /**
   * Keep anonymous catalogue and content answers in the process, under the catalogue version
   * (default true). The benchmark turns it off to measure the queries themselves.
   */
  keepSharedAnswers?: boolean;
}

/** What a 503 asks clients to wait before trying again, in seconds. */
export const RETRY_AFTER_UNAVAILABLE_SECONDS = 5;

/** A member's request: a token, or any cookie of a session. Its answers are never shared. */
const isMemberRequest = (c: Context) =>
  c.req.header('authorization') !== undefined ||
  SESSION_COOKIE_NAMES.some((name) => getCookie(c, name) !== undefined);

/** Largest request body accepted, in bytes. */
export const MAX_BODY_BYTES = 100 * 1024;

/**
 * The `/api/web/v1` application. Every answer, errors included, is JSON; an unexpected failure
 * is logged and answered with a plain 500 error object, never a stack trace.
 */
export function createCommerceApi({
  db,
  signingSecret,
  trustedProxies = readTrustedProxies({}),
  logError = console.error,
  paymentGateway,
  keepSharedAnswers = true,
}: CommerceApiOptions) {
  const api = new Hono({ strict: false }).basePath(API_PREFIX);
  const accessTokens = new AccessTokens(signingSecret);
  const payments = paymentsOptions(signingSecret, api);

  const shopBodyLimit = limitBody(MAX_BODY_BYTES, (c) =>
    c.json(errorBody(413, 'Request body too large'), 413),
  );
  // Error reports have a larger cap of their own (the reporter's 1 MB): see `error-reports/`.
  const reportPaths = new Set(Object.values(ERROR_REPORTS_PATHS).map((path) => API_PREFIX + path));
  api.use((c, next) => (reportPaths.has(c.req.path) ? next() : shopBodyLimit(c, next)));
  api.use(refuseCrossSiteWrites);
  api.use(refuseControlCharacters);
  api.use(async (c, next) => {
    c.set('accessTokens', accessTokens);
    await next();
  });
  // Testing aids (test users, order states, the outbox) are refused in production.
  api.use('/sandbox/*', refuseSandboxInProduction);
  const shared = sharedAnswers({ db, isPersonal: isMemberRequest, keep: keepSharedAnswers });
  api.route('/', catalogueRoutes(db, shared));
  api.route('/', contentRoutes(db, shared));
  api.route('/', storeRoutes(db));
  api.route('/', bagRoutes(db));
  api.route('/', checkoutRoutes(db));
  api.route(
    '/',
    ordersRoutes(db, { payments: paymentGateway ?? providerGateway(db, payments), logError }),
  );
  api.route('/', paymentsRoutes(db, payments));
  api.route('/', paymentSimulatorRoutes(db, payments));
  api.route('/', memberRoutes(db));
  api.route('/', loyaltyRoutes(db));
  api.route('/', accountRoutes(db, trustedProxies));
  api.route('/', mailRoutes(db));
  api.route('/', bookingRoutes(db));
  api.route('/', errorReportsRoutes(db));
  const openApi = openApiDocument();
  api.get('/openapi.json', (c) => c.json(openApi));

  const allowed = allowedMethods(api);
  api.notFound((c) => {
    const methods = allowed(c.req.path);
    if (methods.length === 0) return c.json(errorBody(404, 'Resource not found!'), 404);
    c.header('Allow', methods.join(', '));
    return c.json(errorBody(405, 'Method not allowed'), 405);
  });
  api.onError((error, c) => {
    if (error instanceof ApiError) return sendError(c, error);
    if (error instanceof DatabaseUnavailableError) {
      // Nothing was lost: the transaction, if any, rolled back. The client may try again.
      c.header('Retry-After', String(RETRY_AFTER_UNAVAILABLE_SECONDS));
      return c.json(errorBody(503, 'Service temporarily unavailable'), 503);
    }
    logError(loggableError(error));
    return c.json(errorBody(500, 'Internal server error'), 500);
  });
  return api;
}

/** The `/api/web/v1` application {@link createCommerceApi} makes. */
export type CommerceApi = ReturnType<typeof createCommerceApi>;

/** Payments reach their provider (the simulator), and it the shop, in-process over HTTP. */
const paymentsOptions = (signingSecret: string, api: Hono): PaymentsOptions => ({
  signingSecret,
  fetch: api.fetch,
});

/**
 * The API's periodic jobs, for {@link scheduleSweeps}: expired QR codes and virtual accounts and
 * webhook redeliveries first, then unpaid orders past 24 hours and click and collect orders never
 * collected. Each is safe on several instances at once.
 */
export function commerceSweeps(
  { db, signingSecret }: Pick<CommerceApiOptions, 'db' | 'signingSecret'>,
  api: CommerceApi,
): Sweep[] {
  const payments = paymentsOptions(signingSecret, api);
  return [
    { name: 'payments', run: (now) => sweepPayments(db, payments, now) },
    { name: 'unpaid orders', run: (now) => sweepExpiredPayments(db, now) },
    { name: 'uncollected orders', run: (now) => sweepUncollectedOrders(db, now) },
    { name: 'beauty pass', run: (now) => sweepLoyalty(db, now) },
  ];
}
