import type { CountryCode } from '@beauty/commerce-sdk/contract';
import type { Context } from 'hono';
import { ensureDeviceId, readDeviceId, sessionUser, type SessionUser } from '../auth/index.js';
import type { Database, Queryable } from '../db/database.js';
import { lockBag, mergeGuestBag, type BagOwner } from './merge.js';
import { loadBagState, type BagState, type BagViewer } from './state.js';

/** The visitor and their bag: a member's own bag, or the bag of the guest's device. */
export interface Visitor {
  user: SessionUser | null;
  owner: BagOwner;
}

/**
 * Who is asking. A guest without a device id gets one (cookie set on the answer). A member whose
 * device still holds a guest bag has it merged first, so no line is ever left behind.
 */
export async function visitor(c: Context, db: Database): Promise<Visitor> {
  const user = await sessionUser(c, db);
  if (!user) return { user, owner: { deviceId: ensureDeviceId(c) } };
  const deviceId = readDeviceId(c);
  if (deviceId) {
    const [guestBag] = await db.query('SELECT 1 FROM carts WHERE device_id = $1', [deviceId]);
    if (guestBag) await db.transaction((tx) => mergeGuestBag(tx, { deviceId, userId: user.id }));
  }
  return { user, owner: { userId: user.id } };
}

/** The visitor's bag as it is, created when missing. */
export async function readBag(db: Database, c: Context, country: CountryCode): Promise<BagState> {
  const { user, owner } = await visitor(c, db);
  const viewer = { country, user };
  const bagId = await db.transaction((tx) => lockBag(tx, owner));
  return loadBagState(db, bagId, viewer);
}

/**
 * Runs a change on the visitor's bag, locked, in one transaction (every rule is checked there,
 * whatever the client already checked), then reads the bag as it now is.
 */
export async function changeBag(
  db: Database,
  c: Context,
  country: CountryCode,
  work: (tx: Queryable, bagId: number, viewer: BagViewer) => Promise<void>,
): Promise<BagState> {
  const { user, owner } = await visitor(c, db);
  const viewer = { country, user };
  const bagId = await db.transaction(async (tx) => {
    const id = await lockBag(tx, owner);
    await work(tx, id, viewer);
    await tx.query('UPDATE carts SET updated_at = now() WHERE id = $1', [id]);
    return id;
  });
  return loadBagState(db, bagId, viewer);
}
