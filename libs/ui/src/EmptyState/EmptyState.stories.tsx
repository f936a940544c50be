import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/index.js';
import { EmptyState } from './EmptyState.js';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'Your bag is empty',
    description: 'Discover our best sellers and new arrivals.',
    action: <Button>Shop now</Button>,
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyBag: Story = {};
export const NoProducts: Story = {
  args: {
    title: 'No products found',
    description: 'Try another search or fewer filters.',
    action: undefined,
  },
};
export const EmptyWishList: Story = {
  args: { title: 'Your wish list is empty', description: undefined },
};
export const Chinese: Story = {
  globals: { language: 'zh' },
  args: {
    title: '您的購物袋是空的',
    description: '探索我們的暢銷產品。',
    action: <Button>立即選購</Button>,
  },
};
export const Thai: Story = {
  globals: { language: 'th' },
  args: {
    title: 'ถุงของคุณว่างเปล่า',
    description: 'ค้นพบสินค้าขายดีของเรา',
    action: <Button>ช้อปเลย</Button>,
  },
};
export const Indonesian: Story = {
  globals: { language: 'id' },
  args: { title: 'Tas Anda kosong', action: <Button>Belanja sekarang</Button> },
};
