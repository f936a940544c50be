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
