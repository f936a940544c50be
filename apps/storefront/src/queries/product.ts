import { queryOptions } from '@tanstack/react-query';
import { shopQuery, type QueryContext } from './scope';

/** One product page: the product with every variant, priced and stocked for the visit's country. */
export const productQuery = (context: QueryContext, slug: string) =>
  queryOptions(
    shopQuery(context, 'products.get', { slug }, (client, signal) =>
      client.products.get(slug, { signal }),
    ),
  );

/** The member's wish list (members only: a guest is refused). */
export const wishListQuery = (context: QueryContext) =>
  queryOptions(
    shopQuery(context, 'wishlist.list', {}, (client, signal) => client.wishlist.list({ signal })),
  );
