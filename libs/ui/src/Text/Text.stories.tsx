import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from './Text.js';

const meta = {
  title: 'Typography/Text',
  component: Text,
  args: { children: 'Free shipping on orders over S$35.' },
  argTypes: {
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg'] },
    tone: { control: 'inline-radio', options: ['default', 'muted', 'sale', 'success', 'danger'] },
    weight: { control: 'inline-radio', options: ['regular', 'medium', 'bold'] },
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {};
export const Muted: Story = { args: { tone: 'muted', size: 'sm' } };
export const Sale: Story = { args: { tone: 'sale', weight: 'bold', children: 'S$42.00' } };
export const Thai: Story = {
  globals: { language: 'th' },
  args: { children: 'จัดส่งฟรีเมื่อสั่งซื้อครบ ฿500' },
};
export const Chinese: Story = {
  globals: { language: 'zh' },
  args: { children: '訂單滿 HK$200 即享免費送貨' },
};
export const Indonesian: Story = {
  globals: { language: 'id' },
  args: { children: 'Gratis ongkir untuk pesanan di atas Rp500.000' },
};
