import { useI18n } from '@beauty/i18n/react';
import { Badge } from '@beauty/ui';
import { useId } from 'react';
import type { BagView } from './useBagChange';
import * as styles from './bag.css';

/**
 * Gifts with purchase by spend tier, lowest first: what each tier gives, and either that the bag
 * reached it (the gift is in the bag) or how much more it takes. Choosing among a reached tier's
 * gifts happens at checkout (`multiple-gwps/`).
 */
export function GiftTiers({ bag }: { bag: BagView }) {
  const i18n = useI18n();
  const titleId = useId();
  const tiers = bag.offers
    .filter((offer) => offer.kind === 'gift_with_purchase')
    .sort((a, b) => (a.minimumSpend?.amount ?? 0) - (b.minimumSpend?.amount ?? 0));
  if (tiers.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {i18n.text('bag.gifts_title')}
      </h2>
      <ul className={styles.tiles}>
        {tiers.map((tier) => (
          <li key={tier.id} className={styles.tile} data-testid="gift-tier">
            <p className={styles.name}>{tier.title}</p>
            {tier.minimumSpend ? (
              <p className={styles.muted}>
                {i18n.text('bag.gift_with_purchase', {
                  amount: i18n.formatPrice(tier.minimumSpend.amount),
                })}
              </p>
            ) : null}
            {tier.gifts.length > 0 ? (
              <p className={styles.muted}>
                {tier.gifts
                  .map((gift) => `${gift.brand.name} ${gift.variant.productName}`)
                  .join(', ')}
              </p>
            ) : null}
            {tier.eligible ? (
              <p>
                <Badge tone="success">{i18n.text('bag.gift_tier_reached')}</Badge>
              </p>
            ) : tier.remainingSpend ? (
              <p className={styles.muted}>
                {i18n.text('bag.gift_tier_remaining', {
                  amount: i18n.formatPrice(tier.remainingSpend.amount),
                })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
