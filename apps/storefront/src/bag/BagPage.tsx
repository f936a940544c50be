import { viewCartEvent } from '@beauty/analytics';
import { useI18n } from '@beauty/i18n/react';
import { EmptyState, Heading } from '@beauty/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useId } from 'react';
import { bagQuery } from '../queries/bag';
import { cartEcommerce, useEcommerceOnce } from '../shell/shopEvents';
import { ShopLink } from '../shell/ShopLink';
import { useInBrowser } from '../shell/useInBrowser';
import { BagExtras } from './BagExtras';
import { BagLoading } from './BagLoading';
import { BagLineItem } from './BagLineItem';
import { BagSummary } from './BagSummary';
import { BeautyPassRewards } from './BeautyPassRewards';
import { GiftTiers } from './GiftTiers';
import { PromoCode } from './PromoCode';
import { SamplesPicker } from './SamplesPicker';
import * as styles from './bag.css';

/**
 * The bag page. The bag is the shopper's own (their cookies): it is fetched in the browser and
 * never rendered on the server or cached for anyone else; the server sends the page's frame
 * ({@link BagLoading}), and this page's code loads after hydration.
 */
export function BagPage() {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  const inBrowser = useInBrowser();
  const linesId = useId();
  const bag = useQuery({ ...bagQuery(context), enabled: inBrowser });
  const view = bag.data?.data;
  useEcommerceOnce(
    view && view.cart.lines.length > 0 ? viewCartEvent(cartEcommerce(view.cart)) : undefined,
  );

  if (!view) {
    return (
      <BagLoading>
        {bag.isError ? <p role="alert">{i18n.text('common.something_went_wrong')}</p> : null}
      </BagLoading>
    );
  }

  const { cart } = view;
  if (cart.lines.length === 0) {
    return (
      <EmptyState
        headingLevel={1}
        title={i18n.text('bag.empty')}
        action={<ShopLink href="/">{i18n.text('common.continue_shopping')}</ShopLink>}
      />
    );
  }

  return (
    <div className={styles.page}>
      <Heading level={1}>
        {i18n.text('shell.bag_title')}{' '}
        <span className={styles.muted} data-testid="bag-items">
          ({i18n.text('bag.item_count', { count: cart.itemsCount })})
        </span>
      </Heading>
      <div className={styles.layout}>
        <div className={styles.main}>
          <section aria-labelledby={linesId}>
            <h2 id={linesId} className={styles.sectionTitle}>
              {i18n.text('bag.title')}
            </h2>
            <ul className={styles.list}>
              {cart.lines.map((line) => (
                <BagLineItem key={line.id} line={line} />
              ))}
            </ul>
          </section>
          <BagExtras cart={cart} />
          <PromoCode cart={cart} />
          <GiftTiers bag={view} />
          <SamplesPicker bag={view} />
          <BeautyPassRewards bag={view} />
        </div>
        <aside className={styles.aside}>
          <BagSummary cart={cart} />
        </aside>
      </div>
    </div>
  );
}
