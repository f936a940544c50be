import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton.js';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  argTypes: {
    shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] },
    width: { control: 'inline-radio', options: ['full', 'threeQuarters', 'half', 'quarter'] },
  },
  decorators: [
    (Story) => (
      <section style={{ maxWidth: 240 }} aria-busy="true" aria-label="Loading">
        <Story />
      </section>
    ),
  ],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const Image: Story = { args: { shape: 'rect' } };
export const Avatar: Story = { args: { shape: 'circle' } };
export const HalfLine: Story = { args: { width: 'half' } };
