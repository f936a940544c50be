import { CONSENT_COOKIE } from '@beauty/analytics';
import { importCatalogue } from '@beauty/i18n';
import { I18nProvider } from '@beauty/i18n/react';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConsentStatus } from '@beauty/analytics';
import type { RouterContext } from '../router';
import { ConsentProvider, ShopConsentBanner, useShopConsent } from './consent';

const english = await importCatalogue('en');

function Status() {
  return <p data-testid="status">{useShopConsent().status}</p>;
}

/** The shell's consent parts on a page whose server read `consent` from the cookie. */
async function renderPage(consent: ConsentStatus) {
  const root = createRootRouteWithContext<Pick<RouterContext, 'boot'>>()({
    component: () => (
      <I18nProvider country="sg" language="en" catalogue={english}>
        <ConsentProvider>
          <Status />
          <ShopConsentBanner />
        </ConsentProvider>
      </I18nProvider>
    ),
  });
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: {
      boot: {
        experiments: {
          // No visitor code: the experimentation engine is not involved here.
          visitorCode: null,
          variations: {},
          consent,
          service: {
            url: 'https://shop.test/flags-service',
            siteCode: 'beautyshop',
            environment: 'test',
          },
        },
      } as RouterContext['boot'],
    },
  });
  render(<RouterProvider router={router} />);
  return screen.findByTestId('status');
}

afterEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
});

describe('the cookie question', () => {
  it('is asked until the shopper answers; accepting keeps the answer in the consent cookie', async () => {
    const status = await renderPage('pending');
    const banner = screen.getByRole('region', { name: 'Cookie choices' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Accept cookies' }));
    expect(screen.queryByRole('region', { name: 'Cookie choices' })).toBeNull();
    expect(status.textContent).toBe('granted');
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=granted`);
  });

  it('takes a refusal just as well', async () => {
    const status = await renderPage('pending');
    await userEvent.click(screen.getByRole('button', { name: 'Refuse cookies' }));
    expect(screen.queryByRole('region', { name: 'Cookie choices' })).toBeNull();
    expect(status.textContent).toBe('denied');
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=denied`);
  });

  it('is not asked again once answered on an earlier visit', async () => {
    const status = await renderPage('denied');
    expect(status.textContent).toBe('denied');
    expect(screen.queryByRole('region', { name: 'Cookie choices' })).toBeNull();
  });
});
