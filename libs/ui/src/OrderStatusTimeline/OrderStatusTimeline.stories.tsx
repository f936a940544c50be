import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderStatusTimeline } from './OrderStatusTimeline.js';

const meta = {
  title: 'Account/OrderStatusTimeline',
  component: OrderStatusTimeline,
  args: {
    country: 'sg',
    language: 'en',
    current: 'in_transit',
    steps: [
      { status: 'order_placed', label: 'Order placed', date: '2026-11-18T02:00:00Z' },
      { status: 'paid', label: 'Paid', date: '2026-11-18T02:05:00Z' },
      { status: 'processing', label: 'Processing', date: '2026-11-19T01:00:00Z' },
      {
        status: 'in_transit',
        label: 'In transit',
        date: '2026-11-20T06:30:00Z',
        description: 'The tracking link updates within 24 hours.',
      },
      { status: 'delivered', label: 'Delivered' },
    ],
  },
} satisfies Meta<typeof OrderStatusTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InTransit: Story = {};
export const Placed: Story = { args: { current: 'order_placed' } };
export const Delivered: Story = { args: { current: 'delivered' } };
export const PaymentFailed: Story = {
  args: {
    current: 'payment_failed',
    steps: [
      { status: 'order_placed', label: 'Order placed', date: '2026-11-18T02:00:00Z' },
      {
        status: 'payment_failed',
        label: 'Payment unsuccessful',
        problem: true,
        description: 'We have emailed you instructions to retry your payment.',
      },
    ],
  },
};
export const ClickAndCollect: Story = {
  args: {
    current: 'ready_for_pick_up',
    steps: [
      { status: 'order_placed', label: 'Order placed', date: '2026-11-18T02:00:00Z' },
      { status: 'dispatch_in_progress', label: 'Processing' },
      {
        status: 'ready_for_pick_up',
        label: 'Ready for pickup',
        description: 'Bring a device that can receive a one-time password. Held for 7 days.',
      },
      { status: 'completed', label: 'Picked up' },
    ],
  },
};
export const Thai: Story = {
  globals: { language: 'th' },
  args: {
    country: 'th',
    language: 'th',
    current: 'shipped',
    labels: { done: 'เสร็จแล้ว', current: 'สถานะปัจจุบัน', upcoming: 'ถัดไป', list: 'สถานะคำสั่งซื้อ' },
    steps: [
      { status: 'order_placed', label: 'สั่งซื้อแล้ว', date: '2026-11-18T02:00:00Z' },
      { status: 'shipped', label: 'จัดส่งแล้ว', date: '2026-11-19T02:00:00Z' },
      { status: 'delivered', label: 'ได้รับสินค้าแล้ว' },
    ],
  },
};
export const Chinese: Story = {
  globals: { language: 'zh' },
  args: {
    country: 'hk',
    language: 'zh',
    current: 'paid',
    steps: [
      { status: 'order_placed', label: '已下單', date: '2026-11-18T02:00:00Z' },
      { status: 'paid', label: '已付款', date: '2026-11-18T02:05:00Z' },
      { status: 'delivered', label: '已送達' },
    ],
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
