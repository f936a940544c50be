import type { Activity } from '@beauty/commerce-sdk/contract';
import { useI18n } from '@beauty/i18n/react';
import { Dropdown, EmptyState, Heading, Stack, Text } from '@beauty/ui';
import { ActivityFacts } from '../booking/ActivityFacts';
import * as styles from '../booking/booking.css';
import { activityHref } from '../booking/paths';
import { ShopLink } from '../shell/ShopLink';

export interface ActivityListProps {
  title: string;
  activities: readonly Activity[];
  /** The stores the shopper may narrow the list to (those of the country's activities). */
  stores: readonly { id: number; name: string }[];
  storeId: number | undefined;
  onStoreChange: (storeId: number | undefined) => void;
  /** The heading level of the list's title: 1 on its page, lower inside another. */
  headingLevel?: 1 | 2;
}

const ALL = 'all';

/**
 * A happening list: the services, classes or events of the country (or of one store) in the
 * shopper's language, each with its price, duration and places left, leading to its booking.
 */
export function ActivityList({
  title,
  activities,
  stores,
  storeId,
  onStoreChange,
  headingLevel = 1,
}: ActivityListProps) {
  const i18n = useI18n();
  const cardLevel = headingLevel === 1 ? 2 : 3;
  return (
    <Stack space="lg">
      <Heading level={headingLevel}>{title}</Heading>
      {stores.length > 1 ? (
        <Dropdown
          className={styles.filter}
          label={i18n.text('booking.store')}
          value={storeId === undefined ? ALL : String(storeId)}
          onValueChange={(value) => onStoreChange(value === ALL ? undefined : Number(value))}
          options={[
            { value: ALL, label: i18n.text('store.all_stores') },
            ...stores.map((store) => ({ value: String(store.id), label: store.name })),
          ]}
        />
      ) : null}
      {activities.length === 0 ? (
        <EmptyState title={i18n.text('booking.nothing_scheduled')} headingLevel={cardLevel} />
      ) : (
        <ul className={styles.list}>
          {activities.map((activity) => (
            <li key={activity.id}>
              <article className={styles.card} aria-labelledby={`activity-${activity.id}`}>
                {activity.image ? (
                  <img
                    className={styles.banner}
                    src={activity.image.url}
                    alt=""
                    width={activity.image.width ?? 900}
                    height={activity.image.height ?? 300}
                    loading="lazy"
                  />
                ) : null}
                <Heading level={cardLevel} id={`activity-${activity.id}`}>
                  <ShopLink href={activityHref(activity.kind, activity.id)}>
                    {activity.name}
                  </ShopLink>
                </Heading>
                <ActivityFacts activity={activity} />
                <Text>{activity.description}</Text>
              </article>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
