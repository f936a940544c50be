import { queryOptions } from '@tanstack/react-query';
import { shopQueries, type QueryContext } from './scope';

/** The shopper's checkout: the bag priced for an order, the choices made and what the country offers. */
export const checkoutQuery = (context: QueryContext) =>
  queryOptions({
    ...shopQueries(context).checkoutCart.get(),
    // The checkout is the shopper's own and reprices on every change: never shown from a cache.
    staleTime: 0,
    // What the shopper reviews stays put: a change since is refused when placing (409) and told.
    refetchOnWindowFocus: false,
  });

/** Apple Pay's payment request for the current checkout (its total and networks). */
export const applePayRequestQuery = (context: QueryContext) =>
  queryOptions({ ...shopQueries(context).payments.applePay.request.get(), staleTime: 0 });
