import { useI18n } from '@beauty/i18n/react';
import { useRouterState } from '@tanstack/react-router';
import { signInHref } from '../navigation/returnTo';
import { ShopLink } from '../shell/ShopLink';
import * as styles from './account.css';
import { useMember } from './session';

/** Pages a return to after signing in would make no sense on. */
const ACCOUNT_PATHS = ['/sign_in', '/register', '/reset-password', '/sign_out', '/users/unlock'];

/**
 * The header's account corner: a guest's way to sign in (and back to this page), a member's
 * greeting linking to their account, and way to sign out.
 */
export function MemberNav() {
  const i18n = useI18n();
  const member = useMember();
  const location = useRouterState({ select: (state) => state.location });
  if (member) {
    return (
      <span className={styles.memberNav}>
        <ShopLink href="/account">
          <span className={styles.greeting} data-testid="member-greeting">
            {i18n.text('shell.greeting', { name: member.firstName })}
          </span>
          <span className={styles.phoneAccountLabel}>{i18n.text('shell.account_title')}</span>
        </ShopLink>
        <ShopLink href="/sign_out">{i18n.text('common.sign_out')}</ShopLink>
      </span>
    );
  }
  const here = ACCOUNT_PATHS.some((path) => location.pathname.startsWith(path))
    ? '/sign_in'
    : signInHref(location.href);
  return <ShopLink href={here}>{i18n.text('common.sign_in')}</ShopLink>;
}
