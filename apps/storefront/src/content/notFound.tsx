import { CommerceError } from '@beauty/commerce-sdk';
import { useI18n } from '@beauty/i18n/react';
import { ErrorPage } from '@beauty/ui';
import { notFound } from '@tanstack/react-router';

/** A loader's `.catch`: the API's 404 (no such page, store or overlay) becomes the page's 404. */
export function notFoundWhenMissing(error: unknown): never {
  if (error instanceof CommerceError && error.statusCode === 404) throw notFound();
  throw error;
}

/** A content page that does not exist: 'landing page not found', answered with a 404. */
export function LandingPageNotFound() {
  const i18n = useI18n();
  return (
    <ErrorPage
      as="section"
      statusCode={404}
      title={i18n.text('not_found.title')}
      message={i18n.text('routing.landing_page_not_found')}
      homeHref={i18n.href('/')}
      homeLabel={i18n.text('common.back_to_home')}
    />
  );
}
