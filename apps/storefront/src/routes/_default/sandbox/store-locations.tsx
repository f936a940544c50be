import { createFileRoute } from '@tanstack/react-router';
import { StoreLocationsSandbox } from '../../../happening/SandboxPages';
import { rejectPage } from '../../../navigation/errors';
import { DeferredMessages } from '../../../shell/DeferredMessages';
import { titleTag } from '../../../shell/head';

/** The stores of the country and the raw answer of store-locations (not in production mode, like the API's sandbox). */
export const Route = createFileRoute('/_default/sandbox/store-locations')({
  beforeLoad: ({ context, location }) => {
    if (!context.boot.sandbox) throw rejectPage(location.pathname);
  },
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.sandbox_title'), context.boot.site)],
  }),
  component: () => (
    <DeferredMessages>
      <StoreLocationsSandbox />
    </DeferredMessages>
  ),
});
