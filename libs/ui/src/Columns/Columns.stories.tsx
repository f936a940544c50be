import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/index.js';
import { Columns } from './Columns.js';

const cells = ['Makeup', 'Skincare', 'Fragrance', 'Hair', 'Body', 'Tools', 'Men', 'Gifts'].map(
  (name) => (
    <Box key={name} padding="md" background="surfaceMuted">
      {name}
    </Box>
  ),
);

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  args: { columns: { mobile: 2, tablet: 3, desktop: 4 }, children: cells },
} satisfies Meta<typeof Columns>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Responsive: Story = {};
export const Three: Story = { args: { columns: 3, space: 'lg' } };
