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
