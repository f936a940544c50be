import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityStepper } from './QuantityStepper.js';

const meta = {
  title: 'Forms/QuantityStepper',
  component: QuantityStepper,
  // 6: the bag's limit per addition, which the shop passes from the contract.
  args: { label: 'Quantity of Rouge Dior Lipstick', max: 6, defaultValue: 1, onValueChange: fn() },
} satisfies Meta<typeof QuantityStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AtMaximum: Story = {
  args: { defaultValue: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(canvas.getByRole('spinbutton')).toHaveAttribute('aria-valuenow', '6');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Only a maximum quantity of 6 of the item could be added to your bag',
    );
  },
};
export const LowStock: Story = { args: { max: 2, defaultValue: 2 } };
export const Disabled: Story = { args: { disabled: true } };
export const Thai: Story = {
  globals: { language: 'th' },
  args: {
    label: 'จำนวน',
    defaultValue: 6,
    labels: {
      decrease: 'ลดจำนวน',
      increase: 'เพิ่มจำนวน',
      maxReached: (max) => `เพิ่มสินค้านี้ลงในถุงได้สูงสุด ${max} ชิ้น`,
    },
  },
};
