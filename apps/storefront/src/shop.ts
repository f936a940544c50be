import type { CommerceClient, CommerceClientOptions } from '@beauty/commerce-sdk';
import { createTranslator, englishCatalogue, type Catalogue } from '@beauty/i18n';
import type { ShopBoot } from './boot';
import { apiScope, commerceAccess } from './queries/scope';
import { createShopRouter } from './router';

export interface ShopOptions {
  boot: ShopBoot;
  catalogue: Catalogue | undefined;
  /** How the client reaches the API: the browser's fetch and cookies, or the server's in-process API. */
  client: Omit<CommerceClientOptions, 'country' | 'language' | 'preview'>;
  /**
   * Makes the commerce client: `createCommerceClient` on the server; in the browser, the same
   * loaded on first use (see `src/commerceClient.ts`).
   */
  createClient: (options: CommerceClientOptions) => CommerceClient | Promise<CommerceClient>;
}

/** The router of one visit, on the server and in the browser alike. */
export function createShop({ boot, catalogue, client, createClient }: ShopOptions) {
  const base = { ...client, ...apiScope(boot.site) };
  return createShopRouter({
    boot,
    catalogue,
    messages: catalogue
      ? createTranslator(boot.site.language, catalogue, { country: boot.site.country })
      : createTranslator('en', englishCatalogue, { country: boot.site.country }),
    commerce: commerceAccess(() => createClient(base)),
    previewCommerce: (userSegments) =>
      commerceAccess(() => createClient({ ...base, preview: { userSegments } })),
  });
}
