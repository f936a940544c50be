import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from './Link.js';
import { safeHref } from './safeHref.js';

describe('safeHref', () => {
  it.each([
    '/brands/dior',
    '?language=th',
    '#reviews',
    'https://shop.example/a',
    'mailto:care@shop.example',
    'tel:+6560000000',
  ])('keeps %s', (href) => expect(safeHref(href)).toBe(href));

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:msgbox(1)',
  ])('refuses %s', (href) => expect(safeHref(href)).toBeUndefined());
});

describe('Link', () => {
  it('renders a safe link', () => {
    render(<Link href="/store-locations">Find a store</Link>);
    expect(screen.getByRole('link', { name: 'Find a store' }).getAttribute('href')).toBe(
      '/store-locations',
    );
  });

  it('drops a dangerous href, so there is no link to follow', () => {
    render(<Link href="javascript:alert(1)">Win a prize</Link>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Win a prize').hasAttribute('href')).toBe(false);
  });

  it('protects a new tab from the opener', () => {
    render(
      <Link href="https://example.com" target="_blank">
        Terms
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'Terms' }).getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
  });
});
