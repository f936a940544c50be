import type { Meta, StoryObj } from '@storybook/react-vite';
import { Rating } from './Rating.js';

const meta = {
  title: 'Display/Rating',
  component: Rating,
  args: { value: 4.6, count: 210, language: 'en' },
  argTypes: { value: { control: { type: 'range', min: 0, max: 5, step: 0.1 } } },
} satisfies Meta<typeof Rating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** No reviews yet: the words take the place of the stars, which would read as a poor rating. */
export const NoReviews: Story = { args: { value: 0, count: 0 } };
export const NoReviewsThai: Story = {
  globals: { language: 'th' },
  args: { value: 0, count: 0, language: 'th', noReviewsLabel: 'ยังไม่มีรีวิว' },
};
export const WithoutCount: Story = { args: { count: undefined, value: 3.5 } };
export const ManyReviews: Story = { args: { count: 123456, language: 'id' } };
export const Chinese: Story = {
  globals: { language: 'zh' },
  args: { language: 'zh', label: (value, count) => `評分 ${value}/5（${count ?? 0} 則評論）` },
};
