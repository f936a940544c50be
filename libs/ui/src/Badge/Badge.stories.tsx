import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge.js';

const meta = {
  title: 'Display/Badge',
  component: Badge,
  args: { children: 'New' },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['neutral', 'accent', 'outline', 'sale', 'success', 'warning'],
    },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Accent: Story = { args: { tone: 'accent', children: 'Exclusive' } };
export const Outline: Story = { args: { tone: 'outline', children: 'Online only' } };
export const Sale: Story = { args: { tone: 'sale', children: '-20%' } };
export const Success: Story = { args: { tone: 'success', children: 'In stock' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Only 2 left' } };
export const Chinese: Story = {
  globals: { language: 'zh' },
  args: { children: '新品' },
};
export const Thai: Story = {
  globals: { language: 'th' },
  args: { children: 'สินค้าใหม่' },
};
export const SaleDark: Story = {
  args: { tone: 'sale', children: '-20%' },
  globals: { theme: 'dark' },
};
