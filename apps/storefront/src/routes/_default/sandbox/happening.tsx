import { createFileRoute } from '@tanstack/react-router';
import { HappeningSandbox } from '../../../happening/SandboxPages';
import { rejectPage } from '../../../navigation/errors';
import { DeferredMessages } from '../../../shell/DeferredMessages';
import { titleTag } from '../../../shell/head';

/** The happening widgets with the seeded data (not in production mode, like the API's sandbox). */
export const Route = createFileRoute('/_default/sandbox/happening')({
  beforeLoad: ({ context, location }) => {
    if (!context.boot.sandbox) throw rejectPage(location.pathname);
  },
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.sandbox_title'), context.boot.site)],
  }),
  component: () => (
    <DeferredMessages>
      <HappeningSandbox />
    </DeferredMessages>
  ),
});
