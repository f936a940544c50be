import { queryOptions } from '@tanstack/react-query';
import { shopQuery, type QueryContext } from './scope';

/** How many items the shopper's bag holds (the header's bag count). */
export const bagCountQuery = (context: QueryContext) =>
  queryOptions(
    shopQuery(context, 'cart.itemsCount.list', {}, (client, signal) =>
      client.cart.itemsCount.list({ signal }),
    ),
  );
