import { cx } from '../internal/cx.js';
import { skeleton } from './Skeleton.css.js';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** `text` for a line, `rect` for an image (square), `circle` for an avatar. */
  shape?: 'text' | 'rect' | 'circle';
  width?: 'full' | 'threeQuarters' | 'half' | 'quarter';
  className?: string;
}

/**
 * A grey placeholder where content is loading. Hidden from screen readers: mark the loading
 * region `aria-busy` instead (ProductGrid does).
 */
export function Skeleton({ shape, width, className }: SkeletonProps) {
  return <span aria-hidden="true" className={cx(skeleton({ shape, width }), className)} />;
}
