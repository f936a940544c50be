import { useI18n } from '@beauty/i18n/react';
import { createFileRoute } from '@tanstack/react-router';
import { titleTag } from '../../../../shell/head';
import { PageShell } from '../../../../shell/PageShell';

/**
 * The order page's aliases: confirmation, payment pending, payment failed and payment
 * instructions. Any other view is refused by route middleware; none sends a page view.
 */
export const Route = createFileRoute('/_default/orders/$id/$view')({
  staticData: { middleware: ['order-view'], analyticsPageView: false },
  head: ({ match: { context }, params }) => ({
    meta: [
      titleTag(context.messages.t('shell.order_title', { number: params.id }), context.boot.site),
    ],
  }),
  component: OrderView,
});

function OrderView() {
  const { id } = Route.useParams();
  return <PageShell title={useI18n().text('shell.order_title', { number: id })} />;
}
