import { useI18n } from '@beauty/i18n/react';
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DeferredMessages } from '../shell/DeferredMessages';
import { ShopLink } from '../shell/ShopLink';
import * as styles from './memberPages.css';

/** The member's pages, the summary first. */
export const ACCOUNT_PAGES = [
  { href: '/account', label: 'account.summary' },
  { href: '/account/orders', label: 'shell.orders_title' },
  { href: '/account/wish-list', label: 'shell.wish_list' },
  { href: '/account/bookings', label: 'shell.bookings_title' },
  { href: '/account/beauty-pass', label: 'shell.beauty_pass_title' },
  { href: '/account/beauty-profile', label: 'shell.beauty_profile_title' },
  { href: '/account/notifications', label: 'shell.notification_settings_title' },
] as const;

function AccountNav() {
  const i18n = useI18n();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <nav aria-label={i18n.text('account.navigation')} className={styles.nav}>
      <ul className={styles.navList}>
        {ACCOUNT_PAGES.map((page) => (
          <li key={page.href}>
            <ShopLink
              href={page.href}
              className={styles.navLink}
              aria-current={pathname === page.href ? 'page' : undefined}
            >
              {i18n.text(page.label)}
            </ShopLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The member's pages: their navigation beside (under, on a phone) the page, with their messages. */
export function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <DeferredMessages>
      <div className={styles.layout}>
        <AccountNav />
        <div className={styles.content}>{children}</div>
      </div>
    </DeferredMessages>
  );
}
