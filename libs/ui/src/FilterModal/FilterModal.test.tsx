import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/index.js';
import { FilterModal, type Facet, type FilterSelection } from './FilterModal.js';

const facets: Facet[] = [
  {
    id: 'brand',
    label: 'Brand',
    options: [
      { value: 'dior', label: 'Dior', count: 120 },
      { value: 'fenty', label: 'Fenty Beauty', count: 1234 },
      { value: 'gone', label: 'Discontinued', count: 0 },
    ],
  },
  { id: 'skin', label: 'Skin type', options: [{ value: 'dry', label: 'Dry', count: 8 }] },
];

/** The modal with its trigger, as a listing page shows it. */
const renderFilters = (
  selection: FilterSelection,
  onApply: (chosen: FilterSelection) => void = () => {},
) =>
  render(
    <FilterModal
      facets={facets}
      selection={selection}
      onApply={onApply}
      language="en"
      trigger={<Button>Filter</Button>}
    />,
  );

describe('FilterModal', () => {
  // The sheet is a chunk of its own: compiling it on first import takes longer than a query waits.
  beforeAll(() => import('./FilterSheet.js'));

  it('lists facets with counts and applies the chosen values only on Apply', async () => {
    const onApply = vi.fn();
    renderFilters({}, onApply);
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter' });
    const fenty = within(dialog).getByRole('checkbox', { name: 'Fenty Beauty(1,234)' });
    expect(within(dialog).getByRole('checkbox', { name: 'Discontinued(0)' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.click(fenty);
    expect(onApply).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skin type' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Dry(8)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ brand: ['fenty'], skin: ['dry'] });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('starts from the filters in force and clears them all', async () => {
    const onApply = vi.fn();
    renderFilters({ brand: ['dior'] }, onApply);
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(
      (await screen.findByRole('checkbox', { name: 'Dior(120)' })).getAttribute('aria-checked'),
    ).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.getByRole('checkbox', { name: 'Dior(120)' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(screen.getByRole('button', { name: 'Clear all' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({});
  });

  it('drops an abandoned draft when closed without applying', async () => {
    renderFilters({});
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Dior(120)' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByRole('checkbox', { name: 'Dior(120)' }).getAttribute('aria-checked')).toBe(
      'false',
    );
  });

  it('opens from its trigger as a dialog button and gives focus back to it on close', async () => {
    renderFilters({});
    const trigger = screen.getByRole('button', { name: 'Filter' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Filter' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});
