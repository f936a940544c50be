import { useI18n } from '@beauty/i18n/react';
import { createFileRoute } from '@tanstack/react-router';
import { titleTag } from '../../../../shell/head';
import { PageShell } from '../../../../shell/PageShell';

/** An order's page. */
export const Route = createFileRoute('/_default/orders/$id/')({
  head: ({ match: { context }, params }) => ({
    meta: [
      titleTag(context.messages.t('shell.order_title', { number: params.id }), context.boot.site),
    ],
  }),
  component: OrderPage,
});

function OrderPage() {
  const { id } = Route.useParams();
  return <PageShell title={useI18n().text('shell.order_title', { number: id })} />;
}
