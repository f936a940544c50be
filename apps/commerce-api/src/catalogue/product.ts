import type { CountryCode, LanguageCode, Product } from '@beauty/commerce-sdk/contract';
import type { Queryable } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { BESTSELLER_POPULARITY, currencyOf, NEW_FOR_DAYS } from './listing.js';

interface ProductRow {
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
}

interface VariantRow {
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

/**
 * A product page: every variant, with price and stock in the visitor's country. Variants not
 * sold there are listed as unavailable; a product with none on offer there is 'Resource not found!'.
 */
export async function findProduct(
  db: Queryable,
  slug: string,
  country: CountryCode,
  language: LanguageCode,
): Promise<Product> {
  const [product] = await db.query<ProductRow>(
    `SELECT p.id, p.slug, p.name, p.description, p.rating, p.review_count, p.popularity, p.badges, p.created_at,
            b.id AS brand_id, b.slug AS brand_slug, b.name AS brand_name,
            jsonb_build_array(
              jsonb_build_object('id', t.id, 'slug', t.slug, 'name', t.name, 'path', t.slug),
              jsonb_build_object('id', m.id, 'slug', m.slug, 'name', m.name, 'path', t.slug || '/' || m.slug),
              jsonb_build_object('id', c.id, 'slug', c.slug, 'name', c.name, 'path', t.slug || '/' || m.slug || '/' || c.slug)
            ) AS categories
     FROM products p
     JOIN brands b ON b.id = p.brand_id
     JOIN categories c ON c.id = p.category_id
     JOIN categories m ON m.id = c.parent_id
     JOIN categories t ON t.id = m.parent_id
     WHERE p.slug = $1`,
    [slug],
  );
  if (!product) throw new ApiError(404, 'Resource not found!');
  const variants = await db.query<VariantRow>(
    `SELECT v.id, v.sku, v.kind, v.label, v.color, v.purchase_limit, o.price, o.sale_price, o.stock
     FROM variants v LEFT JOIN variant_offers o ON o.variant_id = v.id AND o.country = $2
     WHERE v.product_id = $1 ORDER BY v.position`,
    [product.id, country],
  );
  if (!variants.some((variant) => variant.price !== null))
    throw new ApiError(404, 'Resource not found!');

  const currency = currencyOf[country];
  const onSale = variants.some((variant) => variant.sale_price !== null);
  const isNew = Date.now() - new Date(product.created_at).getTime() < NEW_FOR_DAYS * 86_400_000;
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
    badges: [
      ...(isNew ? ['new'] : []),
      ...(product.popularity >= BESTSELLER_POPULARITY ? ['bestseller'] : []),
      ...(onSale ? ['sale'] : []),
      ...product.badges,
    ] as Product['badges'],
    variants: variants.map((variant) => {
      // A variant not sold here still shows (greyed out) at the country's reference price of zero stock.
      const price = Number(variant.sale_price ?? variant.price ?? 0);
      return {
        id: variant.id,
        sku: variant.sku,
        productId: product.id,
        name: variant.label,
        shade: variant.kind === 'shade' ? { name: variant.label, hex: variant.color } : null,
        size: variant.kind === 'size' ? variant.label : null,
        price: { amount: price, currency },
        originalPrice:
          variant.sale_price !== null ? { amount: Number(variant.price), currency } : null,
        images: [
          {
            url: `/api/web/v1/images/products/${product.slug}.svg?variant=${variant.id}`,
            alt: `${product.brand_name} ${product.name}, ${variant.label}`,
            width: 600,
            height: 600,
          },
        ],
        inStock: (variant.stock ?? 0) > 0,
        inventory: variant.stock ?? 0,
        availableInCountry: variant.price !== null,
        purchaseLimit: variant.purchase_limit,
      };
    }),
    createdAt: new Date(product.created_at).toISOString(),
  };
}
