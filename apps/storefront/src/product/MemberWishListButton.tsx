import type { Product, Variant } from '@beauty/commerce-sdk';
import { useI18n } from '@beauty/i18n/react';
import { Button, useNotifications } from '@beauty/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { refusedAsGuest } from '../account/membersOnly';
import { wishListQuery } from '../queries/product';

export interface MemberWishListButtonProps {
  product: Product;
  variant: Variant;
  /** The API no longer knows the shopper as a member (the session ended). */
  onSignedOut: () => void;
}

/** A member's wish list button: saved or not, as the wish list says, and a press changes it. */
export function MemberWishListButton({ product, variant, onSignedOut }: MemberWishListButtonProps) {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const wishList = useQuery({ ...wishListQuery(context), retry: false });
  const saved = wishList.data?.data.some((item) => item.variant.id === variant.id) ?? false;

  const update = useMutation({
    mutationFn: async (save: boolean) =>
      (await context.commerce()).wishlist.update(variant.id, { saved: save }),
    onSuccess: (answer, save) => {
      queryClient.setQueryData(wishListQuery(context).queryKey, answer);
      notify({
        type: 'success',
        title: save
          ? i18n.text('product.added_to_wish_list')
          : i18n.text('notification.removed_from_wish_list', { productName: product.name }),
      });
    },
    onError: (error) => {
      if (refusedAsGuest(error)) onSignedOut();
      else notify({ type: 'error', title: i18n.text('common.something_went_wrong') });
    },
  });

  return (
    <Button
      variant="secondary"
      aria-pressed={saved}
      loading={update.isPending}
      onClick={() => update.mutate(!saved)}
    >
      {saved ? i18n.text('common.remove_from_wish_list') : i18n.text('common.add_to_wish_list')}
    </Button>
  );
}
