import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { BagLoading } from '../../bag/BagLoading';
import { titleTag } from '../../shell/head';
import { DeferredMessages, preloadDeferredMessages } from '../../shell/DeferredMessages';
import { useInBrowser } from '../../shell/useInBrowser';

export const Route = createFileRoute('/_default/cart')({
  staticData: { analyticsPageView: false },
  // In the browser the bag's messages (promo, order) load with the page's code, not after it.
  loader: ({ context }) => {
    if (typeof document !== 'undefined') void preloadDeferredMessages(context.boot.site.language);
  },
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.bag_title'), context.boot.site)],
  }),
  component: CartRoute,
});

// The bag is the shopper's own (their cookies), read in the browser only: its code loads after
// the page has hydrated, and the server renders its frame.
const BagPage = lazy(() =>
  import('../../bag/BagPage').then(({ BagPage }) => ({ default: BagPage })),
);

function CartRoute() {
  const inBrowser = useInBrowser();
  if (!inBrowser) return <BagLoading />;
  return (
    <DeferredMessages fallback={<BagLoading />}>
      <Suspense fallback={<BagLoading />}>
        <BagPage />
      </Suspense>
    </DeferredMessages>
  );
}
