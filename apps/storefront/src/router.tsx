import { commerceQueryPolicy } from '@beauty/commerce-sdk';
import type { Translator, TranslatorCatalogue } from '@beauty/i18n';
import { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { ShopBoot } from './boot';
import type { CommerceAccess } from './queries/scope';
import { routeTree } from './routeTree.gen';
import { RouteError } from './shell/RouteError';
import { NotFoundPage } from './shell/NotFoundPage';

export interface RouterContext {
  queryClient: QueryClient;
  commerce: CommerceAccess;
  /** The same client in preview mode, for the `/preview/...` pages. */
  previewCommerce: (userSegments: readonly string[]) => CommerceAccess;
  boot: ShopBoot;
  /**
   * Messages of the visit's language, loaded before the first render: the whole catalogue on the
   * server, in the browser its core (no deferred sections; English is built in).
   */
  catalogue: TranslatorCatalogue;
  /** The same messages outside React: page titles and descriptions in `head`. */
  messages: Translator;
}

export interface ShopRouterOptions extends Omit<RouterContext, 'queryClient'> {
  history?: RouterHistory;
  /** On the server, the response's CSP nonce: the router writes it on every script of the page. */
  nonce?: string;
}

/** One router (and one query cache) per request on the server, one per page in the browser. */
export function createShopRouter({ history, nonce, ...context }: ShopRouterOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: commerceQueryPolicy } });
  const router = createRouter({
    routeTree,
    context: { ...context, queryClient },
    ...(history && { history }),
    ...(nonce && { ssr: { nonce } }),
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteError,
  });
  // Query data fetched on the server travels with the page, so the browser does not fetch it again.
  setupRouterSsrQueryIntegration({ router, queryClient });
  if (typeof document !== 'undefined') {
    // The router saves a page's scroll position only if a scroll event was dispatched since the
    // last navigation, and browsers dispatch it at the next frame: a tap in the same frame as the
    // scroll would leave the position unsaved and the back button would land at the top.
    router.subscribe('onBeforeNavigate', () => document.dispatchEvent(new Event('scroll')));
  }
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createShopRouter>;
  }
}
