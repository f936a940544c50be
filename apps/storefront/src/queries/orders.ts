import { queryOptions } from '@tanstack/react-query';
import { shopQueries, type QueryContext } from './scope';

/** How many orders a page of the member's orders list shows. */
export const ORDERS_PER_PAGE = 10;

/** An order: the member's own, or a guest's with the order's access token. */
export const orderQuery = (context: QueryContext, id: number, token?: string) =>
  queryOptions(shopQueries(context).orders.get(id, token ? { token } : {}));

/** A page of the signed-in member's orders, newest first (members only: a guest is refused). */
export const ordersListQuery = (context: QueryContext, page: number) =>
  queryOptions(shopQueries(context).orders.list({ page, perPage: ORDERS_PER_PAGE }));

/**
 * KBank's answer on a payment (`POST orders/enquireKbankPayment`). A question, not a change the
 * shopper makes: it is asked again while the bank has no final answer, so it is a query here,
 * keyed under the order's own key and never retried on its own.
 */
export const kbankEnquiryQuery = (context: QueryContext, id: number, token?: string) =>
  queryOptions({
    queryKey: [...orderQuery(context, id, token).queryKey, 'kbank-enquiry'],
    queryFn: async () =>
      (await context.commerce()).orders.enquireKbankPayment.create({
        orderId: id,
        ...(token && { token }),
      }),
    retry: false,
  });
