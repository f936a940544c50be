import { createFileRoute } from '@tanstack/react-router';
import { DeferredMessages } from '../../../../shell/DeferredMessages';
import { loadOrder } from '../../../../orders/loadOrder';
import { tokenSearch } from '../../../../navigation/routeParams';
import { OrderPage } from '../../../../orders/OrderPage';
import { OrderRefused } from '../../../../orders/OrderRefused';
import { titleTag } from '../../../../shell/head';

/** An order's page: the member's own, or a guest's with `?token=` (the order's access token). */
export const Route = createFileRoute('/_default/orders/$id/')({
  validateSearch: tokenSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ context, params, deps, location }) =>
    loadOrder(context, params.id, deps.token, location.pathname),
  head: ({ match: { context }, loaderData, params }) => ({
    meta: [
      titleTag(
        context.messages.t('shell.order_title', { number: loaderData?.number ?? params.id }),
        context.boot.site,
      ),
    ],
  }),
  component: OrderRoute,
  notFoundComponent: OrderRefused,
});

function OrderRoute() {
  const { id } = Route.useLoaderData();
  const { token } = Route.useSearch();
  return (
    <DeferredMessages>
      <OrderPage id={id} view="order" {...(token && { token })} />
    </DeferredMessages>
  );
}
