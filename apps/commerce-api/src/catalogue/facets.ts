import type { CountryCode, Facet, LanguageCode } from '@beauty/commerce-sdk/contract';
import { countries } from '@beauty/i18n';
import type { Queryable } from '../db/database.js';
import {
  filterConditions,
  offeredVariants,
  type FilterDimension,
  type ListingFilter,
} from './listing.js';
import { SqlParams } from '../db/sql-params.js';
import { BESTSELLER_POPULARITY, NEW_FOR_DAYS } from './variant.js';

const labels: Record<
  LanguageCode,
  Record<'brands' | 'categories' | 'badges' | 'price' | 'rating' | 'inStock' | 'onSale', string>
> = {
  en: {
    brands: 'Brand',
    categories: 'Category',
    badges: 'Highlights',
    price: 'Price',
    rating: 'Rating',
    inStock: 'In stock',
    onSale: 'On sale',
  },
  zh: {
    brands: '品牌',
    categories: '類別',
    badges: '精選',
    price: '價格',
    rating: '評分',
    inStock: '有現貨',
    onSale: '特價',
  },
  id: {
    brands: 'Merek',
    categories: 'Kategori',
    badges: 'Sorotan',
    price: 'Harga',
    rating: 'Penilaian',
    inStock: 'Tersedia',
    onSale: 'Diskon',
  },
  th: {
    brands: 'แบรนด์',
    categories: 'หมวดหมู่',
    badges: 'ไฮไลต์',
    price: 'ราคา',
    rating: 'คะแนน',
    inStock: 'มีสินค้า',
    onSale: 'ลดราคา',
  },
};
const badgeLabels: Record<LanguageCode, Record<string, string>> = {
  en: {
    new: 'New',
    bestseller: 'Bestseller',
    sale: 'Sale',
    exclusive: 'Exclusive',
    limited_edition: 'Limited edition',
    online_only: 'Online only',
    vegan: 'Vegan',
    clean: 'Clean',
  },
  zh: {
    new: '新品',
    bestseller: '暢銷',
    sale: '特價',
    exclusive: '獨家',
    limited_edition: '限量版',
    online_only: '網上限定',
    vegan: '純素',
    clean: '純淨',
  },
  id: {
    new: 'Baru',
    bestseller: 'Terlaris',
    sale: 'Diskon',
    exclusive: 'Eksklusif',
    limited_edition: 'Edisi terbatas',
    online_only: 'Khusus online',
    vegan: 'Vegan',
    clean: 'Clean',
  },
  th: {
    new: 'มาใหม่',
    bestseller: 'ขายดี',
    sale: 'ลดราคา',
    exclusive: 'เอ็กซ์คลูซีฟ',
    limited_edition: 'รุ่นลิมิเต็ด',
    online_only: 'เฉพาะออนไลน์',
    vegan: 'วีแกน',
    clean: 'คลีน',
  },
};

/** Products matching the filter but one of its dimensions, for that dimension's counts. */
function products(
  country: CountryCode,
  filter: ListingFilter,
  except: FilterDimension | undefined,
) {
  const params = new SqlParams();
  const sql = `SELECT * FROM (${offeredVariants(country, params)}) offered ${filterConditions(filter, params, except)}`;
  return { sql, params };
}

/**
 * The filter modal's facets with counts: each counts products under every other active filter,
 * so choosing a brand still shows how many products the other brands have.
 */
export async function findFacets(
  db: Queryable,
  country: CountryCode,
  language: LanguageCode,
  filter: ListingFilter,
): Promise<{ facets: Facet[]; total: number }> {
  const count = async (except: FilterDimension | undefined, select: string, group: string) => {
    const { sql, params } = products(country, filter, except);
    return db.query<Record<string, unknown>>(
      `SELECT ${select} FROM (${sql}) m ${group}`,
      params.values,
    );
  };
  const selected = (values: readonly string[] | undefined, value: string) =>
    values?.includes(value) ?? false;
  const label = labels[language];

  const [
    brandRows,
    categoryRows,
    priceRows,
    ratingRows,
    badgeRows,
    stockRows,
    saleRows,
    totalRows,
  ] = await Promise.all([
    count(
      'brands',
      `brand_slug AS value, (SELECT name FROM brands WHERE slug = brand_slug) AS label, count(DISTINCT product_id)::int AS count`,
      'GROUP BY brand_slug ORDER BY label',
    ),
    count(
      'categories',
      `category_slug AS value, (SELECT name->>'${language}' FROM categories WHERE slug = category_slug) AS label, count(DISTINCT product_id)::int AS count`,
      'GROUP BY category_slug ORDER BY label',
    ),
    count('price', 'min(effective_price)::float AS min, max(effective_price)::float AS max', ''),
    count(
      'ratingMin',
      `count(DISTINCT product_id) FILTER (WHERE rating >= 4)::int AS r4, count(DISTINCT product_id) FILTER (WHERE rating >= 3)::int AS r3,
      count(DISTINCT product_id) FILTER (WHERE rating >= 2)::int AS r2, count(DISTINCT product_id) FILTER (WHERE rating >= 1)::int AS r1`,
      '',
    ),
    count(
      'badges',
      `count(DISTINCT product_id) FILTER (WHERE created_at > now() - interval '${NEW_FOR_DAYS} days')::int AS new,
      count(DISTINCT product_id) FILTER (WHERE popularity >= ${BESTSELLER_POPULARITY})::int AS bestseller,
      count(DISTINCT product_id) FILTER (WHERE sale_price IS NOT NULL)::int AS sale,
      count(DISTINCT product_id) FILTER (WHERE 'exclusive' = ANY(badges))::int AS exclusive,
      count(DISTINCT product_id) FILTER (WHERE 'limited_edition' = ANY(badges))::int AS limited_edition,
      count(DISTINCT product_id) FILTER (WHERE 'online_only' = ANY(badges))::int AS online_only,
      count(DISTINCT product_id) FILTER (WHERE 'vegan' = ANY(badges))::int AS vegan,
      count(DISTINCT product_id) FILTER (WHERE 'clean' = ANY(badges))::int AS clean`,
      '',
    ),
    count('inStock', 'count(DISTINCT product_id) FILTER (WHERE stock > 0)::int AS count', ''),
    count(
      'onSale',
      'count(DISTINCT product_id) FILTER (WHERE sale_price IS NOT NULL)::int AS count',
      '',
    ),
    count(undefined, 'count(DISTINCT product_id)::int AS count', ''),
  ]);

  const price = priceRows[0] as { min: number | null; max: number | null };
  const ratings = ratingRows[0] as Record<string, number>;
  const badges = badgeRows[0] as Record<string, number>;
  const facets: Facet[] = [
    {
      kind: 'options',
      key: 'brands',
      label: label.brands,
      options: (brandRows as { value: string; label: string; count: number }[]).map((row) => ({
        ...row,
        selected: selected(filter.brands, row.value),
      })),
    },
    {
      kind: 'options',
      key: 'categories',
      label: label.categories,
      options: (categoryRows as { value: string; label: string; count: number }[]).map((row) => ({
        ...row,
        selected:
          filter.categories?.some((category) => category.split('/').pop() === row.value) ?? false,
      })),
    },
    {
      kind: 'range',
      key: 'price',
      label: label.price,
      min: price.min ?? 0,
      max: price.max ?? 0,
      selectedMin: filter.priceMin ?? null,
      selectedMax: filter.priceMax ?? null,
      currency: countries[country].currency,
    },
    {
      kind: 'rating',
      key: 'ratingMin',
      label: label.rating,
      options: [4, 3, 2, 1].map((stars) => ({
        value: String(stars),
        label: `${stars}+`,
        count: ratings[`r${stars}`] ?? 0,
        selected: filter.ratingMin === stars,
      })),
    },
    {
      kind: 'options',
      key: 'badges',
      label: label.badges,
      options: Object.entries(badgeLabels[language])
        .map(([value, text]) => ({
          value,
          label: text,
          count: badges[value] ?? 0,
          selected: selected(filter.badges, value),
        }))
        .filter((option) => option.count > 0 || option.selected),
    },
    {
      kind: 'toggle',
      key: 'inStock',
      label: label.inStock,
      count: (stockRows[0] as { count: number }).count,
      selected: filter.inStock ?? false,
    },
    {
      kind: 'toggle',
      key: 'onSale',
      label: label.onSale,
      count: (saleRows[0] as { count: number }).count,
      selected: filter.onSale ?? false,
    },
  ];
  return { facets, total: (totalRows[0] as { count: number }).count };
}
