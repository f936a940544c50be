import type { Product, Variant } from '@beauty/commerce-sdk';
import { MAX_QUANTITY_PER_ADDITION } from '@beauty/commerce-sdk/contract';

/** From this many units left down to one, the page says how many are left. */
export const LOW_STOCK_THRESHOLD = 5;

/** A shade of the product, once per name. */
export interface ShadeOption {
  name: string;
  hex: string;
  /** True when no variant of this shade can be bought here now. */
  soldOut: boolean;
}

const buyable = (variant: Variant) => variant.availableInCountry && variant.inStock;

/** The variant the page opens on: the first one the shopper can buy, else the first. */
export function initialVariant(product: Pick<Product, 'variants'>): Variant | undefined {
  return product.variants.find(buyable) ?? product.variants[0];
}

/** The shades of the variants, in catalogue order. */
export function shadeOptions(variants: readonly Variant[]): ShadeOption[] {
  const shades = new Map<string, ShadeOption>();
  for (const variant of variants) {
    if (!variant.shade) continue;
    const known = shades.get(variant.shade.name);
    if (known) known.soldOut &&= !buyable(variant);
    else shades.set(variant.shade.name, { ...variant.shade, soldOut: !buyable(variant) });
  }
  return [...shades.values()];
}

/** The sizes of the variants, in catalogue order. */
export function sizeOptions(variants: readonly Variant[]): string[] {
  return [...new Set(variants.flatMap((variant) => (variant.size ? [variant.size] : [])))];
}

/**
 * The variant after the shopper picks a shade or a size: the one with that value and the other
 * dimension unchanged, else the first with the value picked.
 */
export function chooseVariant(
  variants: readonly Variant[],
  current: Variant,
  choice: { shade: string } | { size: string },
): Variant {
  const shade = 'shade' in choice ? choice.shade : (current.shade?.name ?? null);
  const size = 'size' in choice ? choice.size : current.size;
  const exact = variants.find(
    (variant) => (variant.shade?.name ?? null) === shade && variant.size === size,
  );
  const picked = (variant: Variant) =>
    'shade' in choice ? variant.shade?.name === choice.shade : variant.size === choice.size;
  return exact ?? variants.find(picked) ?? current;
}

/** What the page says about a variant's stock in the visitor's country. */
export type StockState =
  | { kind: 'unavailable' }
  | { kind: 'out_of_stock' }
  | { kind: 'low'; count: number }
  | { kind: 'in_stock' };

export function stockState(variant: Variant): StockState {
  if (!variant.availableInCountry) return { kind: 'unavailable' };
  if (!variant.inStock || variant.inventory === 0) return { kind: 'out_of_stock' };
  if (variant.inventory <= LOW_STOCK_THRESHOLD) return { kind: 'low', count: variant.inventory };
  return { kind: 'in_stock' };
}

/** Most units one addition may hold: the bag's maximum, the stock left and the variant's limit. */
export function maxQuantity(variant: Variant): number {
  return Math.max(
    1,
    Math.min(
      MAX_QUANTITY_PER_ADDITION,
      variant.inventory,
      variant.purchaseLimit ?? MAX_QUANTITY_PER_ADDITION,
    ),
  );
}
