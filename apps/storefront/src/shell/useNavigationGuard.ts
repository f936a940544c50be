import { useQuery } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { NavigationRequest } from '../navigation/guard';
import { layoutQuery } from '../queries/content';
import { reportError } from './errorReports';

/** What the navigation guard needs from the app: its routes and the layout's exempted paths. */
export function useNavigationGuard(): Pick<
  NavigationRequest,
  'hasRoute' | 'exemptedPaths' | 'onError'
> {
  const router = useRouter();
  const context = useRouteContext({ from: '__root__' });
  const { data: layout } = useQuery(layoutQuery(context));
  const exemptedPaths = layout?.data.config.smartLinkExemptedPaths;
  return useMemo(
    () => ({
      hasRoute: (pathname: string) => router.getMatchedRoutes(pathname)[2] !== undefined,
      exemptedPaths,
      // Reported, never shown: the navigation goes on as the guard decides without the check.
      onError: (error: unknown) => reportError(error, { context: 'exempted path check' }),
    }),
    [router, exemptedPaths],
  );
}
