import {
  array,
  boolean,
  integer,
  literal,
  maxLength,
  minLength,
  minValue,
  nullable,
  number,
  object,
  optional,
  picklist,
  pipe,
  string,
  type InferInput,
  type InferOutput,
} from 'valibot';
import {
  DateSchema,
  EmailSchema,
  IdSchema,
  ImageSchema,
  TimestampSchema,
  listOf,
  singleOf,
} from './common.js';
import { VariantListItemSchema } from './catalogue.js';
import { endpoint } from './endpoint.js';
import { TierSchema } from './auth.js';

/** A Beauty Pass reward of the points summary. */
export const RewardSchema = object({
  id: IdSchema,
  title: string(),
  description: string(),
  image: nullable(ImageSchema),
  points: pipe(number(), integer(), minValue(0)),
  /** Rewards are grouped under 499 points and 500 points and above. */
  group: picklist(['under_500', '500_and_above']),
  minimumTier: nullable(TierSchema),
  validTill: nullable(DateSchema),
  fullyRedeemed: boolean(),
});
export type Reward = InferOutput<typeof RewardSchema>;

/** `GET rewards/` */
export const RewardListResponseSchema = listOf(RewardSchema);
export type RewardListResponse = InferOutput<typeof RewardListResponseSchema>;

/** Body of `POST rewards/`: redeem a reward with points (members only). */
export const RewardRedeemBodySchema = object({ rewardId: IdSchema });
export type RewardRedeemBody = InferInput<typeof RewardRedeemBodySchema>;

/** `POST rewards/`: the redemption and the balance left. */
export const RewardRedemptionResponseSchema = singleOf(
  object({
    id: IdSchema,
    reward: RewardSchema,
    pointsSpent: pipe(number(), integer(), minValue(0)),
    pointsBalance: pipe(number(), integer(), minValue(0)),
    createdAt: TimestampSchema,
  }),
);
export type RewardRedemptionResponse = InferOutput<typeof RewardRedemptionResponseSchema>;

/** A saved variant of the wish list or the waitlist. */
export const SavedVariantSchema = object({
  variant: VariantListItemSchema,
  createdAt: TimestampSchema,
});
export type SavedVariant = InferOutput<typeof SavedVariantSchema>;

/** `GET wishlist/` and `PATCH wishlist/{variantId}` */
export const WishListResponseSchema = listOf(SavedVariantSchema);
export type WishListResponse = InferOutput<typeof WishListResponseSchema>;

/** Body of `PATCH wishlist/{variantId}`: save or remove the variant. */
export const WishListUpdateBodySchema = object({ saved: boolean() });
export type WishListUpdateBody = InferInput<typeof WishListUpdateBodySchema>;

/** A back-in-stock request. */
export const WaitlistEntrySchema = object({
  ...SavedVariantSchema.entries,
  notifiedAt: nullable(TimestampSchema),
});
export type WaitlistEntry = InferOutput<typeof WaitlistEntrySchema>;

/** `GET waitlist/` and `PATCH waitlist/{variantId}` */
export const WaitlistResponseSchema = listOf(WaitlistEntrySchema);
export type WaitlistResponse = InferOutput<typeof WaitlistResponseSchema>;

/** Body of `PATCH waitlist/{variantId}`: join or leave the waitlist of an out-of-stock variant. */
export const WaitlistUpdateBodySchema = object({
  subscribed: boolean(),
  /** For guests: where to send the back-in-stock email. */
  email: optional(EmailSchema),
});
export type WaitlistUpdateBody = InferInput<typeof WaitlistUpdateBodySchema>;

/** Channels and topics of notification preferences. */
export const NotificationChannelSchema = picklist(['email', 'sms', 'push', 'whatsapp']);
export const NotificationTopicSchema = picklist([
  'newsletter',
  'promotions',
  'back_in_stock',
  'order_updates',
  'events',
]);

/** One preference: a topic on a channel. */
export const NotificationPreferenceSchema = object({
  channel: NotificationChannelSchema,
  topic: NotificationTopicSchema,
  subscribed: boolean(),
});
export type NotificationPreference = InferOutput<typeof NotificationPreferenceSchema>;

/** `GET notification-subscription/` and `POST notification-subscription/`: the member's preferences. */
export const NotificationPreferencesResponseSchema = listOf(NotificationPreferenceSchema);
export type NotificationPreferencesResponse = InferOutput<
  typeof NotificationPreferencesResponseSchema
>;

/** Body of `POST notification-subscription/`: the preferences to change. */
export const NotificationPreferencesBodySchema = object({
  preferences: pipe(array(NotificationPreferenceSchema), minLength(1), maxLength(40)),
});
export type NotificationPreferencesBody = InferInput<typeof NotificationPreferencesBodySchema>;

/** A newsletter subscription by email (guests included). */
export const SubscriptionSchema = object({
  email: string(),
  topics: array(NotificationTopicSchema),
  createdAt: TimestampSchema,
});
export type Subscription = InferOutput<typeof SubscriptionSchema>;

/** `GET notification-subscription/subscribe`: the subscriptions of the visitor. */
export const SubscriptionListResponseSchema = listOf(SubscriptionSchema);
export type SubscriptionListResponse = InferOutput<typeof SubscriptionListResponseSchema>;

/** Body of `POST notification-subscription/subscribe`. */
export const SubscribeBodySchema = object({
  email: EmailSchema,
  topics: optional(pipe(array(NotificationTopicSchema), minLength(1)), ['newsletter']),
  /** Marketing consent: subscribing requires it. */
  marketingConsent: literal(true, 'Required field'),
});
export type SubscribeBody = InferInput<typeof SubscribeBodySchema>;

export const SubscriptionResponseSchema = singleOf(SubscriptionSchema);
export type SubscriptionResponse = InferOutput<typeof SubscriptionResponseSchema>;

export const rewardsList = endpoint({
  method: 'GET',
  path: 'rewards',
  response: RewardListResponseSchema,
});
export const rewardsCreate = endpoint({
  method: 'POST',
  path: 'rewards',
  body: RewardRedeemBodySchema,
  response: RewardRedemptionResponseSchema,
});
export const wishlistList = endpoint({
  method: 'GET',
  path: 'wishlist',
  response: WishListResponseSchema,
});
export const wishlistUpdate = endpoint({
  method: 'PATCH',
  path: 'wishlist/:id',
  body: WishListUpdateBodySchema,
  response: WishListResponseSchema,
});
export const waitlistList = endpoint({
  method: 'GET',
  path: 'waitlist',
  response: WaitlistResponseSchema,
});
export const waitlistUpdate = endpoint({
  method: 'PATCH',
  path: 'waitlist/:id',
  body: WaitlistUpdateBodySchema,
  response: WaitlistResponseSchema,
});
export const notificationSubscriptionList = endpoint({
  method: 'GET',
  path: 'notification-subscription',
  response: NotificationPreferencesResponseSchema,
});
export const notificationSubscriptionCreate = endpoint({
  method: 'POST',
  path: 'notification-subscription',
  body: NotificationPreferencesBodySchema,
  response: NotificationPreferencesResponseSchema,
});
export const notificationSubscriptionSubscribeList = endpoint({
  method: 'GET',
  path: 'notification-subscription/subscribe',
  response: SubscriptionListResponseSchema,
});
export const notificationSubscriptionSubscribeCreate = endpoint({
  method: 'POST',
  path: 'notification-subscription/subscribe',
  body: SubscribeBodySchema,
  response: SubscriptionResponseSchema,
});
