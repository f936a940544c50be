import { useI18n } from '@beauty/i18n/react';
import { Badge, Heading, Stack } from '@beauty/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { isSlug } from '../../../content/paths';
import { storeLocationQuery } from '../../../queries/stores';
import { titleTag } from '../../../shell/head';
import { ShopLink } from '../../../shell/ShopLink';
import * as styles from './-stores.css';
import { OpeningHours, StoreAddress, StorePhone } from './-StoreInfo';

/** One store: address with directions, phone and opening hours. Unknown stores are a 404. */
export const Route = createFileRoute('/_default/store-locations/$slug')({
  loader: async ({ context, params }) => {
    // Not a slug, so not a store: no call to make.
    if (!isSlug(params.slug)) throw notFound();
    const { data } = await context.queryClient.ensureQueryData(
      storeLocationQuery(context, params.slug),
    );
    const store = data[0];
    if (!store) throw notFound();
    return { name: store.name, address: `${store.address.line1}, ${store.address.city}` };
  },
  head: ({ loaderData, match: { context } }) => ({
    meta: loaderData
      ? [
          titleTag(loaderData.name, context.boot.site),
          { name: 'description', content: loaderData.address },
        ]
      : [],
  }),
  component: StorePage,
});

function StorePage() {
  const i18n = useI18n();
  const { slug } = Route.useParams();
  const { data } = useSuspenseQuery(storeLocationQuery(Route.useRouteContext(), slug));
  const store = data.data[0];
  // The loader has made sure the store exists.
  if (!store) return null;
  const { lat, lng } = store.coordinates;
  return (
    <Stack space="lg">
      <ShopLink href="/store-locations">{i18n.text('store.all_stores')}</ShopLink>
      <Stack space="sm">
        <Heading level={1}>{store.name}</Heading>
        {store.clickAndCollect ? (
          <span>
            <Badge>{i18n.text('store.click_and_collect')}</Badge>
          </span>
        ) : null}
      </Stack>
      <div className={styles.details}>
        <Stack as="section" space="sm">
          <Heading level={2}>{i18n.text('store.address')}</Heading>
          <StoreAddress address={store.address} />
          <ShopLink
            href={`https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`}
            rel="noopener"
          >
            {i18n.text('store.directions')}
          </ShopLink>
        </Stack>
        {store.phone ? (
          <Stack as="section" space="sm">
            <Heading level={2}>{i18n.text('store.phone')}</Heading>
            <StorePhone phone={store.phone} />
          </Stack>
        ) : null}
        <Stack as="section" space="sm">
          <Heading level={2}>{i18n.text('store.opening_hours')}</Heading>
          <OpeningHours hours={store.openingHours} />
        </Stack>
      </div>
    </Stack>
  );
}
