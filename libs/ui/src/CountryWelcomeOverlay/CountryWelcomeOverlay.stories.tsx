import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CountryWelcomeOverlay } from './CountryWelcomeOverlay.js';

const meta = {
  title: 'Overlays/CountryWelcomeOverlay',
  component: CountryWelcomeOverlay,
  args: {
    open: true,
    onOpenChange: fn(),
    siteCountry: 'Singapore',
    sites: [
      { code: 'au', name: 'Australia', href: 'https://au.shop.example' },
      { code: 'hk', name: 'Hong Kong', href: 'https://hk.shop.example' },
      { code: 'id', name: 'Indonesia', href: 'https://id.shop.example' },
      { code: 'my', name: 'Malaysia', href: 'https://my.shop.example' },
      { code: 'nz', name: 'New Zealand', href: 'https://nz.shop.example' },
      { code: 'ph', name: 'Philippines', href: 'https://ph.shop.example' },
      { code: 'th', name: 'Thailand', href: 'https://th.shop.example' },
    ],
  },
} satisfies Meta<typeof CountryWelcomeOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Welcome: Story = {};
export const DoesNotShip: Story = {
  args: { visitorCountry: 'Japan', shipsToVisitor: false },
  play: async () => {
    await expect(await within(document.body).findByRole('alert')).toHaveTextContent(
      'does not ship to Japan',
    );
  },
};
export const Thai: Story = {
  globals: { language: 'th' },
  args: {
    siteCountry: 'ประเทศไทย',
    labels: {
      title: (country) => `ยินดีต้อนรับสู่เว็บไซต์${country}`,
      chooseSite: 'เลือกเว็บไซต์ประเทศของคุณ',
      stay: () => 'ช้อปต่อ',
      close: 'ปิด',
    },
  },
};
