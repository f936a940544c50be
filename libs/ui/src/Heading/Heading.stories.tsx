import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from './Heading.js';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  args: { level: 1, children: 'Brands A-Z' },
  argTypes: { level: { control: 'inline-radio', options: [1, 2, 3, 4] } },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Level1: Story = {};
export const Level2: Story = { args: { level: 2 } };
export const Level3: Story = { args: { level: 3 } };
export const Level4: Story = { args: { level: 4 } };
export const Thai: Story = {
  globals: { language: 'th' },
  args: { children: 'แบรนด์ทั้งหมด' },
};
export const Chinese: Story = {
  globals: { language: 'zh' },
  args: { children: '所有品牌' },
};
