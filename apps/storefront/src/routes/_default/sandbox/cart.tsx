import { createFileRoute } from '@tanstack/react-router';
import { CartPlayground } from '../../../bag/CartPlayground';
import { rejectPage } from '../../../navigation/errors';
import { DeferredMessages } from '../../../shell/DeferredMessages';
import { titleTag } from '../../../shell/head';

/** The cart playground (not in production mode, like the API's sandbox). */
export const Route = createFileRoute('/_default/sandbox/cart')({
  beforeLoad: ({ context, location }) => {
    if (!context.boot.sandbox) throw rejectPage(location.pathname);
  },
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('sandbox.cart_title'), context.boot.site)],
  }),
  // The promo refusals it shows are in the deferred messages.
  component: () => (
    <DeferredMessages>
      <CartPlayground />
    </DeferredMessages>
  ),
});
