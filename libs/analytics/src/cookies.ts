/** Reads one cookie from a `Cookie` header or `document.cookie` string. */
export function readCookie(cookies: string | undefined, name: string): string | undefined {
  if (!cookies) return undefined;
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** Attributes of a cookie written from the page. */
export interface CookieAttributes {
  maxAgeSeconds: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

/** Serialises a cookie for `document.cookie` (script-written cookies cannot be HTTP-only). */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.floor(attributes.maxAgeSeconds)}`,
    `Path=${attributes.path ?? '/'}`,
    `SameSite=${attributes.sameSite ?? 'Lax'}`,
  ];
  if (attributes.secure ?? true) parts.push('Secure');
  return parts.join('; ');
}
