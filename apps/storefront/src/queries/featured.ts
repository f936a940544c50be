import type { ContentBlock, FeaturedProductsBody } from '@beauty/commerce-sdk/contract';
import { queryOptions } from '@tanstack/react-query';
import { shopQueries, type QueryContext } from './scope';

/** A product carousel block: where its products come from and how many it shows. */
export type CarouselBlock = Extract<ContentBlock, { type: 'product-carousel' }>;

/** The `featured-products/` body of a carousel: its ids, brand or category, and its limit. */
export function featuredBody({ source, limit }: Pick<CarouselBlock, 'source' | 'limit'>) {
  const body: FeaturedProductsBody =
    source.kind === 'products'
      ? { productIds: source.productIds }
      : source.kind === 'brand'
        ? { brand: source.brand }
        : { category: source.category };
  return { ...body, limit };
}

/**
 * The products of a carousel block (`POST featured-products/`). A read, despite the POST: it is
 * cached like any other query, keyed by the block's source and limit.
 */
export const featuredProductsQuery = (
  context: QueryContext,
  block: Pick<CarouselBlock, 'source' | 'limit'>,
) => queryOptions(shopQueries(context).featuredProducts.create(featuredBody(block)));
