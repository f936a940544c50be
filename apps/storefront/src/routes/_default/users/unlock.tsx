import { useI18n } from '@beauty/i18n/react';
import { createFileRoute } from '@tanstack/react-router';
import { AccountFrame } from '../../../account/AccountFrame';
import { RequestUnlockForm, UnlockAccount } from '../../../account/UnlockForms';
import { titleTag } from '../../../shell/head';

/**
 * Unlocking an account whose sign-in attempts are blocked: without a token, the request for an
 * unlock link; with the emailed link's `token`, the unlock itself.
 */
export const Route = createFileRoute('/_default/users/unlock')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token !== '' ? { token: search.token } : {},
  head: ({ match: { context } }) => ({
    meta: [
      titleTag(context.messages.t('shell.unlock_title'), context.boot.site),
      { name: 'referrer', content: 'no-referrer' },
    ],
  }),
  component: UnlockPage,
});

function UnlockPage() {
  const i18n = useI18n();
  const { token } = Route.useSearch();
  return (
    <AccountFrame title={i18n.text('shell.unlock_title')}>
      {token ? <UnlockAccount token={token} /> : <RequestUnlockForm />}
    </AccountFrame>
  );
}
