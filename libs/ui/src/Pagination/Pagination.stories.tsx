import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination.js';

function Paged({ pageCount, start = 1 }: { pageCount: number; start?: number }) {
  const [page, setPage] = useState(start);
  return <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />;
}

const meta = {
  title: 'Navigation/Pagination',
  component: Paged,
  subcomponents: { Pagination },
  args: { pageCount: 20 },
} satisfies Meta<typeof Paged>;
export default meta;
type Story = StoryObj<typeof meta>;

export const First: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
export const Middle: Story = { args: { start: 10 } };
export const Last: Story = { args: { start: 20 } };
export const FewPages: Story = { args: { pageCount: 3 } };
export const Thai: Story = {
  globals: { language: 'th' },
  render: () => (
    <Pagination
      page={2}
      pageCount={8}
      onPageChange={() => {}}
      labels={{
        navigation: 'เลขหน้า',
        previous: 'หน้าก่อนหน้า',
        next: 'หน้าถัดไป',
        page: (page) => `หน้า ${page}`,
      }}
    />
  ),
};
