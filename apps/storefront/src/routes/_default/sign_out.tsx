import { useI18n } from '@beauty/i18n/react';
import { createFileRoute } from '@tanstack/react-router';
import { AccountFrame } from '../../account/AccountFrame';
import { SignOutPanel } from '../../account/SignOutPanel';
import { titleTag } from '../../shell/head';

/** Signing out: of this device, or of every device. */
export const Route = createFileRoute('/_default/sign_out')({
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.sign_out_title'), context.boot.site)],
  }),
  component: SignOutPage,
});

function SignOutPage() {
  const i18n = useI18n();
  return (
    <AccountFrame title={i18n.text('shell.sign_out_title')}>
      <SignOutPanel />
    </AccountFrame>
  );
}
