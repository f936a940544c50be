import { useI18n } from '@beauty/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { bagCountQuery } from '../queries/bag';
import * as styles from '../styles/shell.css';
import { ShopLink } from './ShopLink';
import { useInBrowser } from './useInBrowser';

/** The bag in the header, with its item count from `cart/items-count/` (the shopper's own, never rendered on the server). */
export function BagLink() {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  // The count belongs to the shopper's cookies: it is fetched in the browser only.
  const inBrowser = useInBrowser();
  const { data } = useQuery({ ...bagCountQuery(context), enabled: inBrowser });
  const count = data?.data.count ?? 0;
  return (
    <ShopLink
      href="/cart"
      className={styles.bag}
      aria-label={i18n.text('shell.bag_count', { count })}
    >
      {i18n.text('shell.bag')}
      <span className={styles.bagCount} aria-hidden="true" data-testid="bag-count">
        {count}
      </span>
    </ShopLink>
  );
}
