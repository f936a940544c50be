import { createFileRoute } from '@tanstack/react-router';
import { SandboxIndex } from '../../../happening/SandboxPages';
import { rejectPage } from '../../../navigation/errors';
import { DeferredMessages } from '../../../shell/DeferredMessages';
import { titleTag } from '../../../shell/head';

/** `/sandbox` and any path under it no page claims: the index of the sandbox pages. */
export const Route = createFileRoute('/_default/sandbox/$')({
  beforeLoad: ({ context, location }) => {
    if (!context.boot.sandbox) throw rejectPage(location.pathname);
  },
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.sandbox_title'), context.boot.site)],
  }),
  component: () => (
    <DeferredMessages>
      <SandboxIndex />
    </DeferredMessages>
  ),
});
