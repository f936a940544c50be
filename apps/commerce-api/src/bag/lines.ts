import type {
  BrandRef,
  CountryCode,
  CurrencyCode,
  LineVariant,
} from '@beauty/commerce-sdk/contract';
import type { Queryable } from '../db/database.js';

/** A variant as the bag sees it in one country: price and stock are null where it is not sold. */
export interface BagVariant {
  id: number;
  sku: string;
  label: string;
  purchaseLimit: number | null;
  productId: number;
  productSlug: string;
  productName: string;
  brand: BrandRef;
  isOwnBrand: boolean;
  /** Per-brand purchase limit: the brand's own, else the bag's rule for the brand. */
  brandLimit: number | null;
  price: number | null;
  salePrice: number | null;
  stock: number | null;
}

interface VariantRow {
  id: number;
  sku: string;
  label: string;
  purchase_limit: number | null;
  product_id: number;
  product_slug: string;
  product_name: string;
  brand_id: number;
  brand_slug: string;
  brand_name: string;
  is_own_brand: boolean;
  brand_limit: number | null;
  price: string | null;
  sale_price: string | null;
  stock: number | null;
}

/** The columns of {@link BagVariant}: `v` variants, `o` the country's offer (left joined). */
export const bagVariantColumns = `
  v.id, v.sku, v.label, v.purchase_limit, p.id AS product_id, p.slug AS product_slug,
  p.name AS product_name, b.id AS brand_id, b.slug AS brand_slug, b.name AS brand_name,
  b.is_own_brand, coalesce(b.purchase_limit, bl.purchase_limit) AS brand_limit,
  o.price, o.sale_price, o.stock`;

/** Joins for {@link bagVariantColumns}, with the country as parameter `$country`. */
export const bagVariantJoins = (countryParam: string) => `
  JOIN products p ON p.id = v.product_id
  JOIN brands b ON b.id = p.brand_id
  LEFT JOIN brand_purchase_limits bl ON bl.brand_slug = b.slug
  LEFT JOIN variant_offers o ON o.variant_id = v.id AND o.country = ${countryParam}`;

export function toBagVariant(row: VariantRow): BagVariant {
  return {
    id: row.id,
    sku: row.sku,
    label: row.label,
    purchaseLimit: row.purchase_limit,
    productId: row.product_id,
    productSlug: row.product_slug,
    productName: row.product_name,
    brand: { id: row.brand_id, slug: row.brand_slug, name: row.brand_name },
    isOwnBrand: row.is_own_brand,
    brandLimit: row.brand_limit,
    price: row.price === null ? null : Number(row.price),
    salePrice: row.sale_price === null ? null : Number(row.sale_price),
    stock: row.stock,
  };
}

/** Variants by id in the country (`FOR UPDATE` is the caller's business). */
export async function loadVariants(
  db: Queryable,
  ids: readonly number[],
  country: CountryCode,
): Promise<Map<number, BagVariant>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<VariantRow>(
    `SELECT ${bagVariantColumns} FROM variants v ${bagVariantJoins('$2')} WHERE v.id = ANY($1::int[])`,
    [ids, country],
  );
  return new Map(rows.map((row) => [row.id, toBagVariant(row)]));
}

/** Variants by SKU in the country (samples, gifts and rewards name their variant by SKU). */
export async function loadVariantsBySku(
  db: Queryable,
  skus: readonly string[],
  country: CountryCode,
): Promise<Map<string, BagVariant>> {
  if (skus.length === 0) return new Map();
  const rows = await db.query<VariantRow>(
    `SELECT ${bagVariantColumns} FROM variants v ${bagVariantJoins('$2')} WHERE v.sku = ANY($1::text[])`,
    [skus, country],
  );
  return new Map(rows.map((row) => [row.sku, toBagVariant(row)]));
}

/** What the shopper pays for one unit: the sale price when there is one. */
export const unitPrice = (variant: BagVariant): number | null => variant.salePrice ?? variant.price;

/** Sold in the country and in stock. */
export const isAvailable = (variant: BagVariant): boolean =>
  variant.price !== null && (variant.stock ?? 0) > 0;

/** The variant in the contract's shape, priced in the country's currency (0 where not sold). */
export function lineVariant(variant: BagVariant, currency: CurrencyCode): LineVariant {
  const onSale = variant.salePrice !== null && variant.price !== null;
  return {
    id: variant.id,
    sku: variant.sku,
    name: variant.label,
    productId: variant.productId,
    productSlug: variant.productSlug,
    productName: variant.productName,
    image: {
      url: `/api/web/v1/images/products/${variant.productSlug}.svg?variant=${variant.id}`,
      alt: `${variant.brand.name} ${variant.productName}, ${variant.label}`,
      width: 600,
      height: 600,
    },
    price: { amount: unitPrice(variant) ?? 0, currency },
    originalPrice: onSale ? { amount: variant.price ?? 0, currency } : null,
  };
}
