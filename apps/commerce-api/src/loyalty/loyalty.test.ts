import {
  AccountResponseSchema,
  BeautyProfileResponseSchema,
  CheckoutResponseSchema,
  ErrorObjectSchema,
  OrderCreateResponseSchema,
  PointLogResponseSchema,
  RewardListResponseSchema,
  ServerMessages,
  type CountryCode,
  type OrderStatus,
  type Tier,
} from '@beauty/commerce-sdk/contract';
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../orders/index.js';
import { testTokens, useTestApi, type CallOptions } from '../test/api.js';
import { engines } from '../test/databases.js';
import { checkoutChoices } from '../test/shoppers.js';
import {
  afterWorkingDays,
  expirePoints,
  loyaltyAccount,
  postOrderPoints,
  reviewTiers,
} from './index.js';

/** Payments that always succeed: the orders of these tests are paid at once. */
const paidAtOnce: PaymentGateway = {
  async start() {
    return { status: 'paid', redirectUrl: null, instructions: null, providerReference: null };
  },
};

describe('working days', () => {
  it('counts Monday to Friday in the country’s time zone', () => {
    // Friday 10:00 in Singapore: Monday, Tuesday, Wednesday, so Thursday 00:00 there.
    expect(afterWorkingDays(new Date('2026-11-20T02:00:00Z'), 3, 'sg')).toEqual(
      new Date('2026-11-25T16:00:00Z'),
    );
    // Saturday counts from Monday too.
    expect(afterWorkingDays(new Date('2026-11-21T02:00:00Z'), 3, 'sg')).toEqual(
      new Date('2026-11-25T16:00:00Z'),
    );
    // The same instant is Thursday evening in Bangkok but Friday morning in Sydney (summer time).
    const instant = new Date('2026-11-19T14:00:00Z');
    expect(afterWorkingDays(instant, 3, 'th')).toEqual(new Date('2026-11-24T17:00:00Z'));
    expect(afterWorkingDays(instant, 3, 'au')).toEqual(new Date('2026-11-25T13:00:00Z'));
  });
});

describe.each(engines)('Beauty Pass on %s', (engine) => {
  const shop = useTestApi(engine, { paymentGateway: paidAtOnce });
  const { call, memberIds } = shop;
  const errorOf = (body: unknown) => v.parse(ErrorObjectSchema, body);
  const accountOf = async (
    token: string,
    site: { country?: CountryCode; language?: string } = {},
  ) =>
    v.parse(AccountResponseSchema, (await call('account', { token, ...site })).body).data.loyalty;

  /** A new member of their own, signed in. */
  async function newMember({
    points = 0,
    country = 'sg',
    tier = 'white',
    joined = null,
  }: { points?: number; country?: CountryCode; tier?: Tier; joined?: Date | null } = {}) {
    const [row] = await shop.db.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, first_name, last_name, country, tier, points,
         created_at, tier_since)
       VALUES ($1, 'unused', 'Test', 'Member', $2, $3, $4, coalesce($5, now()), coalesce($5, now()))
       RETURNING id`,
      [`loyalty-${randomUUID()}@example.com`, country, tier, points, joined],
    );
    return { id: row!.id, token: await testTokens.sign(row!.id) };
  }

  const logOf = (userId: number) =>
    shop.db.query<{ source: string; points: number; order_number: string | null }>(
      'SELECT source, points, order_number FROM point_log WHERE user_id = $1 ORDER BY id',
      [userId],
    );
  const balanceAndSum = async (userId: number) =>
    (
      await shop.db.query<{ points: number; sum: number }>(
        `SELECT points, (SELECT coalesce(sum(points), 0)::int FROM point_log WHERE user_id = $1) AS sum
         FROM users WHERE id = $1`,
        [userId],
      )
    )[0]!;

  let variantsTaken = 0;
  /** Variants of their own for a test: sold in Singapore, plenty of stock, no limits. */
  async function freshVariants(count: number) {
    const rows = await shop.db.query<{ id: number; price: number }>(
      `SELECT v.id, o.price::float AS price
       FROM variants v JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg'
       JOIN products p ON p.id = v.product_id JOIN brands b ON b.id = p.brand_id
       WHERE o.stock >= 50 AND v.purchase_limit IS NULL AND b.purchase_limit IS NULL
         AND o.sale_price IS NULL AND NOT b.is_own_brand AND o.price BETWEEN 30 AND 60
         AND b.slug NOT IN (SELECT brand_slug FROM brand_purchase_limits)
         AND b.slug NOT IN ('this-works', 'milk-makeup', 'beautyblender')
       ORDER BY v.id DESC LIMIT $1 OFFSET $2`,
      [count, variantsTaken],
    );
    variantsTaken += count;
    return rows;
  }

  /** Places and pays the member's bag (after `prepare`), with home delivery in Singapore. */
  async function placePaid(
    who: CallOptions,
    lines: { variantId: number; quantity: number }[],
    prepare: () => Promise<unknown> = async () => {},
  ) {
    for (const line of lines) {
      const added = await call('cart/line-items/', { ...who, method: 'POST', body: line });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }
    await prepare();
    const before = v.parse(CheckoutResponseSchema, (await call('checkout-cart/', who)).body).data;
    const put = await call('checkout-cart/', {
      ...who,
      method: 'PUT',
      body: checkoutChoices(before.revision, 'sg', 'card'),
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const { revision } = v.parse(CheckoutResponseSchema, put.body).data;
    const placed = await call('orders', {
      ...who,
      method: 'POST',
      body: { idempotencyKey: randomUUID(), revision },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return v.parse(OrderCreateResponseSchema, placed.body).data.order;
  }

  const advance = async (orderId: number, ...statuses: OrderStatus[]) => {
    for (const status of statuses) {
      const moved = await call(`sandbox/orders/${orderId}/status`, {
        method: 'POST',
        body: { status },
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
  };

  /** Delivers a paid order, as if it arrived at `at`. */
  async function deliver(orderId: number, at: Date) {
    await advance(orderId, 'order_placed', 'processing', 'shipped', 'delivered');
    await shop.db.query(
      `UPDATE order_events SET at = $2 WHERE order_id = $1 AND status = 'delivered'`,
      [orderId, at],
    );
  }

  describe('the point log', () => {
    it('is the one truth of every balance, and entries are never changed', async () => {
      const member = await newMember({ points: 300 });
      await shop.db.query('UPDATE users SET points = 250 WHERE id = $1', [member.id]);
      expect(await logOf(member.id)).toEqual([
        { source: 'loyalty_points', points: 300, order_number: null },
        { source: 'manual_points_adjustment', points: -50, order_number: null },
      ]);
      const [drift] = await shop.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM users u
         WHERE u.points <> (SELECT coalesce(sum(points), 0) FROM point_log l WHERE l.user_id = u.id)`,
      );
      expect(drift!.count).toBe(0);
      await expect(
        shop.db.query('UPDATE point_log SET points = 1000 WHERE user_id = $1', [member.id]),
      ).rejects.toThrow(/append-only/);
      // Never below zero: the database refuses it, nothing changes.
      await expect(
        shop.db.query(
          `INSERT INTO point_log (user_id, source, points) VALUES ($1, 'used_points', -251)`,
          [member.id],
        ),
      ).rejects.toThrow();
      expect(await balanceAndSum(member.id)).toEqual({ points: 250, sum: 250 });
    });

    it('pages the whole log, newest first', async () => {
      const member = await newMember();
      for (let i = 1; i <= 25; i++)
        await shop.db.query(
          `INSERT INTO point_log (user_id, source, points, created_at)
           VALUES ($1, 'bonus_points', $2, now() - make_interval(days => $3))`,
          [member.id, i, 30 - i],
        );
      const first = v.parse(
        PointLogResponseSchema,
        (await call('account/point-log?perPage=10', { token: member.token })).body,
      );
      expect(first.data.map((entry) => entry.points)).toEqual([
        25, 24, 23, 22, 21, 20, 19, 18, 17, 16,
      ]);
      expect(first.meta).toMatchObject({ total: 25, page: 1, perPage: 10 });
      expect(first.meta.nextCursor).not.toBeNull();
      const last = v.parse(
        PointLogResponseSchema,
        (await call('account/point-log?perPage=10&page=3', { token: member.token })).body,
      );
      expect(last.data.map((entry) => entry.points)).toEqual([5, 4, 3, 2, 1]);
      expect(last.meta.nextCursor).toBeNull();
      expect((await accountOf(member.token)).pointLog).toHaveLength(20);
      expect((await call('account/point-log')).status).toBe(401);
      const bad = await call('account/point-log?perPage=1000', { token: member.token });
      expect(bad.status).toBe(400);
    });
  });

  describe('points for orders', () => {
    it('post 3 working days after delivery, once, even with two sweeps at once', async () => {
      const member = await newMember();
      const [first, second] = await freshVariants(2);
      const order = await placePaid({ token: member.token }, [
        { variantId: first!.id, quantity: 1 },
        { variantId: second!.id, quantity: 1 },
      ]);
      expect(order.costSummary.pointsEarned).toBeGreaterThan(0);
      // Delivered on a Friday in Singapore: due Thursday 00:00 there (Wednesday 16:00 UTC).
      await deliver(order.id, new Date('2026-11-20T02:00:00Z'));
      expect(await postOrderPoints(shop.db, new Date('2026-11-25T15:59:00Z'))).toBe(0);
      const due = new Date('2026-11-25T16:01:00Z');
      const posted = await Promise.all([
        postOrderPoints(shop.db, due),
        postOrderPoints(shop.db, due),
      ]);
      expect(posted[0] + posted[1]).toBe(1);
      expect(await postOrderPoints(shop.db, due)).toBe(0);
      expect(await logOf(member.id)).toEqual([
        {
          source: 'purchase_points_with_order_number',
          points: order.costSummary.pointsEarned,
          order_number: order.number,
        },
      ]);
      const account = await accountOf(member.token);
      expect(account.pointsBalance).toBe(order.costSummary.pointsEarned);
      expect(account.pointLog[0]).toMatchObject({
        source: 'purchase_points_with_order_number',
        orderNumber: order.number,
      });

      // Returned after all: the points go back, once.
      await advance(order.id, 'return_requested', 'return_booked', 'returned');
      expect(await logOf(member.id)).toHaveLength(2);
      expect((await logOf(member.id))[1]).toEqual({
        source: 'purchase_points_with_order_number',
        points: -order.costSummary.pointsEarned,
        order_number: order.number,
      });
      expect(await balanceAndSum(member.id)).toEqual({ points: 0, sum: 0 });
    });

    it('never post for an order returned before they were due', async () => {
      const member = await newMember();
      const [variant] = await freshVariants(1);
      const order = await placePaid({ token: member.token }, [
        { variantId: variant!.id, quantity: 1 },
      ]);
      await deliver(order.id, new Date('2026-11-20T02:00:00Z'));
      await advance(order.id, 'return_requested', 'return_booked', 'returned');
      expect(await postOrderPoints(shop.db, new Date('2026-12-01T00:00:00Z'))).toBe(0);
      expect(await logOf(member.id)).toEqual([]);
    });

    it('double in the birthday month, as the checkout showed', async () => {
      const member = await newMember();
      const month = new Intl.DateTimeFormat('en', {
        timeZone: 'Asia/Singapore',
        month: 'numeric',
      }).format(new Date());
      await shop.db.query(`UPDATE users SET birthday = make_date(1990, $2, 1) WHERE id = $1`, [
        member.id,
        Number(month),
      ]);
      const [variant] = await freshVariants(1);
      const order = await placePaid({ token: member.token }, [
        { variantId: variant!.id, quantity: 2 },
      ]);
      const net = order.costSummary.subtotal.amount - order.costSummary.discount.amount;
      expect(order.costSummary.pointsEarned).toBe(Math.floor(net) * 2);
      await deliver(order.id, new Date('2026-11-02T02:00:00Z'));
      expect(await postOrderPoints(shop.db, new Date('2026-11-10T00:00:00Z'))).toBe(1);
      expect((await logOf(member.id))[0]!.points).toBe(order.costSummary.pointsEarned);
      const gifts = (await accountOf(member.token)).insiderGifts.map((gift) => gift.type);
      expect(gifts).toEqual(expect.arrayContaining(['birthday_voucher', 'birthday_points']));
    });
  });

  describe('expiry', () => {
    it('expires the balance 18 months after the last purchase or redemption, once', async () => {
      const member = await newMember({ points: 400, joined: new Date('2024-01-10T04:00:00Z') });
      const account = await loyaltyAccount(shop.db, member.id, new Date('2025-06-01T00:00:00Z'));
      expect(account.pointsExpiring).toEqual({ points: 400, expiresAt: '2025-07-10' });
      expect(await expirePoints(shop.db, new Date('2025-07-10T03:59:00Z'))).toBe(0);
      expect(await expirePoints(shop.db, new Date('2025-07-10T04:01:00Z'))).toBe(1);
      expect(await expirePoints(shop.db, new Date('2025-07-11T00:00:00Z'))).toBe(0);
      expect((await logOf(member.id)).at(-1)).toEqual({
        source: 'expired_points',
        points: -400,
        order_number: null,
      });
      expect((await accountOf(member.token)).pointsExpiring).toBeNull();

      // A redemption keeps points alive: 18 months from it.
      const active = await newMember({ points: 400, joined: new Date('2024-01-10T04:00:00Z') });
      await shop.db.query(
        `INSERT INTO point_log (user_id, source, points, created_at)
         VALUES ($1, 'used_points', -100, '2025-03-15T04:00:00Z')`,
        [active.id],
      );
      expect(await expirePoints(shop.db, new Date('2025-07-11T00:00:00Z'))).toBe(0);
      const kept = await loyaltyAccount(shop.db, active.id, new Date('2025-07-11T00:00:00Z'));
      expect(kept.pointsExpiring).toEqual({ points: 300, expiresAt: '2026-09-15' });
    });
  });

  describe('tiers', () => {
    const standing = async (userId: number, now: string) =>
      (await loyaltyAccount(shop.db, userId, new Date(now))).tierMessage;

    it('shows each country’s thresholds in its currency', async () => {
      const sg = await newMember({ country: 'sg' });
      const my = await newMember({ country: 'my' });
      expect(await standing(sg.id, '2026-05-01T00:00:00Z')).toMatchObject({
        kind: 'in_progress',
        tier: 'white',
        targetTier: 'black',
        amount: { amount: 300, currency: 'SGD' },
        progress: 0,
        date: '2026-12-31',
      });
      expect((await standing(my.id, '2026-05-01T00:00:00Z')).amount).toEqual({
        amount: 1_000,
        currency: 'MYR',
      });
    });

    it('upgrades on spend, then keeps or moves down one tier at the year’s review', async () => {
      const member = await newMember({ tier: 'pink', joined: new Date('2026-01-05T00:00:00Z') });
      const variants = await freshVariants(2);
      const order = await placePaid(
        { token: member.token },
        variants.map((variant) => ({ variantId: variant.id, quantity: 6 })),
      );
      const spend = order.costSummary.subtotal.amount - order.costSummary.discount.amount;
      expect(spend).toBeGreaterThanOrEqual(300);
      await deliver(order.id, new Date('2026-06-01T02:00:00Z'));
      expect(await postOrderPoints(shop.db, new Date('2026-06-10T00:00:00Z'))).toBe(1);
      expect(await standing(member.id, '2026-06-11T00:00:00Z')).toMatchObject({
        kind: 'just_upgraded',
        tier: 'black',
      });
      expect(await standing(member.id, '2026-08-01T00:00:00Z')).toMatchObject({
        kind: 'in_progress',
        tier: 'black',
        targetTier: 'gold',
        amount: { amount: 1_500 - spend, currency: 'SGD' },
        progress: Math.floor((spend * 100) / 1_500),
      });
      // Black's target to keep it (S$300) is met: kept at the review, shown from October.
      expect(await standing(member.id, '2026-10-15T00:00:00Z')).toMatchObject({
        kind: 'keep_tier',
        date: '2027-12-31',
      });

      const gold = await newMember({ tier: 'gold', joined: new Date('2026-01-05T00:00:00Z') });
      expect((await standing(gold.id, '2026-06-01T00:00:00Z')).kind).toBe('max_tier');
      expect(await standing(gold.id, '2026-11-01T00:00:00Z')).toMatchObject({
        kind: 'downgrade_warning',
        amount: { amount: 1_000, currency: 'SGD' },
        date: '2026-12-31',
      });

      // New year in Singapore: each is reviewed once, whatever sweeps run.
      const review = new Date('2026-12-31T16:30:00Z');
      await Promise.all([reviewTiers(shop.db, review), reviewTiers(shop.db, review)]);
      await reviewTiers(shop.db, review);
      const tiers = await shop.db.query<{ id: number; tier: Tier }>(
        'SELECT id, tier FROM users WHERE id = ANY($1::int[]) ORDER BY id',
        [[member.id, gold.id]],
      );
      expect(tiers).toEqual([
        { id: member.id, tier: 'black' },
        { id: gold.id, tier: 'black' },
      ]);
      const [reviews] = await shop.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM tier_changes WHERE user_id = ANY($1::int[]) AND review_year = 2026',
        [[member.id, gold.id]],
      );
      expect(reviews!.count).toBe(2);
      // No carry-over: the new year starts from nothing.
      expect(await standing(gold.id, '2027-01-02T00:00:00Z')).toMatchObject({
        kind: 'just_downgraded',
        tier: 'black',
        targetTier: 'gold',
        amount: { amount: 1_500, currency: 'SGD' },
        date: '2027-12-31',
      });
      expect(await standing(member.id, '2027-03-01T00:00:00Z')).toMatchObject({
        kind: 'in_progress',
        spend: { amount: 0, currency: 'SGD' },
      });
    });
  });

  describe('rewards', () => {
    it('are grouped under 499 points and from 500, and only members redeem them', async () => {
      const list = v.parse(RewardListResponseSchema, (await call('rewards/')).body).data;
      for (const reward of list)
        expect(reward.group).toBe(reward.points < 500 ? 'under_500' : '500_and_above');
      expect(new Set(list.map((reward) => reward.group))).toEqual(
        new Set(['under_500', '500_and_above']),
      );
      for (const [path, body] of [
        ['rewards/', { rewardId: list[0]!.id }],
        ['cart/beauty-pass-offers/', { offerId: list[0]!.id }],
      ] as const) {
        const guest = await call(path, { method: 'POST', body, device: `test-${randomUUID()}` });
        expect(guest.status).toBe(401);
        expect(errorOf(guest.body).message).toBe(ServerMessages.membersOnly);
      }
    });

    it('take the points when the order is placed and give them back when it is cancelled', async () => {
      const member = await newMember({ points: 1_000 });
      const rewards = v.parse(RewardListResponseSchema, (await call('rewards/')).body).data;
      const mini = rewards.find((reward) => reward.title.startsWith('Deluxe concealer'))!;
      const [variant] = await freshVariants(1);
      const order = await placePaid(
        { token: member.token },
        [{ variantId: variant!.id, quantity: 1 }],
        async () => {
          const held = await call('cart/beauty-pass-offers', {
            token: member.token,
            method: 'POST',
            body: { offerId: mini.id },
          });
          expect(held.status, JSON.stringify(held.body)).toBe(200);
          const account = await accountOf(member.token);
          expect(account).toMatchObject({ pointsBalance: 1_000, pointsOnHold: mini.points });
        },
      );
      expect(order.lines.some((line) => line.kind === 'reward')).toBe(true);
      expect(await accountOf(member.token)).toMatchObject({
        pointsBalance: 1_000 - mini.points,
        pointsOnHold: 0,
      });
      expect((await logOf(member.id)).at(-1)).toEqual({
        source: 'used_points',
        points: -mini.points,
        order_number: order.number,
      });
      await advance(order.id, 'order_cancelled');
      expect((await logOf(member.id)).at(-1)).toEqual({
        source: 'used_points',
        points: mini.points,
        order_number: order.number,
      });
      expect(await balanceAndSum(member.id)).toEqual({ points: 1_000, sum: 1_000 });
    });

    it('refuse an order whose held rewards its points no longer cover, changing nothing', async () => {
      const member = await newMember({ points: 400 });
      const rewards = v.parse(RewardListResponseSchema, (await call('rewards/')).body).data;
      const mini = rewards.find((reward) => reward.title.startsWith('Eyeliner'))!;
      const who = { token: member.token };
      const [variant] = await freshVariants(1);
      await call('cart/line-items/', {
        ...who,
        method: 'POST',
        body: { variantId: variant!.id, quantity: 1 },
      });
      expect(
        (
          await call('cart/beauty-pass-offers', {
            ...who,
            method: 'POST',
            body: { offerId: mini.id },
          })
        ).status,
      ).toBe(200);
      // The points went elsewhere meanwhile (a sandbox edit).
      await shop.db.query('UPDATE users SET points = 100 WHERE id = $1', [member.id]);
      const before = v.parse(CheckoutResponseSchema, (await call('checkout-cart/', who)).body).data;
      const put = await call('checkout-cart/', {
        ...who,
        method: 'PUT',
        body: checkoutChoices(before.revision, 'sg', 'card'),
      });
      const { revision, blockers } = v.parse(CheckoutResponseSchema, put.body).data;
      const shortfall = `You need ${mini.points} points to redeem this reward; you have 100`;
      expect(blockers).toEqual([shortfall]);
      const refused = await call('orders', {
        ...who,
        method: 'POST',
        body: { idempotencyKey: randomUUID(), revision },
      });
      expect(refused.status).toBe(400);
      expect(errorOf(refused.body).message).toBe(shortfall);
      const [orders] = await shop.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM orders WHERE user_id = $1',
        [member.id],
      );
      expect(orders!.count).toBe(0);
      expect(await balanceAndSum(member.id)).toEqual({ points: 100, sum: 100 });
    });

    it('are fully redeemed when their units run out', async () => {
      const [reward] = await shop.db.query<{ id: number }>(
        `INSERT INTO beauty_pass_rewards (title, description, sku, points, remaining, position)
         SELECT 'Last one', 'One unit only.', sku, 100, 1, 99 FROM beauty_pass_rewards
         WHERE title LIKE 'Deluxe concealer%' RETURNING id`,
      );
      const first = await newMember({ points: 500 });
      const second = await newMember({ points: 500 });
      const redeem = (token: string) =>
        call('rewards/', { token, method: 'POST', body: { rewardId: reward!.id } });
      expect((await redeem(first.token)).status).toBe(200);
      const soldOut = await redeem(second.token);
      expect(soldOut.status).toBe(409);
      expect(errorOf(soldOut.body).message).toBe(ServerMessages.fullyRedeemed);
      const list = v.parse(RewardListResponseSchema, (await call('rewards/')).body).data;
      expect(list.find((row) => row.id === reward!.id)?.fullyRedeemed).toBe(true);
      expect(await balanceAndSum(second.id)).toEqual({ points: 500, sum: 500 });
    });

    it('refuses a reward past its valid-till date, taking nothing', async () => {
      const [reward] = await shop.db.query<{ id: number }>(
        `INSERT INTO beauty_pass_rewards (title, description, sku, points, remaining, position, valid_till)
         SELECT 'Gone', 'Was for last month.', sku, 100, 10, 98, current_date - 1 FROM beauty_pass_rewards
         WHERE title LIKE 'Deluxe concealer%' RETURNING id`,
      );
      const member = await newMember({ points: 500 });
      const refused = await call('rewards/', {
        token: member.token,
        method: 'POST',
        body: { rewardId: reward!.id },
      });
      expect(refused.status).toBe(400);
      expect(errorOf(refused.body).message).toBe(ServerMessages.rewardExpired);
      expect(await balanceAndSum(member.id)).toEqual({ points: 500, sum: 500 });
    });
  });

  describe('insider gifts', () => {
    it('show the staff discount the bag gives, the welcome voucher and the gold gift', async () => {
      const staff = await accountOf(await testTokens.sign(memberIds.staff!));
      expect(staff.insiderGifts).toContainEqual({
        type: 'staff_discount',
        title: '30% off all items, 45% off the own-brand collection',
        validTill: null,
        redeemed: false,
      });
      expect(staff.insiderGifts.map((gift) => gift.type)).toContain('welcome_voucher');
      expect(staff.insiderGifts).toContainEqual(
        expect.objectContaining({
          type: 'welcome_voucher',
          title: '10% off your first order with the code WELCOME10',
        }),
      );
      const gold = await newMember({ tier: 'gold' });
      expect((await accountOf(gold.token)).insiderGifts).toContainEqual(
        expect.objectContaining({
          type: 'gold_welcome',
          title: 'A gift to welcome you to Gold, with your next purchase',
        }),
      );
    });

    it('are titled in the language of the request', async () => {
      const token = await testTokens.sign(memberIds.staff!);
      const titles = async (country: CountryCode, language: string) =>
        Object.fromEntries(
          (await accountOf(token, { country, language })).insiderGifts.map((gift) => [
            gift.type,
            gift.title,
          ]),
        );
      expect(await titles('th', 'th')).toMatchObject({
        staff_discount: 'ลด 30% ทุกรายการ และลด 45% สำหรับคอลเลกชันแบรนด์ของเรา',
        welcome_voucher: 'ลด 10% สำหรับคำสั่งซื้อแรกด้วยโค้ด WELCOME10',
      });
      expect(await titles('hk', 'zh')).toMatchObject({
        staff_discount: '全店貨品 30% 折扣，自家品牌系列 45% 折扣',
      });
      expect((await titles('id', 'id')).staff_discount).toBe(
        'Diskon 30% untuk semua produk, 45% untuk koleksi merek sendiri',
      );
    });
  });

  describe('account/beauty-profile', () => {
    const complete = {
      skinType: 'combination',
      skinTone: 'medium',
      skinConcerns: ['pores', 'dullness'],
      hairType: 'wavy',
      hairConcerns: [],
      eyeColour: 'brown',
      fragranceFamilies: ['floral'],
    };

    it('reads and replaces the profile, with points once when it is complete', async () => {
      const member = await newMember();
      const who = { token: member.token };
      const empty = v.parse(
        BeautyProfileResponseSchema,
        (await call('account/beauty-profile', who)).body,
      ).data;
      expect(empty).toMatchObject({ skinType: null, skinConcerns: [], completed: false });
      const partial = await call('account/beauty-profile', {
        ...who,
        method: 'PUT',
        body: { ...complete, eyeColour: null },
      });
      expect(v.parse(BeautyProfileResponseSchema, partial.body).data.completed).toBe(false);
      expect(await logOf(member.id)).toEqual([]);
      for (let i = 0; i < 2; i++) {
        const saved = await call('account/beauty-profile', {
          ...who,
          method: 'PUT',
          body: complete,
        });
        expect(v.parse(BeautyProfileResponseSchema, saved.body).data).toMatchObject({
          ...complete,
          completed: true,
        });
      }
      expect(await logOf(member.id)).toEqual([
        { source: 'completed_beauty_profile', points: 50, order_number: null },
      ]);
    });

    it('refuses bad choices with 400 and changes nothing', async () => {
      const member = await newMember();
      const who = { token: member.token };
      await call('account/beauty-profile', { ...who, method: 'PUT', body: complete });
      for (const body of [
        { ...complete, skinType: 'scaly' },
        { ...complete, skinConcerns: Array(11).fill('pores') },
        { ...complete, hairType: undefined },
        'not json',
      ]) {
        const refused = await call('account/beauty-profile', { ...who, method: 'PUT', body });
        expect(refused.status, JSON.stringify(body)).toBe(400);
      }
      const bad = await call('account/beauty-profile', {
        ...who,
        method: 'PUT',
        body: { ...complete, skinType: 'scaly' },
      });
      expect(errorOf(bad.body).data).toMatchObject({
        issues: { nested: { skinType: ['Invalid value'] } },
      });
      const kept = v.parse(
        BeautyProfileResponseSchema,
        (await call('account/beauty-profile', who)).body,
      );
      expect(kept.data).toMatchObject(complete);
      expect((await call('account/beauty-profile')).status).toBe(401);
    });
  });
});
