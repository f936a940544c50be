import { ChevronLeftIcon, ChevronRightIcon } from '../internal/icons.js';
import { list, page as pageClass } from './Pagination.css.js';
import { paginationRange } from './pages.js';

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Wording; English by default. */
  labels?: {
    navigation?: string;
    previous?: string;
    next?: string;
    page?: (page: number) => string;
  };
  className?: string;
}

/** Numbered pages with previous and next, as a `navigation` landmark; the current page is marked. */
export function Pagination({ page, pageCount, onPageChange, labels, className }: PaginationProps) {
  if (pageCount <= 1) return null;
  const pageLabel = labels?.page ?? ((number: number) => `Page ${number}`);
  return (
    <nav aria-label={labels?.navigation ?? 'Pagination'} className={className}>
      <ul className={list}>
        <li>
          <button
            type="button"
            className={pageClass}
            aria-label={labels?.previous ?? 'Previous page'}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeftIcon />
          </button>
        </li>
        {paginationRange(page, pageCount).map((item, index) => (
          <li key={item === 'gap' ? `gap-${index}` : item}>
            {item === 'gap' ? (
              <span aria-hidden="true">…</span>
            ) : (
              <button
                type="button"
                className={pageClass}
                aria-label={pageLabel(item)}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => item !== page && onPageChange(item)}
              >
                {item}
              </button>
            )}
          </li>
        ))}
        <li>
          <button
            type="button"
            className={pageClass}
            aria-label={labels?.next ?? 'Next page'}
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            <ChevronRightIcon />
          </button>
        </li>
      </ul>
    </nav>
  );
}
