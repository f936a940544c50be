import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/index.js';

import { Inline } from './Inline.js';

const tags = ['Vegan', 'Cruelty free', 'Fragrance free', 'Clean at Sephora', 'Refillable'];

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: { space: 'xs', children: tags.map((tag) => <Badge key={tag}>{tag}</Badge>) },
  argTypes: {
    align: { control: 'inline-radio', options: ['left', 'center', 'right', 'between'] },
    alignY: { control: 'inline-radio', options: ['top', 'center', 'bottom', 'baseline'] },
  },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Centred: Story = { args: { align: 'center', space: 'md' } };
export const NoWrap: Story = { args: { noWrap: true } };
