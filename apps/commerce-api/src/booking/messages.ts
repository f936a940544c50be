import {
  BookingFormMessages,
  MAX_SLOT_RANGE_DAYS,
  ServerMessages,
} from '@beauty/commerce-sdk/contract';

/**
 * Bookings' messages: the spec's booking form messages (section 5) and its booking errors
 * (section 8, the contract's `ServerMessages`), plus what the spec does not spell, in its tone.
 */
export const BookingMessages = {
  ...ServerMessages,
  ...BookingFormMessages,
  bookingCancelled: 'This booking has been cancelled',
  rangeTooLong: `Choose a range of at most ${MAX_SLOT_RANGE_DAYS} days`,
  rangeReversed: 'The last day must not be before the first',
} as const;

/** The booking form's messages: a refused form answers one of them. */
export const FORM_MESSAGES: ReadonlySet<string> = new Set(Object.values(BookingFormMessages));
