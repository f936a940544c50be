import { createFileRoute } from '@tanstack/react-router';
import { titleTag } from '../../../shell/head';
import { shellPage } from '../../../shell/PageShell';

export const Route = createFileRoute('/_default/users/unlock')({
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.unlock_title'), context.boot.site)],
  }),
  component: shellPage('shell.unlock_title'),
});
