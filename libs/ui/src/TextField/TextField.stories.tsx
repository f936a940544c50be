import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField.js';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Full name', placeholder: 'As on your ID' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await userEvent.type(input, 'Ann Tan');
    await expect(input).toHaveValue('Ann Tan');
  },
};
export const WithHint: Story = {
  args: { label: 'Phone', hint: 'We text you when your order ships.' },
};
export const WithError: Story = { args: { error: 'Full Name is required', required: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Ann Tan' } };
export const Email: Story = { args: { label: 'Email', type: 'email', error: 'Invalid email' } };
export const Chinese: Story = {
  globals: { language: 'zh' },
  args: { label: '全名', hint: '請填寫證件上的姓名' },
};
export const Thai: Story = {
  globals: { language: 'th' },
  args: { label: 'ชื่อ-นามสกุล', error: 'จำเป็นต้องกรอก' },
};
export const Indonesian: Story = {
  globals: { language: 'id' },
  args: { label: 'Nama lengkap' },
};
export const LongText: Story = {
  args: {
    label: 'Special delivery instructions for the courier, including landmarks near your address',
    hint: 'Character limit exceeded messages appear here when the note is longer than 200 characters.',
  },
};
