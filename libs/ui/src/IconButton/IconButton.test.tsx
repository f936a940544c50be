import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Columns } from '../Columns/index.js';
import { Inline } from '../Inline/index.js';
import { CloseIcon } from '../internal/icons.js';
import { TextField } from '../TextField/index.js';
import { IconButton } from './IconButton.js';

describe('IconButton', () => {
  it('is named by its label, its icon hidden, and runs on Enter', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Close" icon={<CloseIcon />} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while loading', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Search" icon={<CloseIcon />} loading onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button').getAttribute('aria-busy')).toBe('true');
  });
});

describe('TextField', () => {
  it('labels the input and links hint and error to it', async () => {
    render(<TextField label="Full name" hint="As on your ID" error="Full Name is required" />);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['As on your ID', 'Full Name is required']);
    await userEvent.type(input, 'Ann');
    expect(input).toHaveProperty('value', 'Ann');
  });
});

describe('Inline and Columns', () => {
  it('lay out their children in order', () => {
    render(
      <>
        <Inline as="ul">
          <li>One</li>
          <li>Two</li>
        </Inline>
        <Columns as="ol" columns={{ mobile: 1, desktop: 3 }}>
          <li>A</li>
        </Columns>
      </>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'One',
      'Two',
      'A',
    ]);
  });
});
