import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './Breadcrumbs.js';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Makeup', href: '/pages/makeup' },
      { label: 'Lips', href: '/pages/makeup/lips' },
      { label: 'Lipstick', href: '/pages/makeup/lips/lipstick' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongTrail: Story = {
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Brands', href: '/brands' },
      { label: 'Estée Lauder', href: '/brands/estee-lauder' },
      { label: 'Skincare', href: '/brands/estee-lauder/skincare' },
      {
        label: 'Serums and treatments for every skin type',
        href: '/brands/estee-lauder/skincare/serums',
      },
    ],
  },
};
export const Chinese: Story = {
  globals: { language: 'zh' },
  args: {
    label: '導覽路徑',
    items: [
      { label: '首頁', href: '/' },
      { label: '彩妝', href: '/pages/makeup' },
      { label: '唇膏', href: '/pages/makeup/lips' },
    ],
  },
};
export const Thai: Story = {
  globals: { language: 'th' },
  args: {
    items: [
      { label: 'หน้าแรก', href: '/' },
      { label: 'เมคอัพ', href: '/pages/makeup' },
      { label: 'ลิปสติก', href: '/pages/makeup/lips' },
    ],
  },
};
