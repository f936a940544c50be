import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/index.js';
import { CostSummary } from './CostSummary.js';

const meta = {
  title: 'Commerce/CostSummary',
  component: CostSummary,
  args: {
    title: 'Order summary',
    country: 'sg',
    language: 'en',
    rows: [
      { id: 'subtotal', label: 'Subtotal', amount: 96 },
      { id: 'discount', label: 'Discount', amount: 14.4, kind: 'discount' },
      { id: 'shipping', label: 'Shipping', amount: null, text: 'Free' },
      { id: 'total', label: 'Total', amount: 81.6, kind: 'total' },
    ],
    children: <Button>Checkout</Button>,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CostSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Bag: Story = {};
export const ShippingCharged: Story = {
  args: {
    rows: [
      { id: 'subtotal', label: 'Subtotal', amount: 20 },
      { id: 'discount', label: 'Discount', amount: 0, kind: 'discount' },
      { id: 'shipping', label: 'Shipping', amount: 5 },
      { id: 'total', label: 'Total', amount: 25, kind: 'total' },
    ],
  },
};
export const Chinese: Story = {
  globals: { language: 'zh' },
  args: {
    title: '訂單摘要',
    country: 'hk',
    language: 'zh',
    rows: [
      { id: 'subtotal', label: '小計', amount: 560 },
      { id: 'shipping', label: '運費', amount: null, text: '免費' },
      { id: 'total', label: '總額', amount: 560, kind: 'total' },
    ],
    children: <Button>結帳</Button>,
  },
};
export const Thai: Story = {
  globals: { language: 'th' },
  args: {
    title: 'สรุปคำสั่งซื้อ',
    country: 'th',
    language: 'th',
    rows: [
      { id: 'subtotal', label: 'ยอดรวมย่อย', amount: 1290 },
      { id: 'discount', label: 'ส่วนลด', amount: 129, kind: 'discount' },
      { id: 'total', label: 'ยอดรวม', amount: 1161, kind: 'total' },
    ],
    children: <Button>ชำระเงิน</Button>,
  },
};
