import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConsentBanner } from './ConsentBanner.js';

const meta = {
  title: 'Feedback/ConsentBanner',
  component: ConsentBanner,
  args: {
    label: 'Cookie choices',
    children:
      'We use cookies to measure visits, improve the shop and show you offers that suit you. Accept or refuse them: the shop works either way.',
    acceptLabel: 'Accept cookies',
    refuseLabel: 'Refuse cookies',
    onAccept: fn(),
    onRefuse: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConsentBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Cookie choices' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Accept cookies' }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await expect(args.onRefuse).not.toHaveBeenCalled();
  },
};
export const RefusedByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Refuse cookies' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefuse).toHaveBeenCalledOnce();
  },
};
export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
export const Chinese: Story = {
  globals: { language: 'zh' },
  args: {
    label: 'Cookie 設定',
    children:
      '我們使用 Cookie 來分析瀏覽情況、改善網店，並為你提供合適的優惠。你可以接受或拒絕，網店的功能不受影響。',
    acceptLabel: '接受 Cookie',
    refuseLabel: '拒絕 Cookie',
  },
};
export const Thai: Story = {
  globals: { language: 'th' },
  args: {
    label: 'การตั้งค่าคุกกี้',
    children:
      'เราใช้คุกกี้เพื่อวัดผลการเข้าชม ปรับปรุงร้านค้า และแสดงข้อเสนอที่เหมาะกับคุณ คุณจะยอมรับหรือปฏิเสธก็ได้ ร้านค้ายังใช้งานได้ตามปกติ',
    acceptLabel: 'ยอมรับคุกกี้',
    refuseLabel: 'ปฏิเสธคุกกี้',
  },
};
