import { useI18n } from '@beauty/i18n/react';
import { Button, Heading, Stack, Text, TextField, useNotifications } from '@beauty/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import * as styles from '../booking/booking.css';
import { activitiesQuery, type ActivityListName } from '../queries/booking';
import { shopQueries } from '../queries/scope';
import { storeLocationsQuery } from '../queries/stores';
import { ShopLink } from '../shell/ShopLink';
import { ActivityList } from './ActivityList';

/** An answer of the API as it came, for reading in the sandbox. */
function RawAnswer({ call, answer }: { call: string; answer: unknown }) {
  const i18n = useI18n();
  const id = `raw-${call.replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <Heading level={3} id={id}>
        {i18n.text('booking.sandbox_raw', { call })}
      </Heading>
      {/* Focusable: a keyboard can scroll the long answer. */}
      <pre className={styles.raw} tabIndex={0}>
        {answer === undefined ? i18n.text('common.loading') : JSON.stringify(answer, null, 2)}
      </pre>
    </section>
  );
}

/**
 * The sandbox's index: every `/sandbox/...` page this build has (each team adds its own route
 * file), read from the router so the list is never out of date.
 */
export function SandboxIndex() {
  const i18n = useI18n();
  const router = useRouter();
  const paths = Object.keys(router.routesByPath)
    .filter((path) => path.startsWith('/sandbox/') && !path.includes('$'))
    .sort();
  return (
    <Stack space="lg">
      <Heading level={1}>{i18n.text('booking.sandbox_title')}</Heading>
      <Text tone="muted">{i18n.text('booking.sandbox_intro')}</Text>
      <ul>
        {paths.map((path) => (
          <li key={path}>
            <ShopLink href={path}>{path}</ShopLink>
          </li>
        ))}
      </ul>
    </Stack>
  );
}

const LISTS: [
  ActivityListName,
  'shell.beauty_services' | 'shell.beauty_classes' | 'shell.store_events',
][] = [
  ['beautyServices', 'shell.beauty_services'],
  ['beautyClasses', 'shell.beauty_classes'],
  ['storeEvents', 'shell.store_events'],
];

/** One happening list widget with its own store filter. */
function ListWidget({ list, title }: { list: ActivityListName; title: string }) {
  const context = useRouteContext({ from: '__root__' });
  const [storeId, setStoreId] = useState<number>();
  const activities = useQuery(
    activitiesQuery(context, list, storeId === undefined ? {} : { storeId }),
  );
  const stores = useQuery(storeLocationsQuery(context));
  return (
    <ActivityList
      title={title}
      headingLevel={2}
      activities={activities.data?.data ?? []}
      stores={stores.data?.data ?? []}
      storeId={storeId}
      onStoreChange={setStoreId}
    />
  );
}

/** Expires a booking through the API's sandbox, to see how its pages refuse changes. */
function ExpireBooking() {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  const { notify } = useNotifications();
  const [id, setId] = useState('');
  const expire = useMutation({
    mutationFn: async (bookingId: number) =>
      (await context.commerce()).sandbox.reservations.expire.create(bookingId),
    onSuccess: (_answer, bookingId) =>
      notify({ type: 'success', title: i18n.text('booking.sandbox_expired', { id: bookingId }) }),
    onError: (error) =>
      notify({
        type: 'error',
        title: i18n.text('common.something_went_wrong'),
        text: error instanceof Error ? error.message : undefined,
      }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (/^\d+$/.test(id)) expire.mutate(Number(id));
  };
  return (
    <section className={styles.step} aria-labelledby="sandbox-expire">
      <Heading level={2} id="sandbox-expire">
        {i18n.text('booking.sandbox_expire')}
      </Heading>
      <form className={styles.form} onSubmit={submit}>
        <TextField
          label={i18n.text('booking.sandbox_expire_label')}
          inputMode="numeric"
          value={id}
          onChange={(event) => setId(event.target.value.trim())}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={expire.isPending}>
            {i18n.text('booking.sandbox_expire_submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/**
 * The happening widgets with the seeded data: the three lists with their store filters, the
 * banners, groups and booking pages as the API answers them, and a way to expire a booking.
 */
export function HappeningSandbox() {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  const queries = shopQueries(context);
  const banners = useQuery(queries.happening.banners.list());
  const groups = useQuery(queries.happening.activityGroups.list());
  const pages = useQuery(queries.bookingServices.pages.list());
  return (
    <Stack space="xl">
      <Heading level={1}>{i18n.text('booking.sandbox_happening')}</Heading>
      {LISTS.map(([list, title]) => (
        <ListWidget key={list} list={list} title={i18n.text(title)} />
      ))}
      <ExpireBooking />
      <RawAnswer call="happening/banners" answer={banners.data} />
      <RawAnswer call="happening/activity-groups" answer={groups.data} />
      <RawAnswer call="booking-services/pages" answer={pages.data} />
    </Stack>
  );
}

/** The stores of the country, each linked to its page, and the raw answer. */
export function StoreLocationsSandbox() {
  const i18n = useI18n();
  const stores = useQuery(storeLocationsQuery(useRouteContext({ from: '__root__' })));
  return (
    <Stack space="lg">
      <Heading level={1}>{i18n.text('booking.sandbox_store_locations')}</Heading>
      <Text>{i18n.text('store.count', { count: stores.data?.meta.total ?? 0 })}</Text>
      <ul>
        {(stores.data?.data ?? []).map((store) => (
          <li key={store.id}>
            <ShopLink href={`/store-locations/${store.slug}`}>{store.name}</ShopLink>
          </li>
        ))}
      </ul>
      <RawAnswer call="store-locations" answer={stores.data} />
    </Stack>
  );
}

/** What the search calls answer for a text: results, popular queries and the dropdown's. */
export function SearchSandbox({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const i18n = useI18n();
  const queries = shopQueries(useRouteContext({ from: '__root__' }));
  const [text, setText] = useState(q);
  const popular = useQuery(queries.search.popularQueries.list());
  const results = useQuery({ ...queries.search.list({ q }), enabled: q !== '' });
  const dropdown = useQuery({
    ...queries.components.searchInputDropdown.list({ q }),
    enabled: q !== '',
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Stack space="lg">
      <Heading level={1}>{i18n.text('booking.sandbox_search')}</Heading>
      <form className={styles.form} role="search" onSubmit={submit}>
        <TextField
          label={i18n.text('booking.sandbox_query')}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <div className={styles.actions}>
          <Button type="submit">{i18n.text('search.submit')}</Button>
        </div>
      </form>
      <RawAnswer call="search/popular-queries" answer={popular.data} />
      {q ? (
        <>
          <RawAnswer call="search" answer={results.data} />
          <RawAnswer call="components/search-input-dropdown" answer={dropdown.data} />
        </>
      ) : null}
    </Stack>
  );
}
