import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.js';
import { Dialog } from './Dialog.js';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    title: 'Remove this item?',
    description: 'Rouge Dior Lipstick will leave your bag.',
    trigger: <Button variant="secondary">Remove</Button>,
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Remove</Button>
      </>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Remove this item?' });
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};
export const Open: Story = { args: { defaultOpen: true } };
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    size: 'lg',
    title: 'Terms and conditions of the Beauty Pass programme',
    children: Array.from({ length: 20 }, (_, index) => (
      <p key={index}>
        Points expire after 18 months with no purchase or redemption. Points update up to 3 working
        days after delivery.
      </p>
    )),
  },
};
export const Thai: Story = {
  globals: { language: 'th' },
  args: {
    defaultOpen: true,
    title: 'ลบสินค้านี้หรือไม่',
    description: 'ลิปสติกจะถูกนำออกจากถุงของคุณ',
    closeLabel: 'ปิด',
  },
};
export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
