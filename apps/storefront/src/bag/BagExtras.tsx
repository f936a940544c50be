import type { Cart } from '@beauty/commerce-sdk';
import { useI18n } from '@beauty/i18n/react';
import { Badge } from '@beauty/ui';
import { useId } from 'react';
import * as styles from './bag.css';

const KIND_KEYS = {
  gift: 'bag.extra_gift',
  sample: 'bag.extra_sample',
  reward: 'bag.extra_reward',
} as const;

/** What comes free with the order: gifts of the offers reached, chosen samples, rewards redeemed. */
export function BagExtras({ cart }: { cart: Cart }) {
  const i18n = useI18n();
  const titleId = useId();
  if (cart.extras.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {i18n.text('bag.extras_title')}
      </h2>
      <ul className={styles.list}>
        {cart.extras.map((extra) => (
          <li key={`${extra.kind}-${extra.id}`} className={styles.line}>
            {extra.variant.image ? (
              <img
                className={styles.lineImage}
                src={extra.variant.image.url}
                alt={extra.variant.image.alt}
                width={88}
                height={88}
                loading="lazy"
              />
            ) : (
              <span className={styles.lineImage} />
            )}
            <div className={styles.lineBody}>
              <p className={styles.brand}>{extra.brand.name}</p>
              <p className={styles.name}>{extra.variant.productName}</p>
              <p className={styles.muted}>{extra.variant.name}</p>
              <p>
                <Badge tone="outline">{i18n.text(KIND_KEYS[extra.kind])}</Badge>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
