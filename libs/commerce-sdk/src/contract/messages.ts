/**
 * The API's user-facing messages (spec section 8). The API answers with them and the client's
 * error helpers recognise them, so both sides use this one list.
 */
export const ServerMessages = {
  userNotFound: 'User not found',
  landingPageNotFound: 'Landing Page not found',
  layoutNotFound: 'Layout not found',
  resourceNotFound: 'Resource not found!',
  notAuthorized: 'You are not authorized to perform this action',
  offerNotFound: 'Offer not found',
  promotionInvalid: 'Sorry, the promotion is invalid.',
  authenticationFailed: 'Authentication failed.',
  socialAccountNotLinked: 'Google account not yet linked, please register.',
  signInBlocked: 'This sign-in attempt was blocked.',
  resetTokenExpired: 'has expired',
  maxQuantity: 'Only a maximum quantity of 6 of the item could be added to your bag',
  membersOnly: 'Only registered members can redeem',
  variantLimit: 'You have reached the purchase limit for this item',
  brandLimit: 'You have reached the purchase limit for this brand',
  unavailableInCountry: 'This item is not available in your country',
  outOfStock: 'Out-of-stock items must be removed before checkout',
  fullyRedeemed: 'This reward has been fully redeemed',
  rewardExpired: 'This reward has expired',
  noTimeSlots: 'No time slots available',
  bookingExpired: 'This booking has expired',
  sessionExpired: 'Your session has expired. Please sign in again.',
  staleCheckout: 'Your bag has changed. Please review your order before paying.',
  qrCodeExpired: 'This QR code has expired. Please retry your payment.',
  consentsRequired:
    'Please agree to the collection and use of your personal data and its disclosure to third parties, and confirm you are over 14.',
  paymentNotRetryable: 'This order cannot be paid again.',
} as const;

/** Key of a {@link ServerMessages} entry. */
export type ServerMessageKey = keyof typeof ServerMessages;

/** The ownership-mismatch message: `{attribute}` does not belong to the current user. */
export const ownershipMismatchMessage = (attribute: string): string =>
  `${attribute} does not belong to the current user`;
