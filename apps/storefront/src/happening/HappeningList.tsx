import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { ActivityListName } from '../queries/booking';
import { storeLocationsQuery } from '../queries/stores';
import { DeferredMessages } from '../shell/DeferredMessages';
import { ActivityList } from './ActivityList';
import { listQuery } from './happeningSearch';

export interface HappeningListProps {
  list: ActivityListName;
  title: string;
  store: number | undefined;
  onStoreChange: (store: number | undefined) => void;
}

/** A happening list page's body, with the booking messages it speaks in. */
export function HappeningList({ list, title, store, onStoreChange }: HappeningListProps) {
  const context = useRouteContext({ from: '__root__' });
  const { data: activities } = useSuspenseQuery(listQuery(context, list, store));
  const { data: stores } = useSuspenseQuery(storeLocationsQuery(context));
  return (
    <DeferredMessages>
      <ActivityList
        title={title}
        activities={activities.data}
        stores={stores.data}
        storeId={store}
        onStoreChange={onStoreChange}
      />
    </DeferredMessages>
  );
}
