import { useI18n } from '@beauty/i18n/react';
import { Heading, Stack } from '@beauty/ui';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { CheckoutLoading } from '../../checkout/CheckoutLoading';
import { DeferredMessages, preloadDeferredMessages } from '../../shell/DeferredMessages';
import { titleTag } from '../../shell/head';
import { useInBrowser } from '../../shell/useInBrowser';

/**
 * The checkout, `/checkout`: recipient, delivery or click and collect, payment and consents, then
 * the order. A checkout page for fraud prevention (`isCheckoutPath`): its script loads here and
 * its token goes with the order.
 */
export const Route = createFileRoute('/_default/checkout')({
  // In the browser the checkout's messages load with the page's code, not after it.
  loader: ({ context }) => {
    if (typeof document !== 'undefined') void preloadDeferredMessages(context.boot.site.language);
  },
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('common.checkout'), context.boot.site)],
  }),
  component: CheckoutRoute,
});

// The checkout's form is the browser's only (below): its code loads after the page has hydrated.
const CheckoutContent = lazy(() =>
  import('../../checkout/CheckoutPage').then(({ CheckoutContent }) => ({
    default: CheckoutContent,
  })),
);

function CheckoutRoute() {
  const i18n = useI18n();
  // The checkout is the shopper's own (their cookies): it is read in the browser only.
  const inBrowser = useInBrowser();
  return (
    <Stack space="lg">
      <Heading level={1}>{i18n.text('common.checkout')}</Heading>
      {inBrowser ? (
        <DeferredMessages fallback={<CheckoutLoading />}>
          <Suspense fallback={<CheckoutLoading />}>
            <CheckoutContent />
          </Suspense>
        </DeferredMessages>
      ) : (
        <CheckoutLoading />
      )}
    </Stack>
  );
}
