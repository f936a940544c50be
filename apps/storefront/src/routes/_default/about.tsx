import { createFileRoute } from '@tanstack/react-router';
import { titleTag } from '../../shell/head';
import { shellPage } from '../../shell/PageShell';

export const Route = createFileRoute('/_default/about')({
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.about'), context.boot.site)],
  }),
  component: shellPage('shell.about'),
});
