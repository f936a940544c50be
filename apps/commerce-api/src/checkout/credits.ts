import type { CountryCode } from '@beauty/commerce-sdk/contract';
import type { Queryable } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { CheckoutMessages } from './messages.js';

/** A member's store credit in one country. */
export interface StoreCreditChange {
  userId: number;
  country: CountryCode;
  amountMinor: number;
}

/** The member's store credit (gift cards and refunds) in the country, in minor units. */
export async function storeCreditMinor(
  db: Queryable,
  userId: number,
  country: CountryCode,
): Promise<number> {
  const [row] = await db.query<{ balance_minor: number }>(
    'SELECT balance_minor FROM store_credits WHERE user_id = $1 AND country = $2',
    [userId, country],
  );
  return row?.balance_minor ?? 0;
}

/**
 * Takes store credit an order redeems, in the caller's transaction. A balance that no longer
 * covers it (spent since the checkout was priced) is the stale-checkout 409: nothing changes.
 */
export async function debitStoreCredit(
  tx: Queryable,
  { userId, country, amountMinor }: StoreCreditChange,
): Promise<void> {
  if (amountMinor === 0) return;
  const [row] = await tx.query(
    `UPDATE store_credits SET balance_minor = balance_minor - $3, updated_at = now()
     WHERE user_id = $1 AND country = $2 AND balance_minor >= $3 RETURNING 1`,
    [userId, country, amountMinor],
  );
  if (!row) throw new ApiError(409, CheckoutMessages.staleCheckout);
}

/** Gives store credit back (an order cancelled or unpaid), in the caller's transaction. */
export async function refundStoreCredit(
  tx: Queryable,
  { userId, country, amountMinor }: StoreCreditChange,
): Promise<void> {
  if (amountMinor === 0) return;
  await tx.query(
    `INSERT INTO store_credits (user_id, country, balance_minor) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, country)
     DO UPDATE SET balance_minor = store_credits.balance_minor + $3, updated_at = now()`,
    [userId, country, amountMinor],
  );
}
