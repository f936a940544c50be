import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../about/AboutPage';
import { titleTag } from '../../shell/head';

/** The about page: the shop's own words, in the visit's language. */
export const Route = createFileRoute('/_default/about')({
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.about'), context.boot.site)],
  }),
  component: AboutPage,
});
