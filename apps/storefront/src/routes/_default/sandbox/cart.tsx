import { createFileRoute } from '@tanstack/react-router';
import { CartPlayground } from '../../../bag/CartPlayground';
import { rejectPage } from '../../../navigation/errors';
import { DeferredMessages, deferredTranslator } from '../../../shell/DeferredMessages';
import { titleTag } from '../../../shell/head';

/** The cart playground (not in production mode, like the API's sandbox). */
export const Route = createFileRoute('/_default/sandbox/cart')({
  beforeLoad: ({ context, location }) => {
    if (!context.boot.sandbox) throw rejectPage(location.pathname);
  },
  loader: async ({ context }) => ({
    title: (await deferredTranslator(context)).t('sandbox.cart_title'),
  }),
  head: ({ loaderData, match: { context } }) => ({
    meta: loaderData ? [titleTag(loaderData.title, context.boot.site)] : [],
  }),
  // Its words and the promo refusals it shows are deferred messages.
  component: () => (
    <DeferredMessages>
      <CartPlayground />
    </DeferredMessages>
  ),
});
