import { CommerceError, hasServerMessage } from '@beauty/commerce-sdk';
import type { PromoRefusalReason } from '@beauty/commerce-sdk/contract';
import type { I18n } from '@beauty/i18n/react';

type Words = Pick<I18n, 'text' | 'formatPrice'>;
type Data = { reason?: unknown; minimumSpend?: { amount?: unknown } } | undefined;

/** Why, in the shopper's words, for each reason the API gives (the contract's list: all worded). */
const REASONS: Record<PromoRefusalReason, (i18n: Words, data: Data) => string> = {
  // An unknown code is often one typed in the wrong case.
  unknown: (i18n) => i18n.text('promo.case_sensitive'),
  not_started: (i18n) => i18n.text('promo.not_started'),
  expired: (i18n) => i18n.text('promo.has_expired'),
  combined_with_credits: (i18n) => i18n.text('promo.no_credits'),
  sign_in_required: (i18n) => i18n.text('promo.sign_in_required'),
  first_order_only: (i18n) => i18n.text('promo.first_time_only'),
  not_applicable_to_bag: (i18n) => i18n.text('promo.restricted'),
  minimum_spend: (i18n, data) => {
    const amount = data?.minimumSpend?.amount;
    return typeof amount === 'number'
      ? i18n.text('promo.min_order', { amount: i18n.formatPrice(amount) })
      : i18n.text('promo.restricted');
  },
  not_in_country: (i18n) => i18n.text('promo.not_in_country'),
  one_per_order: (i18n) => i18n.text('promo.one_per_order'),
};

const isReason = (reason: unknown): reason is PromoRefusalReason =>
  typeof reason === 'string' && Object.hasOwn(REASONS, reason);

/**
 * What the shopper reads when a promo code is refused: the spec's 'Sorry, the promotion is
 * invalid.' and, when the API says why (`data.reason`), the reason.
 */
export function promoRefusalMessage(error: unknown, i18n: Words): string {
  if (!hasServerMessage(error, 'promotionInvalid')) return i18n.text('common.something_went_wrong');
  const data = (error instanceof CommerceError ? error.data : undefined) as Data;
  const reason = data?.reason;
  return isReason(reason)
    ? `${i18n.text('promo.invalid')} ${REASONS[reason](i18n, data)}`
    : i18n.text('promo.invalid');
}
