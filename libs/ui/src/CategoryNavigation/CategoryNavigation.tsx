import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type MouseEventHandler,
  type ReactNode,
} from 'react';
import { IconButton, type IconButtonProps } from '../IconButton/index.js';
import { cx } from '../internal/cx.js';
import { ChevronDownIcon, MenuIcon } from '../internal/icons.js';
import { Link } from '../Link/index.js';
import * as styles from './CategoryNavigation.css.js';

/** A category with the categories under it (top category → category → sub-category). */
export interface CategoryLink {
  /** Unique among its siblings, e.g. the slug. */
  key: string;
  label: string;
  /** Its listing page. */
  href: string;
  children?: readonly CategoryLink[];
}

/** Props every link of the menus gets: give the app's router link as `linkComponent`. */
export interface CategoryLinkComponentProps {
  href: string;
  className?: string;
  children: ReactNode;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/** Props shared by {@link CategoryMenu} and `CategoryDrawer`. */
export interface CategoryNavigationProps {
  /** The top categories, each with its categories and their sub-categories. */
  categories: readonly CategoryLink[];
  /** The navigation's accessible name, e.g. 'Shop by category'. */
  label: string;
  /** The link to a whole top category at the head of its panel, e.g. 'Shop all Makeup'. */
  shopAllLabel: (category: string) => string;
  /** Renders each link; a plain `Link` by default. */
  linkComponent?: ComponentType<CategoryLinkComponentProps>;
  className?: string;
}

/** Props of {@link CategoryMenuButton}. */
export interface CategoryMenuButtonProps extends Omit<IconButtonProps, 'icon'> {
  /** Whether the drawer it opens is open. */
  open: boolean;
}

/** The links of the menus unless the app gives its own. */
export const DefaultLink = ({ href, className, children, onClick }: CategoryLinkComponentProps) => (
  <Link href={href} className={className} onClick={onClick}>
    {children}
  </Link>
);

/** A top category's panel: the link to all of it, then its categories with their sub-categories. */
function CategoryPanel({
  top,
  shopAllLabel,
  LinkTo,
  onNavigate,
}: {
  top: CategoryLink;
  shopAllLabel: (category: string) => string;
  LinkTo: ComponentType<CategoryLinkComponentProps>;
  onNavigate: () => void;
}) {
  return (
    <>
      <LinkTo href={top.href} className={styles.shopAll} onClick={onNavigate}>
        {shopAllLabel(top.label)}
      </LinkTo>
      <ul className={styles.groups}>
        {(top.children ?? []).map((category) => (
          <li key={category.key}>
            <LinkTo href={category.href} className={styles.groupLink} onClick={onNavigate}>
              {category.label}
            </LinkTo>
            {category.children?.length ? (
              <ul className={styles.links}>
                {category.children.map((sub) => (
                  <li key={sub.key}>
                    <LinkTo href={sub.href} className={styles.link} onClick={onNavigate}>
                      {sub.label}
                    </LinkTo>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Top categories as disclosure buttons (`aria-expanded`), each opening its panel of links, in the
 * order the user walks them: one panel open at a time, so Tab reaches links of the open panel only.
 */
export function Disclosures({
  categories,
  shopAllLabel,
  LinkTo,
  onNavigate,
  variant,
}: Pick<CategoryNavigationProps, 'categories' | 'shopAllLabel'> & {
  LinkTo: ComponentType<CategoryLinkComponentProps>;
  onNavigate: () => void;
  variant: 'bar' | 'stack';
}) {
  const id = useId();
  const [open, setOpen] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  // A bar's panel floats over the page: a click elsewhere closes it, as focus leaving does.
  useEffect(() => {
    if (variant !== 'bar' || open === null) return;
    const close = (event: PointerEvent) => {
      if (!list.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open, variant]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Escape' && open !== null && variant === 'bar') {
      // Only the bar's own panel: in the drawer, Escape belongs to the drawer.
      event.stopPropagation();
      buttons.current.get(open)?.focus();
      setOpen(null);
      return;
    }
    if (variant !== 'bar' || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
    // Left and right move between the top categories, as in a menu bar.
    const order = categories.map((top) => buttons.current.get(top.key));
    const at = order.indexOf(event.target as HTMLButtonElement);
    if (at === -1) return;
    event.preventDefault();
    const step = event.key === 'ArrowRight' ? 1 : -1;
    order[(at + step + order.length) % order.length]?.focus();
  };

  return (
    <ul
      ref={list}
      className={variant === 'bar' ? styles.bar : styles.stack}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (variant === 'bar' && !list.current?.contains(event.relatedTarget as Node | null)) {
          setOpen(null);
        }
      }}
    >
      {categories.map((top) => {
        const expanded = open === top.key;
        const panelId = `${id}-${top.key}`;
        return (
          <li key={top.key} className={variant === 'bar' ? styles.barItem : undefined}>
            <button
              type="button"
              ref={(element) => {
                if (element) buttons.current.set(top.key, element);
                else buttons.current.delete(top.key);
              }}
              className={variant === 'bar' ? styles.barButton : styles.stackButton}
              aria-expanded={expanded}
              aria-controls={panelId}
              onClick={() => setOpen(expanded ? null : top.key)}
            >
              {top.label}
              <ChevronDownIcon className={styles.chevron} />
            </button>
            <div
              id={panelId}
              hidden={!expanded}
              className={variant === 'bar' ? styles.barPanel : styles.stackPanel}
            >
              <CategoryPanel
                top={top}
                shopAllLabel={shopAllLabel}
                LinkTo={LinkTo}
                onNavigate={() => {
                  setOpen(null);
                  onNavigate();
                }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The category menu of wide screens (tablet and up; hidden on phones, where
 * `CategoryDrawer` takes over): a row of top categories, each a disclosure button opening a
 * panel of its categories and sub-categories. Tab walks buttons and the open panel's links, left
 * and right arrows move between top categories, Escape closes the panel and returns focus to its
 * button, and so does focus or a click leaving the menu.
 */
export function CategoryMenu({
  categories,
  label,
  shopAllLabel,
  linkComponent = DefaultLink,
  className,
}: CategoryNavigationProps) {
  return (
    <nav aria-label={label} className={cx(styles.menu, className)}>
      <Disclosures
        categories={categories}
        shopAllLabel={shopAllLabel}
        LinkTo={linkComponent}
        onNavigate={() => undefined}
        variant="bar"
      />
    </nav>
  );
}

/**
 * The phones' menu button (hidden from tablet up, where {@link CategoryMenu} takes over) that opens
 * the `CategoryDrawer`. Apart from the drawer, so a page can show the button at once and load
 * the drawer (a modal dialog's code) only when it is asked for.
 */
export function CategoryMenuButton({ open, className, ...props }: CategoryMenuButtonProps) {
  return (
    <IconButton
      {...props}
      icon={<MenuIcon />}
      variant="ghost"
      aria-haspopup="dialog"
      aria-expanded={open}
      className={cx(styles.menuButton, className)}
    />
  );
}
