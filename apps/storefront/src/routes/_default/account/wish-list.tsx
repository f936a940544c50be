import { createFileRoute } from '@tanstack/react-router';
import { WishListPage } from '../../../account/WishListPage';
import { titleTag } from '../../../shell/head';

/** The member's wish list: move to the bag, remove, and the waitlist of what is out of stock. A guest is sent to sign in, and back here after. */
export const Route = createFileRoute('/_default/account/wish-list')({
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.wish_list'), context.boot.site)],
  }),
  component: WishListPage,
});
