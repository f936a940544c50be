import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProductGrid } from './ProductGrid.js';
import { ShowMore } from './ShowMore.js';

const items = [
  { id: 'a', name: 'Serum' },
  { id: 'b', name: 'Toner' },
];

describe('ProductGrid', () => {
  it('lists the products in a named section', () => {
    render(
      <ProductGrid
        label="Skincare"
        items={items}
        getKey={(item) => item.id}
        renderItem={(item) => item.name}
      />,
    );
    expect(screen.getByRole('region', { name: 'Skincare' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Serum',
      'Toner',
    ]);
  });

  it('tells each item its place, whether it is in the first row a first screen shows, and how its image loads', () => {
    const many = Array.from({ length: 6 }, (_, index) => ({ id: String(index) }));
    render(
      <ProductGrid
        label="Skincare"
        items={many}
        getKey={(item) => item.id}
        renderItem={(item, { index, firstRow, imageLoading }) =>
          `${item.id}:${index}:${firstRow}:${imageLoading}`
        }
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '0:0:true:priority',
      '1:1:true:priority',
      '2:2:true:eager',
      '3:3:true:eager',
      '4:4:false:lazy',
      '5:5:false:lazy',
    ]);
  });

  it('is busy with placeholders while loading, and shows the empty state when there is nothing', () => {
    const { rerender } = render(
      <ProductGrid
        label="Skincare"
        items={[]}
        loading
        placeholderCount={3}
        getKey={String}
        renderItem={String}
      />,
    );
    expect(screen.getByRole('region').getAttribute('aria-busy')).toBe('true');
    expect(document.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(3);
    rerender(
      <ProductGrid
        label="Skincare"
        items={[]}
        getKey={String}
        renderItem={String}
        empty={<p>No products found</p>}
      />,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByText('No products found')).toBeTruthy();
  });
});

describe('ShowMore', () => {
  it('says how many are shown and loads more until all are', async () => {
    const onShowMore = vi.fn();
    const { rerender } = render(<ShowMore shown={24} total={60} onShowMore={onShowMore} />);
    expect(screen.getByRole('status').textContent).toBe('Showing 24 of 60 products');
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(onShowMore).toHaveBeenCalledTimes(1);
    rerender(<ShowMore shown={48} total={60} onShowMore={onShowMore} loading />);
    expect(screen.getByRole('button', { name: 'Show more' }).getAttribute('aria-busy')).toBe(
      'true',
    );
    rerender(<ShowMore shown={60} total={60} onShowMore={onShowMore} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
