// The contract's plain values (lists, limits and the password rules), in a module of their own
// without the validation library: a page that only checks a value (a sort order in its URL, a
// quantity, a password as it is typed) does not load the schemas.

import type { OrderStatus } from './types.gen.js';

/** Badges shown on product tiles (`BadgeSchema`). */
export const BADGES = [
  'new',
  'exclusive',
  'online_only',
  'bestseller',
  'limited_edition',
  'sale',
  'clean',
  'vegan',
] as const;

/** Sort orders of a listing (`ListingSortSchema`), the first the default. */
export const LISTING_SORTS = [
  'relevance',
  'newest',
  'price_asc',
  'price_desc',
  'rating',
  'bestselling',
] as const;

/** At most this many of an item per addition to the bag (spec section 9). */
export const MAX_QUANTITY_PER_ADDITION = 6;

/**
 * Why the API refused a promo code: the `reason` in the data of its 'Sorry, the promotion is
 * invalid.' answer (`minimum_spend` also carries `minimumSpend` and `remainingSpend`). Codes are
 * case sensitive and one per order (spec section 5).
 */
export const PROMO_REFUSAL_REASONS = [
  'unknown',
  'not_started',
  'expired',
  'combined_with_credits',
  'sign_in_required',
  'first_order_only',
  'not_applicable_to_bag',
  'minimum_spend',
  'not_in_country',
  'one_per_order',
] as const;

/** One of {@link PROMO_REFUSAL_REASONS}. */
export type PromoRefusalReason = (typeof PROMO_REFUSAL_REASONS)[number];

/**
 * The sections of the terms and conditions, in order: the ids of the `terms` content entry's
 * rich-text blocks, which the shop's `/terms?section=` names, so a consent text can link the part
 * it is about (the Beauty Pass terms from registration, the order terms from a guest's checkout).
 */
export const TERMS_SECTIONS = [
  'general',
  'orders',
  'promotions',
  'beauty-pass',
  'bookings',
] as const;

/** One of {@link TERMS_SECTIONS}. */
export type TermsSection = (typeof TERMS_SECTIONS)[number];

/**
 * Staff discount (spec sections 6 and 9): percent off all items and off the own-brand collection.
 * The bag's pricing gives it; the Beauty Pass shows it as an insider gift.
 */
export const STAFF_DISCOUNT_PERCENT = { allItems: 30, ownBrand: 45 } as const;

/**
 * Order statuses that mean something went wrong and the shopper may need to act (payment failed,
 * lost, cancelled...): the order page marks them.
 */
export const PROBLEM_ORDER_STATUSES = [
  'payment_failed',
  'payment_blocked',
  'payment_expired',
  'payment_cancelled',
  'cancelled',
  'order_cancelled',
  'lost_in_transit',
  'lost',
  'damaged',
  'untrackable',
  'pickup_failed',
  'delivery_failed',
  'returned_to_sender',
  'return_booking_failed',
  'invalidated',
  'customs_failed',
  'customs_on_hold',
  'insufficient_address',
] as const satisfies readonly OrderStatus[];

/** Whether an order status means something went wrong (see {@link PROBLEM_ORDER_STATUSES}). */
export const isProblemOrderStatus = (status: OrderStatus): boolean =>
  (PROBLEM_ORDER_STATUSES as readonly OrderStatus[]).includes(status);

/** The password rules of the account service (spec section 5). */
export type PasswordRuleCode =
  | 'AUTH_MS_PV_001'
  | 'AUTH_MS_PV_002'
  | 'AUTH_MS_PV_003'
  | 'AUTH_MS_PV_004'
  | 'AUTH_MS_PV_005'
  | 'AUTH_MS_PV_006'
  | 'AUTH_MS_PV_007';

/**
 * The one definition of each password rule: `PasswordSchema` and the registration and password
 * reset bodies are built from it, and so is {@link checkPassword}, which a browser runs as the
 * shopper types without loading the schemas.
 */
export const PASSWORD_RULES = {
  /** AUTH_MS_PV_001: at least this many characters (UTF-16 code units, as valibot's `minLength`). */
  minLength: 8,
  /**
   * AUTH_MS_PV_002 to 004: what a password must contain. Unicode classes, so a Thai letter is a
   * letter and not a special character, and Thai digits are digits.
   */
  patterns: {
    AUTH_MS_PV_002: /\p{Nd}/u,
    AUTH_MS_PV_003: /[^\p{L}\p{N}\s]/u,
    AUTH_MS_PV_004: /^(?=.*\p{Ll})(?=.*\p{Lu})/su,
  },
  /** AUTH_MS_PV_005 and 006: the password is the email, whatever the case. */
  sameAsEmail: (password: string, email: string) =>
    password.toLowerCase() === email.trim().toLowerCase(),
  /** AUTH_MS_PV_006: how many previous passwords a new one must differ from. */
  previousPasswords: 2,
  /** AUTH_MS_PV_007: the confirmation repeats the password exactly. */
  matches: (password: string, confirmation: string) => password === confirmation,
} as const;

/** What a password is checked against besides itself. */
export interface PasswordContext {
  /** The account's email: the password must not equal it (AUTH_MS_PV_005). */
  email?: string;
  /** The previous passwords, oldest first, when changing one (AUTH_MS_PV_006 checks the last 2). */
  previousPasswords?: readonly string[];
  /** The first entry, when this is the confirmation field (AUTH_MS_PV_007). */
  confirmationOf?: string;
}

/** One rule and whether the password meets it. */
export interface PasswordRuleResult {
  code: PasswordRuleCode;
  met: boolean;
}

/**
 * Checks a password against the rules of {@link PASSWORD_RULES} that apply with the given
 * context: 001 to 004 always; 005 with an email; 006 (instead of 005) with previous passwords;
 * 007 for a confirmation field. Plain code, for a live checklist in the browser.
 */
export function checkPassword(
  password: string,
  context: PasswordContext = {},
): PasswordRuleResult[] {
  const { minLength, patterns, sameAsEmail, previousPasswords, matches } = PASSWORD_RULES;
  const results: PasswordRuleResult[] = [
    { code: 'AUTH_MS_PV_001', met: password.length >= minLength },
    ...(Object.keys(patterns) as (keyof typeof patterns)[]).map((code) => ({
      code,
      met: patterns[code].test(password),
    })),
  ];
  // An empty field is not yet "not the email": nothing is ticked before the shopper types.
  const typed = password !== '';
  const isEmail = context.email !== undefined && sameAsEmail(password, context.email);
  const previous = context.previousPasswords?.slice(-previousPasswords);
  if (previous) {
    results.push({
      code: 'AUTH_MS_PV_006',
      met: typed && !isEmail && !previous.includes(password),
    });
  } else if (context.email !== undefined) {
    results.push({ code: 'AUTH_MS_PV_005', met: typed && !isEmail });
  }
  if (context.confirmationOf !== undefined) {
    results.push({ code: 'AUTH_MS_PV_007', met: matches(password, context.confirmationOf) });
  }
  return results;
}
