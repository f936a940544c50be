import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from './Link.js';

describe('Link', () => {
  it('renders a safe link', () => {
    render(<Link href="/store-locations">Find a store</Link>);
    expect(screen.getByRole('link', { name: 'Find a store' }).getAttribute('href')).toBe(
      '/store-locations',
    );
  });

  it.each(['javascript:alert(1)', 'java\tscript:alert(1)', '/.//evil.com'])(
    'drops the dangerous href %j, so there is no link to follow',
    (href) => {
      render(<Link href={href}>Win a prize</Link>);
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.getByText('Win a prize').hasAttribute('href')).toBe(false);
    },
  );

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
