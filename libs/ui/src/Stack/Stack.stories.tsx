import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Text/index.js';
import { Stack } from './Stack.js';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    space: 'md',
    children: ['Armani Beauty', 'Milk Makeup', 'This Works'].map((name) => (
      <Text key={name}>{name}</Text>
    )),
  },
  argTypes: {
    space: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] },
    align: { control: 'inline-radio', options: ['left', 'center', 'right'] },
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Tight: Story = { args: { space: 'xxs' } };
export const Centered: Story = { args: { align: 'center' } };
