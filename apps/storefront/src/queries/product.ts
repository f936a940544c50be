import { queryOptions } from '@tanstack/react-query';
import { shopQueries, type QueryContext } from './scope';

/** One product page: the product with every variant, priced and stocked for the visit's country. */
export const productQuery = (context: QueryContext, slug: string) =>
  queryOptions(shopQueries(context).products.get(slug));

/** The member's wish list (members only: a guest is refused). */
export const wishListQuery = (context: QueryContext) =>
  queryOptions(shopQueries(context).wishlist.list());
