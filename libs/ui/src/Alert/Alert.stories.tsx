import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from '../Link/index.js';
import { Alert } from './Alert.js';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { tone: 'danger', title: 'Authentication failed.' },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WrongPassword: Story = {};
export const SignInBlocked: Story = {
  args: {
    title: 'This sign-in attempt was blocked.',
    children: (
      <>
        Please <Link href="/about">contact customer support</Link> and quote this reference ID:
        SI-4F2A9C01D3
      </>
    ),
  },
};
export const ResetLinkSent: Story = {
  args: {
    tone: 'info',
    title:
      'If an account exists for jane@example.com, you will receive an email with a link to reset your password.',
  },
};
export const PasswordChanged: Story = {
  args: {
    tone: 'success',
    title: 'Your password has been changed. Please sign in with your new password.',
  },
};
export const Chinese: Story = {
  globals: { language: 'zh' },
  args: {
    title: '此登入嘗試已被阻止。',
    children: '請聯絡客戶服務並提供以下參考編號：SI-4F2A9C01D3',
  },
};
export const Thai: Story = {
  globals: { language: 'th' },
  args: { tone: 'success', title: 'เปลี่ยนรหัสผ่านแล้ว โปรดเข้าสู่ระบบด้วยรหัสผ่านใหม่' },
};
export const Indonesian: Story = {
  globals: { language: 'id' },
  args: { tone: 'info', title: 'Periksa email Anda untuk tautan atur ulang kata sandi.' },
};
