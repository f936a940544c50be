import { createFileRoute } from '@tanstack/react-router';
import { titleTag } from '../../../shell/head';
import { shellPage } from '../../../shell/PageShell';

export const Route = createFileRoute('/_default/happening/beauty-classes')({
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.beauty_classes'), context.boot.site)],
  }),
  component: shellPage('shell.beauty_classes'),
});
