/**
 * The page to go back to after signing in: only a path of this site. Anything else (another
 * host, `//host`, a backslash trick, a script URL) falls back to the home page.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string') return '/';
  const path = value.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return '/';
  const url = new URL(path, 'http://shop.invalid');
  return url.origin === 'http://shop.invalid' ? `${url.pathname}${url.search}${url.hash}` : '/';
}

/** The sign-in page's link for the page the shopper is on. */
export const signInHref = (currentPath: string) =>
  `/sign_in?return_to=${encodeURIComponent(currentPath)}`;
