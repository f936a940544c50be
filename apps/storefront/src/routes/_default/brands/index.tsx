import { useI18n } from '@beauty/i18n/react';
import { Heading, Stack, Text } from '@beauty/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { brandsQuery } from '../../../queries/catalogue';
import { titleTag } from '../../../shell/head';
import { ShopLink } from '../../../shell/ShopLink';
import * as styles from '../../../styles/shell.css';

/** Brands A–Z. */
export const Route = createFileRoute('/_default/brands/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(brandsQuery(context)),
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.brands'), context.boot.site)],
  }),
  component: BrandsPage,
});

function BrandsPage() {
  const i18n = useI18n();
  const { data: brands } = useSuspenseQuery(brandsQuery(Route.useRouteContext()));
  return (
    <Stack space="lg">
      <Heading level={1}>{i18n.text('shell.brands')}</Heading>
      <Stack as="ul" space="sm" className={styles.brandList}>
        {brands.data.map((brand) => (
          <li key={brand.id} className={styles.brandItem}>
            <ShopLink href={`/brands/${brand.slug}`}>
              <Text as="span" weight="bold">
                {brand.name}
              </Text>
            </ShopLink>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
