import { createFileRoute } from '@tanstack/react-router';
import { loadLegalPage, validateSectionSearch } from '../../account/legal';
import { LegalPage } from '../../account/LegalPage';
import { describedPage, titleTag } from '../../shell/head';

/** The privacy policy, `/privacy?section=`: the content entry `privacy`, which the consent texts link to. */
export const Route = createFileRoute('/_default/privacy')({
  validateSearch: validateSectionSearch,
  loader: ({ context }) => loadLegalPage(context, 'privacy'),
  head: ({ loaderData, match: { context } }) => ({
    meta: loaderData
      ? describedPage(loaderData, context.boot.site)
      : [titleTag(context.messages.t('not_found.title'), context.boot.site)],
  }),
  component: function PrivacyRoute() {
    return <LegalPage slug="privacy" section={Route.useSearch().section} />;
  },
});
