import type { Product, Variant } from '@beauty/commerce-sdk';
import { useI18n } from '@beauty/i18n/react';
import { Button } from '@beauty/ui';
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useSignedIn } from '../account/session';
import { signInHref } from '../navigation/returnTo';
import { ShopLink } from '../shell/ShopLink';
import * as styles from './product.css';

// What reads and changes a wish list loads for members only, once the page knows one is signed in
// (in the browser, after hydration): a guest's button only invites them to sign in.
const MemberWishListButton = lazy(() =>
  import('./MemberWishListButton').then(({ MemberWishListButton }) => ({
    default: MemberWishListButton,
  })),
);

/**
 * Saves the variant to the wish list, or takes it off. The wish list is for members: a guest is
 * invited to sign in and come back to this page.
 */
export function WishListButton({ product, variant }: { product: Product; variant: Variant }) {
  const i18n = useI18n();
  const signedIn = useSignedIn();
  const currentHref = useRouterState({ select: (state) => state.location.href });
  const [guest, setGuest] = useState(false);
  const invite = () => setGuest(true);
  // A guest's button, and a member's until its code has come (busy then).
  const unsaved = (member: boolean) => (
    <Button variant="secondary" aria-pressed={false} loading={member} onClick={invite}>
      {i18n.text('common.add_to_wish_list')}
    </Button>
  );

  return (
    <div className={styles.wishList}>
      {signedIn ? (
        <Suspense fallback={unsaved(true)}>
          <MemberWishListButton product={product} variant={variant} onSignedOut={invite} />
        </Suspense>
      ) : (
        unsaved(false)
      )}
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
