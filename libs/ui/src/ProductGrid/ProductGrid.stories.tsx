import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.js';
import { EmptyState } from '../EmptyState/index.js';
import { products, type FixtureProduct } from '../internal/stories/fixtures.js';
import { ProductCard } from '../ProductCard/index.js';
import { ProductGrid } from './ProductGrid.js';
import { ShowMore } from './ShowMore.js';

function Listing({
  loading = false,
  total = 12,
  empty = false,
}: {
  loading?: boolean;
  total?: number;
  empty?: boolean;
}) {
  const all = Array.from({ length: total }, (_, index) => ({
    ...products[index % products.length]!,
    id: `p${index}`,
  }));
  const [shown, setShown] = useState(4);
  const items = empty ? [] : all.slice(0, shown);
  return (
    <ProductGrid<FixtureProduct>
      label="Lipsticks"
      items={items}
      loading={loading}
      getKey={(item) => item.id}
      renderItem={(item) => <ProductCard {...item} country="sg" language="en" />}
      empty={
        <EmptyState
          title="No products found"
          description="Try fewer filters."
          action={<Button variant="secondary">Clear all filters</Button>}
        />
      }
      footer={
        items.length > 0 ? (
          <ShowMore
            shown={items.length}
            total={all.length}
            onShowMore={() => setShown((count) => count + 4)}
          />
        ) : null
      }
    />
  );
}

const meta = {
  title: 'Commerce/ProductGrid',
  component: Listing,
  subcomponents: { ProductGrid, ShowMore },
} satisfies Meta<typeof Listing>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithShowMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 4 of 12 products');
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 8 of 12 products');
  },
};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { empty: true } };
export const AllShown: Story = { args: { total: 4 } };
