import { Heading, Stack, Text } from '@beauty/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { brandsQuery } from '../../commerce';
import * as styles from '../../styles/shell.css';

export const Route = createFileRoute('/_default/')({
  loader: ({ context: { queryClient, commerce } }) =>
    queryClient.ensureQueryData(brandsQuery(commerce)),
  component: HomePage,
  pendingComponent: () => <Text tone="muted">Loading brands…</Text>,
  errorComponent: ({ error }) => (
    <Text tone="danger">{error instanceof Error ? error.message : String(error)}</Text>
  ),
});

function HomePage() {
  const { commerce } = Route.useRouteContext();
  const { data: brands } = useSuspenseQuery(brandsQuery(commerce));
  return (
    <Stack space="lg">
      <Heading level={1}>Brands A-Z</Heading>
      <Text tone="muted">{brands.meta.total} brands</Text>
      <Stack as="ul" space="sm" className={styles.brandList}>
        {brands.data.map((brand) => (
          <li key={brand.id} className={styles.brandItem}>
            <Stack space="xxs">
              <Text as="span" weight="bold">
                {brand.name}
              </Text>
              {brand.description ? (
                <Text as="span" size="sm" tone="muted">
                  {brand.description}
                </Text>
              ) : null}
            </Stack>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
