import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Dropdown } from './Dropdown.js';

const meta = {
  title: 'Forms/Dropdown',
  component: Dropdown,
  args: {
    label: 'Sort by',
    onValueChange: fn(),
    options: [
      { value: 'relevance', label: 'Relevance' },
      { value: 'price-asc', label: 'Price: low to high' },
      { value: 'price-desc', label: 'Price: high to low' },
      { value: 'newest', label: 'Newest', disabled: true },
    ],
  },
} satisfies Meta<typeof Dropdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    await userEvent.selectOptions(select, 'Price: high to low');
    await expect(select).toHaveValue('price-desc');
    await expect(args.onValueChange).toHaveBeenCalledWith('price-desc');
  },
};
export const Placeholder: Story = { args: { placeholder: 'Choose an order' } };
export const Chosen: Story = { args: { defaultValue: 'price-asc' } };
export const Disabled: Story = { args: { disabled: true } };
export const WithError: Story = { args: { error: 'Required field' } };
export const Thai: Story = {
  globals: { language: 'th' },
  args: {
    label: 'เรียงตาม',
    options: [
      { value: 'relevance', label: 'ความเกี่ยวข้อง' },
      { value: 'price-asc', label: 'ราคา: ต่ำไปสูง' },
    ],
  },
};
