import type { Meta, StoryObj } from '@storybook/react-vite';
import { PointsSummary } from './PointsSummary.js';

const meta = {
  title: 'Account/PointsSummary',
  component: PointsSummary,
  args: {
    tier: 'black',
    points: 12500,
    expiringPoints: 300,
    expiryDate: '2027-03-31T04:00:00Z',
    progress: 0.62,
    progressMessage: 'Spend S$380 more by 31 Dec to reach Gold.',
    country: 'sg',
    language: 'en',
  },
  argTypes: {
    tier: { control: 'inline-radio', options: ['pink', 'white', 'black', 'gold'] },
    progress: { control: { type: 'range', min: 0, max: 1, step: 0.01 } },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PointsSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Black: Story = {};
export const NewMember: Story = {
  args: {
    tier: 'pink',
    points: 0,
    expiringPoints: undefined,
    progress: 0,
    progressMessage: undefined,
  },
};
export const GoldMaxTier: Story = {
  args: { tier: 'gold', progress: 1, progressMessage: 'You have reached the highest tier.' },
};
export const Chinese: Story = {
  globals: { language: 'zh' },
  args: {
    country: 'hk',
    language: 'zh',
    progressMessage: undefined,
    labels: {
      balance: '積分結餘',
      progress: '升級進度',
      expiring: (points, date) => `${points}將於 ${date} 到期`,
      tiers: { black: '黑卡' },
    },
  },
};
export const Thai: Story = {
  globals: { language: 'th' },
  args: {
    country: 'th',
    language: 'th',
    progressMessage: undefined,
    labels: {
      balance: 'คะแนนสะสม',
      progress: 'ความคืบหน้าสู่ระดับถัดไป',
      expiring: (points, date) => `${points} จะหมดอายุวันที่ ${date}`,
    },
  },
};
export const Indonesian: Story = {
  globals: { language: 'id' },
  args: {
    country: 'id',
    language: 'id',
    progressMessage: undefined,
    labels: { balance: 'Saldo poin' },
  },
};
