import type { CountryCode } from '@beauty/commerce-sdk/contract';
import { loadVariants, type CountryVariant } from '../catalogue/index.js';
import type { Queryable } from '../db/database.js';

/** A variant of a bag's line: as sold in the country, with the limit of its brand. */
export interface BagVariant extends CountryVariant {
  /** Units of the brand one bag may hold: the brand's own limit, else the bag's rule for it. */
  brandLimit: number | null;
}

/** Variants by id in the country, with their brands' limits. */
export async function loadBagVariants(
  db: Queryable,
  ids: readonly number[],
  country: CountryCode,
): Promise<Map<number, BagVariant>> {
  const variants = await loadVariants(db, ids, country);
  const slugs = [...new Set([...variants.values()].map((variant) => variant.brand.slug))];
  const rules =
    slugs.length === 0
      ? []
      : await db.query<{ brand_slug: string; purchase_limit: number }>(
          'SELECT brand_slug, purchase_limit FROM brand_purchase_limits WHERE brand_slug = ANY($1::text[])',
          [slugs],
        );
  const ruleOf = new Map(rules.map((rule) => [rule.brand_slug, rule.purchase_limit]));
  return new Map(
    [...variants].map(([id, variant]) => [
      id,
      {
        ...variant,
        brandLimit: variant.brandPurchaseLimit ?? ruleOf.get(variant.brand.slug) ?? null,
      },
    ]),
  );
}
