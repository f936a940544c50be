import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea, type TextAreaProps } from './TextArea.js';

function Controlled(props: Omit<TextAreaProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <TextArea {...rest} value={value} onChange={(event) => setValue(event.target.value)} />;
}

const meta = {
  title: 'Forms/TextArea',
  component: Controlled,
  // The props table of the real component, from its TSDoc.
  subcomponents: { TextArea },
  args: { label: 'Anything we should know?' },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = {
  args: { description: 'Allergies, sensitive skin or a look you have in mind.' },
};
// A booking question with a limit: the counter, then the booking form's message past it.
export const CharacterLimit: Story = {
  args: { maxLength: 20, initial: 'Sensitive skin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Anything we should know?' });
    await expect(canvas.getByText('14/20')).toBeVisible();
    await userEvent.type(field, ' and dry lips');
    await expect(canvas.getByText('Character limit exceeded')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};
export const LimitExceeded: Story = {
  args: { maxLength: 20, initial: 'Sensitive skin and dry lips, please' },
};
export const WithError: Story = { args: { required: true, error: 'Required field' } };
export const Disabled: Story = { args: { disabled: true, initial: 'Booked already' } };
export const Chinese: Story = {
  globals: { language: 'zh' },
  args: {
    label: '有甚麼需要我們知道嗎？',
    maxLength: 20,
    initial: '敏感肌膚',
    labels: { counter: (count, max) => `${count}/${max} 字`, limitExceeded: '超出字數上限' },
  },
};
export const Thai: Story = {
  globals: { language: 'th' },
  args: {
    label: 'มีอะไรที่เราควรทราบไหม',
    maxLength: 10,
    initial: 'ผิวแพ้ง่ายมากค่ะ',
    labels: {
      counter: (count, max) => `${count}/${max} ตัวอักษร`,
      limitExceeded: 'เกินจำนวนตัวอักษรที่กำหนด',
    },
  },
};
export const Indonesian: Story = {
  globals: { language: 'id' },
  args: { label: 'Ada yang perlu kami ketahui?', description: 'Alergi atau kulit sensitif.' },
};
export const Dark: Story = {
  args: { maxLength: 20, initial: 'Sensitive skin' },
  globals: { theme: 'dark' },
};
