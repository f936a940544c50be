import { commerceQueryPolicy, createCommerceClient } from '@beauty/commerce-sdk';
import { importCatalogue, type CountryCode, type Language } from '@beauty/i18n';
import { I18nProvider } from '@beauty/i18n/react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { FunctionComponent } from 'react';
import { apiScope, commerceAccess, type QueryContext } from '../queries/scope';
import { shopSite } from '../shopSite';

/** The origin tests' API handlers answer on: `${testOrigin}/api/web/v1/...`. */
export const testOrigin = 'https://shop.test';

/** What a query needs, for a site of the shop, with a client of the test origin. */
export function testQueryContext(
  country: CountryCode = 'sg',
  language: Language = 'en',
): QueryContext {
  const site = shopSite({ country, language });
  return {
    commerce: commerceAccess(() =>
      createCommerceClient({ baseUrl: testOrigin, ...apiScope(site) }),
    ),
    boot: { site },
  };
}

/**
 * Renders `Component` as a page of the shop: a router at `/` whose context has the query client
 * and the commerce client, the query client, and the site's messages.
 */
export async function renderInShop(
  Component: FunctionComponent,
  { country = 'sg', language = 'en' }: { country?: CountryCode; language?: Language } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: commerceQueryPolicy } });
  const context = { ...testQueryContext(country, language), queryClient };
  const catalogue = await importCatalogue(language);
  const router = createRouter({
    routeTree: createRootRouteWithContext<typeof context>()({ component: Component }),
    context,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider country={country} language={language} catalogue={catalogue}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { queryClient, context };
}
