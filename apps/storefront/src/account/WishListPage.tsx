import type { VariantListItem } from '@beauty/commerce-sdk';
import { useI18n } from '@beauty/i18n/react';
import { Button, EmptyState, Heading, ProductCard, Text, useNotifications } from '@beauty/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { bagRefusalMessage } from '../product/bagRefusal';
import { cardLabels } from '../product/productCard';
import { bagCountQuery } from '../queries/bag';
import { accountQuery, waitlistQuery } from '../queries/member';
import { wishListQuery } from '../queries/product';
import { ShopLink } from '../shell/ShopLink';
import { useMemberSession, useMembersOnlyQuery } from './membersOnly';
import * as styles from './memberPages.css';

/** A saved variant as the page names it: the product and its shade or size. */
const savedName = (item: VariantListItem) => `${item.product.name} · ${item.name}`;

/**
 * The member's wish list: each saved variant with its price, to move to the bag or remove; an
 * out-of-stock one can join (or leave) the waitlist for a back-in-stock email. Members only.
 */
export function WishListPage() {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const session = useMemberSession();
  const wishList = useMembersOnlyQuery(wishListQuery(context));
  const waitlist = useQuery({ ...waitlistQuery(context), enabled: session, retry: false });
  const account = useQuery({ ...accountQuery(context), enabled: session, retry: false });
  const failed = () => notify({ type: 'error', title: i18n.text('common.something_went_wrong') });

  const remove = useMutation({
    mutationFn: async (item: VariantListItem) =>
      (await context.commerce()).wishlist.update(item.id, { saved: false }),
    onSuccess: (answer, item) => {
      queryClient.setQueryData(wishListQuery(context).queryKey, answer);
      notify({
        type: 'success',
        title: i18n.text('notification.removed_from_wish_list', { productName: savedName(item) }),
      });
    },
    onError: failed,
  });

  const moveToBag = useMutation({
    mutationFn: async (item: VariantListItem) => {
      const commerce = await context.commerce();
      await commerce.cart.lineItems.create({ variantId: item.id, quantity: 1 });
      return commerce.wishlist.update(item.id, { saved: false });
    },
    onSuccess: (answer, item) => {
      queryClient.setQueryData(wishListQuery(context).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: bagCountQuery(context).queryKey });
      notify({
        type: 'success',
        title: i18n.text('account.moved_to_bag', { productName: savedName(item) }),
      });
    },
    onError: (error, item) =>
      notify({
        type: 'error',
        title: bagRefusalMessage(error, i18n, {
          productName: savedName(item),
          variantName: item.name,
          brandName: item.product.brand.name,
        }),
      }),
  });

  const waitFor = useMutation({
    mutationFn: async ({ item, subscribed }: { item: VariantListItem; subscribed: boolean }) =>
      (await context.commerce()).waitlist.update(item.id, { subscribed }),
    onSuccess: (answer, { item, subscribed }) => {
      queryClient.setQueryData(waitlistQuery(context).queryKey, answer);
      notify({
        type: 'success',
        title: subscribed
          ? i18n.text('notification.back_in_stock', {
              email: account.data?.data.email ?? '',
              productName: savedName(item),
            })
          : i18n.text('account.waitlist_left', { productName: savedName(item) }),
      });
    },
    onError: failed,
  });

  const items = wishList.data?.data ?? [];
  const waiting = new Set(waitlist.data?.data.map((entry) => entry.variant.id));
  const busy = (item: VariantListItem) =>
    [remove, moveToBag].some((change) => change.isPending && change.variables === item) ||
    (waitFor.isPending && waitFor.variables.item === item);

  return (
    <>
      <Heading level={1}>{i18n.text('shell.wish_list')}</Heading>
      {!wishList.data ? (
        <Text tone="muted">{i18n.text('common.loading')}</Text>
      ) : items.length === 0 ? (
        <EmptyState
          title={i18n.text('wish_list.empty')}
          action={<ShopLink href="/">{i18n.text('common.continue_shopping')}</ShopLink>}
        />
      ) : (
        <ul className={styles.tiles}>
          {items.map(({ variant: item }) => {
            const name = savedName(item);
            const onWaitlist = waiting.has(item.id);
            return (
              <li key={item.id} className={styles.section} data-testid="wish-list-item">
                <ProductCard
                  name={name}
                  brand={item.product.brand.name}
                  href={i18n.href(`/products/${item.product.slug}`)}
                  imageUrl={item.images[0]?.url ?? ''}
                  price={item.price.amount}
                  originalPrice={item.originalPrice?.amount}
                  country={i18n.country}
                  language={i18n.language}
                  outOfStock={!item.inStock}
                  labels={cardLabels(i18n)}
                  headingLevel={2}
                />
                {item.inStock ? (
                  <Button
                    size="sm"
                    aria-label={i18n.text('account.move_named_to_bag', { productName: name })}
                    disabled={busy(item)}
                    loading={moveToBag.isPending && moveToBag.variables === item}
                    onClick={() => moveToBag.mutate(item)}
                  >
                    {i18n.text('account.move_to_bag')}
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-pressed={onWaitlist}
                    aria-label={i18n.text(
                      onWaitlist ? 'account.leave_waitlist_named' : 'account.join_waitlist_named',
                      { productName: name },
                    )}
                    disabled={busy(item) || !waitlist.data}
                    onClick={() => waitFor.mutate({ item, subscribed: !onWaitlist })}
                  >
                    {i18n.text(onWaitlist ? 'account.leave_waitlist' : 'account.join_waitlist')}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={i18n.text('account.remove_named', { productName: name })}
                  disabled={busy(item)}
                  onClick={() => remove.mutate(item)}
                >
                  {i18n.text('bag.remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
