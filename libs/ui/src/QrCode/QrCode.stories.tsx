import type { Meta, StoryObj } from '@storybook/react-vite';
import { QrCode } from './QrCode.js';

const PROMPTPAY =
  '00020101021230570016A00000067701011201150107536000315080214KB000001234567530376454071250.005802TH6304ABCD';

const meta = {
  title: 'Commerce/QrCode',
  component: QrCode,
  args: { value: PROMPTPAY, label: 'PromptPay QR code to pay ฿1,250.00' },
  argTypes: { ecc: { control: 'inline-radio', options: ['L', 'M', 'Q', 'H'] } },
} satisfies Meta<typeof QrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PromptPay: Story = {};
export const Small: Story = { args: { size: 160 } };
export const Thai: Story = {
  globals: { language: 'th' },
  args: { label: 'QR Code พร้อมเพย์สำหรับชำระ ฿1,250.00' },
};
/** Dark modules on a light ground in the dark theme too: banking apps read it the same. */
export const Dark: Story = { globals: { theme: 'dark' } };
