import { createFileRoute } from '@tanstack/react-router';
import { BagPage } from '../../bag/BagPage';
import { titleTag } from '../../shell/head';
import { DeferredMessages } from '../../shell/DeferredMessages';

export const Route = createFileRoute('/_default/cart')({
  staticData: { analyticsPageView: false },
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.bag_title'), context.boot.site)],
  }),
  component: CartRoute,
});

// The promo code and the cost summary speak in the deferred sections (promo, order).
function CartRoute() {
  return (
    <DeferredMessages>
      <BagPage />
    </DeferredMessages>
  );
}
