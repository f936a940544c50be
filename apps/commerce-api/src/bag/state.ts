import type { CountryCode, CurrencyCode } from '@beauty/commerce-sdk/contract';
import { countries } from '@beauty/i18n';
import type { SessionUser } from '../auth/index.js';
import { loadVariantsBySku, unitPrice, type CountryVariant } from '../catalogue/index.js';
import type { Queryable } from '../db/database.js';
import { loadRewards, rewardIdsInBag, type RewardRow } from '../loyalty/index.js';
import { MAX_QUANTITY_PER_ADDITION, MAX_SAMPLES, MAX_SAMPLES_GOLD } from './rules.js';
import { loadBagVariants, type BagVariant } from './variants.js';

/** Who looks at the bag, and where. */
export interface BagViewer {
  country: CountryCode;
  user: SessionUser | null;
}

export interface BagLine {
  id: number;
  quantity: number;
  variant: BagVariant;
}

export interface CouponRow {
  code: string;
  description: string;
  percent_off: number | null;
  amount_off: Partial<Record<CountryCode, number>> | null;
  minimum_spend: Partial<Record<CountryCode, number>> | null;
  first_order_only: boolean;
  brand_slugs: string[];
  product_slugs: string[];
  valid_from: Date | string | null;
  valid_till: Date | string | null;
}

export interface OfferRow {
  id: number;
  kind: 'gift_with_purchase' | 'discount' | 'coupon' | 'staff_discount';
  title: string;
  description: string;
  minimum_spend: Partial<Record<CountryCode, number>> | null;
  percent_off: number | null;
  brand_slug: string | null;
  coupon_code: string | null;
  gift_skus: string[];
  valid_till: string | null;
}

export interface SampleRow {
  id: number;
  sku: string;
}

/** Everything the bag's answers are computed from, read once per request. */
export interface BagState {
  id: number;
  viewer: BagViewer;
  currency: CurrencyCode;
  lines: BagLine[];
  couponCode: string | null;
  creditsApplied: boolean;
  coupon: CouponRow | null;
  /** Promo codes the offers advertise, by code. */
  offerCoupons: Map<string, CouponRow>;
  /** Orders the member has placed (first-time-customer promo codes). */
  ordersPlaced: number;
  offers: OfferRow[];
  samples: SampleRow[];
  selectedSampleIds: Set<number>;
  rewards: RewardRow[];
  appliedRewardIds: Set<number>;
  /** Variants of offers' gifts, samples and rewards, by SKU. */
  extras: Map<string, CountryVariant>;
}

/** The lines that can be sold in the viewer's country (others are flagged, not charged). */
export const sellableLines = (state: BagState) =>
  state.lines.filter((line) => unitPrice(line.variant) !== null);

/** Sum of the sellable lines before any discount. */
export const merchandiseSubtotal = (state: BagState) =>
  sellableLines(state).reduce(
    (sum, line) => sum + (unitPrice(line.variant) ?? 0) * line.quantity,
    0,
  );

/** Most units one line may hold: 6, or the variant's purchase limit when lower. */
export const lineCap = (variant: CountryVariant) =>
  Math.min(MAX_QUANTITY_PER_ADDITION, variant.purchaseLimit ?? MAX_QUANTITY_PER_ADDITION);

/** Samples the shopper may choose: none with an empty bag. */
export const maxSamples = (state: BagState) =>
  state.lines.length === 0
    ? 0
    : state.viewer.user?.tier === 'gold'
      ? MAX_SAMPLES_GOLD
      : MAX_SAMPLES;

/** Reads the bag and what its answers need. */
export async function loadBagState(
  db: Queryable,
  bagId: number,
  viewer: BagViewer,
): Promise<BagState> {
  const [bag] = await db.query<{ coupon_code: string | null; credits_applied: boolean }>(
    'SELECT coupon_code, credits_applied FROM carts WHERE id = $1',
    [bagId],
  );
  if (!bag) throw new Error(`Bag ${bagId} not found`);
  const lineRows = await db.query<{ id: number; variant_id: number; quantity: number }>(
    'SELECT id, variant_id, quantity FROM cart_lines WHERE cart_id = $1 ORDER BY created_at, id',
    [bagId],
  );
  const variants = await loadBagVariants(
    db,
    lineRows.map((row) => row.variant_id),
    viewer.country,
  );
  const lines = lineRows.flatMap((row) => {
    const variant = variants.get(row.variant_id);
    return variant ? [{ id: row.id, quantity: row.quantity, variant }] : [];
  });
  const [coupon] = bag.coupon_code
    ? await db.query<CouponRow>('SELECT * FROM coupons WHERE code = $1', [bag.coupon_code])
    : [];
  const [orders] = viewer.user
    ? await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM member_orders WHERE user_id = $1',
        [viewer.user.id],
      )
    : [];
  const offers = await db.query<OfferRow>(
    `SELECT id, kind, title, description, minimum_spend, percent_off, brand_slug, coupon_code, gift_skus,
            valid_till::text AS valid_till
     FROM bag_offers WHERE valid_till IS NULL OR valid_till >= current_date ORDER BY position, id`,
  );
  const offerCoupons = await db.query<CouponRow>(
    'SELECT * FROM coupons WHERE code = ANY($1::text[])',
    [offers.flatMap((offer) => (offer.coupon_code ? [offer.coupon_code] : []))],
  );
  const samples = await db.query<SampleRow>(
    'SELECT id, sku FROM bag_samples ORDER BY position, id',
  );
  const selected = await db.query<{ sample_id: number }>(
    'SELECT sample_id FROM cart_samples WHERE cart_id = $1',
    [bagId],
  );
  const rewards = await loadRewards(db);
  const appliedRewardIds = await rewardIdsInBag(db, bagId);
  const extras = await loadVariantsBySku(
    db,
    [
      ...offers.flatMap((offer) => offer.gift_skus),
      ...samples.map((sample) => sample.sku),
      ...rewards.map((reward) => reward.sku),
    ],
    viewer.country,
  );
  return {
    id: bagId,
    viewer,
    currency: countries[viewer.country].currency,
    lines,
    couponCode: bag.coupon_code,
    creditsApplied: bag.credits_applied,
    coupon: coupon ?? null,
    offerCoupons: new Map(offerCoupons.map((row) => [row.code, row])),
    ordersPlaced: orders?.count ?? 0,
    offers,
    samples,
    selectedSampleIds: new Set(selected.map((row) => row.sample_id)),
    rewards,
    appliedRewardIds,
    extras,
  };
}
