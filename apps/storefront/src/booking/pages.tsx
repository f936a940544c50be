import type { ActivityKind } from '@beauty/commerce-sdk/contract';
import { useI18n } from '@beauty/i18n/react';
import { EmptyState, Heading, Stack } from '@beauty/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { activityQuery } from '../queries/booking';
import { DeferredMessages } from '../shell/DeferredMessages';
import { ShopLink } from '../shell/ShopLink';
import * as styles from './booking.css';
import { BookingFlow } from './BookingFlow';
import { HAPPENING_LISTS } from './paths';

/** A booking page of the blank layout: one column, with the booking messages it speaks in. */
export function BookingPage({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <DeferredMessages>{children}</DeferredMessages>
    </div>
  );
}

/** `/happening/{services|classes|events}/{id}`: the activity's booking flow. */
export function ActivityPage({
  kind,
  id,
  found,
}: {
  kind: ActivityKind;
  id: string;
  found: boolean;
}) {
  return (
    <BookingPage>
      {found ? <ActivityFlow kind={kind} id={Number(id)} /> : <NoActivity kind={kind} />}
    </BookingPage>
  );
}

function ActivityFlow({ kind, id }: { kind: ActivityKind; id: number }) {
  const { data } = useSuspenseQuery(activityQuery(useRouteContext({ from: '__root__' }), kind, id));
  return <BookingFlow activity={data.data} />;
}

const LIST_TITLES = {
  service: 'shell.beauty_services',
  class: 'shell.beauty_classes',
  event: 'shell.store_events',
} as const satisfies Record<ActivityKind, string>;

function NoActivity({ kind }: { kind: ActivityKind }) {
  const i18n = useI18n();
  return (
    <Stack space="lg">
      <Heading level={1}>{i18n.text('shell.happening_title')}</Heading>
      <EmptyState
        title={i18n.text('errors.resource_not_found')}
        headingLevel={2}
        action={<ShopLink href={HAPPENING_LISTS[kind]}>{i18n.text(LIST_TITLES[kind])}</ShopLink>}
      />
    </Stack>
  );
}
