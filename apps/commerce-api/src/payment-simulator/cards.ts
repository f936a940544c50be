import { randomBytes } from 'node:crypto';
import { PaymentMessages, type CardTokenBody } from '@beauty/commerce-sdk/contract';
import type { Queryable } from '../db/database.js';
import { ApiError } from '../http/errors.js';

/** What a card does when charged. */
export type CardOutcome = 'success' | 'decline' | 'insufficient_funds' | 'three_d_secure';

/**
 * The simulator's test cards (readme-payments.md lists them). Any other number that passes the
 * Luhn check is a card that pays.
 */
export const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': 'success',
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000003220': 'three_d_secure',
};

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card network by its number's prefix. */
function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

/** A card number as typed (spaces and dashes allowed): its digits, or a 422 when it is no card. */
export function cardDigits(number: string): string {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    throw new ApiError(422, PaymentMessages.invalidCardNumber);
  }
  return digits;
}

/** `MM/YY`, not before this month. */
function checkExpiry(expiry: string, now: Date) {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) throw new ApiError(422, PaymentMessages.invalidExpiry);
  const year = 2000 + Number(match[2]);
  const month = Number(match[1]);
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    throw new ApiError(422, PaymentMessages.invalidExpiry);
  }
}

/** What a card's number decides: its network, last four digits and test outcome. */
export function cardOf(digits: string): { brand: string; last4: string; outcome: CardOutcome } {
  return {
    brand: brandOf(digits),
    last4: digits.slice(-4),
    outcome: TEST_CARDS[digits] ?? 'success',
  };
}

/**
 * Tokenises card data: checks it like a card form's provider does (Luhn, expiry, CVC) and keeps
 * only what the test card decides, never the number.
 */
export async function tokeniseCard(db: Queryable, body: CardTokenBody, now = new Date()) {
  const digits = cardDigits(body.number);
  checkExpiry(body.expiry, now);
  const card = cardOf(digits);
  if (!(card.brand === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(body.cvc)) {
    throw new ApiError(422, PaymentMessages.invalidCvc);
  }
  const token = `tok_${randomBytes(18).toString('base64url')}`;
  await db.query(
    'INSERT INTO simulator_card_tokens (token, brand, last4, outcome) VALUES ($1, $2, $3, $4)',
    [token, card.brand, card.last4, card.outcome],
  );
  return { token, brand: card.brand, last4: card.last4 };
}

/** Uses a card token once: its outcome, or undefined when it is unknown or already used. */
export async function useCardToken(tx: Queryable, token: string): Promise<CardOutcome | undefined> {
  const [row] = await tx.query<{ outcome: CardOutcome }>(
    `UPDATE simulator_card_tokens SET used_at = now()
     WHERE token = $1 AND used_at IS NULL RETURNING outcome`,
    [token],
  );
  return row?.outcome;
}
