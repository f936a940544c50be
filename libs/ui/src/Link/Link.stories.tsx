import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from './Link.js';

const meta = {
  title: 'Actions/Link',
  component: Link,
  args: { href: '/store-locations', children: 'Find a store' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NewTab: Story = {
  args: { href: 'https://example.com/terms', target: '_blank', children: 'Terms and conditions' },
};
export const DangerousHrefRefused: Story = {
  args: { href: 'javascript:alert(1)', children: 'This link has no href' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
export const Indonesian: Story = {
  globals: { language: 'id' },
  args: { children: 'Cari toko' },
};
