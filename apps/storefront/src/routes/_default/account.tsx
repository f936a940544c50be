import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AccountLayout } from '../../account/AccountLayout';

/** The member's pages (`/account/...`): their navigation and messages around each page. */
export const Route = createFileRoute('/_default/account')({
  component: () => (
    <AccountLayout>
      <Outlet />
    </AccountLayout>
  ),
});
