import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Rating } from '../Rating/index.js';
import { TierBadge } from '../TierBadge/index.js';
import { Price } from './Price.js';

describe('Price', () => {
  it('formats in the country currency for the language', () => {
    const { container, rerender } = render(<Price amount={1250} country="th" language="th" />);
    expect(container.textContent).toContain('1,250.00');
    expect(container.textContent).toContain('฿');
    rerender(<Price amount={500000} country="id" language="id" />);
    expect(container.textContent).toMatch(/Rp\s?500\.000/);
  });

  it('shows a sale with the original struck through and the saving', () => {
    const { container } = render(
      <Price amount={40} originalAmount={50} country="sg" language="en" showDiscount />,
    );
    expect(container.querySelector('s')?.textContent).toBe('Original price $50.00');
    expect(screen.getByText('20% off')).toBeTruthy();
  });

  it('reads Free for a zero price', () => {
    render(<Price amount={0} country="sg" language="en" />);
    expect(screen.getByText('Free')).toBeTruthy();
  });
});

describe('Rating', () => {
  it('describes the rating and clamps it to 0 to 5', () => {
    const { rerender } = render(<Rating value={4.25} count={1} language="en" />);
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5 from 1 review' })).toBeTruthy();
    rerender(<Rating value={9} language="en" />);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
  });
});

describe('TierBadge', () => {
  it.each([
    ['pink', 'Beauty Pass White', 'white'],
    ['white', 'Beauty Pass White', 'white'],
    ['black', 'Beauty Pass Black', 'black'],
    ['gold', 'Beauty Pass Gold', 'gold'],
  ] as const)('shows %s as %s', (tier, text, shown) => {
    render(<TierBadge tier={tier} />);
    expect(screen.getByText(text).getAttribute('data-tier')).toBe(shown);
  });

  it('takes translated names', () => {
    render(<TierBadge tier="gold" programme="" labels={{ gold: '金卡' }} />);
    expect(screen.getByText('金卡')).toBeTruthy();
  });
});
