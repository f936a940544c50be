import type { Queryable } from '../db/database.js';
import { MAX_QUANTITY_PER_ADDITION } from './rules.js';

/** Whose bag: a signed-in member's, or a guest's keyed by the `device-id` cookie. */
export type BagOwner = { userId: number } | { deviceId: string };

/**
 * The bag of the owner, created when missing and locked (`FOR UPDATE`) until the transaction
 * ends, so concurrent changes of one bag run one after the other and never lose a line.
 */
export async function lockBag(tx: Queryable, owner: BagOwner): Promise<number> {
  const [column, key] =
    'userId' in owner
      ? (['user_id', owner.userId] as const)
      : (['device_id', owner.deviceId] as const);
  await tx.query(`INSERT INTO carts (${column}) VALUES ($1) ON CONFLICT (${column}) DO NOTHING`, [
    key,
  ]);
  const [bag] = await tx.query<{ id: number }>(
    `SELECT id FROM carts WHERE ${column} = $1 FOR UPDATE`,
    [key],
  );
  if (!bag) throw new Error(`Bag of ${column} ${key} vanished while locking it`);
  return bag.id;
}

/**
 * Moves a guest's bag (keyed by its device id) into the member's bag, in the caller's transaction.
 * No line is lost: quantities of the same variant add up, capped at the most one line may hold
 * (6, or the variant's purchase limit), and never below what the member already had. The member's
 * promo code and sample choice win; the guest's are kept when the member has none. The guest bag
 * is then deleted. Merging a device with no bag does nothing.
 */
export async function mergeGuestBag(
  tx: Queryable,
  { deviceId, userId }: { deviceId: string; userId: number },
): Promise<void> {
  const [guest] = await tx.query<{ id: number; coupon_code: string | null }>(
    'SELECT id, coupon_code FROM carts WHERE device_id = $1 FOR UPDATE',
    [deviceId],
  );
  if (!guest) return;
  const memberBagId = await lockBag(tx, { userId });
  await tx.query(
    `INSERT INTO cart_lines (cart_id, variant_id, quantity)
     SELECT $1, g.variant_id, LEAST(g.quantity, $3, coalesce(v.purchase_limit, $3))
     FROM cart_lines g JOIN variants v ON v.id = g.variant_id
     WHERE g.cart_id = $2
     ON CONFLICT (cart_id, variant_id) DO UPDATE SET quantity = GREATEST(
       cart_lines.quantity,
       LEAST(
         cart_lines.quantity + EXCLUDED.quantity,
         $3,
         coalesce((SELECT purchase_limit FROM variants WHERE id = EXCLUDED.variant_id), $3)
       )
     )`,
    [memberBagId, guest.id, MAX_QUANTITY_PER_ADDITION],
  );
  await tx.query(
    `INSERT INTO cart_samples (cart_id, sample_id)
     SELECT $1, sample_id FROM cart_samples
     WHERE cart_id = $2 AND NOT EXISTS (SELECT 1 FROM cart_samples WHERE cart_id = $1)`,
    [memberBagId, guest.id],
  );
  await tx.query(
    `UPDATE carts SET coupon_code = coalesce(coupon_code, $2), updated_at = now() WHERE id = $1`,
    [memberBagId, guest.coupon_code],
  );
  await tx.query('DELETE FROM carts WHERE id = $1', [guest.id]);
}
