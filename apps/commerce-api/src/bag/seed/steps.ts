import type { Queryable } from '../../db/database.js';
import { bulk } from '../../seed/step.js';
import {
  bagOfferSeeds,
  bagSampleSeeds,
  beautyPassRewardSeeds,
  brandPurchaseLimitSeeds,
  couponSeeds,
} from './data.js';

/**
 * Brand purchase limits, promo codes, offers, samples and Beauty Pass rewards (step `bag-v1`).
 * Migration 0004_bag inserted these rows until they moved here: a database it ran on keeps its
 * rows (tables without a natural key are filled only when empty).
 */
export async function demoRows(tx: Queryable): Promise<void> {
  await bulk(
    tx,
    `INSERT INTO brand_purchase_limits (brand_slug, purchase_limit)
     SELECT "brandSlug", "purchaseLimit"
     FROM jsonb_to_recordset($1::jsonb) AS l("brandSlug" text, "purchaseLimit" int)
     ON CONFLICT (brand_slug) DO NOTHING`,
    brandPurchaseLimitSeeds,
  );
  await bulk(
    tx,
    `INSERT INTO coupons (code, description, percent_off, amount_off, minimum_spend, first_order_only,
       brand_slugs, product_slugs, valid_till)
     SELECT code, description, "percentOff", "amountOff", "minimumSpend", coalesce("firstOrderOnly", false),
       coalesce("brandSlugs", '{}'), coalesce("productSlugs", '{}'), "validTill"
     FROM jsonb_to_recordset($1::jsonb) AS c(code text, description text, "percentOff" int, "amountOff" jsonb,
       "minimumSpend" jsonb, "firstOrderOnly" boolean, "brandSlugs" text[], "productSlugs" text[],
       "validTill" timestamptz)
     ON CONFLICT (code) DO NOTHING`,
    couponSeeds,
  );
  await bulk(
    tx,
    `INSERT INTO bag_offers (kind, title, description, minimum_spend, percent_off, brand_slug, coupon_code,
       gift_skus, position)
     SELECT kind, title, description, "minimumSpend", "percentOff", "brandSlug", "couponCode",
       coalesce("giftSkus", '{}'), position
     FROM jsonb_to_recordset($1::jsonb) AS o(kind text, title text, description text, "minimumSpend" jsonb,
       "percentOff" int, "brandSlug" text, "couponCode" text, "giftSkus" text[], position int)
     WHERE NOT EXISTS (SELECT 1 FROM bag_offers)
     ORDER BY position`,
    bagOfferSeeds,
  );
  await bulk(
    tx,
    `INSERT INTO bag_samples (sku, position)
     SELECT sku, position FROM jsonb_to_recordset($1::jsonb) AS s(sku text, position int)
     ORDER BY position
     ON CONFLICT (sku) DO NOTHING`,
    bagSampleSeeds,
  );
  await bulk(
    tx,
    `INSERT INTO beauty_pass_rewards (title, description, sku, points, minimum_tier, remaining, position)
     SELECT title, description, sku, points, "minimumTier", remaining, position
     FROM jsonb_to_recordset($1::jsonb) AS r(title text, description text, sku text, points int,
       "minimumTier" text, remaining int, position int)
     WHERE NOT EXISTS (SELECT 1 FROM beauty_pass_rewards)
     ORDER BY position`,
    beautyPassRewardSeeds,
  );
}
