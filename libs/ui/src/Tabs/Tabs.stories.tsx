import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs.js';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    label: 'Product details',
    items: [
      {
        value: 'about',
        label: 'Description',
        content: 'A satin lipstick with 16 hours of comfort.',
      },
      { value: 'use', label: 'How to use', content: 'Apply from the centre of the lips outwards.' },
      { value: 'ingredients', label: 'Ingredients', content: 'Ricinus communis seed oil, ...' },
      { value: 'reviews', label: 'Reviews', content: 'No reviews yet.', disabled: true },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'How to use' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Apply from the centre');
  },
};
export const Chinese: Story = {
  globals: { language: 'zh' },
  args: {
    label: '產品詳情',
    items: [
      { value: 'about', label: '產品描述', content: '絲緞質地唇膏，持久舒適。' },
      { value: 'use', label: '使用方法', content: '由唇中央向外塗抹。' },
    ],
  },
};
export const Thai: Story = {
  globals: { language: 'th' },
  args: {
    label: 'รายละเอียดสินค้า',
    items: [
      { value: 'about', label: 'รายละเอียด', content: 'ลิปสติกเนื้อซาตินติดทนนาน' },
      { value: 'use', label: 'วิธีใช้', content: 'ทาจากกลางริมฝีปากออกไปด้านนอก' },
    ],
  },
};
