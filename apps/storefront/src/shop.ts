import { createCommerceClient, type CommerceClientOptions } from '@beauty/commerce-sdk';
import { createTranslator, englishCatalogue, type Catalogue } from '@beauty/i18n';
import type { ShopBoot } from './boot';
import { apiScope } from './queries/scope';
import { createShopRouter } from './router';

export interface ShopOptions {
  boot: ShopBoot;
  catalogue: Catalogue | undefined;
  /** How the client reaches the API: the browser's fetch and cookies, or the server's in-process API. */
  client: Omit<CommerceClientOptions, 'country' | 'language' | 'preview'>;
}

/** The router of one visit, on the server and in the browser alike. */
export function createShop({ boot, catalogue, client }: ShopOptions) {
  const base = { ...client, ...apiScope(boot.site) };
  return createShopRouter({
    boot,
    catalogue,
    messages: catalogue
      ? createTranslator(boot.site.language, catalogue, { country: boot.site.country })
      : createTranslator('en', englishCatalogue, { country: boot.site.country }),
    commerce: createCommerceClient(base),
    previewCommerce: (userSegments) => createCommerceClient({ ...base, preview: { userSegments } }),
  });
}
