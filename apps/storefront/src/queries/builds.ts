import { queryOptions } from '@tanstack/react-query';
import type { QueryContext } from './scope';

/** The newest deployed build (`builds/latest.json`): never cached, it is polled. */
export const latestBuildQuery = ({ commerce }: Pick<QueryContext, 'commerce'>) =>
  queryOptions({
    queryKey: ['builds', 'latest'],
    queryFn: async ({ signal }) => (await commerce()).builds.latest.get({ signal }),
    staleTime: 0,
    retry: false,
  });

/**
 * The route rules manifest of a build (`builds/meta/{buildId}.json`): it does not change, and
 * a deployment that replaced the build no longer has it.
 */
export const buildMetaQuery = ({ commerce }: Pick<QueryContext, 'commerce'>, buildId: string) =>
  queryOptions({
    queryKey: ['builds', 'meta', buildId],
    queryFn: async ({ signal }) => (await commerce()).builds.meta.get(buildId, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
