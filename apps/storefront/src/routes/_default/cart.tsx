import { createFileRoute } from '@tanstack/react-router';
import { titleTag } from '../../shell/head';
import { shellPage } from '../../shell/PageShell';

export const Route = createFileRoute('/_default/cart')({
  staticData: { analyticsPageView: false },
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.bag_title'), context.boot.site)],
  }),
  component: shellPage('shell.bag_title'),
});
