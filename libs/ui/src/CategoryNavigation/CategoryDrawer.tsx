import type { RefObject } from 'react';
import { Sheet } from '../Sheet/index.js';
import * as styles from './CategoryNavigation.css.js';
import {
  DefaultLink,
  Disclosures,
  type CategoryLink,
  type CategoryNavigationProps,
} from './CategoryNavigation.js';

// Apart from the menu and its button: a page that shows the button at once loads this, a modal
// dialog's code, only when the drawer is asked for.

/** Props of {@link CategoryDrawer}. */
export interface CategoryDrawerProps extends CategoryNavigationProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns when it closes: the `CategoryMenuButton` that opened it. */
  returnFocus?: RefObject<HTMLElement | null>;
  /** The drawer's close button; English by default. */
  closeLabel?: string;
  /** Other pages listed under the categories (brands, stores), which a phone has no room for. */
  moreLinks?: readonly Omit<CategoryLink, 'children'>[];
}

/**
 * The category menu of phones: a drawer from the left (a modal Sheet: focus trapped, Escape
 * closes it and focus returns to `returnFocus`) with the top categories as disclosures, then
 * `moreLinks`. Following a link closes it.
 */
export function CategoryDrawer({
  categories,
  label,
  shopAllLabel,
  linkComponent = DefaultLink,
  open,
  onOpenChange,
  returnFocus,
  closeLabel,
  moreLinks = [],
  className,
}: CategoryDrawerProps) {
  const LinkTo = linkComponent;
  return (
    <Sheet
      side="left"
      title={label}
      closeLabel={closeLabel}
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      className={className}
    >
      <nav aria-label={label}>
        <Disclosures
          categories={categories}
          shopAllLabel={shopAllLabel}
          LinkTo={LinkTo}
          onNavigate={() => onOpenChange(false)}
          variant="stack"
        />
        {moreLinks.length > 0 ? (
          <ul className={styles.more}>
            {moreLinks.map((page) => (
              <li key={page.key}>
                <LinkTo
                  href={page.href}
                  className={styles.link}
                  onClick={() => onOpenChange(false)}
                >
                  {page.label}
                </LinkTo>
              </li>
            ))}
          </ul>
        ) : null}
      </nav>
    </Sheet>
  );
}
