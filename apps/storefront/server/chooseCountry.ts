import { COUNTRY_QUERY, countryCookie, serializeCookie, toCountryCode } from '@beauty/i18n';
import type { Context } from 'hono';

/**
 * `GET /choose-country?country_code=th`: remembers the country the shopper chose in the welcome
 * overlay (the `locale` cookie) and opens that country's home page. Where the host decides the
 * country (the countries' own domains) the overlay links to those instead.
 */
export function chooseCountry(c: Context) {
  const country = toCountryCode(c.req.query(COUNTRY_QUERY) ?? '');
  if (!country) return c.redirect('/', 302);
  c.header('Set-Cookie', serializeCookie(countryCookie(country)));
  // Only ever the shop's own home page: no open redirect.
  return c.redirect('/', 302);
}
