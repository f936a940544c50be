import { createFileRoute } from '@tanstack/react-router';
import { rejectPage } from '../../../navigation/errors';
import { FraudPreventionSandbox } from '../../../sandbox/FraudPreventionSandbox';
import { DeferredMessages, deferredTranslator } from '../../../shell/DeferredMessages';
import { titleTag } from '../../../shell/head';

/**
 * A sandbox page that counts as a checkout page for fraud prevention (the route rule checkout
 * pages carry): the provider's script and token can be tried outside checkout. Not in production
 * mode, like the API's sandbox.
 */
export const Route = createFileRoute('/_default/sandbox/fraud-prevention')({
  staticData: { fraudPrevention: true },
  beforeLoad: ({ context, location }) => {
    if (!context.boot.sandbox) throw rejectPage(location.pathname);
  },
  loader: async ({ context }) => ({
    title: (await deferredTranslator(context)).t('sandbox.fraud_title'),
  }),
  head: ({ loaderData, match: { context } }) => ({
    meta: loaderData ? [titleTag(loaderData.title, context.boot.site)] : [],
  }),
  component: () => (
    <DeferredMessages>
      <FraudPreventionSandbox />
    </DeferredMessages>
  ),
});
