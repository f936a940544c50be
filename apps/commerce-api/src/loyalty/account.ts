import {
  STAFF_DISCOUNT_PERCENT,
  type CountryCode,
  type InsiderGift,
  type LanguageCode,
  type LoyaltyAccount,
  type Tier,
} from '@beauty/commerce-sdk/contract';
import { defaultLanguage } from '@beauty/i18n';
import type { Queryable } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { toMoney } from '../money.js';
import { translatorFor } from '../translations.js';
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
 * discount (the bag's pricing gives it; this only shows it). Titles in the shopper's language.
 */
async function insiderGifts(
  db: Queryable,
  member: MemberRow,
  now: Date,
  language: LanguageCode,
): Promise<InsiderGift[]> {
  const today = localDay(now, member.country);
  const { t } = await translatorFor(language, member.country);
  const [welcome] = await db.query<{ percent_off: number | null; valid_till: string | null }>(
    'SELECT percent_off, valid_till::text AS valid_till FROM coupons WHERE code = $1',
    [WELCOME_COUPON],
  );
  const gifts: InsiderGift[] = [];
  if (welcome)
    gifts.push({
      type: 'welcome_voucher',
      title:
        welcome.percent_off === null
          ? t('gift.title.welcome_code', { code: WELCOME_COUPON })
          : t('gift.title.welcome_voucher', {
              percent: welcome.percent_off / 100,
              code: WELCOME_COUPON,
            }),
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
        title: t('gift.title.birthday_voucher'),
        validTill: endOfMonth,
        redeemed: false,
      });
    gifts.push({
      type: 'birthday_points',
      title: t('gift.title.birthday_points'),
      validTill: endOfMonth,
      redeemed: false,
    });
  }
  if (member.tier === 'gold')
    gifts.push({
      type: 'gold_welcome',
      title: t('gift.title.gold_welcome'),
      validTill: isoDay(tierYear(now, member.country).lastDay),
      redeemed: false,
    });
  if (member.is_employee)
    gifts.push({
      type: 'staff_discount',
      title: t('gift.title.staff_discount', {
        allItems: STAFF_DISCOUNT_PERCENT.allItems / 100,
        ownBrand: STAFF_DISCOUNT_PERCENT.ownBrand / 100,
      }),
      validTill: null,
      redeemed: false,
    });
  return gifts;
}

/**
 * The Beauty Pass account of a member: tier and the tier message that applies, the balance (the
 * sum of the log) and the points held by rewards in the bag, the points expiring and when, the
 * latest entries of the log and the insider gifts, written in `language` (the member's country's
 * first language unless given). Read only.
 */
export async function loyaltyAccount(
  db: Queryable,
  userId: number,
  now = new Date(),
  language?: LanguageCode,
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
    insiderGifts: await insiderGifts(db, member, now, language ?? defaultLanguage(member.country)),
  };
}
