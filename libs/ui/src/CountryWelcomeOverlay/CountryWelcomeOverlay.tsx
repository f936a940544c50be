import { Button } from '../Button/index.js';
import { Dialog } from '../Dialog/index.js';
import { Link } from '../Link/index.js';
import { notice, sites as sitesClass, sitesTitle } from './CountryWelcomeOverlay.css.js';

/** Another country's storefront the visitor may go to. */
export interface CountrySite {
  code: string;
  name: string;
  href: string;
}

/** Props of {@link CountryWelcomeOverlay}. */
export interface CountryWelcomeOverlayProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The country of this storefront, e.g. 'Singapore'. */
  siteCountry: string;
  /** Where the visitor seems to be, when known. */
  visitorCountry?: string;
  /** False when this site does not ship to the visitor's country: says so. */
  shipsToVisitor?: boolean;
  /** The other country sites to switch to. */
  sites?: readonly CountrySite[];
  /** Wording; English by default. */
  labels?: {
    title?: (siteCountry: string) => string;
    notShipping?: (siteCountry: string, visitorCountry: string) => string;
    chooseSite?: string;
    stay?: (siteCountry: string) => string;
    close?: string;
  };
}

/**
 * The first-visit overlay: welcomes the visitor to this country's site, warns when it does not
 * ship to where they are, and offers the other country sites or staying here.
 */
export function CountryWelcomeOverlay({
  open,
  onOpenChange,
  siteCountry,
  visitorCountry,
  shipsToVisitor = true,
  sites = [],
  labels,
}: CountryWelcomeOverlayProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      closeLabel={labels?.close}
      title={labels?.title?.(siteCountry) ?? `Welcome to our ${siteCountry} site`}
      footer={
        <Button fullWidth onClick={() => onOpenChange(false)}>
          {labels?.stay?.(siteCountry) ?? `Continue to the ${siteCountry} site`}
        </Button>
      }
    >
      {!shipsToVisitor && visitorCountry ? (
        <p className={notice} role="alert">
          {labels?.notShipping?.(siteCountry, visitorCountry) ??
            `The ${siteCountry} site does not ship to ${visitorCountry}.`}
        </p>
      ) : null}
      {sites.length > 0 ? (
        <>
          <p className={sitesTitle}>{labels?.chooseSite ?? 'Choose your country site'}</p>
          <ul className={sitesClass}>
            {sites.map((site) => (
              <li key={site.code}>
                <Link href={site.href}>{site.name}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Dialog>
  );
}
