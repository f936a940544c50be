import { createFileRoute } from '@tanstack/react-router';
import { rejectPage } from '../../../navigation/errors';
import { OrderStatesSandbox } from '../../../orders/OrderStatesSandbox';
import { DeferredMessages } from '../../../shell/DeferredMessages';
import { titleTag } from '../../../shell/head';

/** Order states per country for review (not in production mode, like the API's sandbox). */
export const Route = createFileRoute('/_default/sandbox/order-states')({
  beforeLoad: ({ context, location }) => {
    if (!context.boot.sandbox) throw rejectPage(location.pathname);
  },
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.sandbox_title'), context.boot.site)],
  }),
  component: () => (
    <DeferredMessages>
      <OrderStatesSandbox />
    </DeferredMessages>
  ),
});
