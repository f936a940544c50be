import { useI18n } from '@beauty/i18n/react';
import { ErrorPage } from '@beauty/ui';
import { useRouterState } from '@tanstack/react-router';
import { pageRejection } from '../navigation/errors';

/**
 * The 404 page, with a way back home: 'Page not found: {path}' when no route matches, or
 * 'Page Not Found: {path}' with its status when route middleware refused the page.
 */
export function NotFoundPage({ data }: { data?: unknown }) {
  const i18n = useI18n();
  const href = useRouterState({ select: (state) => state.location.href });
  const rejection = pageRejection(data);
  return (
    <ErrorPage
      as="section"
      statusCode={rejection?.status ?? 404}
      title={i18n.text('not_found.title')}
      message={
        rejection
          ? i18n.text('routing.page_not_found_guard', { path: rejection.path })
          : i18n.text('routing.page_not_found', { path: href })
      }
      homeHref={i18n.href('/')}
      homeLabel={i18n.text('common.back_to_home')}
    />
  );
}
