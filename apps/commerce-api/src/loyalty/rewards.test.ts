import {
  ErrorObjectSchema,
  RewardListResponseSchema,
  RewardRedemptionResponseSchema,
} from '@beauty/commerce-sdk/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { testTokens, useTestApi } from '../test/api.js';
import { engines } from '../test/databases.js';

// `rewards/`: the catalogue and redemption outside the bag (taken at once).
describe.each(engines)('rewards on %s', (engine) => {
  const shop = useTestApi(engine);
  const { call, memberIds: users } = shop;
  const errorOf = (body: unknown) => v.parse(ErrorObjectSchema, body);
  const tokenOf = (member: string) => testTokens.sign(users[member]!);

  describe('rewards/', () => {
    it('lists rewards grouped by points, and lets only members redeem them', async () => {
      const list = v.parse(RewardListResponseSchema, (await call('rewards/')).body);
      expect(list.data.length).toBeGreaterThanOrEqual(5);
      for (const reward of list.data)
        expect(reward.group).toBe(reward.points < 500 ? 'under_500' : '500_and_above');
      const guest = await call('rewards/', {
        method: 'POST',
        body: { rewardId: list.data[0]!.id },
      });
      expect(guest.status).toBe(401);
      expect(errorOf(guest.body).message).toBe('Only registered members can redeem');
    });

    it('deducts the points, logs them, and refuses what cannot be redeemed', async () => {
      const list = v.parse(RewardListResponseSchema, (await call('rewards/')).body).data;
      const byTitle = (title: string) => list.find((reward) => reward.title.startsWith(title))!;
      const token = await tokenOf('gold');
      const [{ points: before }] = (await shop.db.query<{ points: number }>(
        'SELECT points FROM users WHERE id = $1',
        [users.gold],
      )) as [{ points: number }];
      const gift = byTitle('Gold fragrance');
      const answer = await call('rewards', { token, method: 'POST', body: { rewardId: gift.id } });
      const redemption = v.parse(RewardRedemptionResponseSchema, answer.body).data;
      expect(redemption).toMatchObject({ pointsSpent: 2500, pointsBalance: before - 2500 });
      const [log] = await shop.db.query<{ points: number; source: string }>(
        'SELECT points, source FROM point_log WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
        [users.gold],
      );
      // A tier reward (gold and above) is a level redemption.
      expect(log).toEqual({ points: -2500, source: 'level_redemption' });

      const soldOut = await call('rewards', {
        token,
        method: 'POST',
        body: { rewardId: byTitle('Limited shampoo').id },
      });
      expect(soldOut.status).toBe(409);
      expect(errorOf(soldOut.body).message).toBe('This reward has been fully redeemed');
      expect(
        (await call('rewards', { token, method: 'POST', body: { rewardId: 999_999 } })).status,
      ).toBe(404);
      expect(
        (await call('rewards', { token, method: 'POST', body: { rewardId: 'x' } })).status,
      ).toBe(400);
    });

    it('never spends more points than the member has under concurrent redemptions', async () => {
      const list = v.parse(RewardListResponseSchema, (await call('rewards/')).body).data;
      const mini = list.find((reward) => reward.title.startsWith('Deluxe concealer'))!;
      const token = await tokenOf('white');
      await shop.db.query('UPDATE users SET points = 1000 WHERE id = $1', [users.white]);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          call('rewards', { token, method: 'POST', body: { rewardId: mini.id } }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
      const [{ points }] = (await shop.db.query<{ points: number }>(
        'SELECT points FROM users WHERE id = $1',
        [users.white],
      )) as [{ points: number }];
      expect(points).toBe(0);
    });
  });
});
