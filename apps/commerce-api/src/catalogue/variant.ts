import type { CurrencyCode, Product, Variant } from '@beauty/commerce-sdk/contract';

/** Days a product counts as new; popularity from which it is a bestseller. */
export const NEW_FOR_DAYS = 60;
export const BESTSELLER_POPULARITY = 9_000;

/** A variant row with its offer in the country (price and stock are null where it is not sold). */
export interface VariantRow {
  id: number;
  sku: string;
  kind: 'shade' | 'size' | 'single';
  label: string;
  color: string;
  purchase_limit: number | null;
  price: string | null;
  sale_price: string | null;
  stock: number | null;
}

/** The product a variant is shown with. */
export interface VariantProduct {
  id: number;
  slug: string;
  name: string;
  brandName: string;
}

/** A variant as the contract shows it, in the country's currency. */
export function toVariant(
  row: VariantRow,
  product: VariantProduct,
  currency: CurrencyCode,
): Variant {
  return {
    id: row.id,
    sku: row.sku,
    productId: product.id,
    name: row.label,
    shade: row.kind === 'shade' ? { name: row.label, hex: row.color } : null,
    size: row.kind === 'size' ? row.label : null,
    // A variant not sold in the country is listed as unavailable, at no price.
    price: { amount: Number(row.sale_price ?? row.price ?? 0), currency },
    originalPrice: row.sale_price !== null ? { amount: Number(row.price), currency } : null,
    images: [
      {
        url: `/api/web/v1/images/products/${product.slug}.svg?variant=${row.id}`,
        alt: `${product.brandName} ${product.name}, ${row.label}`,
        width: 600,
        height: 600,
      },
    ],
    inStock: (row.stock ?? 0) > 0,
    inventory: row.stock ?? 0,
    availableInCountry: row.price !== null,
    purchaseLimit: row.purchase_limit,
  };
}

/** The badges a product shows: the derived ones (new, bestseller, sale) before its own. */
export function productBadges(
  product: { created_at: Date | string; popularity: number; badges: string[] },
  onSale: boolean,
): Product['badges'] {
  const isNew = Date.now() - new Date(product.created_at).getTime() < NEW_FOR_DAYS * 86_400_000;
  return [
    ...(isNew ? ['new'] : []),
    ...(product.popularity >= BESTSELLER_POPULARITY ? ['bestseller'] : []),
    ...(onSale ? ['sale'] : []),
    ...product.badges,
  ] as Product['badges'];
}
