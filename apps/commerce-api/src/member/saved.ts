import { ServerMessages, type CountryCode } from '@beauty/commerce-sdk/contract';
import { loadTiles, loadVariants } from '../catalogue/index.js';
import type { Queryable } from '../db/database.js';
import { iso } from '../db/timestamps.js';
import { ApiError } from '../http/errors.js';
import { pathId } from '../http/validation.js';

// What the wish list and the waitlist share: both save variants of the catalogue.

/** Most variants a wish list or a waitlist holds: a limit the server keeps, whatever the client. */
export const MAX_SAVED_VARIANTS = 200;

/** Refusals of the member lists that the contract's messages do not spell. */
export const MemberMessages = {
  listFull: `A list holds at most ${MAX_SAVED_VARIANTS} items`,
  inStock: 'This item is in stock: add it to your bag instead',
  emailRequired: 'Required field',
} as const;

/** The variant id of the path: 404 when it is not one, or names no variant. */
export async function variantOf(
  db: Queryable,
  params: Record<string, string>,
  country: CountryCode,
) {
  const id = pathId(params);
  const variant = (await loadVariants(db, [id], country)).get(id);
  if (!variant) throw new ApiError(404, ServerMessages.resourceNotFound);
  return variant;
}

/** Saved variants as tiles of the country; variants it does not sell are left out. */
export async function savedTiles<Row extends { variant_id: number; created_at: Date | string }>(
  db: Queryable,
  rows: Row[],
  country: CountryCode,
) {
  const tiles = new Map(
    (
      await loadTiles(
        db,
        rows.map((row) => row.variant_id),
        country,
      )
    ).map((tile) => [tile.id, tile]),
  );
  return rows.flatMap((row) => {
    const variant = tiles.get(row.variant_id);
    return variant ? [{ row, variant, createdAt: iso(row.created_at) }] : [];
  });
}
