import type {
  BrandRef,
  CountryCode,
  CurrencyCode,
  LineVariant,
} from '@beauty/commerce-sdk/contract';
import type { Queryable } from '../db/database.js';

/** A variant as sold in one country: price and stock are null where it is not sold there. */
export interface CountryVariant {
  id: number;
  sku: string;
  label: string;
  purchaseLimit: number | null;
  productId: number;
  productSlug: string;
  productName: string;
  brand: BrandRef;
  isOwnBrand: boolean;
  /** The brand's own limit of units per bag, if it has one. */
  brandPurchaseLimit: number | null;
  price: number | null;
  salePrice: number | null;
  stock: number | null;
}

interface CountryVariantRow {
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
  brand_purchase_limit: number | null;
  price: string | null;
  sale_price: string | null;
  stock: number | null;
}

// `v` variants, `o` the country's offer (left joined: a variant not sold there still loads).
const columns = `
  v.id, v.sku, v.label, v.purchase_limit, p.id AS product_id, p.slug AS product_slug,
  p.name AS product_name, b.id AS brand_id, b.slug AS brand_slug, b.name AS brand_name,
  b.is_own_brand, b.purchase_limit AS brand_purchase_limit, o.price, o.sale_price, o.stock`;
const joins = `
  JOIN products p ON p.id = v.product_id
  JOIN brands b ON b.id = p.brand_id
  LEFT JOIN variant_offers o ON o.variant_id = v.id AND o.country = $2`;

function toCountryVariant(row: CountryVariantRow): CountryVariant {
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
    brandPurchaseLimit: row.brand_purchase_limit,
    price: row.price === null ? null : Number(row.price),
    salePrice: row.sale_price === null ? null : Number(row.sale_price),
    stock: row.stock,
  };
}

/** Variants by id in the country. */
export async function loadVariants(
  db: Queryable,
  ids: readonly number[],
  country: CountryCode,
): Promise<Map<number, CountryVariant>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<CountryVariantRow>(
    `SELECT ${columns} FROM variants v ${joins} WHERE v.id = ANY($1::int[])`,
    [ids, country],
  );
  return new Map(rows.map((row) => [row.id, toCountryVariant(row)]));
}

/** Variants by SKU in the country (samples, gifts and rewards name their variant by SKU). */
export async function loadVariantsBySku(
  db: Queryable,
  skus: readonly string[],
  country: CountryCode,
): Promise<Map<string, CountryVariant>> {
  if (skus.length === 0) return new Map();
  const rows = await db.query<CountryVariantRow>(
    `SELECT ${columns} FROM variants v ${joins} WHERE v.sku = ANY($1::text[])`,
    [skus, country],
  );
  return new Map(rows.map((row) => [row.sku, toCountryVariant(row)]));
}

/** What the shopper pays for one unit: the sale price when there is one. */
export const unitPrice = (variant: CountryVariant): number | null =>
  variant.salePrice ?? variant.price;

/** Sold in the country and in stock. */
export const isAvailable = (variant: CountryVariant): boolean =>
  variant.price !== null && (variant.stock ?? 0) > 0;

/** The variant in the contract's shape, priced in the country's currency (0 where not sold). */
export function lineVariant(variant: CountryVariant, currency: CurrencyCode): LineVariant {
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
