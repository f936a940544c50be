import { ServerMessages, type Order } from '@beauty/commerce-sdk/contract';
import type { Context } from 'hono';
import { hashToken, newSecretToken, sessionUser } from '../auth/index.js';
import type { Queryable } from '../db/database.js';
import { fitsIdColumn } from '../db/ids.js';
import { ApiError } from '../http/errors.js';
import { loadOrder } from './view.js';

/**
 * A new access token of a guest's order (256 random bits), stored hashed. Each email link gets its
 * own, as the token itself is never stored; any of an order's tokens opens it.
 */
export async function issueAccessToken(tx: Queryable, orderId: number): Promise<string> {
  const token = newSecretToken();
  await tx.query('INSERT INTO order_access_tokens (token_hash, order_id) VALUES ($1, $2)', [
    await hashToken(token),
    orderId,
  ]);
  return token;
}

/**
 * The order, if the request may see it: a member only their own orders, a guest only with one of
 * the order's access tokens. 404 'Resource not found!' when there is no such order, 403 'You are
 * not authorized to perform this action' when it is not the caller's.
 */
export async function orderForViewer(
  db: Queryable,
  c: Context,
  orderId: number,
  token?: string,
): Promise<Order> {
  if (!fitsIdColumn(orderId)) throw new ApiError(404, ServerMessages.resourceNotFound);
  const [owner] = await db.query<{ user_id: number | null }>(
    'SELECT user_id FROM orders WHERE id = $1',
    [orderId],
  );
  if (!owner) throw new ApiError(404, ServerMessages.resourceNotFound);
  const user = await sessionUser(c, db);
  const allowed =
    owner.user_id !== null
      ? user?.id === owner.user_id
      : token !== undefined &&
        (
          await db.query(
            'SELECT 1 FROM order_access_tokens WHERE token_hash = $1 AND order_id = $2',
            [await hashToken(token), orderId],
          )
        ).length > 0;
  if (!allowed) throw new ApiError(403, ServerMessages.notAuthorized);
  const order = await loadOrder(db, orderId);
  if (!order) throw new ApiError(404, ServerMessages.resourceNotFound);
  return order;
}
