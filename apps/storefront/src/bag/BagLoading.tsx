import { useI18n } from '@beauty/i18n/react';
import { Heading, Skeleton } from '@beauty/ui';
import type { ReactNode } from 'react';
import * as styles from './bag.css';

/**
 * The bag's frame while its lines load: what the server renders, since the bag is the shopper's
 * own. A module of its own, so the bag's code it stands in for loads in the browser only.
 */
export function BagLoading({ children }: { children?: ReactNode }) {
  const i18n = useI18n();
  return (
    <div className={styles.page} aria-busy="true">
      <Heading level={1}>{i18n.text('shell.bag_title')}</Heading>
      {children ?? (
        <>
          <Skeleton width="full" />
          <Skeleton width="threeQuarters" />
        </>
      )}
    </div>
  );
}
