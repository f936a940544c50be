import { parseCookie, stringifySetCookie } from 'cookie';
import { injectScript, pageDocument, safeScriptUrl, type ScriptHost } from '../dom.js';

/** The cookie holding the fraud-prevention token, read by checkout as `forterToken`. */
export const FRAUD_TOKEN_COOKIE = 'forterToken';

/** The token cookie lasts 400 days. */
export const FRAUD_TOKEN_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** The document event the provider's script fires with the token as `detail`. */
export const FRAUD_TOKEN_EVENT = 'ftr:tokenReady';

/** Where the fraud-prevention provider's script comes from (a Content-Security-Policy source). */
export const FRAUD_PREVENTION_ORIGIN = 'https://cdn4.forter.com';

/** A fraud-prevention setup problem; reported, never thrown into the page. */
export class FraudPreventionError extends Error {
  override readonly name = 'FraudPreventionError';
}

/** The parts of `document` fraud prevention uses. */
export type FraudDocument = ScriptHost &
  Pick<Document, 'addEventListener' | 'removeEventListener'> & { cookie: string };

/** Options of {@link startFraudPrevention}. */
export interface FraudPreventionOptions {
  /** The current path: the script loads on checkout pages only. */
  pathname: string;
  /**
   * Whether the page is a checkout page, when its route says so; by default
   * {@link isCheckoutPath} decides from `pathname`.
   */
  checkout?: boolean;
  /** The provider's site id, from the layout config (`config.forterSiteId`). */
  siteId: string | null | undefined;
  /** Receives every setup failure, e.g. the error reporter's `notify`. */
  onError: (error: Error) => void;
  /** Defaults to `globalThis.document`. */
  document?: FraudDocument | undefined;
  /** Called with each new token, e.g. to put it in UI state. */
  onToken?: (token: string) => void;
  /** The provider's script URL for a site id. */
  scriptUrl?: (siteId: string) => string;
  nonce?: string;
}

/** A running fraud-prevention setup. */
export interface FraudPrevention {
  /** The latest token: from the provider, or the cookie kept from an earlier visit. */
  readonly forterToken: string | undefined;
  /** Stops listening for new tokens (the script and cookie stay). */
  stop(): void;
}

const SITE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Whether a path is a checkout page, the only place the fraud-prevention script loads. */
export function isCheckoutPath(pathname: string): boolean {
  return /^\/checkout(?:\/|$)/.test(pathname);
}

/** The fraud-prevention token from a `Cookie` header (server) or `document.cookie` (browser). */
export function readFraudToken(cookies: string | undefined): string | undefined {
  return parseCookie(cookies ?? '')[FRAUD_TOKEN_COOKIE] || undefined;
}

/**
 * Loads the fraud-prevention provider's script on checkout pages and keeps the token it issues in
 * the `forterToken` cookie for 400 days. Setup failures (no document, missing or malformed site id,
 * script load error) go to `onError`; nothing is ever thrown into the page.
 */
export function startFraudPrevention(options: FraudPreventionOptions): FraudPrevention {
  const doc =
    'document' in options ? options.document : (pageDocument() as FraudDocument | undefined);
  let token = doc ? safely(() => readFraudToken(doc.cookie)) : undefined;
  const handle = {
    get forterToken() {
      return token;
    },
    stop: () => {},
  };
  if (!(options.checkout ?? isCheckoutPath(options.pathname))) return handle;

  const report = (error: unknown) => {
    try {
      options.onError(error instanceof Error ? error : new FraudPreventionError(String(error)));
    } catch (reportFailure) {
      console.error('[analytics] fraud-prevention error could not be reported', reportFailure);
    }
  };
  try {
    if (!doc)
      throw new FraudPreventionError('Fraud prevention needs a document: call it in the browser.');
    const siteId = options.siteId?.trim();
    if (!siteId)
      throw new FraudPreventionError(
        'Fraud prevention site id is missing (layout config forterSiteId).',
      );
    if (!SITE_ID.test(siteId))
      throw new FraudPreventionError(`Fraud prevention site id "${siteId}" is malformed.`);

    const onToken = (event: Event) => {
      const value = (event as CustomEvent<unknown>).detail;
      if (typeof value !== 'string' || !value) return;
      token = value;
      try {
        // Path `/`: checkout reads the token on every page, and the server with readFraudToken.
        doc.cookie = stringifySetCookie(FRAUD_TOKEN_COOKIE, value, {
          maxAge: FRAUD_TOKEN_MAX_AGE_SECONDS,
          path: '/',
          sameSite: 'lax',
          secure: true,
        });
        options.onToken?.(value);
      } catch (error) {
        report(error);
      }
    };
    doc.addEventListener(FRAUD_TOKEN_EVENT, onToken);
    handle.stop = () => doc.removeEventListener(FRAUD_TOKEN_EVENT, onToken);
    const url = safeScriptUrl(
      (options.scriptUrl ?? defaultScriptUrl)(siteId),
      'Fraud-prevention script URL',
    );
    injectScript(doc, url, {
      mode: 'async',
      ...(options.nonce ? { nonce: options.nonce } : {}),
      onError: report,
    });
  } catch (error) {
    report(error);
  }
  return handle;
}

function defaultScriptUrl(siteId: string): string {
  return `${FRAUD_PREVENTION_ORIGIN}/sn/${siteId}/script.js`;
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
