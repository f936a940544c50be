import type { Product } from '@beauty/commerce-sdk';
import { useI18n } from '@beauty/i18n/react';
import { Badge, Heading, Rating, Text } from '@beauty/ui';
import { useState } from 'react';
import { ShopLink } from '../shell/ShopLink';
import * as styles from './product.css';
import { ProductGallery } from './ProductGallery';
import { PurchasePanel } from './PurchasePanel';
import { initialVariant } from './variants';

/** The product page: images, brand and name, rating, the purchase panel and the description. */
export function ProductPage({ product }: { product: Product }) {
  const i18n = useI18n();
  // The choice is kept by id, so fresher data for the product shows the same variant's new stock.
  const [chosenId, setChosenId] = useState(() => initialVariant(product)?.id);
  const variant =
    product.variants.find((candidate) => candidate.id === chosenId) ?? initialVariant(product);
  return (
    <article className={styles.page}>
      <ProductGallery images={variant?.images ?? []} />
      <div className={styles.summary}>
        <ShopLink href={`/brands/${product.brand.slug}`} className={styles.brand}>
          {product.brand.name}
        </ShopLink>
        <Heading level={1}>{product.name}</Heading>
        <Rating
          value={product.rating.average}
          count={product.rating.count}
          language={i18n.language}
          label={(value, count) => i18n.text('product.rating', { value, count: count ?? 0 })}
          noReviewsLabel={i18n.text('product.no_reviews')}
        />
        {product.badges.length > 0 ? (
          <div className={styles.badges}>
            {product.badges.map((badge) => (
              <Badge key={badge} tone={badge === 'sale' ? 'sale' : 'neutral'}>
                {i18n.text(`product.badge.${badge}`)}
              </Badge>
            ))}
          </div>
        ) : null}
        {variant ? (
          <PurchasePanel
            product={product}
            variant={variant}
            onVariantChange={(next) => setChosenId(next.id)}
          />
        ) : null}
      </div>
      <section className={styles.details} aria-labelledby="product-description">
        <Heading level={2} id="product-description">
          {i18n.text('product.description')}
        </Heading>
        <Text>{product.description}</Text>
        {product.howToUse ? (
          <>
            <Heading level={3}>{i18n.text('product.how_to_use')}</Heading>
            <Text>{product.howToUse}</Text>
          </>
        ) : null}
        {product.ingredients ? (
          <>
            <Heading level={3}>{i18n.text('product.ingredients')}</Heading>
            <Text>{product.ingredients}</Text>
          </>
        ) : null}
      </section>
    </article>
  );
}
