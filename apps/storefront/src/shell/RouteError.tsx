import { useI18n } from '@beauty/i18n/react';
import { ErrorPage } from '@beauty/ui';
import { useEffect } from 'react';
import { reportError } from './errorReports';
import { browserReloadHost, isChunkLoadError, reloadOnce } from './reloadOnce';

/**
 * A page that broke on the way: what went wrong, and a way back home; the error is reported. A
 * chunk of an old build that fails to load reloads the page once (guarded for 10 seconds).
 */
export function RouteError({ error }: { error: unknown }) {
  const i18n = useI18n();
  useEffect(() => {
    // Code of an old build is gone: reload once for the new one. The router reloads by itself the
    // first time a route's own chunk fails (its session flag): never a second reload on top.
    const routerReloaded =
      error instanceof Error && sessionStorage.getItem(`tanstack_router_reload:${error.message}`);
    if (isChunkLoadError(error) && !routerReloaded) reloadOnce(browserReloadHost());
    reportError(error, { unhandled: true, context: window.location.pathname });
  }, [error]);
  return (
    <ErrorPage
      as="section"
      statusCode={500}
      title={i18n.text('common.something_went_wrong')}
      message={error instanceof Error ? error.message : String(error)}
      homeHref={i18n.href('/')}
      homeLabel={i18n.text('common.back_to_home')}
    />
  );
}
