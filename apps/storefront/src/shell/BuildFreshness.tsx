import { CommerceError } from '@beauty/commerce-sdk';
import { useI18n } from '@beauty/i18n/react';
import { Button, Inline, Text } from '@beauty/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { buildMetaQuery, latestBuildQuery } from '../queries/builds';
import * as styles from '../styles/shell.css';
import { browserReloadHost, reloadOnce } from './reloadOnce';
import { useInBrowser } from './useInBrowser';

/** How often the shop asks whether a new build was deployed. */
export const BUILD_POLL_MS = 5 * 60_000;

/** How long after load the build's route rules manifest is fetched: off the page's critical path. */
export const BUILD_META_DELAY_MS = 1_000;

/**
 * Keeps a long-open tab on the deployed build. A new build id (polled) or this build's manifest
 * gone (fetched once, a second after load) makes the tab stale: the shopper is offered a refresh,
 * and the next route change loads the new build as a full page load, once (guarded for 10 seconds,
 * so a server still answering the old build cannot cause a reload loop). A chunk of an old build
 * that fails to load reloads the page too: see `RouteError`.
 */
export function BuildFreshness() {
  const i18n = useI18n();
  const router = useRouter();
  const context = useRouteContext({ from: '__root__' });
  const { buildId } = context.boot;
  const inBrowser = useInBrowser();
  const [metaDue, setMetaDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setMetaDue(true), BUILD_META_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const { data: latest } = useQuery({
    ...latestBuildQuery(context),
    enabled: inBrowser,
    refetchInterval: BUILD_POLL_MS,
  });
  const meta = useQuery({ ...buildMetaQuery(context, buildId), enabled: metaDue });
  const buildGone = meta.error instanceof CommerceError && meta.error.statusCode === 404;
  const stale = (latest !== undefined && latest.id !== buildId) || buildGone;

  useEffect(() => {
    if (!stale) return;
    return router.subscribe('onBeforeNavigate', ({ toLocation, pathChanged }) => {
      if (!pathChanged) return;
      reloadOnce({ ...browserReloadHost(), reload: () => window.location.assign(toLocation.href) });
    });
  }, [router, stale]);

  if (!stale) return null;
  return (
    <div role="status" className={styles.buildBanner}>
      <Inline space="sm" alignY="center" align="center">
        <Text size="sm">{i18n.text('build.new_version')}</Text>
        <Button size="sm" variant="secondary" onClick={() => window.location.reload()}>
          {i18n.text('build.refresh')}
        </Button>
      </Inline>
    </div>
  );
}
