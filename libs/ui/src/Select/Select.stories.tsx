import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from './Select.js';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Sort by',
    placeholder: 'Choose an order',
    options: [
      { value: 'relevance', label: 'Relevance' },
      { value: 'price-asc', label: 'Price: low to high' },
      { value: 'price-desc', label: 'Price: high to low' },
      { value: 'newest', label: 'Newest', disabled: true },
    ],
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    await expect(trigger).toHaveTextContent('Choose an order');
  },
};
export const Chosen: Story = { args: { defaultValue: 'price-asc' } };
export const Disabled: Story = { args: { disabled: true } };
export const WithError: Story = { args: { error: 'Required field' } };
export const Chinese: Story = {
  globals: { language: 'zh' },
  args: {
    label: '排序方式',
    placeholder: '請選擇',
    options: [
      { value: 'relevance', label: '相關度' },
      { value: 'price-asc', label: '價格：由低至高' },
    ],
  },
};
export const Opens: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await userEvent.keyboard('{Escape}');
  },
};
