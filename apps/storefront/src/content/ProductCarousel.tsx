import { useI18n } from '@beauty/i18n/react';
import { Heading, ProductCard, Skeleton } from '@beauty/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useId } from 'react';
import { featuredProductsQuery, type CarouselBlock } from '../queries/featured';
import * as styles from './ContentBlocks.css';
import { productCardProps } from '../product/productCard';

/**
 * A carousel block: its title and a horizontally scrolling list of product cards, named by the
 * title. Its products come from `featured-products/`, prefetched by the page's loader so the
 * server's HTML holds them. Without data (a failed call, nothing in stock) it shows nothing
 * rather than an empty shelf: one carousel never takes the page down.
 */
export function ProductCarousel({ block }: { block: CarouselBlock }) {
  const i18n = useI18n();
  const headingId = useId();
  const { data, isPending } = useQuery(
    featuredProductsQuery(useRouteContext({ from: '__root__' }), block),
  );
  if (!isPending && !data?.data.length) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={!data || undefined}>
      <Heading level={2} id={headingId}>
        {block.title}
      </Heading>
      {data ? (
        <ul className={styles.carousel} aria-labelledby={headingId}>
          {data.data.map((item) => (
            <li key={item.id} className={styles.carouselItem}>
              <ProductCard {...productCardProps(item, i18n)} />
            </li>
          ))}
        </ul>
      ) : (
        <Skeleton shape="rect" className={styles.carouselPlaceholder} />
      )}
    </section>
  );
}
