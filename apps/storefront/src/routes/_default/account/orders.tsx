import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { signInHref } from '../../../navigation/returnTo';
import { OrdersList } from '../../../orders/OrdersList';
import { DeferredMessages } from '../../../shell/DeferredMessages';
import { titleTag } from '../../../shell/head';

/**
 * The signed-in member's orders, `/account/orders?page=`. A visitor nobody is signed in as is sent
 * to sign in, and back here after.
 */
export const Route = createFileRoute('/_default/account/orders')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = Number(search.page);
    return Number.isInteger(page) && page > 1 ? { page } : {};
  },
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.orders_title'), context.boot.site)],
  }),
  component: AccountOrders,
});

function AccountOrders() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  const router = useRouter();
  // Back to this page after signing in (its own address: the router's moves on with the redirect).
  const signIn = useCallback(() => {
    const here = page > 1 ? `/account/orders?page=${page}` : '/account/orders';
    void router.navigate({ href: signInHref(here), replace: true });
  }, [router, page]);
  return (
    <DeferredMessages>
      <OrdersList
        page={page}
        onPageChange={(next) => void navigate({ search: next > 1 ? { page: next } : {} })}
        onSignedOut={signIn}
      />
    </DeferredMessages>
  );
}
