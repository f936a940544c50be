import { createFileRoute, Outlet } from '@tanstack/react-router';
import { DefaultFrame } from '../shell/DefaultFrame';

/** The default layout: header, page, footer. Routes use it unless they name another. */
export const Route = createFileRoute('/_default')({
  component: () => (
    <DefaultFrame>
      <Outlet />
    </DefaultFrame>
  ),
});
