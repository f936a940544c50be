import { CommerceError, hasServerMessage } from '@beauty/commerce-sdk';
import type { LoyaltyAccount, PointLogEntry } from '@beauty/commerce-sdk/contract';
import { pointsSourceMessage, tierMessageKey, tierNameKey, type MessageKey } from '@beauty/i18n';
import type { I18n } from '@beauty/i18n/react';

type Words = Pick<I18n, 'text' | 'formatPrice' | 'formatDate' | 'formatPercent'>;
type Untyped = (key: MessageKey, values?: Record<string, unknown>) => string;

/**
 * The tier message the API chose for the member's state (upgraded, in progress, downgraded,
 * downgrade warning, kept, highest tier), in the shopper's words with its numbers; `undefined`
 * when the catalogues have no text for that state in the member's tier.
 */
export function tierMessageText(
  i18n: Words,
  message: LoyaltyAccount['tierMessage'],
  firstName: string,
): string | undefined {
  const key = tierMessageKey(message.tier, message.kind);
  if (!key) return undefined;
  return (i18n.text as Untyped)(key, {
    name: firstName,
    amount: message.amount ? i18n.formatPrice(message.amount.amount) : '',
    date: message.date ? i18n.formatDate(message.date, { dateStyle: 'medium' }) : '',
    progress: i18n.formatPercent(message.progress / 100),
    tier: message.targetTier ? i18n.text(tierNameKey(message.targetTier)) : '',
  });
}

/**
 * What a point-log entry was for: its source's label, with the order number or product it names.
 * A source this shop does not know yet is shown as plain loyalty points.
 */
export function pointLogLabel(i18n: Pick<I18n, 'text'>, entry: PointLogEntry): string {
  const message = pointsSourceMessage(entry.source) ?? { key: 'points.source.loyalty_points' };
  return (i18n.text as Untyped)(message.key, {
    productName: message.productName ?? entry.productName ?? '',
    number: entry.orderNumber ?? '',
  });
}

const numberIn = (data: Record<string, unknown> | null, field: string): number | undefined => {
  const value = data?.[field];
  return typeof value === 'number' ? value : undefined;
};

/**
 * The shopper's words for a refused redemption of a Beauty Pass reward (on the Beauty Pass page
 * and in the bag): members only, fully redeemed, expired, not sold here, a higher tier needed, not
 * enough points (the API puts the numbers in `data`), else the generic failure.
 */
export function rewardRefusal(
  i18n: Pick<I18n, 'text' | 'formatNumber'>,
  error: unknown,
  rewardTitle = '',
): string {
  // A 403 may also be a tier the member lacks: that one carries `minimumTier`.
  const guest =
    (error instanceof CommerceError && error.statusCode === 401) ||
    hasServerMessage(error, 'membersOnly') ||
    hasServerMessage(error, 'notAuthorized');
  if (guest) return i18n.text('errors.members_only_redeem');
  if (hasServerMessage(error, 'fullyRedeemed')) return i18n.text('bag.fully_redeemed');
  if (hasServerMessage(error, 'rewardExpired')) return i18n.text('points.reward_expired');
  if (hasServerMessage(error, 'unavailableInCountry')) {
    return i18n.text('purchase.unavailable_in_country', { productName: rewardTitle });
  }
  const data = error instanceof CommerceError ? (error.data as Record<string, unknown>) : null;
  const tier = data?.minimumTier;
  if (tier === 'white' || tier === 'black' || tier === 'gold') {
    return i18n.text('points.tier_required', { tier: i18n.text(tierNameKey(tier)) });
  }
  const points = numberIn(data, 'points');
  const validPoints = numberIn(data, 'validPoints');
  if (points !== undefined && validPoints !== undefined) {
    return i18n.text('points.not_enough', { points, validPoints: i18n.formatNumber(validPoints) });
  }
  return i18n.text('common.something_went_wrong');
}
