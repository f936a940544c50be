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
} from 'valibot';
import {
  DateSchema,
  EmailSchema,
  IdSchema,
  ImageSchema,
  TimestampSchema,
  listOf,
  singleOf,
} from './shared.js';
import { VariantListItemSchema } from './catalogue.js';
import { endpoint } from './endpoint.js';
import { TierSchema } from './auth.js';
import { named, types } from './named.js';
import type {
  NotificationPreference,
  NotificationPreferencesBody,
  NotificationPreferencesResponse,
  Reward,
  RewardListResponse,
  RewardRedeemBody,
  RewardRedemptionResponse,
  SubscribeBody,
  SubscribeBodyOutput,
  Subscription,
  SubscriptionListResponse,
  SubscriptionResponse,
  WaitlistEntry,
  WaitlistResponse,
  WaitlistUpdateBody,
  WishListResponse,
  WishListUpdateBody,
} from './types.gen.js';

/** A Beauty Pass reward of the points summary. */
export const RewardSchema = named(
  object({
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
  }),
  types<Reward>,
);

/** `GET rewards/` */
export const RewardListResponseSchema = named(listOf(RewardSchema), types<RewardListResponse>);

/** Body of `POST rewards/`: redeem a reward with points (members only). */
export const RewardRedeemBodySchema = named(
  object({ rewardId: IdSchema }),
  types<RewardRedeemBody>,
);

/** `POST rewards/`: the redemption and the balance left. */
export const RewardRedemptionResponseSchema = named(
  singleOf(
    object({
      id: IdSchema,
      reward: RewardSchema,
      pointsSpent: pipe(number(), integer(), minValue(0)),
      pointsBalance: pipe(number(), integer(), minValue(0)),
      createdAt: TimestampSchema,
    }),
  ),
  types<RewardRedemptionResponse>,
);

/** A saved variant of the wish list or the waitlist. */
export const SavedVariantSchema = object({
  variant: VariantListItemSchema,
  createdAt: TimestampSchema,
});

/** `GET wishlist/` and `PATCH wishlist/{variantId}` */
export const WishListResponseSchema = named(listOf(SavedVariantSchema), types<WishListResponse>);

/** Body of `PATCH wishlist/{variantId}`: save or remove the variant. */
export const WishListUpdateBodySchema = named(
  object({ saved: boolean() }),
  types<WishListUpdateBody>,
);

/** A back-in-stock request. */
export const WaitlistEntrySchema = named(
  object({
    ...SavedVariantSchema.entries,
    notifiedAt: nullable(TimestampSchema),
  }),
  types<WaitlistEntry>,
);

/** `GET waitlist/` and `PATCH waitlist/{variantId}` */
export const WaitlistResponseSchema = named(listOf(WaitlistEntrySchema), types<WaitlistResponse>);

/** Body of `PATCH waitlist/{variantId}`: join or leave the waitlist of an out-of-stock variant. */
export const WaitlistUpdateBodySchema = named(
  object({
    subscribed: boolean(),
    /** For guests: where to send the back-in-stock email. */
    email: optional(EmailSchema),
  }),
  types<WaitlistUpdateBody>,
);

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
export const NotificationPreferenceSchema = named(
  object({
    channel: NotificationChannelSchema,
    topic: NotificationTopicSchema,
    subscribed: boolean(),
  }),
  types<NotificationPreference>,
);

/** `GET notification-subscription/` and `POST notification-subscription/`: the member's preferences. */
export const NotificationPreferencesResponseSchema = named(
  listOf(NotificationPreferenceSchema),
  types<NotificationPreferencesResponse>,
);

/** Body of `POST notification-subscription/`: the preferences to change. */
export const NotificationPreferencesBodySchema = named(
  object({
    preferences: pipe(array(NotificationPreferenceSchema), minLength(1), maxLength(40)),
  }),
  types<NotificationPreferencesBody>,
);

/** A newsletter subscription by email (guests included). */
export const SubscriptionSchema = named(
  object({
    email: string(),
    topics: array(NotificationTopicSchema),
    createdAt: TimestampSchema,
  }),
  types<Subscription>,
);

/** `GET notification-subscription/subscribe`: the subscriptions of the visitor. */
export const SubscriptionListResponseSchema = named(
  listOf(SubscriptionSchema),
  types<SubscriptionListResponse>,
);

/** Body of `POST notification-subscription/subscribe`. */
export const SubscribeBodySchema = named(
  object({
    email: EmailSchema,
    topics: optional(pipe(array(NotificationTopicSchema), minLength(1)), ['newsletter']),
    /** Marketing consent: subscribing requires it. */
    marketingConsent: literal(true, 'Required field'),
  }),
  types<SubscribeBodyOutput, SubscribeBody>,
);

export const SubscriptionResponseSchema = named(
  singleOf(SubscriptionSchema),
  types<SubscriptionResponse>,
);

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
