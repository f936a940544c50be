/** Longest search text the API takes. */
export const MAX_QUERY_LENGTH = 200;

/** Control characters: nobody types them, the API refuses them, so they read as spaces. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

/**
 * The search text of a URL's `q`. The router reads `?q=123` as a number and `?q=true` as a
 * boolean: both are what the shopper typed.
 */
export function queryText(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value).replace(CONTROL_CHARACTERS, ' ').trim().slice(0, MAX_QUERY_LENGTH);
  return '';
}
