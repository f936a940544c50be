// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importCatalogue, type Language } from '../index.js';
import { I18nProvider, useI18n } from './index.js';

afterEach(cleanup);

function Probe() {
  const i18n = useI18n();
  return (
    <div>
      <h1>{i18n.t('bag.title')}</h1>
      <p data-testid="count">{i18n.t('bag.item_count', { count: 2 })}</p>
      <p data-testid="blocked">{i18n.t('payment.blocked', { link: '/help/contact' })}</p>
      <p data-testid="price">{i18n.formatPrice(1234.5)}</p>
      <p data-testid="points">{i18n.formatPoints(1200)}</p>
      <p data-testid="percent">{i18n.formatPercent(0.1)}</p>
      <p data-testid="date">{i18n.formatDate('2026-12-31T16:30:00Z')}</p>
      <a href={i18n.href('/brands')} aria-label={i18n.text('common.show_more')}>
        brands
      </a>
    </div>
  );
}

async function renderAsync(ui: ReactNode) {
  await act(async () => {
    render(<Suspense fallback={<p>loading</p>}>{ui}</Suspense>);
  });
}

describe('I18nProvider and useI18n', () => {
  it('gives English messages and Singapore formatting with a given catalogue', async () => {
    await renderAsync(
      <I18nProvider country="sg" language="en" catalogue={await importCatalogue('en')}>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Bag');
    expect(screen.getByTestId('count').textContent).toBe('2 items');
    expect(screen.getByTestId('price').textContent).toBe('$1,234.50');
    expect(screen.getByTestId('points').textContent).toBe('1,200 points');
    expect(screen.getByTestId('percent').textContent).toBe('10%');
    expect(screen.getByTestId('date').textContent).toBe('1 Jan 2027');
    expect(screen.getByRole('link', { name: 'Show more' }).getAttribute('href')).toBe('/brands');
  });

  it('renders message links as real anchors', async () => {
    await renderAsync(
      <I18nProvider country="sg" language="en">
        <Probe />
      </I18nProvider>,
    );
    const link = screen.getByRole('link', { name: 'contact customer support' });
    expect(link.getAttribute('href')).toBe('/help/contact');
    expect(screen.getByTestId('blocked').textContent).toBe(
      'Your payment was blocked. Please contact customer support.',
    );
    expect(screen.getByTestId('blocked').innerHTML).not.toContain('&lt;');
  });

  it('loads the language lazily and localises internal links', async () => {
    await renderAsync(
      <I18nProvider country="hk" language="zh">
        <Probe />
      </I18nProvider>,
    );
    expect((await screen.findByRole('heading')).textContent).toBe('購物袋');
    expect(screen.getByTestId('count').textContent).toBe('2 件貨品');
    expect(screen.getByTestId('date').textContent).toBe('2027年1月1日');
    expect(screen.getByRole('link', { name: '聯絡客戶服務' }).getAttribute('href')).toBe(
      '/help/contact?language=zh',
    );
    expect(screen.getByRole('link', { name: '顯示更多' }).getAttribute('href')).toBe(
      '/brands?language=zh',
    );
  });

  it("falls back to the country's default for a language it does not offer", async () => {
    await renderAsync(
      <I18nProvider country="th" language="zh">
        <Probe />
      </I18nProvider>,
    );
    expect((await screen.findByRole('heading')).textContent).toBe('ถุงช้อปปิ้ง');
    expect(screen.getByTestId('price').textContent).toBe('฿1,234.50');
  });

  it('logs a failed load and shows English', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn((language: Language) =>
      language === 'th' ? Promise.reject(new Error('chunk failed')) : importCatalogue(language),
    );
    const page = (
      <I18nProvider country="th" language="th" load={load}>
        <Probe />
      </I18nProvider>
    );
    await renderAsync(page);
    expect((await screen.findByRole('heading')).textContent).toBe('Bag');
    expect(screen.getByTestId('price').textContent).toBe('฿1,234.50');
    expect(error).toHaveBeenCalledWith('Failed to load the th messages', expect.any(Error));
    // Rendering again does not retry the failed language.
    cleanup();
    await renderAsync(page);
    expect((await screen.findByRole('heading')).textContent).toBe('Bag');
    expect(load).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('takes render functions and a router link for message links', async () => {
    function Links() {
      const { t } = useI18n();
      return (
        <>
          <p data-testid="fn">
            {t('order.status.delivered.description', {
              href: (chunks) => <button type="button">{chunks}</button>,
            })}
          </p>
          <p data-testid="router">{t('consent.terms', { termsLink: '/terms?section=legal' })}</p>
        </>
      );
    }
    await renderAsync(
      <I18nProvider
        country="sg"
        language="en"
        renderLink={({ href, children }) => (
          <a href={href} data-router="">
            {children}
          </a>
        )}
      >
        <Links />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Beauty Pass points' })).toBeTruthy();
    const terms = screen.getByRole('link', { name: 'Terms and Conditions' });
    expect(terms.getAttribute('href')).toBe('/terms?section=legal');
    expect(terms.hasAttribute('data-router')).toBe(true);
  });

  it('refuses dangerous link targets', async () => {
    function Bad() {
      const { t } = useI18n();
      return <p>{t('payment.blocked', { link: 'javascript:alert(1)' })}</p>;
    }
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      renderAsync(
        <I18nProvider country="sg" language="en">
          <Bad />
        </I18nProvider>,
      ),
    ).rejects.toThrow('refused protocol');
    error.mockRestore();
  });

  it('needs a provider', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useI18n needs an <I18nProvider> above it');
    error.mockRestore();
  });
});
