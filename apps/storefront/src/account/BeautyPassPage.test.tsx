import type { Reward } from '@beauty/commerce-sdk/contract';
import {
  commerceError,
  commerceHandler,
  commerceHandlers,
  fixtureAccount,
} from '@beauty/commerce-sdk/msw';
import { NotificationsProvider, preloadNotifications } from '@beauty/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInShop, testOrigin } from '../test/renderInShop';
import { BeautyPassPage } from './BeautyPassPage';

const reward = (id: number, title: string, points: number): Reward => ({
  id,
  title,
  description: `${title}, on us.`,
  image: null,
  points,
  group: points < 500 ? 'under_500' : '500_and_above',
  minimumTier: null,
  validTill: null,
  fullyRedeemed: false,
});
const rewards = [reward(1, 'Concealer mini', 200), reward(2, 'Lip gloss', 800)];

const baseUrl = testOrigin;
const server = setupServer(
  commerceHandler('rewards.list', { data: rewards, meta: { total: rewards.length } }, { baseUrl }),
  ...commerceHandlers({ baseUrl }),
);
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await preloadNotifications();
});
afterEach(() => {
  server.resetHandlers();
  document.cookie = 'jwt-data=; max-age=0; path=/';
});
afterAll(() => server.close());

const Page = () => (
  <NotificationsProvider>
    <BeautyPassPage page={1} onPageChange={() => undefined} />
  </NotificationsProvider>
);

describe('BeautyPassPage', () => {
  it('shows a guest the rewards by group and the invitation to register, with nothing to redeem', async () => {
    await renderInShop(Page);
    expect((await screen.findByTestId('members-only')).textContent).toContain(
      'Only registered Beauty Pass members can redeem rewards.',
    );
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(
      '/register?return_to=%2F',
    );
    expect(await screen.findByRole('heading', { name: 'Rewards up to 499 points' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Rewards from 500 points' })).toBeTruthy();
    expect(screen.getAllByTestId('reward')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Redeem/ })).toBeNull();
  });

  it('shows a member their tier message and labelled point log, and why a redemption was refused', async () => {
    document.cookie = 'jwt-data=signed-in; path=/';
    const account = fixtureAccount('sg');
    server.use(
      commerceHandler('account.list', { data: account }, { baseUrl }),
      commerceHandler(
        'account.pointLog.list',
        {
          data: account.loyalty.pointLog,
          meta: { total: 2, page: 1, perPage: 20, nextCursor: null },
        },
        { baseUrl },
      ),
      commerceHandler(
        'rewards.create',
        commerceError(400, 'You need 800 points to redeem this reward; you have 700', {
          points: 800,
          validPoints: 700,
        }),
        { baseUrl },
      ),
    );
    await renderInShop(Page);
    const summary = await screen.findByTestId('points-summary');
    expect(
      within(summary).getByText('You have kept your Gold membership until 31 Dec 2026.'),
    ).toBeTruthy();
    expect(within(summary).getByText('200 points will expire on 31 May 2027.')).toBeTruthy();
    const log = await screen.findAllByTestId('point-log-entry');
    expect(log.map((row) => row.children[1]?.textContent)).toEqual([
      'Purchase (order SG-20261102-0042)',
      'Review published',
    ]);
    expect(screen.queryByTestId('members-only')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Redeem Lip gloss' }));
    expect(
      await screen.findByText('You need 800 points to redeem this reward; you have 700.'),
    ).toBeTruthy();
  });
});
