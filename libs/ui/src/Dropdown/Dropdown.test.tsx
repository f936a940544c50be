import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dropdown } from './Dropdown.js';

const sorts = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'newest', label: 'Newest', disabled: true },
];

describe('Dropdown', () => {
  it('is a labelled native select that reports the chosen value', async () => {
    const onValueChange = vi.fn();
    render(<Dropdown label="Sort by" options={sorts} onValueChange={onValueChange} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    expect(select.tagName).toBe('SELECT');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Relevance',
      'Price: low to high',
      'Newest',
    ]);
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'Newest' }).disabled).toBe(true);
    await userEvent.selectOptions(select, 'price-asc');
    expect(onValueChange).toHaveBeenCalledWith('price-asc');
    expect(select.value).toBe('price-asc');
  });

  it('shows the placeholder until something is chosen, and it cannot be chosen back', () => {
    render(<Dropdown label="Sort by" placeholder="Choose an order" options={sorts} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    expect(select.selectedOptions[0]?.textContent).toBe('Choose an order');
    expect(
      screen.getByRole<HTMLOptionElement>('option', { name: 'Choose an order' }).disabled,
    ).toBe(true);
  });

  it('follows a controlled value', async () => {
    function Sort() {
      const [sort, setSort] = useState('relevance');
      return (
        <>
          <Dropdown label="Sort by" options={sorts} value={sort} onValueChange={setSort} />
          <output>{sort}</output>
        </>
      );
    }
    render(<Sort />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Relevance');
    expect(screen.getByRole('status').textContent).toBe('relevance');
    await userEvent.selectOptions(screen.getByRole('combobox'), 'Price: low to high');
    expect(screen.getByRole('status').textContent).toBe('price-asc');
  });

  it('announces its error and marks itself invalid', () => {
    render(<Dropdown label="Language" options={sorts} error="Choose a language" />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe(screen.getByText('Choose a language').id);
  });
});
