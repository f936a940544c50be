import {
  STAFF_DISCOUNT_PERCENT,
  type CountryCode,
  type InsiderGift,
  type LoyaltyAccount,
  type Tier,
} from '@beauty/commerce-sdk/contract';
import type { Queryable } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { toMoney } from '../money.js';
import { addDays, isoDay, localDay, tierYear } from './calendar.js';
import { EXPIRY_SQL, pointLogPage, pointsOnHold } from './ledger.js';
import { LoyaltyMessages } from './messages.js';
import { tierStanding } from './tiers.js';

/** Entries of the point log the account shows: the first page of `account/point-log`. */
export const ACCOUNT_LOG_ENTRIES = 20;

/** The welcome voucher is the first-order promo code of the bag's promotions. */
const WELCOME_COUPON = 'WELCOME10';

/** A Beauty Pass card number: the member's id, zero-padded behind the programme prefix. */
export const cardNumber = (userId: number) => `8800${String(userId).padStart(10, '0')}`;

interface MemberRow {
  id: number;
  tier: Tier;
  country: CountryCode;
  points: number;
  is_employee: boolean;
  birthday_month: number | null;
  expires_at: Date | string;
  orders_placed: number;
}

/** The last day of a month. */
const lastDayOf = (year: number, month: number) =>
  isoDay(addDays({ year: month === 12 ? year + 1 : year, month: (month % 12) + 1, day: 1 }, -1));

/**
 * The insider gifts of a member (spec section 3): the welcome voucher until the first order, the
 * birthday voucher in the birthday month and its double points, the gold welcome gift, the staff
 * discount (the bag's pricing gives it; this only shows it).
 */
async function insiderGifts(db: Queryable, member: MemberRow, now: Date): Promise<InsiderGift[]> {
  const today = localDay(now, member.country);
  const [welcome] = await db.query<{ description: string; valid_till: string | null }>(
    'SELECT description, valid_till::text AS valid_till FROM coupons WHERE code = $1',
    [WELCOME_COUPON],
  );
  const gifts: InsiderGift[] = [];
  if (welcome)
    gifts.push({
      type: 'welcome_voucher',
      title: `${welcome.description} (${WELCOME_COUPON})`,
      validTill: welcome.valid_till,
      redeemed: member.orders_placed > 0,
    });
  if (member.birthday_month !== null) {
    const inMonth = member.birthday_month === today.month;
    const year = member.birthday_month >= today.month ? today.year : today.year + 1;
    const endOfMonth = lastDayOf(year, member.birthday_month);
    if (inMonth)
      gifts.push({
        type: 'birthday_voucher',
        title: 'A birthday gift with any purchase this month',
        validTill: endOfMonth,
        redeemed: false,
      });
    gifts.push({
      type: 'birthday_points',
      title: 'Double points in your birthday month',
      validTill: endOfMonth,
      redeemed: false,
    });
  }
  if (member.tier === 'gold')
    gifts.push({
      type: 'gold_welcome',
      title: 'Gold welcome gift',
      validTill: isoDay(tierYear(now, member.country).lastDay),
      redeemed: false,
    });
  if (member.is_employee)
    gifts.push({
      type: 'staff_discount',
      title: `${STAFF_DISCOUNT_PERCENT.allItems}% off all items, ${STAFF_DISCOUNT_PERCENT.ownBrand}% off the own-brand collection`,
      validTill: null,
      redeemed: false,
    });
  return gifts;
}

/**
 * The Beauty Pass account of a member: tier and the tier message that applies, the balance (the
 * sum of the log) and the points held by rewards in the bag, the points expiring and when, the
 * latest entries of the log and the insider gifts. Read only.
 */
export async function loyaltyAccount(
  db: Queryable,
  userId: number,
  now = new Date(),
): Promise<LoyaltyAccount> {
  const [member] = await db.query<MemberRow>(
    `SELECT u.id, u.tier, u.country, u.points, u.is_employee,
            EXTRACT(MONTH FROM u.birthday)::int AS birthday_month, ${EXPIRY_SQL} AS expires_at,
            (SELECT count(*)::int FROM member_orders m WHERE m.user_id = u.id) AS orders_placed
     FROM users u WHERE u.id = $1`,
    [userId],
  );
  if (!member) throw new ApiError(404, LoyaltyMessages.userNotFound);
  const standing = await tierStanding(db, member, now);
  const { entries } = await pointLogPage(db, userId, { perPage: ACCOUNT_LOG_ENTRIES, offset: 0 });
  return {
    tier: member.tier,
    cardNumber: cardNumber(member.id),
    pointsBalance: member.points,
    pointsOnHold: await pointsOnHold(db, userId),
    pointsExpiring:
      member.points > 0
        ? {
            points: member.points,
            expiresAt: isoDay(localDay(new Date(member.expires_at), member.country)),
          }
        : null,
    tierPointsCounter: standing.tierPoints,
    yearSpend: {
      amount: standing.message.spend.amount,
      target:
        standing.targetMinor === null ? null : toMoney(standing.targetMinor, member.country).amount,
    },
    nextTier: standing.nextTier,
    tierMessage: standing.message,
    pointLog: entries,
    insiderGifts: await insiderGifts(db, member, now),
  };
}
