import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchDropdown, type SearchDropdownProps } from './SearchDropdown.js';

function Harness(props: Partial<SearchDropdownProps> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <SearchDropdown
      value={value}
      onValueChange={setValue}
      onSearch={props.onSearch ?? (() => {})}
      recentSearches={['lipstick', 'serum']}
      popularSearches={['sunscreen']}
      suggestions={
        value
          ? ['Rouge Dior', 'Rouge Allure'].filter((s) =>
              s.toLowerCase().includes(value.toLowerCase()),
            )
          : []
      }
      {...props}
    />
  );
}

const active = () => {
  const input = screen.getByRole('combobox');
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('SearchDropdown', () => {
  it('is a combobox that opens a listbox of recent and popular searches on focus', async () => {
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Search' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(screen.getByRole('group', { name: 'Recent searches' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Popular searches' })).toBeTruthy();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'lipstick',
      'serum',
      'sunscreen',
    ]);
  });

  it('moves through the options with the arrow keys, wrapping, with focus kept in the input', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe('lipstick');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe('sunscreen');
    expect(screen.getByRole('option', { name: 'sunscreen' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe('lipstick');
    await userEvent.keyboard('{ArrowUp}');
    expect(active()).toBe('sunscreen');
    expect(document.activeElement).toBe(screen.getByRole('combobox'));
  });

  it('searches for the active option on Enter, filling the input and closing', async () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSearch).toHaveBeenCalledWith('serum');
    expect(screen.getByRole('combobox')).toHaveProperty('value', 'serum');
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('false');
  });

  it('shows suggestions while typing, with the match marked, and searches the typed text on Enter', async () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('combobox'), 'rouge');
    expect(screen.getByRole('group', { name: 'Suggestions' })).toBeTruthy();
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(screen.getAllByRole('option')[0]!.querySelector('mark')?.textContent).toBe('Rouge');
    await userEvent.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledWith('rouge');
  });

  it('says when nothing matches', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByRole('combobox'), 'zzz');
    expect(screen.getByRole('status').textContent).toBe('No suggestions for "zzz"');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('says the suggestions are coming, not that nothing matches, while they load', async () => {
    const { rerender } = render(
      <Harness suggestions={[]} loading labels={{ loading: 'Loading…' }} />,
    );
    await userEvent.type(screen.getByRole('combobox'), 'rouge');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByText(/No suggestions/)).toBeNull();
    expect(screen.getByRole('listbox').getAttribute('aria-busy')).toBe('true');

    rerender(<Harness suggestions={[]} labels={{ loading: 'Loading…' }} />);
    expect(screen.getByRole('status').textContent).toBe('No suggestions for "rouge"');
    expect(screen.getByRole('listbox').getAttribute('aria-busy')).toBe('false');
  });

  it('keeps the suggestions shown while the next ones load', async () => {
    render(<Harness suggestions={['Rouge Dior']} loading />);
    await userEvent.type(screen.getByRole('combobox'), 'rouge d');
    expect(screen.getByRole('option', { name: 'Rouge Dior' })).toBeDefined();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes on Escape, then clears on a second Escape', async () => {
    render(<Harness initial="rouge" />);
    const input = screen.getByRole('combobox');
    await userEvent.click(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input).toHaveProperty('value', 'rouge');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveProperty('value', '');
  });

  it('chooses an option by click and clears recent searches', async () => {
    const onSearch = vi.fn();
    const onClearRecent = vi.fn();
    render(<Harness onSearch={onSearch} onClearRecent={onClearRecent} />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(screen.getByRole('button', { name: 'Clear recent searches' }));
    expect(onClearRecent).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('option', { name: 'sunscreen' }));
    expect(onSearch).toHaveBeenCalledWith('sunscreen');
  });
});
