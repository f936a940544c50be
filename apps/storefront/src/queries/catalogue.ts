import { queryOptions } from '@tanstack/react-query';
import { shopQuery, type QueryContext } from './scope';

/** Brands sold in the visit's country. */
export const brandsQuery = (context: QueryContext) =>
  queryOptions(
    shopQuery(context, 'brands.list', {}, (client, signal) => client.brands.list({ signal })),
  );
