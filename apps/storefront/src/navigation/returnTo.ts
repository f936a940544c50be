/**
 * The sign-in page's link for the page the shopper is on. The sign-in page reads `return_to` back
 * through `safeReturnTo` of `@beauty/i18n`.
 */
export const signInHref = (currentPath: string) =>
  `/sign_in?return_to=${encodeURIComponent(currentPath)}`;
