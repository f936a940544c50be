import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Button } from '../Button/index.js';
import { progress, progressBar, progressFill, showMore, status } from './ProductGrid.css.js';

/** Props of {@link ShowMore}. */
export interface ShowMoreProps {
  /** How many products are on screen. */
  shown: number;
  /** How many match in all. */
  total: number;
  onShowMore: () => void;
  loading?: boolean;
  /** Wording; English by default. */
  labels?: { button?: string; status?: (shown: number, total: number) => string };
}

/** Show-more paging under a listing: "Showing 24 of 120" with a progress bar and a button. */
export function ShowMore({ shown, total, onShowMore, loading = false, labels }: ShowMoreProps) {
  const text =
    labels?.status?.(shown, total) ?? `Showing ${Math.min(shown, total)} of ${total} products`;
  return (
    <div className={showMore}>
      <p className={status} role="status">
        {text}
      </p>
      <span className={progress} aria-hidden="true">
        <span
          className={progressBar}
          style={assignInlineVars({
            [progressFill]: `${total > 0 ? Math.min(100, (shown / total) * 100) : 0}%`,
          })}
        />
      </span>
      {shown < total ? (
        <Button variant="secondary" loading={loading} onClick={onShowMore}>
          {labels?.button ?? 'Show more'}
        </Button>
      ) : null}
    </div>
  );
}
