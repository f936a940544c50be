import { createFileRoute } from '@tanstack/react-router';
import { loadLegalPage, validateSectionSearch } from '../../account/legal';
import { LegalPage } from '../../account/LegalPage';
import { describedPage, titleTag } from '../../shell/head';

/** The terms and conditions, `/terms?section=`: the content entry `terms`, opened at the section a consent text links to (`/terms?section=beauty-pass`). */
export const Route = createFileRoute('/_default/terms')({
  validateSearch: validateSectionSearch,
  loader: ({ context }) => loadLegalPage(context, 'terms'),
  head: ({ loaderData, match: { context } }) => ({
    meta: loaderData
      ? describedPage(loaderData, context.boot.site)
      : [titleTag(context.messages.t('not_found.title'), context.boot.site)],
  }),
  component: function TermsRoute() {
    return <LegalPage slug="terms" section={Route.useSearch().section} />;
  },
});
