import { useI18n } from '@beauty/i18n/react';
import { CategoryDrawer } from '@beauty/ui';
import type { RefObject } from 'react';
import { useCategoryLinks } from './categoryLinks';
import { ShopLink } from './ShopLink';

/**
 * Phones' category drawer: the categories, then the pages the header has no room for. Its own
 * chunk (a modal dialog's code), loaded when the menu button is first pressed.
 */
export default function CategoryDrawerPanel({
  open,
  onOpenChange,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const i18n = useI18n();
  return (
    <CategoryDrawer
      categories={useCategoryLinks()}
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      label={i18n.text('shell.categories')}
      closeLabel={i18n.text('common.close')}
      shopAllLabel={(category) => i18n.text('shell.shop_all', { category })}
      linkComponent={ShopLink}
      moreLinks={[
        { key: 'brands', label: i18n.text('shell.brands'), href: '/brands' },
        { key: 'stores', label: i18n.text('shell.stores'), href: '/store-locations' },
        {
          key: 'happening',
          label: i18n.text('shell.happening'),
          href: '/happening/store-events',
        },
        { key: 'about', label: i18n.text('shell.about'), href: '/about' },
      ]}
    />
  );
}
