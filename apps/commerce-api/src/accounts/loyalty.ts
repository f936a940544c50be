import type { LoyaltyAccount, PointSource, Tier } from '@beauty/commerce-sdk/contract';
import type { Database, Queryable } from '../db/database.js';
import { iso } from '../db/timestamps.js';

/** Points expire after 18 months with no purchase or redemption (spec section 9). */
export const POINTS_EXPIRY_MONTHS = 18;

/** Sources that count as activity: a purchase or a redemption keeps the points alive. */
const ACTIVITY_SOURCES: readonly PointSource[] = [
  'purchase_points',
  'purchase_points_with_order_number',
  'used_points',
  'level_redemption',
];

/**
 * Tier points of the year to reach the next tier, or to keep gold (one point per unit spent).
 * White moves to black, then gold, by spend; gold keeps its status by the same target.
 */
export const TIER_TARGETS: Readonly<Record<Tier, { next: Tier | null; target: number }>> = {
  pink: { next: 'black', target: 500 },
  white: { next: 'black', target: 500 },
  black: { next: 'gold', target: 1_500 },
  gold: { next: null, target: 1_500 },
};

interface PointRow {
  id: number;
  source: PointSource;
  points: number;
  order_number: string | null;
  product_name: string | null;
  created_at: Date | string;
}

const isoDate = (value: Date) => value.toISOString().slice(0, 10);

function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
}

/**
 * A member with points but no log yet (the seeded members, or a balance set in the sandbox)
 * gets a plausible history that sums to the balance, written once on first read.
 */
function openingLog(userId: number, balance: number, now: Date) {
  const monthsAgo = (months: number) => addMonths(now, -months).toISOString();
  const entries: {
    source: PointSource;
    points: number;
    orderNumber: string | null;
    productName: string | null;
    createdAt: string;
  }[] = [];
  const add = (
    source: PointSource,
    points: number,
    createdAt: string,
    extra: { orderNumber?: string; productName?: string } = {},
  ) =>
    entries.push({
      source,
      points,
      createdAt,
      orderNumber: extra.orderNumber ?? null,
      productName: extra.productName ?? null,
    });
  if (balance < 100) {
    add('registration_of_beauty_pass_account', balance, monthsAgo(2));
    return entries;
  }
  const redeemed = balance >= 1_000 ? Math.floor(balance / 5) : 0;
  add('registration_of_beauty_pass_account', 50, monthsAgo(14));
  add('completed_beauty_profile', 30, monthsAgo(13));
  add('online_review', 20, monthsAgo(9), { productName: 'Luminous Silk Foundation' });
  const purchased = balance + redeemed - 100;
  const first = Math.floor(purchased / 2);
  add('purchase_points_with_order_number', first, monthsAgo(8), {
    orderNumber: `R${String(userId).padStart(6, '0')}01`,
  });
  add('purchase_points_with_order_number', purchased - first, monthsAgo(3), {
    orderNumber: `R${String(userId).padStart(6, '0')}02`,
  });
  if (redeemed > 0) add('used_points', -redeemed, monthsAgo(1));
  return entries;
}

/** Writes the opening log of a member who has points and no log, once (the row lock serialises readers). */
export async function ensurePointLog(db: Database, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.query<{ points: number; has_log: boolean }>(
      `SELECT points, EXISTS (SELECT 1 FROM point_log WHERE user_id = $1) AS has_log
       FROM users WHERE id = $1 FOR UPDATE`,
      [userId],
    );
    if (!user || user.has_log || user.points === 0) return;
    const entries = openingLog(userId, user.points, new Date());
    await tx.query(
      `INSERT INTO point_log (user_id, source, points, order_number, product_name, created_at)
       SELECT $1, source, points, "orderNumber", "productName", "createdAt"
       FROM jsonb_to_recordset($2::jsonb)
         AS e(source text, points int, "orderNumber" text, "productName" text, "createdAt" timestamptz)`,
      [userId, JSON.stringify(entries)],
    );
  });
}

/** Adds one entry to a member's point log. */
export async function addPoints(
  tx: Queryable,
  userId: number,
  source: PointSource,
  points: number,
): Promise<void> {
  await tx.query('INSERT INTO point_log (user_id, source, points) VALUES ($1, $2, $3)', [
    userId,
    source,
    points,
  ]);
}

interface MemberRow {
  id: number;
  tier: Tier;
  points: number;
  is_employee: boolean;
  birthday: Date | string | null;
  created_at: Date | string;
}

/** A Beauty Pass card number: the member's id, zero-padded behind the programme prefix. */
export const cardNumber = (userId: number) => `8800${String(userId).padStart(10, '0')}`;

/** The Beauty Pass account of a member: tier, balance, expiry, tier progress, log and gifts. */
export async function loyaltyAccount(db: Database, userId: number): Promise<LoyaltyAccount> {
  await ensurePointLog(db, userId);
  const [member] = await db.query<MemberRow>(
    'SELECT id, tier, points, is_employee, birthday, created_at FROM users WHERE id = $1',
    [userId],
  );
  if (!member) throw new Error(`No member ${userId}`);
  const log = await db.query<PointRow>(
    `SELECT id, source, points, order_number, product_name, created_at
     FROM point_log WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 200`,
    [userId],
  );
  const lastActivity = log.find((entry) => ACTIVITY_SOURCES.includes(entry.source))?.created_at;
  const expiresAt = addMonths(new Date(lastActivity ?? member.created_at), POINTS_EXPIRY_MONTHS);
  const yearStart = new Date(Date.UTC(new Date().getUTCFullYear(), 0, 1));
  const tierPointsCounter = log
    .filter(
      (entry) =>
        entry.points > 0 &&
        entry.source.startsWith('purchase_points') &&
        new Date(entry.created_at) >= yearStart,
    )
    .reduce((sum, entry) => sum + entry.points, 0);
  const { next, target } = TIER_TARGETS[member.tier];
  const validTill = isoDate(addMonths(new Date(), 1));
  return {
    tier: member.tier,
    cardNumber: cardNumber(member.id),
    pointsBalance: member.points,
    pointsExpiring:
      member.points > 0 ? { points: member.points, expiresAt: isoDate(expiresAt) } : null,
    tierPointsCounter,
    yearSpend: { amount: tierPointsCounter, target },
    nextTier: next,
    pointLog: log.map((entry) => ({
      id: entry.id,
      source: entry.source,
      points: entry.points,
      createdAt: iso(entry.created_at),
      orderNumber: entry.order_number,
      productName: entry.product_name,
    })),
    insiderGifts: [
      { type: 'welcome_voucher', title: '10% off your next order', validTill, redeemed: false },
      ...(member.tier === 'gold'
        ? [
            {
              type: 'gold_welcome' as const,
              title: 'Gold welcome gift',
              validTill,
              redeemed: false,
            },
          ]
        : []),
      ...(member.birthday
        ? [
            {
              type: 'birthday_points' as const,
              title: 'Double points in your birthday month',
              validTill: null,
              redeemed: false,
            },
          ]
        : []),
      ...(member.is_employee
        ? [
            {
              type: 'staff_discount' as const,
              title: '30% off all items, 45% off the own-brand collection',
              validTill: null,
              redeemed: false,
            },
          ]
        : []),
    ],
  };
}
