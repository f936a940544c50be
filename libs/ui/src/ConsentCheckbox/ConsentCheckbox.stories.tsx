import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConsentCheckbox } from './ConsentCheckbox.js';

const meta = {
  title: 'Forms/ConsentCheckbox',
  component: ConsentCheckbox,
  args: {
    requirement: 'compulsory',
    label: 'I agree to the collection and use of my personal data',
  },
  argTypes: {
    requirement: { control: 'inline-radio', options: ['compulsory', 'mandatory', 'optional'] },
  },
} satisfies Meta<typeof ConsentCheckbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Compulsory: Story = {};
export const ThirdParties: Story = {
  args: { label: 'I agree to the disclosure of my personal data to third parties' },
};
export const OverFourteen: Story = {
  args: { requirement: 'mandatory', label: 'I am over 14 years old' },
};
export const Marketing: Story = {
  args: { requirement: 'optional', label: 'Send me news, offers and happenings' },
};
export const MissingError: Story = {
  args: { showError: true, checked: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Please tick this box to continue.'),
    ).toBeVisible();
  },
};
export const Thai: Story = {
  globals: { language: 'th' },
  args: {
    label: 'ฉันยินยอมให้เก็บและใช้ข้อมูลส่วนบุคคลของฉัน',
    labels: { required: '(จำเป็น)', optional: '(ไม่บังคับ)' },
  },
};
