const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * Returns the href when it is safe to render, else `undefined`. Relative URLs are safe; absolute
 * ones must use http(s), mailto or tel, so `javascript:`, `data:` and `vbscript:` links never render.
 */
export function safeHref(href: string | undefined): string | undefined {
  if (href === undefined) return undefined;
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const cleaned = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  if (!scheme) return href;
  return SAFE_PROTOCOLS.has(scheme[0].toLowerCase()) ? href : undefined;
}
