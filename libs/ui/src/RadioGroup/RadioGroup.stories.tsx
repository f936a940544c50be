import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup.js';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Delivery option',
    defaultValue: 'standard',
    options: [
      { value: 'standard', label: 'Standard delivery', description: '3-5 working days' },
      { value: 'express', label: 'Express delivery', description: 'Next working day' },
      { value: 'collect', label: 'Click and collect', description: 'Held for 7 days' },
    ],
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const express = canvas.getByRole('radio', { name: 'Express delivery' });
    await userEvent.click(express);
    await expect(express).toBeChecked();
    // The browser's own radios: arrow keys move and select within the group.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Click and collect' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Click and collect' })).toHaveFocus();
    await expect(express).not.toBeChecked();
  },
};
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const DisabledOption: Story = {
  args: {
    options: [
      { value: 'standard', label: 'Standard delivery' },
      {
        value: 'collect',
        label: 'Click and collect',
        disabled: true,
        description: 'Not available for gift cards',
      },
    ],
  },
};
export const WithError: Story = { args: { defaultValue: undefined, error: 'Required field' } };
export const Indonesian: Story = {
  globals: { language: 'id' },
  args: {
    label: 'Metode pengiriman',
    options: [
      { value: 'standard', label: 'Pengiriman standar', description: '3-5 hari kerja' },
      { value: 'express', label: 'Pengiriman ekspres' },
    ],
  },
};
export const Thai: Story = {
  globals: { language: 'th' },
  args: {
    label: 'วิธีการจัดส่ง',
    options: [
      { value: 'standard', label: 'จัดส่งแบบมาตรฐาน', description: '3-5 วันทำการ' },
      { value: 'express', label: 'จัดส่งด่วน' },
    ],
  },
};
