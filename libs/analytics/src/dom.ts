/** The part of `document` the script loaders need: small enough to fake in tests and absent on the server. */
export type ScriptHost = Pick<Document, 'createElement' | 'head' | 'querySelectorAll'>;

/** The page's document, or `undefined` on the server. */
export function pageDocument(): Document | undefined {
  return (globalThis as { document?: Document }).document;
}

/** Refuses anything but http(s) so a misconfigured URL can never run `javascript:` or `data:` code. */
export function safeScriptUrl(raw: string, what: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new TypeError(`${what} must be an absolute http(s) URL, got "${raw}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new TypeError(`${what} must use http(s), got "${url.protocol}".`);
  return url;
}

/** Script loading options shared by the tag manager and the fraud-prevention loader. */
export interface InjectScriptOptions {
  /** `defer` keeps the script from blocking the first paint; `async` runs it as soon as it arrives. */
  mode: 'defer' | 'async';
  /** The page's Content-Security-Policy nonce, when it uses one. */
  nonce?: string;
  onLoad?: () => void;
  onError?: (error: Error) => void;
}

/**
 * Appends a script to `<head>` once: a second call with the same URL returns the existing element,
 * so re-renders and route changes never load a vendor script twice.
 */
export function injectScript(
  host: ScriptHost,
  src: URL,
  options: InjectScriptOptions,
): HTMLScriptElement {
  const href = src.toString();
  const existing = [...host.querySelectorAll<HTMLScriptElement>('script[src]')].find(
    (script) => script.getAttribute('src') === href,
  );
  if (existing) return existing;
  const script = host.createElement('script');
  script.src = href;
  if (options.mode === 'defer') script.defer = true;
  else script.async = true;
  if (options.nonce) script.nonce = options.nonce;
  if (options.onLoad) script.addEventListener('load', options.onLoad);
  const onError = options.onError;
  if (onError)
    script.addEventListener('error', () => onError(new Error(`Failed to load script ${href}`)));
  host.head.appendChild(script);
  return script;
}
