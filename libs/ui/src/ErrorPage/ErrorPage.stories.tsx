import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorPage } from './ErrorPage.js';

const meta = {
  title: 'Feedback/ErrorPage',
  component: ErrorPage,
  args: { message: 'Page not found: /brands/unknown-brand' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Back to home' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};
export const ServerError: Story = { args: { statusCode: 500, message: undefined } };
export const LandingPageMissing: Story = {
  args: { title: 'landing page not found', message: undefined },
};
export const Chinese: Story = {
  globals: { language: 'zh' },
  args: { title: '找不到頁面', message: '找不到著陸頁', homeLabel: '返回首頁' },
};
export const Thai: Story = {
  globals: { language: 'th' },
  args: { title: 'ไม่พบหน้านี้', homeLabel: 'กลับหน้าแรก' },
};
export const LongPath: Story = {
  args: {
    message:
      'Page not found: /pages/makeup/lips/lipstick/limited-edition-holiday-collection-2026-with-a-very-long-slug',
  },
};
