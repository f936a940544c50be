import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox.js';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Gift wrap this order', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Gift wrap this order' });
    await userEvent.click(box);
    await expect(box).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};
export const Checked: Story = { args: { defaultChecked: true } };
export const Indeterminate: Story = { args: { checked: 'indeterminate', label: 'All brands' } };
export const WithHint: Story = { args: { hint: 'A card with your message is included.' } };
export const WithError: Story = { args: { error: 'Please choose at least one option.' } };
export const Disabled: Story = { args: { disabled: true } };
export const Chinese: Story = {
  globals: { language: 'zh' },
  args: { label: '將此訂單包裝成禮物' },
};
export const Thai: Story = {
  globals: { language: 'th' },
  args: { label: 'ห่อของขวัญสำหรับคำสั่งซื้อนี้' },
};
export const Indonesian: Story = {
  globals: { language: 'id' },
  args: { label: 'Bungkus kado pesanan ini' },
};
