import { injectScript, pageDocument, safeScriptUrl, type ScriptHost } from '../dom.js';
import { validateContainerId } from './container.js';
import type { DataLayer } from './dataLayer.js';

/** Where the tag manager's scripts come from. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** Options of {@link loadTagManager}. */
export interface TagManagerOptions {
  /** `GTM-…` or `G-…`; empty or missing means the tag manager is not configured. */
  containerId?: string | undefined;
  /** The layer events go to; its name is passed to the script. */
  dataLayer: DataLayer;
  /** Preview pages (content previews) never load the tag manager. */
  preview?: boolean;
  /** Script origin, for a first-party proxy. Defaults to {@link TAG_MANAGER_ORIGIN}. */
  origin?: string;
  /** The page's Content-Security-Policy nonce. */
  nonce?: string;
  /** Defaults to `globalThis.document`; without one (on the server) nothing loads. */
  document?: ScriptHost | undefined;
  /** Clock for the `gtm.start` timestamp. */
  now?: () => number;
}

/**
 * Loads the tag manager deferred, with the container id and data-layer name as query parameters,
 * only when a container id is configured and the page is not a preview. `GTM-` ids load `gtm.js`,
 * `G-` ids load `gtag/js`. Loading twice is a no-op.
 *
 * @returns the script element, or `undefined` when the tag manager is off or there is no document.
 * @throws AnalyticsConfigError when the container id is malformed.
 */
export function loadTagManager(options: TagManagerOptions): HTMLScriptElement | undefined {
  const { containerId, dataLayer } = options;
  if (!containerId) return undefined;
  validateContainerId(containerId);
  if (options.preview) return undefined;
  const host = 'document' in options ? options.document : pageDocument();
  if (!host) return undefined;

  const isContainer = containerId.startsWith('GTM-');
  const url = safeScriptUrl(
    `${options.origin ?? TAG_MANAGER_ORIGIN}/${isContainer ? 'gtm.js' : 'gtag/js'}`,
    'Tag-manager origin',
  );
  url.searchParams.set('id', containerId);
  url.searchParams.set('l', dataLayer.name);
  const now = options.now ?? Date.now;
  if (!dataLayer.events.some(isStarted)) {
    if (isContainer) dataLayer.push({ event: 'gtm.js', 'gtm.start': now() });
    else {
      dataLayer.command('js', new Date(now()));
      dataLayer.command('config', containerId);
    }
  }
  return injectScript(host, url, {
    mode: 'defer',
    ...(options.nonce ? { nonce: options.nonce } : {}),
  });
}

function isStarted(entry: unknown): boolean {
  if (typeof entry !== 'object' || entry === null) return false;
  return 'gtm.start' in entry || (isArguments(entry) && entry[0] === 'js');
}

function isArguments(entry: object): entry is IArguments {
  return Object.prototype.toString.call(entry) === '[object Arguments]';
}
