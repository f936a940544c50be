import type { CountryCode, Facet, LanguageCode } from '@beauty/commerce-sdk/contract';
import { countries } from '@beauty/i18n';
import type { Queryable } from '../db/database.js';
import {
  dimensionConditions,
  narrowsVariants,
  queriedRows,
  type FilterDimension,
  type ListingFilter,
  type ListingSource,
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

const dimensions: readonly FilterDimension[] = [
  'brands',
  'categories',
  'price',
  'ratingMin',
  'badges',
  'inStock',
  'onSale',
];

interface FacetOptionRow {
  dimension: 'brands' | 'categories';
  value: string;
  label: string;
  count: number;
}

interface FacetTotals {
  min: number | null;
  max: number | null;
  r4: number;
  r3: number;
  r2: number;
  r1: number;
  new: number;
  bestseller: number;
  sale: number;
  exclusive: number;
  limited_edition: number;
  online_only: number;
  vegan: number;
  clean: number;
  in_stock: number;
  on_sale: number;
  count: number;
}

/**
 * Every facet's counts in one statement over one scan of the country's listing (brands and
 * categories named once counted, not per row). Each facet counts
 * under every other dimension of the filter: each row carries a flag per dimension, and a facet's
 * counts skip its own. A filter that picks among variants reads the variant rows and counts each
 * product once; any other reads the tiles, one per product.
 */
function facetsQuery(country: CountryCode, language: LanguageCode, filter: ListingFilter) {
  const params = new SqlParams();
  const source: ListingSource = narrowsVariants(filter) ? 'listing_rows' : 'listing_tiles';
  const tiles = source === 'listing_tiles';
  const conditions = dimensionConditions(filter, params, source);
  // Only the dimensions the filter sets have a flag: every row passes the others, and a flag that
  // is always true would still be read for every row by every count.
  const filtered = dimensions.filter((dimension) => conditions[dimension] !== undefined);
  const flag = (dimension: FilterDimension) => `ok_${dimension.toLowerCase()}`;
  /** Rows every dimension of the filter keeps but `except` (`true`: every row). */
  const keptBy = (except?: FilterDimension) =>
    filtered
      .filter((dimension) => dimension !== except)
      .map(flag)
      .join(' AND ') || 'true';
  const products = tiles ? 'count(*)' : 'count(DISTINCT product_id)';
  const counted = (except: FilterDimension | undefined, condition?: string) => {
    const where = [keptBy(except), condition].filter((part) => part && part !== 'true');
    return `${products}${where.length ? ` FILTER (WHERE ${where.join(' AND ')})` : ''}::int`;
  };
  const flags = filtered
    .map((dimension) => `, ${conditions[dimension]} AS ${flag(dimension)}`)
    .join('');
  const rows = queriedRows(country, filter, params, source);
  const badge = (name: string) => `${params.add(name)} = ANY(badges)`;
  const label = params.add(language);
  return {
    params,
    sql: `
    WITH m AS MATERIALIZED (
      SELECT product_id, brand_id, brand_slug, category_slug, rating, created_at, popularity, badges,
             ${tiles ? 'min_price, max_price' : 'effective_price AS min_price, effective_price AS max_price'},
             ${tiles ? 'any_in_stock' : 'stock > 0'} AS in_stock,
             ${tiles ? 'any_on_sale' : 'sale_price IS NOT NULL'} AS on_sale${flags}
      ${rows}
    ),
    options AS (
      SELECT 'brands' AS dimension, o.value, b.name AS label, o.count
      FROM (SELECT brand_id, brand_slug AS value, ${products}::int AS count FROM m
            WHERE ${keptBy('brands')} GROUP BY brand_id, brand_slug) o
      JOIN brands b ON b.id = o.brand_id
      UNION ALL
      SELECT 'categories', o.value, c.name->>${label}, o.count
      FROM (SELECT category_slug AS value, ${products}::int AS count FROM m
            WHERE ${keptBy('categories')} GROUP BY category_slug) o
      JOIN categories c ON c.slug = o.value
    )
    SELECT
      (SELECT coalesce(json_agg(o ORDER BY dimension, label, value), '[]') FROM options o) AS options,
      (SELECT row_to_json(t) FROM (
        SELECT min(min_price) FILTER (WHERE ${keptBy('price')})::float AS min,
               max(max_price) FILTER (WHERE ${keptBy('price')})::float AS max,
               ${[4, 3, 2, 1].map((stars) => `${counted('ratingMin', `rating >= ${stars}`)} AS r${stars}`).join(', ')},
               ${counted('badges', `created_at > now() - interval '${NEW_FOR_DAYS} days'`)} AS new,
               ${counted('badges', `popularity >= ${BESTSELLER_POPULARITY}`)} AS bestseller,
               ${counted('badges', 'on_sale')} AS sale,
               ${['exclusive', 'limited_edition', 'online_only', 'vegan', 'clean'].map((name) => `${counted('badges', badge(name))} AS ${name}`).join(',\n               ')},
               ${counted('inStock', 'in_stock')} AS in_stock,
               ${counted('onSale', 'on_sale')} AS on_sale,
               ${counted(undefined)} AS count
        FROM m) t) AS totals`,
  };
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
  const { sql, params } = facetsQuery(country, language, filter);
  const [row] = await db.query<{ options: FacetOptionRow[]; totals: FacetTotals }>(
    sql,
    params.values,
  );
  const { options, totals } = row!;
  const optionsOf = (dimension: FacetOptionRow['dimension']) =>
    options
      .filter((option) => option.dimension === dimension)
      .map(({ value, label, count }) => ({ value, label, count }));
  const selected = (values: readonly string[] | undefined, value: string) =>
    values?.includes(value) ?? false;
  const label = labels[language];
  const counts: Partial<Record<string, number | null>> = { ...totals };
  const facets: Facet[] = [
    {
      kind: 'options',
      key: 'brands',
      label: label.brands,
      options: optionsOf('brands').map((row) => ({
        ...row,
        selected: selected(filter.brands, row.value),
      })),
    },
    {
      kind: 'options',
      key: 'categories',
      label: label.categories,
      options: optionsOf('categories').map((row) => ({
        ...row,
        selected:
          filter.categories?.some((category) => category.split('/').pop() === row.value) ?? false,
      })),
    },
    {
      kind: 'range',
      key: 'price',
      label: label.price,
      min: totals.min ?? 0,
      max: totals.max ?? 0,
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
        count: counts[`r${stars}`] ?? 0,
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
          count: counts[value] ?? 0,
          selected: selected(filter.badges, value),
        }))
        .filter((option) => option.count > 0 || option.selected),
    },
    {
      kind: 'toggle',
      key: 'inStock',
      label: label.inStock,
      count: totals.in_stock,
      selected: filter.inStock ?? false,
    },
    {
      kind: 'toggle',
      key: 'onSale',
      label: label.onSale,
      count: totals.on_sale,
      selected: filter.onSale ?? false,
    },
  ];
  return { facets, total: totals.count };
}
