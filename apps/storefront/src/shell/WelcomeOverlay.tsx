import {
  COUNTRY_CODES,
  countryCookie,
  countryOfHost,
  countrySiteUrl,
  serializeCookie,
  toCountryCode,
  type CountryCode,
} from '@beauty/i18n';
import { useI18n } from '@beauty/i18n/react';
import { CountryWelcomeOverlay } from '@beauty/ui';
import { useRouteContext } from '@tanstack/react-router';

/** Path of the server endpoint that remembers a chosen country (the `locale` cookie) and goes home. */
export const CHOOSE_COUNTRY_PATH = '/choose-country';

/**
 * Where each country's shop is: its own domain in production (the host decides the country), or
 * the choose-country endpoint when the shop runs on a host of no country (localhost, previews).
 */
function countrySites(origin: string, name: (code: CountryCode) => string) {
  const onCountryDomain = countryOfHost(new URL(origin).host) !== undefined;
  return COUNTRY_CODES.map((code) => ({
    code,
    name: name(code),
    href: onCountryDomain ? countrySiteUrl(code) : `${CHOOSE_COUNTRY_PATH}?country_code=${code}`,
  }));
}

/** The country welcome overlay's dialog: loaded only once it opens. */
export default function WelcomeOverlay({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const i18n = useI18n();
  const { boot } = useRouteContext({ from: '__root__' });
  const countryName = (code: CountryCode) => i18n.text(`shell.country_name.${code}`);
  const siteCountry = countryName(boot.site.country);
  const visitor = boot.visitorCountry?.toUpperCase();
  const visitorCode = toCountryCode(visitor);
  const visitorCountry = visitorCode ? countryName(visitorCode) : undefined;
  const sites = countrySites(boot.origin, countryName).filter(
    (site) => site.code !== boot.site.country,
  );
  const close = (next: boolean) => {
    onOpenChange(next);
    // Staying is a choice too: the overlay does not come back on the next page.
    if (!next) document.cookie = serializeCookie(countryCookie(boot.site.country));
  };
  return (
    <CountryWelcomeOverlay
      open={open}
      onOpenChange={close}
      siteCountry={siteCountry}
      {...(visitor && { visitorCountry: visitorCountry ?? visitor })}
      shipsToVisitor={!visitor || visitorCountry !== undefined}
      sites={sites}
      labels={{
        title: () => i18n.text('welcome.title'),
        notShipping: () => i18n.text('welcome.not_shipping'),
        chooseSite: i18n.text('welcome.choose_country'),
        stay: () => i18n.text('welcome.stay'),
        close: i18n.text('common.close'),
      }}
    />
  );
}
