import type { Variant } from '@beauty/commerce-sdk';
import * as styles from './product.css';

/**
 * The chosen variant's images. The first is the page's largest paint: fetched first, and sized by
 * its width and height before it arrives.
 */
export function ProductGallery({ images }: { images: Variant['images'] }) {
  return (
    <div className={styles.gallery}>
      {images.map((image, index) => (
        <img
          key={image.url}
          className={styles.image}
          src={image.url}
          alt={image.alt}
          width={image.width}
          height={image.height}
          {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
        />
      ))}
    </div>
  );
}
