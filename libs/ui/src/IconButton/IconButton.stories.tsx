import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CloseIcon, HeartIcon, SearchIcon } from '../internal/icons.js';
import { IconButton } from './IconButton.js';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { label: 'Add to wish list', icon: <HeartIcon />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to wish list' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};
export const Primary: Story = {
  args: { variant: 'primary', label: 'Search', icon: <SearchIcon /> },
};
export const Secondary: Story = {
  args: { variant: 'secondary', label: 'Close', icon: <CloseIcon /> },
};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const Loading: Story = { args: { loading: true } };
export const Disabled: Story = { args: { disabled: true } };
export const Thai: Story = {
  globals: { language: 'th' },
  args: { label: 'เพิ่มในรายการโปรด' },
};
