import { safeReturnTo } from '@beauty/i18n';
import { useI18n } from '@beauty/i18n/react';
import { createFileRoute } from '@tanstack/react-router';
import { AccountFrame } from '../../account/AccountFrame';
import { usePendingLink } from '../../account/google/usePendingLink';
import { RegisterForm } from '../../account/RegisterForm';
import { titleTag } from '../../shell/head';

/** Registration (Beauty Pass). `return_to` as on the sign-in page: this site's paths only. */
export const Route = createFileRoute('/_default/register')({
  validateSearch: (search: Record<string, unknown>): { return_to?: string } =>
    typeof search.return_to === 'string' ? { return_to: search.return_to } : {},
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.register_title'), context.boot.site)],
  }),
  component: RegisterPage,
});

function RegisterPage() {
  const i18n = useI18n();
  const returnTo = safeReturnTo(Route.useSearch().return_to);
  const pending = usePendingLink();
  return (
    <AccountFrame title={i18n.text('shell.register_title')}>
      {/* A Google identity to link arrives after hydration: the form starts again with its email. */}
      <RegisterForm key={pending ? 'linking' : 'plain'} returnTo={returnTo} social={pending} />
    </AccountFrame>
  );
}
