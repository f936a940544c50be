import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.js';
import { Sheet } from './Sheet.js';

const meta = {
  title: 'Overlays/Sheet',
  component: Sheet,
  args: {
    title: 'Your bag (2)',
    trigger: <Button>Open bag</Button>,
    children: <p>Rouge Dior Lipstick × 1</p>,
    footer: <Button fullWidth>Check out</Button>,
  },
  argTypes: { side: { control: 'inline-radio', options: ['left', 'right', 'bottom'] } },
} satisfies Meta<typeof Sheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Right: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open bag' }));
    await expect(
      await within(document.body).findByRole('dialog', { name: 'Your bag (2)' }),
    ).toHaveAttribute('data-state', 'open');
    await userEvent.keyboard('{Escape}');
  },
};
export const Left: Story = { args: { side: 'left', title: 'Menu', defaultOpen: true } };
export const Bottom: Story = { args: { side: 'bottom', defaultOpen: true } };
export const Chinese: Story = {
  globals: { language: 'zh' },
  args: { title: '購物袋 (2)', defaultOpen: true, closeLabel: '關閉' },
};
