import { createFileRoute } from '@tanstack/react-router';
import { titleTag } from '../../../shell/head';
import { shellPage } from '../../../shell/PageShell';

export const Route = createFileRoute('/_default/sandbox/$')({
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.sandbox_title'), context.boot.site)],
  }),
  component: shellPage('shell.sandbox_title'),
});
