import { createFileRoute } from '@tanstack/react-router';
import { titleTag } from '../../../shell/head';
import { shellPage } from '../../../shell/PageShell';

export const Route = createFileRoute('/_blank/happening/services/cancel/$id')({
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.happening_title'), context.boot.site)],
  }),
  component: shellPage('shell.happening_title'),
});
