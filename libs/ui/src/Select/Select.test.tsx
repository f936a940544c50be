import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select.js';

describe('Select', () => {
  it('is a labelled combobox opening a listbox, chosen by keyboard', async () => {
    const onValueChange = vi.fn();
    render(
      <Select
        label="Sort by"
        placeholder="Choose"
        onValueChange={onValueChange}
        options={[
          { value: 'relevance', label: 'Relevance' },
          { value: 'price-asc', label: 'Price: low to high' },
          { value: 'newest', label: 'Newest' },
        ]}
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Sort by' });
    expect(trigger.textContent).toContain('Choose');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Relevance',
      'Price: low to high',
      'Newest',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Newest' }));
    expect(onValueChange).toHaveBeenCalledWith('newest');
    expect(screen.getByRole('combobox').textContent).toContain('Newest');
  });

  it('gives the open menu’s style element the page’s Content-Security-Policy nonce', async () => {
    render(
      <Select
        label="Language"
        nonce="page-nonce"
        options={[
          { value: 'en', label: 'English' },
          { value: 'th', label: 'ไทย' },
        ]}
      />,
    );
    screen.getByRole('combobox', { name: 'Language' }).focus();
    await userEvent.keyboard('{Enter}');
    const styles = [...document.querySelectorAll('style')].filter((style) =>
      style.textContent?.includes('[data-radix-select-viewport]'),
    );
    expect(styles).not.toHaveLength(0);
    for (const style of styles)
      expect(style.nonce || style.getAttribute('nonce')).toBe('page-nonce');
  });
});
