import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProductCard, type ProductCardProps } from './ProductCard.js';

const product: ProductCardProps = {
  name: 'Rouge Dior Lipstick',
  brand: 'Dior',
  href: '/products/rouge-dior',
  imageUrl: '/images/rouge.jpg',
  price: 52,
  originalPrice: 65,
  country: 'sg',
  language: 'en',
  rating: 4.46,
  reviewCount: 210,
  badges: ['New'],
};

describe('ProductCard', () => {
  it('shows brand, linked name, sale price, rating and badges', () => {
    render(<ProductCard {...product} />);
    expect(screen.getByRole('link', { name: 'Rouge Dior Lipstick' }).getAttribute('href')).toBe(
      '/products/rouge-dior',
    );
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Rouge Dior Lipstick');
    expect(screen.getByText('Dior')).toBeTruthy();
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5 from 210 reviews' })).toBeTruthy();
    expect(screen.getByText(/Sale price/).parentElement?.textContent).toContain('$52.00');
    expect(screen.getByText(/Original price/).parentElement?.tagName).toBe('S');
    expect(screen.getByText(/Original price/).parentElement?.textContent).toContain('$65.00');
  });

  it('loads its image when scrolled near, with the page, or at once and first on the first screen', () => {
    const { container, rerender } = render(<ProductCard {...product} />);
    const image = () => container.querySelector('img')!;
    expect(image().getAttribute('loading')).toBe('lazy');
    expect(image().getAttribute('fetchpriority')).toBeNull();
    rerender(<ProductCard {...product} imageLoading="eager" />);
    expect(image().getAttribute('loading')).toBeNull();
    expect(image().getAttribute('fetchpriority')).toBeNull();
    rerender(<ProductCard {...product} imageLoading="priority" />);
    expect(image().getAttribute('loading')).toBeNull();
    expect(image().getAttribute('fetchpriority')).toBe('high');
  });

  it('says a product without reviews has none yet, in the wording given', () => {
    render(
      <ProductCard {...product} rating={0} reviewCount={0} labels={{ noReviews: '暫無評價' }} />,
    );
    expect(screen.getByText('暫無評價')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /Rated/ })).toBeNull();
  });

  it('toggles the wish list with a pressed button', async () => {
    const onWishListChange = vi.fn();
    const { rerender } = render(
      <ProductCard {...product} wishListed={false} onWishListChange={onWishListChange} />,
    );
    const toggle = screen.getByRole('button', { name: 'Add Rouge Dior Lipstick to wish list' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(onWishListChange).toHaveBeenCalledWith(true);
    rerender(<ProductCard {...product} wishListed onWishListChange={onWishListChange} />);
    expect(
      screen
        .getByRole('button', { name: 'Remove Rouge Dior Lipstick from wish list' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('marks an out-of-stock product and refuses a dangerous link', () => {
    render(<ProductCard {...product} outOfStock href="javascript:alert(1)" />);
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect(screen.getByRole('article').getAttribute('data-out-of-stock')).toBe('true');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
