import { queryOptions } from '@tanstack/react-query';
import { shopQueries, type QueryContext } from './scope';

/** Brands sold in the visit's country. */
export const brandsQuery = (context: QueryContext) =>
  queryOptions(shopQueries(context).brands.list());
