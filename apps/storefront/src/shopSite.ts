import { siteText, type Site } from '@beauty/i18n';
import type { ShopSite } from './boot';

/**
 * A visit's site with its texts. The server's (and tests') only: a browser reads its site from
 * the page's boot data, so it never loads the other countries' texts.
 */
export const shopSite = (site: Site): ShopSite => ({
  ...site,
  text: siteText(site.country, site.language),
});
