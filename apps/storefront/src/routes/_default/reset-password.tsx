import { useI18n } from '@beauty/i18n/react';
import { createFileRoute } from '@tanstack/react-router';
import { AccountFrame } from '../../account/AccountFrame';
import { NewPasswordForm, RequestResetForm } from '../../account/ResetPasswordForms';
import { titleTag } from '../../shell/head';

/**
 * Password reset: without a token, the request for a link; with the emailed link's `token`, the
 * new password.
 */
export const Route = createFileRoute('/_default/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token !== '' ? { token: search.token } : {},
  head: ({ match: { context } }) => ({
    meta: [
      titleTag(context.messages.t('shell.reset_password_title'), context.boot.site),
      // The link's token must not travel on to other sites.
      { name: 'referrer', content: 'no-referrer' },
    ],
  }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const i18n = useI18n();
  const { token } = Route.useSearch();
  return (
    <AccountFrame title={i18n.text('shell.reset_password_title')}>
      {token ? <NewPasswordForm token={token} /> : <RequestResetForm />}
    </AccountFrame>
  );
}
