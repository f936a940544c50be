import type { useI18n } from '@beauty/i18n/react';
import type { ProductCardProps } from '@beauty/ui';

/** A product tile's wording in the visit's language: stock, rating and 'no reviews yet'. */
export const cardLabels = (i18n: ReturnType<typeof useI18n>): ProductCardProps['labels'] => ({
  outOfStock: i18n.text('product.out_of_stock'),
  noReviews: i18n.text('product.no_reviews'),
  rating: (value, count) => i18n.text('product.rating', { value, count: count ?? 0 }),
});
