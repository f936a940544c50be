import type { CountryCode, LanguageCode, Product } from '@beauty/commerce-sdk/contract';
import { countries } from '@beauty/i18n';
import type { Queryable } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { productBadges, toVariant, type VariantRow } from './variant.js';

/** A product as read for its page in one country: with its brand, category path and variants. */
export interface ProductRow {
  id: number;
  slug: string;
  name: string;
  description: Record<LanguageCode, string>;
  rating: string;
  review_count: number;
  popularity: number;
  badges: string[];
  created_at: Date | string;
  brand_id: number;
  brand_slug: string;
  brand_name: string;
  categories: { id: number; slug: string; name: Record<LanguageCode, string>; path: string }[];
  /** Every variant by position, with its offer in the country (prices as text, as read). */
  variants: VariantRow[];
}

/**
 * A product with every variant and its offer in the country, if a product has the slug. One
 * statement with its variants: a product page is asked for often, each statement a round trip.
 */
export async function readProduct(
  db: Queryable,
  slug: string,
  country: CountryCode,
): Promise<ProductRow | undefined> {
  const [product] = await db.query<ProductRow>(
    `SELECT p.id, p.slug, p.name, p.description, p.rating, p.review_count, p.popularity, p.badges, p.created_at,
            b.id AS brand_id, b.slug AS brand_slug, b.name AS brand_name,
            jsonb_build_array(
              jsonb_build_object('id', t.id, 'slug', t.slug, 'name', t.name, 'path', t.slug),
              jsonb_build_object('id', m.id, 'slug', m.slug, 'name', m.name, 'path', t.slug || '/' || m.slug),
              jsonb_build_object('id', c.id, 'slug', c.slug, 'name', c.name, 'path', t.slug || '/' || m.slug || '/' || c.slug)
            ) AS categories,
            (SELECT coalesce(json_agg(json_build_object(
                      'id', v.id, 'sku', v.sku, 'kind', v.kind, 'label', v.label, 'color', v.color,
                      'purchase_limit', v.purchase_limit, 'price', o.price::text,
                      'sale_price', o.sale_price::text, 'stock', o.stock) ORDER BY v.position), '[]')
             FROM variants v LEFT JOIN variant_offers o ON o.variant_id = v.id AND o.country = $2
             WHERE v.product_id = p.id) AS variants
     FROM products p
     JOIN brands b ON b.id = p.brand_id
     JOIN categories c ON c.id = p.category_id
     JOIN categories m ON m.id = c.parent_id
     JOIN categories t ON t.id = m.parent_id
     WHERE p.slug = $1`,
    [slug, country],
  );
  return product;
}

/**
 * A product page from its read ({@link readProduct}): every variant, with price and stock in the
 * visitor's country. Variants not sold there are listed as unavailable; a product with none on
 * offer there (or none at all) is 'Resource not found!'.
 */
export function productPage(
  product: ProductRow | undefined,
  country: CountryCode,
  language: LanguageCode,
): Product {
  if (!product) throw new ApiError(404, 'Resource not found!');
  const { variants } = product;
  if (!variants.some((variant) => variant.price !== null))
    throw new ApiError(404, 'Resource not found!');

  const currency = countries[country].currency;
  const shownWith = {
    id: product.id,
    slug: product.slug,
    name: product.name,
    brandName: product.brand_name,
  };
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    brand: { id: product.brand_id, slug: product.brand_slug, name: product.brand_name },
    categories: product.categories.map((category) => ({
      id: category.id,
      slug: category.slug,
      name: category.name[language],
      path: category.path,
    })),
    description: product.description[language],
    howToUse: null,
    ingredients: null,
    rating: { average: Number(product.rating), count: product.review_count },
    badges: productBadges(
      product,
      variants.some((variant) => variant.sale_price !== null),
    ),
    variants: variants.map((variant) => toVariant(variant, shownWith, currency)),
    createdAt: new Date(product.created_at).toISOString(),
  };
}
