import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../about/AboutPage';
import { DeferredMessages, preloadDeferredMessages } from '../../shell/DeferredMessages';
import { titleTag } from '../../shell/head';

/** The about page: the shop's own words, in the visit's language. */
export const Route = createFileRoute('/_default/about')({
  // Its words are deferred messages: in the browser they load with the page's code.
  loader: ({ context }) => {
    if (typeof document !== 'undefined') void preloadDeferredMessages(context.boot.site.language);
  },
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.about'), context.boot.site)],
  }),
  component: () => (
    <DeferredMessages>
      <AboutPage />
    </DeferredMessages>
  ),
});
