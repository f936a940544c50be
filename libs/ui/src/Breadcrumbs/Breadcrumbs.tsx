import { cx } from '../internal/cx.js';
import { ChevronRightIcon } from '../internal/icons.js';
import { Link } from '../Link/index.js';
import { current, item as itemClass, list } from './Breadcrumbs.css.js';

/** One step of the trail. */
export interface Crumb {
  label: string;
  href: string;
}

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  /** From the home page to the current page, which comes last. */
  items: readonly Crumb[];
  /** The landmark's accessible name; 'Breadcrumb' by default. */
  label?: string;
  className?: string;
}

/** The trail to the current page, a `navigation` landmark whose last item is `aria-current`. */
export function Breadcrumbs({ items, label = 'Breadcrumb', className }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className={className}>
      <ol className={list}>
        {items.map((crumb, index) => {
          const last = index === items.length - 1;
          return (
            <li key={crumb.href} className={itemClass}>
              {last ? (
                <span aria-current="page" className={cx(current)}>
                  {crumb.label}
                </span>
              ) : (
                <>
                  <Link href={crumb.href}>{crumb.label}</Link>
                  <ChevronRightIcon />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
