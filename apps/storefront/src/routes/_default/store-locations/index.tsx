import { useI18n } from '@beauty/i18n/react';
import { Badge, Button, EmptyState, Heading, Stack, Text, TextField } from '@beauty/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { storeLocationsQuery } from '../../../queries/stores';
import { titleTag } from '../../../shell/head';
import { ShopLink } from '../../../shell/ShopLink';
import * as styles from './-stores.css';
import { OpeningHours, StoreAddress, StorePhone } from './-StoreInfo';

/** Search of the store finder: the text a shopper looks for (name, address or city). */
export interface StoreSearch {
  q?: string;
}

const MAX_QUERY = 100;

/** The store finder: the stores of the visit's country, narrowed by what the shopper types. */
export const Route = createFileRoute('/_default/store-locations/')({
  validateSearch: (search: Record<string, unknown>): StoreSearch => {
    const q = typeof search.q === 'string' ? search.q.trim().slice(0, MAX_QUERY) : '';
    return q ? { q } : {};
  },
  loaderDeps: ({ search }) => ({ q: search.q }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(storeLocationsQuery(context, deps.q ? { q: deps.q } : {})),
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('store.title'), context.boot.site)],
  }),
  component: StoreLocationsPage,
});

function StoreLocationsPage() {
  const i18n = useI18n();
  const { q } = Route.useSearch();
  const { data: stores } = useSuspenseQuery(
    storeLocationsQuery(Route.useRouteContext(), q ? { q } : {}),
  );
  return (
    <Stack space="lg">
      <Heading level={1}>{i18n.text('store.title')}</Heading>
      <StoreSearchForm q={q} />
      {/* Announced when a search changes the result. */}
      <div role="status">
        {stores.data.length > 0 ? (
          <Text tone="muted">{i18n.text('store.count', { count: stores.meta.total })}</Text>
        ) : (
          <EmptyState
            title={i18n.text('store.no_stores')}
            action={
              q ? (
                <ShopLink href="/store-locations">{i18n.text('store.all_stores')}</ShopLink>
              ) : null
            }
          />
        )}
      </div>
      {stores.data.length > 0 ? (
        <ul className={styles.storeList}>
          {stores.data.map((store) => (
            <li key={store.id}>
              <article className={styles.storeCard} aria-labelledby={`store-${store.slug}`}>
                <Heading level={2} id={`store-${store.slug}`}>
                  <ShopLink href={`/store-locations/${store.slug}`}>{store.name}</ShopLink>
                </Heading>
                {store.clickAndCollect ? (
                  <span>
                    <Badge>{i18n.text('store.click_and_collect')}</Badge>
                  </span>
                ) : null}
                <StoreAddress address={store.address} />
                {store.phone ? (
                  <Text as="span">
                    {i18n.text('store.phone')}: <StorePhone phone={store.phone} />
                  </Text>
                ) : null}
                <Heading level={3}>{i18n.text('store.opening_hours')}</Heading>
                <OpeningHours hours={store.openingHours} />
              </article>
            </li>
          ))}
        </ul>
      ) : null}
    </Stack>
  );
}

/**
 * The store search: a plain GET form (it works before the page's script runs), sent as a client
 * navigation once it does. The visit's language parameter travels as a hidden field.
 */
function StoreSearchForm({ q }: { q: string | undefined }) {
  const i18n = useI18n();
  const router = useRouter();
  const action = new URL(i18n.href('/store-locations'), 'http://shop.invalid');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value.trim()) params.set(name, value.trim());
    }
    const query = params.toString();
    void router.navigate({ href: `${action.pathname}${query ? `?${query}` : ''}` });
  };
  return (
    <form
      role="search"
      aria-label={i18n.text('store.find')}
      action={action.pathname}
      method="get"
      onSubmit={submit}
      className={styles.search}
    >
      {[...action.searchParams].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <TextField
        className={styles.searchField}
        type="search"
        name="q"
        label={i18n.text('store.find')}
        defaultValue={q}
        maxLength={MAX_QUERY}
      />
      <Button type="submit" variant="secondary">
        {i18n.text('search.submit')}
      </Button>
    </form>
  );
}
