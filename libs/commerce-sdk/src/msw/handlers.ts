import { http, HttpResponse, type HttpHandler } from 'msw';
import { is } from 'valibot';
import {
  CountryCodeSchema,
  MAX_QUANTITY_PER_ADDITION,
  ServerMessages,
  endpoints,
  type Endpoint,
  type OperationName,
} from '../contract/index.js';
import type { CountryCode } from '../index.js';
import { API_PREFIX } from '../transport/transport.js';
import { exampleOf } from './example.js';
import {
  currencyOf,
  findVariant,
  fixtureAccount,
  fixtureBrands,
  fixtureCategories,
  fixtureProduct,
  fixtureStores,
  fixtureUser,
  fixtureVariants,
  lineVariant,
  type CommerceAnswer,
} from './fixtures.js';

/** Status texts the API sends with an error (`statusMessage`), as Node names them. */
const STATUS_TEXTS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * An error the API answers with: the spec's error object (`message`, `statusCode`,
 * `statusMessage`, `data`) under its status. Made by {@link commerceError}.
 */
export class CommerceErrorAnswer {
  readonly body: { message: string; statusCode: number; statusMessage: string; data: unknown };

  constructor(statusCode: number, message: string, data: unknown = null) {
    this.body = {
      message,
      statusCode,
      statusMessage: STATUS_TEXTS[statusCode] ?? 'Error',
      data,
    };
  }
}

/**
 * An error answer, as the API formats it: `commerceError(400, ServerMessages.promotionInvalid)`.
 * The client turns it into a `CommerceError` with that status, message and code.
 */
export const commerceError = (statusCode: number, message: string, data?: unknown) =>
  new CommerceErrorAnswer(statusCode, message, data);

/** One request to a handler, for an override computing its answer. */
export interface CommerceRequest {
  operation: OperationName;
  /** The path parameter (`:id`, `:slug`), if the path has one. */
  param: string | undefined;
  query: URLSearchParams;
  /** The parsed JSON body, if any. */
  body: unknown;
  /** The `X-Site-Country` of the request (`sg` without one). */
  country: CountryCode;
  request: Request;
}

/** An operation's answer: the payload, an error, or a function of the request giving either. */
export type CommerceOverride<Op extends OperationName> =
  | CommerceAnswer<Op>
  | CommerceErrorAnswer
  | ((
      request: CommerceRequest,
    ) =>
      CommerceAnswer<Op> | CommerceErrorAnswer | Promise<CommerceAnswer<Op> | CommerceErrorAnswer>);

/** Answers to use instead of the fixtures, by operation. */
export type CommerceOverrides = { [Op in OperationName]?: CommerceOverride<Op> };

/** Options of {@link commerceHandlers}. */
export interface CommerceHandlersOptions {
  /**
   * Origin (and optional prefix) the client calls, as its `baseUrl`. Without one, the handlers
   * answer the API's paths on any origin.
   */
  baseUrl?: string;
  /** Answers to use instead of the fixtures, by operation. */
  overrides?: CommerceOverrides;
}

interface BagLine {
  id: number;
  variantId: number;
  quantity: number;
}

/** The bag the handlers keep: lines and the promo code, shared by every country's answers. */
interface BagState {
  lines: BagLine[];
  coupon: string | null;
  nextLineId: number;
}

/** The one promo code the fixtures accept: 10% off the bag. */
export const FIXTURE_PROMO_CODE = 'GLOW10';

const round = (amount: number) => Math.round(amount * 100) / 100;

function bagOf(state: BagState, country: CountryCode): CommerceAnswer<'cart.list'>['data'] {
  const currency = currencyOf(country);
  const money = (amount: number) => ({ amount: round(amount), currency });
  const lines = state.lines.map((line) => {
    const { variant, brand, inventory, availableInCountry } = lineVariant(line.variantId, country);
    const warnings: { code: 'out_of_stock' | 'unavailable_in_country'; message: string }[] = [];
    if (!availableInCountry)
      warnings.push({
        code: 'unavailable_in_country',
        message: ServerMessages.unavailableInCountry,
      });
    else if (inventory === 0)
      warnings.push({ code: 'out_of_stock', message: ServerMessages.outOfStock });
    return {
      id: line.id,
      variant,
      brand,
      quantity: line.quantity,
      inventory,
      unitPrice: variant.price,
      total: money(variant.price.amount * line.quantity),
      warnings,
    };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.total.amount, 0);
  const discount = state.coupon ? round(subtotal * 0.1) : 0;
  return {
    id: 7,
    lines,
    extras: [],
    itemsCount: state.lines.reduce((sum, line) => sum + line.quantity, 0),
    coupon: state.coupon
      ? { code: state.coupon, description: '10% off your bag', discount: money(discount) }
      : null,
    // The market's shipping rules live in `@beauty/i18n`; the fixture bag ships free.
    totals: {
      subtotal: money(subtotal),
      discount: money(discount),
      shipping: money(0),
      freeShippingThreshold: money(0),
      remainingForFreeShipping: money(0),
      total: money(subtotal - discount),
    },
    canCheckout: lines.length > 0 && lines.every((line) => line.warnings.length === 0),
  };
}

const numberOf = (value: unknown) => (typeof value === 'number' ? value : Number.NaN);

/** The bag's operations: they change the in-memory bag and answer with it. */
function bagFixtures(state: BagState) {
  const answer = (country: CountryCode) => ({ data: bagOf(state, country) });
  const lineOf = (param: string | undefined) =>
    state.lines.find((line) => String(line.id) === param);
  const notFound = () => commerceError(404, ServerMessages.resourceNotFound);
  const canAdd = (variantId: number, quantity: number, country: CountryCode) => {
    const found = findVariant(variantId);
    if (!found) return notFound();
    if (found.variant.prices[country] === undefined)
      return commerceError(400, ServerMessages.unavailableInCountry);
    if (quantity > MAX_QUANTITY_PER_ADDITION)
      return commerceError(400, ServerMessages.maxQuantity, {
        maxQuantity: MAX_QUANTITY_PER_ADDITION,
      });
    if (found.variant.purchaseLimit !== undefined && quantity > found.variant.purchaseLimit)
      return commerceError(400, ServerMessages.variantLimit, {
        purchaseLimit: found.variant.purchaseLimit,
      });
    return undefined;
  };

  return {
    'cart.list': ({ country }) => answer(country),
    'cart.itemsCount.list': ({ country }) => ({
      data: { count: bagOf(state, country).itemsCount },
    }),
    'cart.lineItems.create': ({ body, country }) => {
      const { variantId, quantity } = body as { variantId: unknown; quantity: unknown };
      const existing = state.lines.find((line) => line.variantId === variantId);
      const total = numberOf(quantity) + (existing?.quantity ?? 0);
      const refusal = canAdd(numberOf(variantId), total, country);
      if (refusal) return refusal;
      if (existing) existing.quantity = total;
      else
        state.lines.push({
          id: state.nextLineId++,
          variantId: numberOf(variantId),
          quantity: total,
        });
      return answer(country);
    },
    'cart.lineItems.update': ({ param, body, country }) => {
      const line = lineOf(param);
      if (!line) return notFound();
      const quantity = numberOf((body as { quantity: unknown }).quantity);
      // Lowering a quantity is always allowed: it is how a shopper fixes a flagged line.
      const refusal =
        quantity > line.quantity ? canAdd(line.variantId, quantity, country) : undefined;
      if (refusal) return refusal;
      line.quantity = quantity;
      return answer(country);
    },
    'cart.lineItems.delete': ({ param, country }) => {
      const line = lineOf(param);
      if (!line) return notFound();
      state.lines = state.lines.filter((other) => other !== line);
      return answer(country);
    },
    'cart.discountCoupon.create': ({ body, country }) => {
      if ((body as { code?: unknown }).code !== FIXTURE_PROMO_CODE)
        return commerceError(400, ServerMessages.promotionInvalid);
      state.coupon = FIXTURE_PROMO_CODE;
      return answer(country);
    },
    'cart.discountCoupon.delete': ({ country }) => {
      state.coupon = null;
      return answer(country);
    },
  } satisfies CommerceOverrides;
}

/** The hand-written fixtures: catalogue, stores, the shopper and her Beauty Pass. */
const catalogueFixtures = {
  'brands.list': () => ({ data: fixtureBrands, meta: { total: fixtureBrands.length } }),
  'categories.list': () => ({
    data: fixtureCategories,
    meta: { total: fixtureCategories.length },
  }),
  'products.get': ({ param, country }) => {
    const product = fixtureProduct(param ?? '', country);
    return product ? { data: product } : commerceError(404, ServerMessages.resourceNotFound);
  },
  'variants.list': ({ query, country }) => {
    const page = Number(query.get('page') ?? 1);
    const perPage = Number(query.get('perPage') ?? 24);
    const all = fixtureVariants(country);
    const data = all.slice((page - 1) * perPage, page * perPage);
    const more = page * perPage < all.length;
    return {
      data,
      meta: { total: all.length, page, perPage, nextCursor: more ? String(page + 1) : null },
    };
  },
  'storeLocations.list': ({ query, country }) => {
    const slug = query.get('slug');
    const data = fixtureStores.filter(
      (store) => store.country === country && (slug === null || store.slug === slug),
    );
    return { data, meta: { total: data.length } };
  },
  'user.list': ({ country }) => ({ data: fixtureUser(country) }),
  'account.list': ({ country }) => ({ data: fixtureAccount(country) }),
} satisfies CommerceOverrides;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The URL pattern of an endpoint: `:name` is one path segment, except in the site-root calls,
 * where a page path (`brands/milk-makeup`, or nothing for the home page) may span several.
 */
function patternOf(endpoint: Endpoint, baseUrl: string | undefined): RegExp {
  const origin =
    baseUrl === undefined ? '[a-z][a-z0-9+.-]*://[^/]+' : escapeRegExp(baseUrl.replace(/\/+$/, ''));
  const prefix = endpoint.root ? '' : escapeRegExp(API_PREFIX);
  const path = endpoint.path
    .replace(/^\/+|\/+$/g, '')
    .split(/(:\w+)/)
    .map((part, index) => {
      if (index % 2 === 0) return escapeRegExp(part);
      return endpoint.root ? '(.*?)' : '([^/]+)';
    })
    .join('');
  // The home page's payload sits at the site root: its empty page leaves a leading slash.
  const rooted = endpoint.root ? path.replace(/^\(\.\*\?\)\//, '(?:(.+)/)?') : path;
  return new RegExp(`^${origin}${prefix}/${rooted}/?$`);
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const countryOf = (request: Request): CountryCode => {
  const header = request.headers.get('X-Site-Country');
  return is(CountryCodeSchema, header) ? header : 'sg';
};

/** Every `data.cart` of an answer is the live bag (the bag page, the checkout). */
function withBag(answer: unknown, bag: unknown): unknown {
  if (!answer || typeof answer !== 'object' || !('data' in answer)) return answer;
  const { data } = answer as { data: unknown };
  if (!data || typeof data !== 'object' || !('cart' in data)) return answer;
  return { ...answer, data: { ...data, cart: bag } };
}

type Resolver = (request: CommerceRequest) => unknown;

function handlerFor(
  operation: OperationName,
  endpoint: Endpoint,
  baseUrl: string | undefined,
  resolve: Resolver,
): HttpHandler {
  const pattern = patternOf(endpoint, baseUrl);
  const method = endpoint.method.toLowerCase() as Lowercase<Endpoint['method']>;
  return http[method](pattern, async ({ request }) => {
    const url = new URL(request.url);
    const match = pattern.exec(`${url.origin}${url.pathname}`);
    const answer = await resolve({
      operation,
      param:
        match?.[1] === undefined ? (endpoint.root ? '' : undefined) : decodeURIComponent(match[1]),
      query: url.searchParams,
      body: await readBody(request),
      country: countryOf(request),
      request,
    });
    if (answer instanceof CommerceErrorAnswer)
      return HttpResponse.json(answer.body, { status: answer.body.statusCode });
    return HttpResponse.json(answer as never);
  });
}

/** Calls without a path parameter first: `reservation-service/create` is no booking id. */
const operationsInMatchOrder = (Object.entries(endpoints) as [OperationName, Endpoint][]).sort(
  ([, a], [, b]) => Number(a.path.includes(':')) - Number(b.path.includes(':')),
);

/**
 * Mock Service Worker handlers for every operation of `/api/web/v1`, answering what the contract
 * says: hand-written fixtures for the catalogue (brands, categories, three products priced per
 * country), stores, the shopper and her Beauty Pass, a bag kept in memory (add, change, remove,
 * promo code `GLOW10`), and a schema-made example for every other operation. Each call of
 * `commerceHandlers` starts with an empty bag.
 *
 * ```ts
 * import { setupServer } from 'msw/node';
 * const server = setupServer(
 *   ...commerceHandlers({
 *     baseUrl: 'https://shop.test',
 *     overrides: {
 *       'cart.discountCoupon.create': commerceError(400, ServerMessages.promotionInvalid),
 *     },
 *   }),
 * );
 * ```
 *
 * For one test, put a handler in front: `server.use(commerceHandler('brands.list', answer))`.
 */
export function commerceHandlers(options: CommerceHandlersOptions = {}): HttpHandler[] {
  const bag: BagState = { lines: [], coupon: null, nextLineId: 1 };
  const fixtures: Partial<Record<OperationName, Resolver>> = {
    ...catalogueFixtures,
    ...bagFixtures(bag),
  } as Partial<Record<OperationName, Resolver>>;
  return operationsInMatchOrder.map(([operation, endpoint]) => {
    const override = options.overrides?.[operation];
    const resolve: Resolver =
      override !== undefined
        ? (request) => (typeof override === 'function' ? override(request) : override)
        : (fixtures[operation] ??
          ((request) =>
            withBag(exampleOf(endpoint.response), bagOf(bag, request.country)) as unknown));
    return handlerFor(operation, endpoint, options.baseUrl, resolve);
  });
}

/**
 * A handler of one operation with the given answer (or error), to put in front of the others
 * for one test: `server.use(commerceHandler('cart.list', commerceError(503, 'Try again')))`.
 */
export function commerceHandler<Op extends OperationName>(
  operation: Op,
  answer: CommerceOverride<Op>,
  options: Pick<CommerceHandlersOptions, 'baseUrl'> = {},
): HttpHandler {
  return handlerFor(operation, endpoints[operation], options.baseUrl, (request) =>
    typeof answer === 'function' ? answer(request) : answer,
  );
}
