import { createFileRoute, Outlet } from '@tanstack/react-router';
import { categoriesQuery } from '../queries/categories';
import { DefaultFrame } from '../shell/DefaultFrame';

/** The default layout: header, page, footer. Routes use it unless they name another. */
export const Route = createFileRoute('/_default')({
  // The header's category menu is in the first paint: no shift when it arrives. A failure only
  // leaves the menu out (prefetching never throws).
  loader: ({ context }) => context.queryClient.prefetchQuery(categoriesQuery(context)),
  component: () => (
    <DefaultFrame>
      <Outlet />
    </DefaultFrame>
  ),
});
