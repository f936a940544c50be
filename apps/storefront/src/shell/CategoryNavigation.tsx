import { useI18n } from '@beauty/i18n/react';
import { CategoryMenu, CategoryMenuButton } from '@beauty/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { useCategoryLinks } from './categoryLinks';
import { ShopLink } from './ShopLink';

const loadDrawer = () => import('./CategoryDrawerPanel');
// The drawer is a modal dialog (focus trap, scroll lock): its code comes with the first press.
const CategoryDrawerPanel = lazy(loadDrawer);

/** Wide screens' category menu under the header row. */
export function HeaderCategoryMenu() {
  const i18n = useI18n();
  const categories = useCategoryLinks();
  if (categories.length === 0) return null;
  return (
    <CategoryMenu
      categories={categories}
      label={i18n.text('shell.categories')}
      shopAllLabel={(category) => i18n.text('shell.shop_all', { category })}
      linkComponent={ShopLink}
    />
  );
}

/** Phones' menu button, and the category drawer it opens. */
export function HeaderCategoryDrawer() {
  const i18n = useI18n();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <CategoryMenuButton
        ref={button}
        label={i18n.text('shell.menu')}
        open={open}
        // A finger on the button or focus on it: the drawer's code is on its way before the press.
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      />
      {wanted ? (
        <Suspense fallback={null}>
          <CategoryDrawerPanel open={open} onOpenChange={setOpen} returnFocus={button} />
        </Suspense>
      ) : null}
    </>
  );
}
