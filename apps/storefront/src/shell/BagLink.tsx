import { useI18n } from '@beauty/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { bagCountQuery } from '../queries/bag';
import * as styles from '../styles/shell.css';
import { ShopLink } from './ShopLink';
import { useSettled } from './settled';

/**
 * The bag in the header, with its item count from `cart/items-count/`: the shopper's own, never
 * rendered on the server, and fetched once the page has settled (the shopper's first touch, key,
 * focus or mouse movement, else a few idle seconds after load), so the API client's code is not
 * part of a phone's first seconds. Until then the link says just "Bag", never a count it does not
 * know.
 */
export function BagLink() {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  const settled = useSettled();
  const { data } = useQuery({ ...bagCountQuery(context), enabled: settled });
  const count = data?.data.count;
  return (
    <ShopLink
      href="/cart"
      className={styles.bag}
      aria-label={
        count === undefined ? i18n.text('shell.bag') : i18n.text('shell.bag_count', { count })
      }
    >
      {i18n.text('shell.bag')}
      <span className={styles.bagCount} aria-hidden="true" data-testid="bag-count">
        {count}
      </span>
    </ShopLink>
  );
}
