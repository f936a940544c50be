import { createFileRoute } from '@tanstack/react-router';
import { AccountSummary } from '../../../account/AccountSummary';
import { titleTag } from '../../../shell/head';

/** The member's account summary. A guest is sent to sign in, and back here after. */
export const Route = createFileRoute('/_default/account/')({
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.account_title'), context.boot.site)],
  }),
  component: AccountSummary,
});
