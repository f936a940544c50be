import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { CategoryDrawer } from './CategoryDrawer.js';
import { CategoryMenu, CategoryMenuButton, type CategoryLink } from './CategoryNavigation.js';

const categories: CategoryLink[] = [
  {
    key: 'makeup',
    label: 'Makeup',
    href: '/pages/makeup',
    children: [
      {
        key: 'face',
        label: 'Face',
        href: '/pages/makeup/face',
        children: [
          { key: 'foundation', label: 'Foundation', href: '/pages/makeup/face/foundation' },
          { key: 'concealer', label: 'Concealer', href: '/pages/makeup/face/concealer' },
        ],
      },
      {
        key: 'eyes',
        label: 'Eyes',
        href: '/pages/makeup/eyes',
        children: [{ key: 'mascara', label: 'Mascara', href: '/pages/makeup/eyes/mascara' }],
      },
    ],
  },
  {
    key: 'skincare',
    label: 'Skincare',
    href: '/pages/skincare',
    children: [
      {
        key: 'treatments',
        label: 'Treatments',
        href: '/pages/skincare/treatments',
        children: [{ key: 'serum', label: 'Serum', href: '/pages/skincare/treatments/serum' }],
      },
    ],
  },
];

const meta = {
  title: 'Navigation/CategoryMenu',
  component: CategoryMenu,
  args: {
    categories,
    label: 'Shop by category',
    shopAllLabel: (category: string) => `Shop all ${category}`,
  },
} satisfies Meta<typeof CategoryMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Wide screens' menu (tablet and up): a top category opens its panel; Escape closes it. */
export const Desktop: Story = {};

/** Phones' menu button (below tablet width) and the drawer of categories it opens. */
export const PhoneDrawer: Story = {
  render: function PhoneDrawerStory(args) {
    const [open, setOpen] = useState(false);
    const button = useRef<HTMLButtonElement>(null);
    return (
      <>
        <CategoryMenuButton ref={button} label="Menu" open={open} onClick={() => setOpen(true)} />
        <CategoryDrawer
          {...args}
          open={open}
          onOpenChange={setOpen}
          returnFocus={button}
          moreLinks={[
            { key: 'brands', label: 'Brands', href: '/brands' },
            { key: 'stores', label: 'Stores', href: '/store-locations' },
          ]}
        />
      </>
    );
  },
};

/** Thai labels, which sit taller than Latin ones. */
export const Thai: Story = {
  globals: { language: 'th' },
  args: {
    label: 'เลือกซื้อตามหมวดหมู่',
    shopAllLabel: (category: string) => `ดู${category}ทั้งหมด`,
    categories: categories.map((top, index) => ({
      ...top,
      label: ['เมคอัพ', 'สกินแคร์'][index] ?? top.label,
    })),
  },
};
