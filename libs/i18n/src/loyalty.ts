import type { NamedPointSource, TierMessageKind } from '@beauty/commerce-sdk/contract';
import type { MessageKey } from './messages.js';

/** Loyalty tiers as the API sends them; pink is an older name for white. */
export const LOYALTY_TIERS = ['pink', 'white', 'black', 'gold'] as const;
/** A loyalty tier as sent by the API. */
export type LoyaltyTier = (typeof LOYALTY_TIERS)[number];
/** A tier as shown to shoppers. */
export type ShownTier = Exclude<LoyaltyTier, 'pink'>;

/** The situations tier messages cover, in the order of the contract's `TierMessageKindSchema`. */
export const TIER_MESSAGES = [
  'just_upgraded',
  'in_progress',
  'just_downgraded',
  'downgrade_warning',
  'keep_tier',
  'max_tier',
] as const satisfies readonly TierMessageKind[];
/** A situation a tier message covers. */
export type TierMessage = (typeof TIER_MESSAGES)[number];

/** The tier shown for an API tier: pink is treated as white. */
export function shownTier(tier: LoyaltyTier): ShownTier {
  return tier === 'pink' ? 'white' : tier;
}

// Which situations can happen per tier: white is the entry tier and gold the highest.
const tierMessages: Record<ShownTier, readonly TierMessage[]> = {
  white: ['in_progress', 'just_downgraded'],
  black: ['just_upgraded', 'in_progress', 'just_downgraded', 'downgrade_warning', 'keep_tier'],
  gold: ['just_upgraded', 'downgrade_warning', 'keep_tier', 'max_tier'],
};

/** The key of the tier's name, e.g. `tier.name.white` for pink. */
export function tierNameKey(tier: LoyaltyTier): MessageKey {
  return `tier.name.${shownTier(tier)}` as MessageKey;
}

/** The key of a tier message, or undefined when the situation cannot happen in that tier. */
export function tierMessageKey(tier: LoyaltyTier, message: TierMessage): MessageKey | undefined {
  const shown = shownTier(tier);
  return tierMessages[shown].includes(message)
    ? (`tier.${shown}.${message}` as MessageKey)
    : undefined;
}

/**
 * The message of each point-log source the contract names, keyed by its union: a source added
 * there without a message in the catalogues, or one it drops, does not compile.
 */
const pointsSourceKeys = {
  manual_points_adjustment: 'points.source.manual_points_adjustment',
  level_redemption: 'points.source.level_redemption',
  expired_points: 'points.source.expired_points',
  survey_points: 'points.source.survey_points',
  used_points: 'points.source.used_points',
  loyalty_points: 'points.source.loyalty_points',
  online_review: 'points.source.online_review',
  published_review: 'points.source.published_review',
  completed_beauty_profile: 'points.source.completed_beauty_profile',
  downloaded_mobile_app: 'points.source.downloaded_mobile_app',
  referred_mobile_app: 'points.source.referred_mobile_app',
  bonus_points: 'points.source.bonus_points',
  purchase_points: 'points.source.purchase_points',
  purchase_points_with_order_number: 'points.source.purchase_points_with_order_number',
  product_review_with_name: 'points.source.product_review_with_name',
} as const satisfies Record<NamedPointSource, MessageKey>;

/** The message of a point-log source, with the product a registration source names. */
export interface PointsSourceMessage {
  key: MessageKey;
  /** For `registration_of_{product}_account`: the product, words capitalised. */
  productName?: string;
}

/** The message of a point-log source, or undefined for a source the shop does not know. */
export function pointsSourceMessage(source: string): PointsSourceMessage | undefined {
  const registration = /^registration_of_(.+)_account$/.exec(source);
  if (registration?.[1]) {
    const productName = registration[1]
      .split('_')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ');
    return { key: 'points.source.registration_of_product_account', productName };
  }
  return Object.hasOwn(pointsSourceKeys, source)
    ? { key: pointsSourceKeys[source as NamedPointSource] }
    : undefined;
}

/** Insider gift types. */
export const GIFT_TYPES = [
  'welcome_voucher',
  'birthday_voucher',
  'gold_welcome',
  'birthday_points',
  'staff_discount',
  'others',
] as const;
/** An insider gift type. */
export type GiftType = (typeof GIFT_TYPES)[number];

/** The key of an insider gift type's name; unknown types count as others. */
export function giftTypeKey(type: string): MessageKey {
  const known = (GIFT_TYPES as readonly string[]).includes(type) ? type : 'others';
  return `gift.type.${known}` as MessageKey;
}
