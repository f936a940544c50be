import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CountryWelcomeOverlay } from '../CountryWelcomeOverlay/index.js';
import { EmptyState } from '../EmptyState/index.js';
import { ErrorPage } from './ErrorPage.js';

describe('ErrorPage', () => {
  it('shows a 404 with the path and a way back home', () => {
    render(<ErrorPage message="Page not found: /brands/nope" homeHref="/?language=zh" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('Page not found: /brands/nope')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe(
      '/?language=zh',
    );
  });

  it('names other failures differently', () => {
    render(<ErrorPage statusCode={500} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  });

  it('is the main landmark alone, and a plain section inside a layout that has one', () => {
    const { unmount } = render(<ErrorPage />);
    expect(screen.getByRole('main')).toBeTruthy();
    unmount();
    render(<ErrorPage as="section" />);
    expect(screen.queryByRole('main')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

describe('EmptyState', () => {
  it('shows its title, text and action', () => {
    render(
      <EmptyState
        title="Your bag is empty"
        description="Discover our best sellers."
        action={<a href="/">Shop now</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Your bag is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop now' })).toBeTruthy();
  });
});

describe('CountryWelcomeOverlay', () => {
  it('welcomes, warns when the site does not ship to the visitor, and offers the other sites', async () => {
    const onOpenChange = vi.fn();
    render(
      <CountryWelcomeOverlay
        open
        onOpenChange={onOpenChange}
        siteCountry="Singapore"
        visitorCountry="Japan"
        shipsToVisitor={false}
        sites={[{ code: 'my', name: 'Malaysia', href: 'https://my.shop.example' }]}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Welcome to our Singapore site' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'The Singapore site does not ship to Japan.',
    );
    expect(screen.getByRole('link', { name: 'Malaysia' }).getAttribute('href')).toBe(
      'https://my.shop.example',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue to the Singapore site' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
