import {
  accountBeautyProfileGet,
  accountBeautyProfileReplace,
  accountPointLogList,
  rewardsCreate,
  rewardsList,
} from '@beauty/commerce-sdk/contract';
import { countries } from '@beauty/i18n';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { requireUser, sessionUser, type SessionUser } from '../auth/index.js';
import { lineVariant, loadVariantsBySku, pageMeta, pageWindow } from '../catalogue/index.js';
import type { Database } from '../db/database.js';
import { iso } from '../db/timestamps.js';
import { privateNoStore } from '../http/cache.js';
import { ApiError } from '../http/errors.js';
import { mount } from '../http/route.js';
import { readBeautyProfile, replaceBeautyProfile } from './beauty-profile.js';
import { pointLogPage } from './ledger.js';
import { LoyaltyMessages } from './messages.js';
import { redeemNow } from './redemptions.js';
import { loadRewards } from './rewards.js';
import { toReward } from './view.js';

/** The member who redeems: only registered members have points to spend. */
export async function redeemingMember(c: Context, db: Database): Promise<SessionUser> {
  const user = await sessionUser(c, db);
  if (!user) throw new ApiError(401, LoyaltyMessages.membersOnly);
  return user;
}

/**
 * Beauty Pass routes: the rewards catalogue and redemption outside the bag (`rewards/`), the
 * member's whole point log (`account/point-log`) and beauty profile (`account/beauty-profile`).
 */
export function loyaltyRoutes(db: Database) {
  const app = new Hono();
  // A member's rewards, points and profile are one visitor's.
  app.use('/rewards/*', privateNoStore);
  app.use('/account/*', privateNoStore);

  mount(app, rewardsList, async ({ country }) => {
    const rows = await loadRewards(db);
    const gifts = await loadVariantsBySku(
      db,
      rows.map((row) => row.sku),
      country,
    );
    const data = rows.flatMap((row) => {
      const gift = gifts.get(row.sku);
      if (!gift || gift.price === null) return [];
      return [{ ...toReward(row), image: lineVariant(gift, countries[country].currency).image }];
    });
    return { data, meta: { total: data.length } };
  });

  mount(app, rewardsCreate, async ({ c, body, country }) => {
    const user = await redeemingMember(c, db);
    const redemption = await db.transaction((tx) =>
      redeemNow(tx, { user, rewardId: body.rewardId, country }),
    );
    return {
      data: {
        id: redemption.id,
        reward: toReward(redemption.reward),
        pointsSpent: redemption.pointsSpent,
        pointsBalance: redemption.pointsBalance,
        createdAt: iso(redemption.createdAt),
      },
    };
  });

  mount(app, accountPointLogList, async ({ c, query }) => {
    const member = await requireUser(c, db);
    const window = pageWindow(query);
    const { entries, total } = await pointLogPage(db, member.id, window);
    return { data: entries, meta: pageMeta(total, window) };
  });

  mount(app, accountBeautyProfileGet, async ({ c }) => {
    const member = await requireUser(c, db);
    return { data: await readBeautyProfile(db, member.id) };
  });

  mount(app, accountBeautyProfileReplace, async ({ c, body }) => {
    const member = await requireUser(c, db);
    await db.transaction((tx) => replaceBeautyProfile(tx, member.id, body));
    return { data: await readBeautyProfile(db, member.id) };
  });

  return app;
}
