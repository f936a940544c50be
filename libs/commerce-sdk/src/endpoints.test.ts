import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Endpoint, type OperationName } from './contract/index.js';
import { CommerceError, createCommerceClient } from './index.js';

/**
 * The data-access table of the spec (section 7), copied verbatim, plus the auth and build calls
 * of the same section. The test derives every (path, operation) from this text.
 */
const specTable = `
| Booking | booking-service/activities/ (L, S); booking-service/questions/ (S); booking-service/time-slots/ (S); booking-service/available-slots/ (S); booking-services/beauty-classes, beauty-services, pages (L) |
| Reservation | reservation-service/create (C); reservation-service/ (S, C, D) |
| Payments | payments/apple-pay/address (C); payments/apple-pay/order (C); payments/apple-pay/request (S); payments/apple-pay/session (C) |
| Cart | cart/items-count/ (L); cart/line-items/ (C, U, D); cart/bag/ (L); cart/ (L); cart/offers (L); cart/samples (L, C); cart/discount-coupon/ (C, D); cart/beauty-pass-offers/ (L, C) |
| Checkout | checkout-cart/ (S, R); multiple-gwps/ (S) |
| Orders | orders/ (S, C); orders (S); orders/enquireKbankPayment (C) |
| Store and happening | store-locations (L); layouts/store-services/activities and activity-groups (L); layouts/ (L); happening/services/activities/, events/, classes/ (S, L); happening/activity-groups/ and banners/ (L) |
| Catalogue | brands/, categories/ (L); products/filters/ (L); variants (L); featured-products/ (C) |
| Search | search/ (L); search/popular-queries/ (L); components/search-input-dropdown/ (L) |
| User | user (L); account (L); sandbox/users/ (L, S, C, U, D); sessions (D) |
| Member | rewards/ (L, C); waitlist/ (L, U); wishlist/ (L, U); notification-subscription/ and notification-subscription/subscribe (L, C) |
| Segments | sea-falcon/all-user-segments/ (L) |
| Content | contentful/content-entries/ and contentful/preview/content-entries/ (S); preview/overlays/ (S) |
| Auth | auth/token (C); auth/social (C); auth/token/verify/ (C) |
`;

type Op = 'L' | 'S' | 'C' | 'U' | 'R' | 'D';
const methodOf: Record<Op, string> = {
  L: 'GET',
  S: 'GET',
  C: 'POST',
  U: 'PATCH',
  R: 'PUT',
  D: 'DELETE',
};
const verbOf: Record<Op, string> = {
  L: 'list',
  S: 'get',
  C: 'create',
  U: 'update',
  R: 'replace',
  D: 'delete',
};
/** Operations by id take the id as a path segment. */
const byId = new Set<Op>(['U', 'D']);

/** Where the naming rule (segments in camelCase, operation verb) meets a verb in the path. */
const exceptions: Record<string, OperationName> = {
  'reservation-service/create C': 'reservationService.create',
  'reservation-service C': 'reservationService.reschedule',
};
/** Calls whose id is part of the path although the table marks them S. */
const singleById = new Set([
  'booking-service/activities',
  'booking-service/questions',
  'booking-service/time-slots',
  'booking-service/available-slots',
  'reservation-service',
  'happening/services/activities',
  'happening/services/events',
  'happening/services/classes',
  'orders',
  'sandbox/users',
  'contentful/content-entries',
  'contentful/preview/content-entries',
  'preview/overlays',
]);
/** Singletons that are deleted without an id (one coupon per bag, one session). */
const deletedWithoutId = new Set(['cart/discount-coupon', 'sessions']);

interface Row {
  path: string;
  op: Op;
}

function parseTable(text: string): Row[] {
  const rows: Row[] = [];
  for (const line of text.trim().split('\n')) {
    const cell = line.split('|')[2]!.trim();
    for (const part of cell.split(';')) {
      const match = /^(.*)\(([A-Z, ]+)\)\s*$/.exec(part.trim());
      if (!match) throw new Error(`Unreadable table entry: ${part}`);
      const ops = match[2]!.split(',').map((op) => op.trim() as Op);
      const items = match[1]!.split(/,| and /).map((item) => item.trim().replace(/\/+$/, ''));
      const parent = items[0]!.split('/').slice(0, -1).join('/');
      for (const item of items) {
        const path = item.includes('/') || item === items[0] ? item : `${parent}/${item}`;
        for (const op of ops) rows.push({ path: path.replace(/^\//, ''), op });
      }
    }
  }
  return rows;
}

const camel = (segment: string) => segment.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
const operationOf = ({ path, op }: Row): OperationName =>
  exceptions[`${path} ${op}`] ??
  (`${path.split('/').map(camel).join('.')}.${verbOf[op]}` as OperationName);

const rows = parseTable(specTable);

const baseUrl = 'https://shop.test';
const seen: { method: string; url: URL; headers: Headers }[] = [];
const server = setupServer(
  http.all('*', ({ request }) => {
    seen.push({ method: request.method, url: new URL(request.url), headers: request.headers });
    return HttpResponse.json(
      { message: "I'm a teapot", statusCode: 418, statusMessage: "I'm a teapot" },
      { status: 418 },
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen.length = 0;
});
afterAll(() => server.close());

const client = createCommerceClient({ baseUrl, country: 'MY' as 'my', language: 'en' });

function methodAt(name: string): ((...args: unknown[]) => Promise<unknown>) | undefined {
  let node: unknown = client;
  for (const key of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return typeof node === 'function'
    ? (node as (...args: unknown[]) => Promise<unknown>)
    : undefined;
}

/** Calls a method with sample arguments shaped by its endpoint. */
function invoke(name: OperationName, endpoint: Endpoint) {
  const method = methodAt(name)!;
  if (name === 'pages.payload.get') return method('brands/milk-makeup', 'b1');
  const args: unknown[] = [];
  if (endpoint.path.includes(':')) args.push(name === 'builds.meta.get' ? 'b1' : 42);
  if (endpoint.query || endpoint.body) args.push({});
  return method(...args);
}

describe("the spec's data-access table", () => {
  it('reads every entry of the table', () => {
    expect(rows).toHaveLength(81);
    expect(rows).toContainEqual({ path: 'happening/banners', op: 'L' });
    expect(rows).toContainEqual({ path: 'layouts/store-services/activity-groups', op: 'L' });
  });

  it.each(rows.map((row) => [`${row.path} (${row.op})`, row] as const))(
    '%s has a client method on the right endpoint',
    async (_, row) => {
      const name = operationOf(row);
      const endpoint = (endpoints as Record<string, Endpoint>)[name];
      expect(endpoint, `no endpoint ${name}`).toBeDefined();
      expect(methodAt(name), `no client method ${name}`).toBeTypeOf('function');
      expect(endpoint!.method).toBe(
        name === 'reservationService.reschedule' ? 'POST' : methodOf[row.op],
      );
      const withId =
        (byId.has(row.op) && !deletedWithoutId.has(row.path)) ||
        (row.op === 'S' && singleById.has(row.path)) ||
        name === 'reservationService.reschedule';
      expect(endpoint!.path.replace(/\/:\w+$/, '')).toBe(row.path);
      expect(endpoint!.path.endsWith('/:id') || endpoint!.path.endsWith('/:slug')).toBe(withId);

      await expect(invoke(name, endpoint!)).rejects.toMatchObject({ statusCode: 418 });
      expect(seen).toHaveLength(1);
      const [request] = seen;
      expect(request!.method).toBe(endpoint!.method);
      expect(request!.url.pathname).toBe(`/api/web/v1/${endpoint!.path.replace(/:\w+/, '42')}`);
      expect(request!.headers.get('x-site-country')).toBe('my');
      expect(request!.headers.get('x-platform')).toBe('web');
    },
  );

  it('reaches the build manifests and page payloads from the site root', async () => {
    await expect(client.builds.meta.get('b1')).rejects.toBeInstanceOf(CommerceError);
    await expect(client.builds.latest.get()).rejects.toBeInstanceOf(CommerceError);
    await expect(client.pages.payload.get('/brands/milk-makeup/', 'b1')).rejects.toBeInstanceOf(
      CommerceError,
    );
    await expect(client.pages.payload.get('/', 'b1')).rejects.toBeInstanceOf(CommerceError);
    expect(seen.map(({ url }) => url.pathname)).toEqual([
      '/builds/meta/b1.json',
      '/builds/latest.json',
      '/brands/milk-makeup/_payload.json',
      '/_payload.json',
    ]);
    expect(Number(seen[1]!.url.searchParams.get('t'))).toBeGreaterThan(0);
    expect(seen[2]!.url.searchParams.get('buildId')).toBe('b1');
  });

  it('lists every endpoint exactly once under a method of the client', () => {
    for (const name of Object.keys(endpoints)) {
      expect(methodAt(name), name).toBeTypeOf('function');
    }
    const tablePaths = new Set(rows.map(operationOf));
    const beyondTable = Object.keys(endpoints).filter(
      (name) => !tablePaths.has(name as OperationName),
    );
    // Calls the screens need that the table does not name.
    expect(beyondTable.sort()).toEqual(
      [
        'account.beautyProfile.get',
        'account.beautyProfile.replace',
        'account.pointLog.list',
        'cart.beautyPassOffers.delete',
        'builds.latest.get',
        'builds.meta.get',
        'orders.list',
        'orders.payments.create',
        'pages.payload.get',
        'paymentSimulator.applePay.paymentData.create',
        'paymentSimulator.bankTransfers.create',
        'paymentSimulator.qrPayments.create',
        'paymentSimulator.tokens.create',
        'paymentSimulator.webhookDeliveries.list',
        'paymentSimulator.webhookDeliveries.redeliver',
        'passwords.create',
        'passwords.replace',
        'products.get',
        'reservationService.list',
        'sandbox.mail.list',
        'sandbox.orders.status.create',
        'sandbox.orders.transitions.get',
        'sandbox.reservations.expire.create',
        'unlocks.create',
        'unlocks.replace',
        'user.create',
      ].sort(),
    );
  });
});
