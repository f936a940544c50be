import type { CommerceClient, CommerceClientOptions } from '@beauty/commerce-sdk';
import { createTranslator, type TranslatorCatalogue } from '@beauty/i18n';
import type { ShopBoot } from './boot';
import { apiScope, commerceAccess } from './queries/scope';
import { createShopRouter } from './router';

export interface ShopOptions {
  boot: ShopBoot;
  /** Messages of the visit's language: the whole catalogue on the server, its core in the browser. */
  catalogue: TranslatorCatalogue;
  /** How the client reaches the API: the browser's fetch and cookies, or the server's in-process API. */
  client: Omit<CommerceClientOptions, 'country' | 'language' | 'preview'>;
  /**
   * Makes the commerce client: `createCommerceClient` on the server; in the browser, the same
   * loaded on first use (see `src/commerceClient.ts`).
   */
  createClient: (options: CommerceClientOptions) => CommerceClient | Promise<CommerceClient>;
  /** On the server, the response's CSP nonce (in the browser the router reads it from the page). */
  nonce?: string;
}

/** The router of one visit, on the server and in the browser alike. */
export function createShop({ boot, catalogue, client, createClient, nonce }: ShopOptions) {
  const base = { ...client, ...apiScope(boot.site) };
  return createShopRouter({
    nonce,
    boot,
    catalogue,
    messages: createTranslator(boot.site.language, catalogue, { country: boot.site.country }),
    commerce: commerceAccess(() => createClient(base)),
    previewCommerce: (userSegments) =>
      commerceAccess(() => createClient({ ...base, preview: { userSegments } })),
  });
}
