import type { Meta, StoryObj } from '@storybook/react-vite';
import { FreeShippingProgress } from './FreeShippingProgress.js';

const meta = {
  title: 'Commerce/FreeShippingProgress',
  component: FreeShippingProgress,
  args: { threshold: 35, remaining: 14, country: 'sg', language: 'en' },
  argTypes: { remaining: { control: { type: 'range', min: 0, max: 35, step: 1 } } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FreeShippingProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnTheWay: Story = {};
export const Reached: Story = { args: { remaining: 0 } };
export const Indonesian: Story = {
  globals: { language: 'id' },
  args: {
    threshold: 500000,
    remaining: 125000,
    country: 'id',
    language: 'id',
    labels: {
      label: 'Progres gratis ongkir',
      progress: (amount) => `Belanja ${amount} lagi untuk gratis ongkir.`,
    },
  },
};
export const Thai: Story = {
  globals: { language: 'th' },
  args: {
    threshold: 500,
    remaining: 120,
    country: 'th',
    language: 'th',
    labels: {
      label: 'ความคืบหน้าการจัดส่งฟรี',
      progress: (amount) => `ซื้อเพิ่มอีก ${amount} เพื่อรับสิทธิ์จัดส่งฟรี`,
    },
  },
};
export const Chinese: Story = {
  globals: { language: 'zh' },
  args: {
    threshold: 200,
    remaining: 50,
    country: 'hk',
    language: 'zh',
    labels: { label: '免運費進度', progress: (amount) => `再購買 ${amount} 即可享免運費。` },
  },
};
