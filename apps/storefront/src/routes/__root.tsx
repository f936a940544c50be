import { lightTheme } from '@beauty/ui';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <div className={lightTheme}>
      <Outlet />
    </div>
  ),
});
