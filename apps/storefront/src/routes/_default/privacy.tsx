import { createFileRoute } from '@tanstack/react-router';
import { loadLegalPage, validateSectionSearch } from '../../account/legal';
import { LegalPage } from '../../account/LegalPage';
import { titleTag } from '../../shell/head';

/** The privacy policy, `/privacy?section=`: the content entry `privacy`, which the consent texts link to. */
export const Route = createFileRoute('/_default/privacy')({
  validateSearch: validateSectionSearch,
  loader: ({ context }) => loadLegalPage(context, 'privacy'),
  head: ({ loaderData, match: { context } }) => ({
    meta: loaderData
      ? [
          titleTag(loaderData.title, context.boot.site),
          { name: 'description', content: loaderData.description },
        ]
      : [titleTag(context.messages.t('not_found.title'), context.boot.site)],
  }),
  component: function PrivacyRoute() {
    return <LegalPage slug="privacy" section={Route.useSearch().section} />;
  },
});
