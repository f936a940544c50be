import { safeHref, type CountryCode, type Language } from '@beauty/i18n';
import { Badge } from '../Badge/index.js';
import { IconButton } from '../IconButton/index.js';
import { cx } from '../internal/cx.js';
import { HeartIcon } from '../internal/icons.js';
import { Price } from '../Price/index.js';
import { Rating } from '../Rating/index.js';
import * as styles from './ProductCard.css.js';

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  name: string;
  brand: string;
  /** The product page. */
  href: string;
  imageUrl: string;
  /** Describes the image when it shows more than the name says; empty by default (decorative). */
  imageAlt?: string;
  /**
   * `lazy` (default): the image loads when scrolled near. `eager`: it loads with the page, at the
   * browser's own priority. `priority`: a card on every first screen, its image fetched at once
   * and first (it is often the page's largest paint). `ProductGrid` says which a place needs.
   */
  imageLoading?: 'lazy' | 'eager' | 'priority';
  price: number;
  /** The price before a sale. */
  originalPrice?: number;
  country: CountryCode;
  language: Language;
  rating?: number;
  reviewCount?: number;
  /** Short labels over the image: New, Exclusive, -20%. */
  badges?: readonly string[];
  outOfStock?: boolean;
  /** Whether it is on the shopper's wish list; omit to hide the toggle. */
  wishListed?: boolean;
  onWishListChange?: (wishListed: boolean) => void;
  /** Wording; English by default. */
  labels?: {
    addToWishList?: string;
    removeFromWishList?: string;
    outOfStock?: string;
    /** Shown in place of the stars when `reviewCount` is 0. */
    noReviews?: string;
    /** The rating's accessible description, from the rounded average and the review count. */
    rating?: (value: string, count: number | undefined) => string;
  };
  /** `h3` by default, to sit under a listing's `h2`. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * A product in a listing: image, brand, name (the link to the product page), price with any sale,
 * rating, badges, an out-of-stock state and a wish-list toggle (`aria-pressed`).
 */
export function ProductCard({
  name,
  brand,
  href,
  imageUrl,
  imageAlt = '',
  imageLoading = 'lazy',
  price,
  originalPrice,
  country,
  language,
  rating,
  reviewCount,
  badges = [],
  outOfStock = false,
  wishListed,
  onWishListChange,
  labels,
  headingLevel = 3,
  className,
}: ProductCardProps) {
  const Title = `h${headingLevel}` as const;
  const badgeList = outOfStock ? [labels?.outOfStock ?? 'Out of stock', ...badges] : badges;
  return (
    <article className={cx(styles.card, className)} data-out-of-stock={outOfStock}>
      <div className={styles.media}>
        <img
          className={styles.image}
          src={imageUrl}
          alt={imageAlt}
          {...(imageLoading === 'priority' && { fetchPriority: 'high' as const })}
          {...(imageLoading === 'lazy' && { loading: 'lazy' as const })}
        />
        {badgeList.length > 0 ? (
          <div className={styles.badges}>
            {badgeList.map((badge, index) => (
              <Badge key={badge} tone={outOfStock && index === 0 ? 'accent' : 'neutral'}>
                {badge}
              </Badge>
            ))}
          </div>
        ) : null}
      </div>
      {wishListed === undefined ? null : (
        <IconButton
          className={styles.wishList}
          size="sm"
          label={
            wishListed
              ? (labels?.removeFromWishList ?? `Remove ${name} from wish list`)
              : (labels?.addToWishList ?? `Add ${name} to wish list`)
          }
          aria-pressed={wishListed}
          icon={<HeartIcon filled={wishListed} />}
          onClick={() => onWishListChange?.(!wishListed)}
        />
      )}
      <p className={styles.brand}>{brand}</p>
      <Title className={styles.name}>
        <a className={styles.link} href={safeHref(href)}>
          {name}
        </a>
      </Title>
      <Price amount={price} originalAmount={originalPrice} country={country} language={language} />
      {rating === undefined ? null : (
        <Rating
          value={rating}
          count={reviewCount}
          language={language}
          label={labels?.rating}
          noReviewsLabel={labels?.noReviews}
        />
      )}
    </article>
  );
}
