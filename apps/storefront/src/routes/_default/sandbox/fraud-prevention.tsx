import { createFileRoute } from '@tanstack/react-router';
import { titleTag } from '../../../shell/head';
import { shellPage } from '../../../shell/PageShell';

/**
 * A sandbox page that counts as a checkout page for fraud prevention (the route rule checkout
 * pages will carry): the provider's script and token can be tried before checkout exists.
 */
export const Route = createFileRoute('/_default/sandbox/fraud-prevention')({
  staticData: { fraudPrevention: true },
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.sandbox_title'), context.boot.site)],
  }),
  component: shellPage('shell.sandbox_title'),
});
