import { createFileRoute } from '@tanstack/react-router';
import type { ORDER_VIEWS } from '../../../../navigation/routeMiddleware';
import { DeferredMessages } from '../../../../shell/DeferredMessages';
import { loadOrder } from '../../../../orders/loadOrder';
import { tokenSearch } from '../../../../navigation/routeParams';
import { OrderPage } from '../../../../orders/OrderPage';
import { OrderRefused } from '../../../../orders/OrderRefused';
import { titleTag } from '../../../../shell/head';

/**
 * The order page's aliases: confirmation, payment pending, payment failed and payment
 * instructions. Any other view is refused by route middleware; none sends a page view.
 */
export const Route = createFileRoute('/_default/orders/$id/$view')({
  staticData: { middleware: ['order-view'], analyticsPageView: false },
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
  component: OrderView,
  notFoundComponent: OrderRefused,
});

function OrderView() {
  const { id } = Route.useLoaderData();
  const { view } = Route.useParams();
  const { token } = Route.useSearch();
  return (
    <DeferredMessages>
      <OrderPage id={id} view={view as (typeof ORDER_VIEWS)[number]} {...(token && { token })} />
    </DeferredMessages>
  );
}
