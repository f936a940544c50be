import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion } from './Accordion.js';

const meta = {
  title: 'Display/Accordion',
  component: Accordion,
  args: {
    items: [
      { value: 'delivery', title: 'Delivery', content: 'Free shipping on orders over S$35.' },
      { value: 'returns', title: 'Returns', content: 'Return unopened items within 30 days.' },
      { value: 'collect', title: 'Click and collect', content: 'Orders are held for 7 days.' },
    ],
  },
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Multiple: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Returns' }));
    await expect(canvas.getByRole('button', { name: 'Returns' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};
export const Single: Story = { args: { type: 'single', defaultOpen: ['delivery'] } };
export const Indonesian: Story = {
  globals: { language: 'id' },
  args: {
    defaultOpen: ['delivery'],
    items: [
      {
        value: 'delivery',
        title: 'Pengiriman',
        content: 'Gratis ongkir untuk pesanan di atas Rp500.000.',
      },
      { value: 'returns', title: 'Pengembalian', content: 'Kembalikan produk dalam 30 hari.' },
    ],
  },
};
