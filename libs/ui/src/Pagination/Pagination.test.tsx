import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Breadcrumbs } from '../Breadcrumbs/index.js';
import { Pagination } from './Pagination.js';
import { paginationRange } from './pages.js';

describe('paginationRange', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 'gap', 5]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [3, 5, [1, 2, 3, 4, 5]],
    [10, 10, [1, 'gap', 9, 10]],
  ])('page %i of %i', (page, count, expected) => {
    expect(paginationRange(page, count)).toEqual(expected);
  });
});

describe('Pagination', () => {
  it('is a navigation landmark marking the current page, with previous and next', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} pageCount={10} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(onPageChange.mock.calls).toEqual([[2], [10]]);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} onPageChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('Breadcrumbs', () => {
  it('links each step and marks the last as the current page', () => {
    render(
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: 'Makeup', href: '/pages/makeup' },
          { label: 'Lips', href: '/pages/makeup/lips' },
        ]}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Makeup']);
    expect(screen.getByText('Lips').getAttribute('aria-current')).toBe('page');
  });
});
