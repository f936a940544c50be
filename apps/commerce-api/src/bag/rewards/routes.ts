import {
  cartBeautyPassOffersCreate,
  cartBeautyPassOffersList,
  rewardsCreate,
  rewardsList,
} from '@beauty/commerce-sdk/contract';
import { countries } from '@beauty/i18n';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { sessionUser, type SessionUser } from '../../auth/index.js';
import { lineVariant, loadVariantsBySku } from '../../catalogue/index.js';
import type { Database } from '../../db/database.js';
import { iso } from '../../db/timestamps.js';
import { ApiError } from '../../http/errors.js';
import { mount } from '../../http/route.js';
import { cartView } from '../cart-view.js';
import { BagMessages } from '../rules.js';
import { changeBag, readBag } from '../visitor.js';
import { redeemReward } from './redeem.js';
import { loadRewards } from './rewards.js';
import { beautyPassView, toReward } from './view.js';

/** The member who redeems: only members have points to spend. */
async function redeemingMember(c: Context, db: Database): Promise<SessionUser> {
  const user = await sessionUser(c, db);
  if (!user) throw new ApiError(401, BagMessages.membersOnly);
  return user;
}

/** Beauty Pass rewards: offered with the bag and redeemed into it, and `rewards/` outside it. */
export function rewardRoutes(db: Database) {
  const app = new Hono();

  mount(app, cartBeautyPassOffersList, async ({ c, country }) => {
    const offers = beautyPassView(await readBag(db, c, country));
    return { data: offers, meta: { total: offers.length } };
  });

  mount(app, cartBeautyPassOffersCreate, async ({ c, body, country }) => {
    const user = await redeemingMember(c, db);
    const state = await changeBag(db, c, country, async (tx, bagId) => {
      const [line] = await tx.query('SELECT 1 FROM cart_lines WHERE cart_id = $1 LIMIT 1', [bagId]);
      if (!line) throw new ApiError(400, BagMessages.samplesUnavailable);
      await redeemReward(tx, { user, rewardId: body.offerId, country, bagId });
    });
    return { data: cartView(state) };
  });

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
      return [
        {
          ...toReward(row),
          image: lineVariant(gift, countries[country].currency).image,
        },
      ];
    });
    return { data, meta: { total: data.length } };
  });

  mount(app, rewardsCreate, async ({ c, body, country }) => {
    const user = await redeemingMember(c, db);
    const redemption = await db.transaction((tx) =>
      redeemReward(tx, { user, rewardId: body.rewardId, country }),
    );
    if (!redemption) throw new Error('A redemption outside a bag always happens');
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

  return app;
}
