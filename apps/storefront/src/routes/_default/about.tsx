import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../about/AboutPage';
import { DeferredMessages } from '../../shell/DeferredMessages';
import { titleTag } from '../../shell/head';

/**
 * The about page: the shop's own words, in the visit's language. They are deferred messages,
 * loaded by `DeferredMessages` after the page's code: no loader, whose chunk apart from the
 * component's would make a stale build reload twice (the router's reload and `RouteError`'s).
 */
export const Route = createFileRoute('/_default/about')({
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.about'), context.boot.site)],
  }),
  component: () => (
    <DeferredMessages>
      <AboutPage />
    </DeferredMessages>
  ),
});
