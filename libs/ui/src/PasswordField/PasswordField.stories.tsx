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

const meta = {
  title: 'Forms/PasswordField',
  component: Controlled,
  // The props table of the real component, from its TSDoc.
  subcomponents: { PasswordField },
  args: { label: 'Password', email: 'ann@shop.example' },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Password'), 'Secret#2026');
    const rules = canvasElement.querySelectorAll('[data-met="true"]');
    await expect(rules.length).toBe(5);
  },
};
export const Weak: Story = { args: { initial: 'abc' } };
export const ChangePassword: Story = {
  args: { previousPasswords: ['Old#Pass1', 'Older#Pass2'], initial: 'Old#Pass1' },
};
export const Confirmation: Story = {
  args: { label: 'Confirm password', confirmationOf: 'Secret#2026', initial: 'Secret#2025' },
};
export const Disabled: Story = { args: { disabled: true } };
export const Thai: Story = {
  args: {
    label: 'รหัสผ่าน',
    ruleLabels: {
      AUTH_MS_PV_001: 'อย่างน้อย 8 ตัวอักษร',
      AUTH_MS_PV_002: 'มีตัวเลขอย่างน้อย 1 ตัว',
      AUTH_MS_PV_003: 'มีอักขระพิเศษอย่างน้อย 1 ตัว (เช่น @, $, #)',
      AUTH_MS_PV_004: 'มีตัวพิมพ์เล็กและตัวพิมพ์ใหญ่อย่างน้อยอย่างละ 1 ตัว',
      AUTH_MS_PV_005: 'ต้องไม่ซ้ำกับอีเมล',
    },
    labels: { show: 'แสดงรหัสผ่าน', hide: 'ซ่อนรหัสผ่าน', met: 'ผ่าน:', unmet: 'ยังไม่ผ่าน:' },
  },
};
export const Chinese: Story = {
  args: {
    label: '密碼',
    ruleLabels: {
      AUTH_MS_PV_001: '至少 8 個字元',
      AUTH_MS_PV_002: '至少 1 個數字',
      AUTH_MS_PV_003: '至少 1 個特殊字元（例如 @、$、#）',
      AUTH_MS_PV_004: '至少 1 個小寫及 1 個大寫字母',
      AUTH_MS_PV_005: '不可與電郵地址相同',
    },
    labels: { show: '顯示密碼', hide: '隱藏密碼', met: '已符合：', unmet: '未符合：' },
  },
};
export const Dark: Story = { args: { initial: 'Secret#' }, globals: { theme: 'dark' } };
