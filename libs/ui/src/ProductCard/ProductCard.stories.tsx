import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { products } from '../internal/stories/fixtures.js';
import { ProductCard } from './ProductCard.js';

const [rouge, serum] = products;

const meta = {
  title: 'Commerce/ProductCard',
  component: ProductCard,
  args: {
    ...rouge,
    country: 'sg',
    language: 'en',
    wishListed: false,
    onWishListChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnSale: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Add Rouge Dior Lipstick to wish list' }),
    );
    await expect(args.onWishListChange).toHaveBeenCalledWith(true);
  },
};
export const WishListed: Story = { args: { wishListed: true } };
export const OutOfStock: Story = { args: { outOfStock: true } };
export const LongName: Story = { args: { ...serum } };
export const NoRating: Story = {
  args: { rating: undefined, reviewCount: undefined, originalPrice: undefined },
};
export const NoReviewsYet: Story = { args: { rating: 0, reviewCount: 0 } };
export const WithoutWishList: Story = { args: { wishListed: undefined } };
export const HongKongChinese: Story = {
  globals: { language: 'zh' },
  args: {
    name: '迪奧藍星唇膏',
    brand: 'Dior',
    country: 'hk',
    language: 'zh',
    price: 360,
    originalPrice: 400,
    badges: ['新品'],
    labels: { addToWishList: '加入願望清單' },
  },
};
export const Thailand: Story = {
  globals: { language: 'th' },
  args: {
    name: 'ลิปสติก รูจ ดิออร์',
    brand: 'Dior',
    country: 'th',
    language: 'th',
    price: 1650,
    originalPrice: undefined,
    badges: ['ใหม่'],
    labels: { addToWishList: 'เพิ่มในรายการโปรด' },
  },
};
export const Indonesia: Story = {
  globals: { language: 'id' },
  args: {
    country: 'id',
    language: 'id',
    price: 650000,
    originalPrice: 720000,
    labels: { addToWishList: 'Tambah ke wishlist' },
  },
};
export const Dark: Story = { args: { wishListed: true }, globals: { theme: 'dark' } };
