import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField, type PasswordFieldProps } from './PasswordField.js';

function Controlled(
  props: Omit<PasswordFieldProps, 'value' | 'onValueChange'> & { initial?: string },
) {
  const [value, setValue] = useState(props.initial ?? '');
  return <PasswordField {...props} value={value} onValueChange={setValue} />;
}

// Sample results: the shop works them out with the contract's `checkPassword` as the user types.
const english = {
  AUTH_MS_PV_001: 'At least 8 characters',
  AUTH_MS_PV_002: 'At least 1 digit',
  AUTH_MS_PV_003: 'At least 1 special character (for example @, $, #)',
  AUTH_MS_PV_004: 'At least 1 lowercase and 1 uppercase letter',
  AUTH_MS_PV_005: 'Must not be the same as your email',
  AUTH_MS_PV_006: 'Must not be the same as your email or your previous 2 passwords',
};
type Code = keyof typeof english;
const checklist = (
  met: Partial<Record<Code, boolean>>,
  wording: Partial<Record<Code, string>> = {},
) =>
  (Object.entries(met) as [Code, boolean][]).map(([code, isMet]) => ({
    code,
    met: isMet,
    label: wording[code] ?? english[code],
  }));
const empty = {
  AUTH_MS_PV_001: false,
  AUTH_MS_PV_002: false,
  AUTH_MS_PV_003: false,
  AUTH_MS_PV_004: false,
  AUTH_MS_PV_005: false,
};

const meta = {
  title: 'Forms/PasswordField',
  component: Controlled,
  // The props table of the real component, from its TSDoc.
  subcomponents: { PasswordField },
  args: { label: 'Password', rules: checklist(empty) },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rules: Story = {
  args: {
    initial: 'Secret#2026',
    rules: checklist({
      AUTH_MS_PV_001: true,
      AUTH_MS_PV_002: true,
      AUTH_MS_PV_003: true,
      AUTH_MS_PV_004: true,
      AUTH_MS_PV_005: true,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-met="true"]').length).toBe(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};
export const Weak: Story = {
  args: { initial: 'abc', rules: checklist({ ...empty, AUTH_MS_PV_005: true }) },
};
export const ChangePassword: Story = {
  args: {
    initial: 'Old#Pass1',
    rules: checklist({
      AUTH_MS_PV_001: true,
      AUTH_MS_PV_002: true,
      AUTH_MS_PV_003: true,
      AUTH_MS_PV_004: true,
      AUTH_MS_PV_006: false,
    }),
  },
};
// A confirmation has no checklist: the shop passes the mismatch (AUTH_MS_PV_007) as its error.
export const Confirmation: Story = {
  args: {
    label: 'Confirm password',
    initial: 'Secret#2025',
    rules: [],
    autoComplete: 'new-password',
    error: 'Password does not match.',
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const Thai: Story = {
  globals: { language: 'th' },
  args: {
    label: 'รหัสผ่าน',
    rules: checklist(empty, {
      AUTH_MS_PV_001: 'อย่างน้อย 8 ตัวอักษร',
      AUTH_MS_PV_002: 'มีตัวเลขอย่างน้อย 1 ตัว',
      AUTH_MS_PV_003: 'มีอักขระพิเศษอย่างน้อย 1 ตัว (เช่น @, $, #)',
      AUTH_MS_PV_004: 'มีตัวพิมพ์เล็กและตัวพิมพ์ใหญ่อย่างน้อยอย่างละ 1 ตัว',
      AUTH_MS_PV_005: 'ต้องไม่ซ้ำกับอีเมล',
    }),
    labels: { show: 'แสดงรหัสผ่าน', hide: 'ซ่อนรหัสผ่าน', met: 'ผ่าน:', unmet: 'ยังไม่ผ่าน:' },
  },
};
export const Chinese: Story = {
  globals: { language: 'zh' },
  args: {
    label: '密碼',
    rules: checklist(empty, {
      AUTH_MS_PV_001: '至少 8 個字元',
      AUTH_MS_PV_002: '至少 1 個數字',
      AUTH_MS_PV_003: '至少 1 個特殊字元（例如 @、$、#）',
      AUTH_MS_PV_004: '至少 1 個小寫及 1 個大寫字母',
      AUTH_MS_PV_005: '不可與電郵地址相同',
    }),
    labels: { show: '顯示密碼', hide: '隱藏密碼', met: '已符合：', unmet: '未符合：' },
  },
};
export const Dark: Story = {
  args: {
    initial: 'Secret#',
    rules: checklist({
      AUTH_MS_PV_001: false,
      AUTH_MS_PV_002: false,
      AUTH_MS_PV_003: true,
      AUTH_MS_PV_004: true,
      AUTH_MS_PV_005: true,
    }),
  },
  globals: { theme: 'dark' },
};
