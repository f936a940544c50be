import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.js';
import { FilterModal } from './FilterModal.js';

const meta = {
  title: 'Overlays/FilterModal',
  component: FilterModal,
  args: {
    language: 'en',
    selection: { brand: ['dior'] },
    onApply: fn(),
    trigger: <Button variant="secondary">Filter</Button>,
    facets: [
      {
        id: 'brand',
        label: 'Brand',
        options: [
          { value: 'dior', label: 'Dior', count: 120 },
          { value: 'fenty', label: 'Fenty Beauty', count: 1234 },
          { value: 'gone', label: 'Discontinued brand', count: 0 },
        ],
      },
      {
        id: 'skin',
        label: 'Skin type',
        options: [
          { value: 'dry', label: 'Dry', count: 85 },
          { value: 'oily', label: 'Oily', count: 64 },
        ],
      },
    ],
  },
} satisfies Meta<typeof FilterModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filter' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Filter' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: /Fenty Beauty/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith({ brand: ['dior', 'fenty'] });
  },
};
export const Open: Story = { args: { open: true } };
export const Thai: Story = {
  globals: { language: 'th' },
  args: {
    open: true,
    language: 'th',
    labels: { title: 'ตัวกรอง', apply: 'ใช้ตัวกรอง', clear: 'ล้างทั้งหมด', close: 'ปิด' },
    selection: {},
    facets: [
      { id: 'brand', label: 'แบรนด์', options: [{ value: 'dior', label: 'ดิออร์', count: 1200 }] },
    ],
  },
};
