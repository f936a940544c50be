import { createFileRoute } from '@tanstack/react-router';
import { BeautyPassPage } from '../../../account/BeautyPassPage';
import { rewardsQuery } from '../../../queries/member';
import { titleTag } from '../../../shell/head';

/**
 * Beauty Pass, `/account/beauty-pass?page=` (the page of the point log): the member's points
 * summary, or for a guest the rewards and the invitation to join.
 */
export const Route = createFileRoute('/_default/account/beauty-pass')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = Number(search.page);
    return Number.isInteger(page) && page > 1 ? { page } : {};
  },
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.beauty_pass_title'), context.boot.site)],
  }),
  // The rewards are everyone's: in the server's HTML. A failure leaves them to the page.
  loader: ({ context }) => context.queryClient.prefetchQuery(rewardsQuery(context)),
  component: BeautyPass,
});

function BeautyPass() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BeautyPassPage
      page={page}
      onPageChange={(next) => void navigate({ search: next > 1 ? { page: next } : {} })}
    />
  );
}
