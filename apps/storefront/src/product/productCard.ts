import type { VariantListItem } from '@beauty/commerce-sdk/contract';
import type { useI18n } from '@beauty/i18n/react';
import type { ProductCardProps } from '@beauty/ui';

type I18n = ReturnType<typeof useI18n>;

/** A product tile's wording in the visit's language: stock, rating and 'no reviews yet'. */
export const cardLabels = (i18n: I18n): ProductCardProps['labels'] => ({
  outOfStock: i18n.text('product.out_of_stock'),
  noReviews: i18n.text('product.no_reviews'),
  rating: (value, count) => i18n.text('product.rating', { value, count: count ?? 0 }),
});

/**
 * A listed variant as a product tile (listings, search results, carousels): its product's name,
 * brand, link, rating and stock, its first picture and its price in the visit's market.
 */
export function productCardProps(item: VariantListItem, i18n: I18n) {
  return {
    name: item.product.name,
    brand: item.product.brand.name,
    href: i18n.href(`/products/${item.product.slug}`),
    imageUrl: item.images[0]?.url ?? '',
    price: item.price.amount,
    ...(item.originalPrice && { originalPrice: item.originalPrice.amount }),
    country: i18n.country,
    language: i18n.language,
    rating: item.product.rating.average,
    reviewCount: item.product.rating.count,
    outOfStock: !item.inStock,
    labels: cardLabels(i18n),
  } satisfies ProductCardProps;
}
