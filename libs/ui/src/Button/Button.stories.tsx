import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button.js';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Add to bag', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onClick).toHaveBeenCalled();
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Add to wish list' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Clear all' } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg', children: 'Check out' } };
export const Loading: Story = { args: { loading: true, children: 'Paying' } };
export const Disabled: Story = { args: { disabled: true, children: 'Sold out' } };
export const FullWidth: Story = { args: { fullWidth: true } };
export const Thai: Story = {
  globals: { language: 'th' },
  args: { children: 'เพิ่มลงในถุง' },
};
export const Chinese: Story = {
  globals: { language: 'zh' },
  args: { children: '加入購物袋' },
};
export const LongText: Story = {
  args: { children: 'Add the limited-edition holiday collection gift set to my bag' },
};
