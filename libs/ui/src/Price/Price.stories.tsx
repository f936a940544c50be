import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from './Price.js';

const meta = {
  title: 'Display/Price',
  component: Price,
  args: { amount: 52, country: 'sg', language: 'en' },
  argTypes: {
    country: { control: 'select', options: ['au', 'hk', 'id', 'my', 'nz', 'ph', 'sg', 'th'] },
    language: { control: 'inline-radio', options: ['en', 'zh', 'id', 'th'] },
  },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {};
export const OnSale: Story = { args: { originalAmount: 65, showDiscount: true } };
export const Free: Story = { args: { amount: 0 } };
export const HongKongChinese: Story = {
  globals: { language: 'zh' },
  args: { amount: 420, originalAmount: 480, country: 'hk', language: 'zh' },
};
export const Indonesia: Story = {
  globals: { language: 'id' },
  args: { amount: 500000, country: 'id', language: 'id' },
};
export const Thailand: Story = {
  globals: { language: 'th' },
  args: {
    amount: 1250,
    originalAmount: 1500,
    country: 'th',
    language: 'th',
    showDiscount: true,
    labels: { off: (percent) => `ลด ${percent}` },
  },
};
export const Philippines: Story = { args: { amount: 3000, country: 'ph' } };
export const Dark: Story = {
  args: { originalAmount: 65, showDiscount: true },
  globals: { theme: 'dark' },
};
