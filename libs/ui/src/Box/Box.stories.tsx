import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from './Box.js';

const meta = {
  title: 'Layout/Box',
  component: Box,
  args: {
    padding: 'lg',
    background: 'surfaceMuted',
    borderRadius: 'md',
    children: 'A box with padding, a muted surface and rounded corners.',
  },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Grid: Story = {
  args: {
    display: 'grid',
    gridTemplateColumns: { mobile: 2, desktop: 4 },
    gap: 'md',
    children: ['Makeup', 'Skincare', 'Fragrance', 'Hair'].map((name) => (
      <Box key={name} padding="md" background="surface" boxShadow="raised">
        {name}
      </Box>
    )),
  },
};
