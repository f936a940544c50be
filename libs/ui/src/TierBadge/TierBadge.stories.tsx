import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TierBadge } from './TierBadge.js';

const meta = {
  title: 'Display/TierBadge',
  component: TierBadge,
  args: { tier: 'white' },
  argTypes: { tier: { control: 'inline-radio', options: ['pink', 'white', 'black', 'gold'] } },
} satisfies Meta<typeof TierBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const White: Story = {};
export const PinkShownAsWhite: Story = {
  args: { tier: 'pink' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Beauty Pass White')).toBeVisible();
  },
};
export const Black: Story = { args: { tier: 'black' } };
export const Gold: Story = { args: { tier: 'gold' } };
export const Chinese: Story = {
  globals: { language: 'zh' },
  args: { tier: 'gold', programme: '', labels: { gold: '金卡會員' } },
};
export const Thai: Story = {
  globals: { language: 'th' },
  args: { tier: 'black', programme: '', labels: { black: 'สมาชิกระดับแบล็ก' } },
};
