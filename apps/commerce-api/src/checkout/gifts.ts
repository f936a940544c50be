import type { Cart, GiftOption, Money } from '@beauty/commerce-sdk/contract';
import { offersView, type BagState } from '../bag/index.js';
import type { Queryable } from '../db/database.js';

/** A gift-with-purchase offer the bag's spend reaches: a tier whose gifts the shopper picks. */
export interface GiftTier {
  offerId: number;
  title: string;
  minimumSpend: Money;
  /** Gifts the shopper may pick in this tier. */
  maxSelectable: number;
  /** The gifts of the offer sold in the country (`available`: in stock). */
  options: GiftOption[];
  /** The chosen gifts; without a choice, the gift the bag gives by default. */
  selectedVariantIds: number[];
  /** Whether the shopper chose (rather than the default). */
  chosen: boolean;
}

/**
 * The tiers the bag reaches, lowest spend first, with the gifts chosen in each. A choice that no
 * longer fits (a gift now out of stock) keeps what still does; none left falls back to the
 * default.
 */
export async function loadGiftTiers(
  db: Queryable,
  state: BagState,
  cart: Cart,
): Promise<GiftTier[]> {
  const offers = offersView(state).flatMap((offer) =>
    offer.kind === 'gift_with_purchase' && offer.eligible && offer.minimumSpend
      ? [{ ...offer, minimumSpend: offer.minimumSpend }]
      : [],
  );
  if (offers.length === 0) return [];
  const ids = offers.map((offer) => offer.id);
  const limits = await db.query<{ offer_id: number; max_selectable: number }>(
    'SELECT offer_id, max_selectable FROM gift_tiers WHERE offer_id = ANY($1::int[])',
    [ids],
  );
  const selections = await db.query<{ offer_id: number; variant_id: number }>(
    `SELECT offer_id, variant_id FROM cart_gift_selections
     WHERE cart_id = $1 AND offer_id = ANY($2::int[]) ORDER BY offer_id, variant_id`,
    [state.id, ids],
  );
  return offers
    .map((offer) => {
      const maxSelectable = limits.find((row) => row.offer_id === offer.id)?.max_selectable ?? 1;
      const available = new Set(
        offer.gifts.filter((gift) => gift.available).map((gift) => gift.variant.id),
      );
      const chosen = selections
        .filter((row) => row.offer_id === offer.id && available.has(row.variant_id))
        .map((row) => row.variant_id)
        .slice(0, maxSelectable);
      const byDefault = cart.extras
        .filter((extra) => extra.kind === 'gift' && extra.sourceId === offer.id)
        .map((extra) => extra.variant.id);
      return {
        offerId: offer.id,
        title: offer.title,
        minimumSpend: offer.minimumSpend,
        maxSelectable,
        options: offer.gifts,
        selectedVariantIds: chosen.length > 0 ? chosen : byDefault,
        chosen: chosen.length > 0,
      };
    })
    .sort((a, b) => a.minimumSpend.amount - b.minimumSpend.amount || a.offerId - b.offerId);
}
