import { redirect, type AnyRouteMatch, type ParsedLocation } from '@tanstack/react-router';
import { rejectPage } from './errors';
import { LEGACY_BRAND_SLUGS, resolveMiddleware } from './middleware';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Names of the route middleware that run before the page loads, in order. */
    middleware?: readonly string[];
  }
}

interface MiddlewareArgs {
  location: ParsedLocation;
  params: Record<string, string | undefined>;
}

type RouteMiddleware = (args: MiddlewareArgs) => void;

/** The views an order page has besides its own: aliases of it. */
export const ORDER_VIEWS = [
  'confirmation',
  'payment_pending',
  'payment_failed',
  'payment_instruction',
] as const;

const middleware: Record<string, RouteMiddleware> = {
  /** Old brand slugs keep working: a permanent redirect to the brand's slug of today. */
  'legacy-brand': ({ location, params }) => {
    const [slug, ...rest] = (params._splat ?? '').split('/');
    const current = slug ? LEGACY_BRAND_SLUGS[slug] : undefined;
    if (!current) return;
    const path = ['/brands', current, ...rest].join('/');
    throw redirect({ href: `${path}${location.searchStr}`, statusCode: 301 });
  },
  /** An order has four alias views; any other name is not a page. */
  'order-view': ({ location, params }) => {
    if (!ORDER_VIEWS.includes(params.view as (typeof ORDER_VIEWS)[number])) {
      throw rejectPage(location.pathname);
    }
  },
};

/** Runs the middleware every matched route names; unknown names throw 'Unknown route middleware'. */
export function runRouteMiddleware(location: ParsedLocation, matches: readonly AnyRouteMatch[]) {
  for (const match of matches) {
    const names = match.staticData?.middleware ?? [];
    for (const run of resolveMiddleware(middleware, names)) {
      run({ location, params: match.params as MiddlewareArgs['params'] });
    }
  }
}
