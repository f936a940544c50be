import { safeReturnTo } from '@beauty/i18n';
import { useI18n } from '@beauty/i18n/react';
import { createFileRoute } from '@tanstack/react-router';
import { AccountFrame } from '../../account/AccountFrame';
import { SignInForm } from '../../account/SignInForm';
import { titleTag } from '../../shell/head';
import { ShopLink } from '../../shell/ShopLink';

/** Sign-in. `return_to` is the page to go back to: only this site's own paths are honoured. */
export const Route = createFileRoute('/_default/sign_in')({
  validateSearch: (search: Record<string, unknown>): { return_to?: string } =>
    typeof search.return_to === 'string' ? { return_to: search.return_to } : {},
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.sign_in_title'), context.boot.site)],
  }),
  component: SignInPage,
});

function SignInPage() {
  const i18n = useI18n();
  const returnTo = safeReturnTo(Route.useSearch().return_to);
  return (
    <AccountFrame title={i18n.text('shell.sign_in_title')}>
      <SignInForm returnTo={returnTo} />
      <ShopLink href={returnTo} data-testid="return-to">
        {i18n.text('common.continue_shopping')}
      </ShopLink>
    </AccountFrame>
  );
}
