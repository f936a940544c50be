import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden.js';

const meta = {
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Add to wish list' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A heart that screen readers announce as "Add to wish list"; the words are not on screen. */
export const NamesAnIconButton: Story = {
  render: (args) => (
    <button type="button">
      <span aria-hidden="true">♥</span>
      <VisuallyHidden {...args} />
    </button>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to wish list' });
    await expect(button.getBoundingClientRect().width).toBeLessThan(40);
  },
};

/** A price's "Sale price" prefix: read before the amount, not shown. */
export const PrefixesAPrice: Story = {
  args: { children: 'Sale price ' },
  render: (args) => (
    <p>
      <VisuallyHidden {...args} />
      S$30.00
    </p>
  ),
  play: async ({ canvasElement }) => {
    const price = within(canvasElement).getByText('S$30.00', { exact: false });
    await expect(price.textContent).toBe('Sale price S$30.00');
    await expect(within(canvasElement).getByText('Sale price').getBoundingClientRect().width).toBe(
      1,
    );
  },
};
