import { createFileRoute } from '@tanstack/react-router';
import { titleTag } from '../../../shell/head';
import { shellPage } from '../../../shell/PageShell';

export const Route = createFileRoute('/_default/happening/store-events')({
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.store_events'), context.boot.site)],
  }),
  component: shellPage('shell.store_events'),
});
