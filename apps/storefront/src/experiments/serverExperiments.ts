// The server's experimentation client: one for the process, evaluating each page's flags for
// the visitor who asked. Imported by the server renderer only.
import { readConsentCookie } from '@beauty/analytics';
import { FlagsClient, MemoryStorage, type CookieJar } from '@beauty/flags-sdk';
import {
  evaluatePageFlags,
  FORCED_VARIATIONS_QUERY,
  parseForcedVariations,
  STOREFRONT_CUSTOM_DATA,
  STOREFRONT_FLAGS,
  storefrontClientOptions,
} from '@beauty/flags-sdk/storefront';
import { regionSubtag, type CountryCode } from '@beauty/i18n';
import type { ShopExperiments } from './shopExperiments';

/** How the shop reaches its experimentation service. */
export interface ExperimentsOptions {
  siteCode: string;
  /** The service's configuration environment: `production` in a deployment. */
  environment: string;
  /**
   * The service's base URL. A path (`/flags-service`) is the stand-in on the shop's own origin,
   * which the server reaches through {@link ExperimentsOptions.fetch}.
   */
  serviceUrl: string;
  /** How the server calls the service; default the global `fetch`. */
  fetch?: typeof fetch;
  /** Where experimentation errors go; default `console.error`. */
  reportError?: (error: unknown) => void;
}

/**
 * Minutes after which a visitor's sent data is dropped from the server's memory: longer than a
 * visit (29 minutes), so a visitor keeps their data while shopping.
 */
const SERVER_CLEANUP_INTERVAL_MINUTES = 60;

/** Evaluates the page's flags for each request; see {@link ExperimentsOptions}. */
export function createServerExperiments({
  siteCode,
  environment,
  serviceUrl,
  fetch: fetchImpl,
  reportError = console.error,
}: ExperimentsOptions) {
  const sameOrigin = serviceUrl.startsWith('/');
  // The visitor of the request being evaluated: cookies are read and written for one request at
  // a time, and evaluation is synchronous, so no other request can see them.
  let visit: { cookies: string; written: Map<string, string> } | null = null;
  const cookies: CookieJar = {
    read: () => visit?.cookies ?? '',
    // The last write of a cookie wins, as it would in a browser.
    write: (cookie) => visit?.written.set(cookie.slice(0, cookie.indexOf('=')), cookie),
  };
  const client = new FlagsClient(
    storefrontClientOptions({
      siteCode,
      environment,
      serviceUrl: sameOrigin ? `http://localhost${serviceUrl}` : serviceUrl,
      storefrontDomain: sameOrigin ? 'localhost' : new URL(serviceUrl).hostname,
      country: '',
      fetch: fetchImpl,
      storage: new MemoryStorage(),
      cookies,
      // Node has no EventSource: the server polls (every 5 minutes in production, 1 elsewhere).
      eventSource: null,
      cleanupInterval: SERVER_CLEANUP_INTERVAL_MINUTES,
      sdk: { isServer: true },
      reportError,
    }),
  );
  const ready = client.initialize().catch(reportError);

  return {
    /**
     * The visitor's experiments for one page, and the `Set-Cookie` values that keep (or, on a
     * refused consent, zero) the visitor-code cookie as the consent allows.
     */
    async evaluate(
      request: Request,
      country: CountryCode,
    ): Promise<{ experiments: ShopExperiments; setCookies: string[] }> {
      await ready;
      const url = new URL(request.url);
      const header = request.headers.get('cookie') ?? '';
      const consent = readConsentCookie(header);
      const service = {
        url: sameOrigin ? `${url.origin}${serviceUrl}` : serviceUrl,
        siteCode,
        environment,
      };
      const written = new Map<string, string>();
      visit = { cookies: header, written };
      try {
        const visitorCode = client.getVisitorCode();
        if (consent !== 'pending') client.setLegalConsent(visitorCode, consent === 'granted');
        client.addData(visitorCode, {
          type: 'customData',
          index: STOREFRONT_CUSTOM_DATA.country,
          values: [regionSubtag(country)],
        });
        const variations = evaluatePageFlags(client, {
          visitorCode,
          featureKeys: Object.values(STOREFRONT_FLAGS),
          // QA's forced variations hold for this page only, for the visitor of the cookie:
          // a shared link changes no one's stored data.
          forced: parseForcedVariations(url.searchParams.get(FORCED_VARIATIONS_QUERY)),
          reportError,
        });
        return {
          experiments: { visitorCode, variations, consent, service },
          setCookies: [...written.values()],
        };
      } catch (error) {
        // A visitor-code cookie the engine refuses (too long, empty): flags off for this page.
        reportError(error);
        return {
          experiments: { visitorCode: null, variations: {}, consent, service },
          setCookies: [],
        };
      } finally {
        visit = null;
      }
    },
    close: () => client.close(),
  };
}

/** The server's experiments, as the renderer uses them. */
export type ServerExperiments = ReturnType<typeof createServerExperiments>;
