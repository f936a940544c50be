import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchDropdown, type SearchDropdownProps } from './SearchDropdown.js';

const catalogue = [
  'Rouge Dior',
  'Rouge Allure Velvet',
  'Rose Prick Eau de Parfum',
  'Rare Beauty Blush',
];

function Search(props: Partial<SearchDropdownProps> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  const [recent, setRecent] = useState(props.recentSearches ?? ['lipstick', 'vitamin c serum']);
  return (
    <div style={{ maxWidth: 480, minHeight: 320 }}>
      <SearchDropdown
        popularSearches={['sunscreen', 'perfume', 'Dior']}
        suggestions={catalogue.filter((name) =>
          name.toLowerCase().includes(value.trim().toLowerCase()),
        )}
        onSearch={fn()}
        {...props}
        recentSearches={recent}
        onClearRecent={() => setRecent([])}
        value={value}
        onValueChange={setValue}
      />
    </div>
  );
}

const meta = {
  title: 'Navigation/SearchDropdown',
  component: Search,
  subcomponents: { SearchDropdown },
} satisfies Meta<typeof Search>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RecentAndPopular: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Search' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('option', { name: 'vitamin c serum' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
export const Suggestions: Story = {
  args: { initial: 'ro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(canvas.getAllByRole('option')).toHaveLength(3);
  },
};
export const NoSuggestions: Story = {
  args: { initial: 'zzz' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox'));
  },
};
export const LoadingSuggestions: Story = {
  args: { initial: 'ro', suggestions: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching…');
  },
};
export const NoRecentSearches: Story = { args: { recentSearches: [] } };
export const Thai: Story = {
  globals: { language: 'th' },
  args: {
    recentSearches: ['ลิปสติก'],
    popularSearches: ['ครีมกันแดด', 'น้ำหอม'],
    labels: {
      input: 'ค้นหา',
      placeholder: 'ค้นหาสินค้าและแบรนด์',
      recent: 'การค้นหาล่าสุด',
      popular: 'คำค้นหายอดนิยม',
      clearRecent: 'ล้างการค้นหาล่าสุด',
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'ค้นหา' }));
  },
};
export const Chinese: Story = {
  globals: { language: 'zh' },
  args: {
    recentSearches: ['唇膏'],
    popularSearches: ['防曬', '香水'],
    labels: {
      input: '搜尋',
      placeholder: '搜尋產品及品牌',
      recent: '最近搜尋',
      popular: '熱門搜尋',
      clearRecent: '清除最近搜尋',
    },
  },
};
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox'));
  },
};
