import { useI18n } from '@beauty/i18n/react';
import { createFileRoute } from '@tanstack/react-router';
import { AccountFrame } from '../../account/AccountFrame';
import { GoogleCallback } from '../../account/google/GoogleCallback';
import { titleTag } from '../../shell/head';

/** The provider's answer: its code and the state the shop sent. */
export interface CallbackSearch {
  code?: string;
  state?: string;
}

/** Where Google (or its local stand-in) sends the shopper back with the code and the state. */
export const Route = createFileRoute('/_default/sign_in_/google')({
  validateSearch: (search: Record<string, unknown>): CallbackSearch => ({
    ...(typeof search.code === 'string' && { code: search.code }),
    ...(typeof search.state === 'string' && { state: search.state }),
  }),
  head: ({ match: { context } }) => ({
    meta: [
      titleTag(context.messages.t('shell.sign_in_title'), context.boot.site),
      { name: 'referrer', content: 'no-referrer' },
    ],
  }),
  staticData: { analyticsPageView: false },
  component: GoogleCallbackPage,
});

function GoogleCallbackPage() {
  const i18n = useI18n();
  const { code, state } = Route.useSearch();
  return (
    <AccountFrame title={i18n.text('shell.sign_in_title')}>
      <GoogleCallback code={code} state={state} />
    </AccountFrame>
  );
}
