import {
  CommerceError,
  isNotAuthorizedError,
  type Product,
  type Variant,
} from '@beauty/commerce-sdk';
import { useI18n } from '@beauty/i18n/react';
import { Button, useNotifications } from '@beauty/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { signInHref } from '../navigation/returnTo';
import { wishListQuery } from '../queries/product';
import { ShopLink } from '../shell/ShopLink';
import * as styles from './product.css';
import { useSignedIn } from '../account/session';

/** A guest asked the API for a members-only thing: a 401, or the spec's not-authorised message. */
const refusedAsGuest = (error: unknown) =>
  isNotAuthorizedError(error) || (error instanceof CommerceError && error.statusCode === 401);

/**
 * Saves the variant to the wish list, or takes it off. The wish list is for members: a guest is
 * invited to sign in and come back to this page.
 */
export function WishListButton({ product, variant }: { product: Product; variant: Variant }) {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const signedIn = useSignedIn();
  const currentHref = useRouterState({ select: (state) => state.location.href });
  const [guest, setGuest] = useState(false);
  const wishList = useQuery({ ...wishListQuery(context), enabled: signedIn, retry: false });
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
      if (refusedAsGuest(error)) setGuest(true);
      else notify({ type: 'error', title: i18n.text('common.something_went_wrong') });
    },
  });

  return (
    <div className={styles.wishList}>
      <Button
        variant="secondary"
        aria-pressed={saved}
        loading={update.isPending}
        onClick={() => (signedIn ? update.mutate(!saved) : setGuest(true))}
      >
        {saved ? i18n.text('common.remove_from_wish_list') : i18n.text('common.add_to_wish_list')}
      </Button>
      {/* Always in the page, so screen readers announce the invitation when it appears. */}
      <p role="status" className={styles.note}>
        {guest ? (
          <ShopLink href={signInHref(currentHref)}>
            {i18n.text('product.sign_in_for_wish_list')}
          </ShopLink>
        ) : null}
      </p>
    </div>
  );
}
