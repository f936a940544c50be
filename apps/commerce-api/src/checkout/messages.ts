import { ServerMessages } from '@beauty/commerce-sdk/contract';

/**
 * The checkout's messages: the spec's form messages (section 5, booking form) and the contract's
 * server messages, plus what the spec does not spell, in its tone.
 */
export const CheckoutMessages = {
  ...ServerMessages,
  requiredField: 'Required field',
  invalidPhoneNumber: 'Invalid phone number',
  invalidPostcode: 'Invalid postcode',
  invalidRegistrationNumber: (name: string) => `Invalid ${name}`,
  addressOutsideCountry: (country: string) => `We can only deliver to an address in ${country}`,
  deliveryOptionUnavailable: 'This delivery option is not available in your country',
  collectionStoreUnavailable: 'This store does not offer click and collect in your country',
  paymentMethodUnavailable: 'This payment method is not available in your country',
  noStoreCredit: 'You have no store credit to use',
  giftNotOffered: 'This gift is not available with this offer',
  tooManyGifts: (maxSelectable: number, noOfSelected: number) =>
    `You can choose up to ${maxSelectable} gifts (${noOfSelected} selected)`,
  // Blockers: what still stands between the checkout and placing the order.
  emptyBag: 'Your bag is empty',
  recipientMissing: 'Please enter the recipient’s details',
  registrationNumberMissing: (name: string) => `Please enter the recipient’s ${name}`,
  deliveryOptionMissing: 'Please choose a delivery option',
  shippingAddressMissing: 'Please enter a shipping address',
  collectionStoreMissing: 'Please choose a store to collect your order from',
  paymentMethodMissing: 'Please choose a payment method',
} as const;
