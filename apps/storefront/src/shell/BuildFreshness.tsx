import { useI18n } from '@beauty/i18n/react';
import { Button, Inline, Text } from '@beauty/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { latestBuildQuery } from '../queries/builds';
import * as styles from '../styles/shell.css';
import { useInBrowser } from './useInBrowser';

/** How often the shop asks whether a new build was deployed. */
export const BUILD_POLL_MS = 5 * 60_000;

/**
 * Keeps a long-open tab on the deployed build: a new build id offers the shopper a refresh. (A
 * chunk of an old build that fails to load reloads the page: see `RouteError`.)
 */
export function BuildFreshness() {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  const inBrowser = useInBrowser();
  const { data: latest } = useQuery({
    ...latestBuildQuery(context),
    enabled: inBrowser,
    refetchInterval: BUILD_POLL_MS,
  });

  if (!latest || latest.id === context.boot.buildId) return null;
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
