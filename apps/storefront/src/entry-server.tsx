import { getDeviceFlags } from '@beauty/analytics';
import { createCommerceClient } from '@beauty/commerce-sdk';
import {
  COUNTRY_COOKIE,
  COUNTRY_QUERY,
  countryCookie,
  importCatalogue,
  parseCookies,
  type Language,
  resolveSite,
  serializeCookie,
} from '@beauty/i18n';
import {
  createRequestHandler,
  renderRouterToStream,
  renderSsrHtmlResponse,
  RouterServer,
} from '@tanstack/react-router/ssr/server';
import type { Manifest } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import type { ShopAnalyticsConfig } from '../server/analytics';
import type { GoogleSignInConfig } from '../server/googleSignIn';
import type { InProcessApi } from '../server/inProcessApi';
import type { PageCache } from '../server/pageCache';
import { serializeBoot, type ShopBoot } from './boot';
import { createServerExperiments, type ExperimentsOptions } from './experiments/serverExperiments';
import { pageRejection } from './navigation/errors';
import { createShop } from './shop';
import { shopSite } from './shopSite';

export interface ShopRendererOptions {
  /** The commerce API app, called in process: no network hop for the server's own data. */
  api: InProcessApi;
  /**
   * The deployed browser build, asked for each page: a build deployed under the running server
   * (see `watchShopAssets`) is the one its next pages name and load.
   */
  build: () => ShopBuild | Promise<ShopBuild>;
  /** The tag manager and error reporter of the pages (`readAnalyticsConfig`). */
  analytics: ShopAnalyticsConfig;
  /** Receives what failed while rendering a page (the server's error reporter). */
  onRenderError?: (error: unknown, request: Request) => void;
  /** The experimentation service the pages' flags are evaluated with; flags are off without. */
  experiments?: ExperimentsOptions;
  /**
   * Whether the `/sandbox` testing aids are served: not in production mode, as the API decides
   * for its own sandbox.
   */
  sandbox?: boolean;
  /** Sign-in with Google as the pages offer it (`readGoogleSignIn`); not offered without. */
  googleSignIn?: GoogleSignInConfig | null;
  /**
   * Keeps the catalogue's pages (home, listings, brands, products, search) for anonymous visitors
   * (`createPageCache`); every page is rendered afresh without.
   */
  pageCache?: PageCache;
}

/** A browser build as the pages use it. */
export interface ShopBuild {
  id: string;
  /** Scripts and styles of the build for a page in `language`, for its head and body. */
  manifest: (language: Language) => Manifest;
}

type ShopRouter = ReturnType<typeof createShop>;

/**
 * The status of a page route middleware refused, which may be other than 404. The router keeps
 * the status it answers with in its server result; the rejection's own status replaces it.
 */
function applyRejectionStatus(router: ShopRouter) {
  const result = (router as unknown as { _serverResult?: { type: string; status: number } })
    ._serverResult;
  if (result?.type !== 'render') return;
  for (const match of router.state.matches) {
    const rejection = pageRejection((match.error as { data?: unknown } | undefined)?.data);
    if (rejection) result.status = rejection.status;
  }
}

/**
 * A page whose loading failed renders the route's error page: what failed is reported (a missing
 * page, or one route middleware refused, is a not-found, not an error).
 */
function reportRouteErrors(
  router: ShopRouter,
  request: Request,
  report: ShopRendererOptions['onRenderError'],
) {
  if (!report) return;
  for (const match of router.state.matches) {
    if (match.status === 'error') report(match.error, request);
  }
}

/**
 * The whole page in one piece, once every lazy part has loaded (the markdown renderer, the language
 * menu...): unlike `renderToString`, React's prerender waits for them instead of leaving a
 * placeholder for the browser to fill in.
 */
function renderComplete(router: ShopRouter, responseHeaders: Headers, children: ReactNode) {
  return renderSsrHtmlResponse({
    router,
    responseHeaders,
    render: async () => {
      // Every boundary inline, in document order: nothing for a script to move into place, so
      // React writes no script of its own (prerender takes no nonce; the router's scripts do).
      const { prelude } = await prerender(children, {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      });
      // The router writes the doctype itself.
      return (await new Response(prelude).text()).replace(/^<!DOCTYPE html>/i, '');
    },
  });
}

/** What the server decided about one response. */
export interface ShopPageOptions {
  /**
   * The nonce of the response's Content-Security-Policy, written on every script of the page
   * (React's, the router's, the page loader) and read back by the browser code for the scripts it
   * adds. Without it (the dev server) the page has no nonces.
   */
  nonce?: string;
}

/**
 * Pages the same for every visitor of a site and variation, kept by the page cache: the catalogue's.
 * A shopper's own pages (bag, checkout, account, orders, bookings) are rendered for each visit.
 */
const CATALOGUE_PAGE = /^\/(?:$|pages\/|brands(?:\/|$)|products\/|search$)/;

/** Without an experimentation service (the dev server): every flag off, nothing tracked. */
const FLAGS_OFF: ShopBoot['experiments'] = {
  visitorCode: null,
  variations: {},
  consent: 'pending',
  service: { url: '', siteCode: '', environment: 'development' },
};

/** Renders shop pages: streamed to shoppers, complete to crawlers, with the data dehydrated. */
export function createShopRenderer({
  api,
  build: deployedBuild,
  analytics,
  onRenderError,
  experiments: experimentsOptions,
  sandbox = false,
  googleSignIn = null,
  pageCache,
}: ShopRendererOptions) {
  const experiments = experimentsOptions ? createServerExperiments(experimentsOptions) : null;

  return async function render(
    request: Request,
    { nonce }: ShopPageOptions = {},
  ): Promise<Response> {
    const url = new URL(request.url);
    const build = await deployedBuild();
    const site = shopSite(resolveSite(request));
    const cookies = parseCookies(request.headers.get('cookie'));
    const countryInUrl = url.searchParams.has(COUNTRY_QUERY);
    const visit = experiments
      ? await experiments.evaluate(request, site.country)
      : { experiments: FLAGS_OFF, setCookies: [] };
    const boot: ShopBoot = {
      site,
      origin: url.origin,
      buildId: build.id,
      visitorCountry: request.headers.get('x-visitor-country'),
      firstVisit: !cookies[COUNTRY_COOKIE] && !countryInUrl,
      analytics,
      experiments: visit.experiments,
      sandbox,
      googleSignIn,
    };
    const catalogue = await importCatalogue(site.language);
    // Set on every answer, kept or rendered: the visitor code as consent allows, and a country
    // asked for in the URL, remembered so the shop's own links keep it.
    const setCookies = [...visit.setCookies];
    if (!cookies[COUNTRY_COOKIE] && countryInUrl) {
      setCookies.push(serializeCookie(countryCookie(site.country)));
    }
    const crawler = getDeviceFlags(request.headers.get('user-agent')).isCrawler;
    let loaded = false;
    // Made only for a page rendered: a kept one needs no router. A kept page's API answers are
    // made under the catalogue version the page is kept under, which the page cache read.
    const rendered = (catalogueVersion?: string) =>
      createRequestHandler({
        request,
        createRouter: () =>
          createShop({
            boot,
            catalogue,
            client: {
              baseUrl: url.origin,
              // The API app's own request method, with the version of a page to be kept.
              fetch: async (input, init) => api.request(input, init, { catalogueVersion }),
            },
            createClient: createCommerceClient,
            nonce,
          }),
        getRouterManifest: () => build.manifest(site.language),
      })(({ request, router, responseHeaders }) => {
        applyRejectionStatus(router);
        for (const cookie of setCookies) responseHeaders.append('Set-Cookie', cookie);
        reportRouteErrors(router, request, onRenderError);
        loaded = router.state.matches.every((match) => match.status === 'success');
        const children = <RouterServer router={router} />;
        return crawler
          ? renderComplete(router, responseHeaders, children)
          : renderRouterToStream({ request, router, responseHeaders, children });
      });
    if (!pageCache || !nonce || request.method !== 'GET' || !CATALOGUE_PAGE.test(url.pathname)) {
      return rendered();
    }
    // The page depends on all of the boot data but the visitor code, which is swapped in.
    const { visitorCode, ...experimentsShown } = boot.experiments;
    return pageCache.serve(
      {
        key: JSON.stringify([
          url.pathname,
          url.search,
          crawler,
          { ...boot, experiments: { ...experimentsShown, tracked: visitorCode !== null } },
        ]),
        nonce,
        personal: serializeBoot(boot),
        setCookies,
      },
      async (catalogueVersion) => ({ response: await rendered(catalogueVersion), keep: loaded }),
    );
  };
}
