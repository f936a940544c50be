import {
  notificationSubscriptionCreate,
  notificationSubscriptionList,
  notificationSubscriptionSubscribeCreate,
  notificationSubscriptionSubscribeList,
  rewardsCreate,
  rewardsList,
  waitlistList,
  waitlistUpdate,
  wishlistList,
  wishlistUpdate,
} from '../contract/member.js';
import { bare, byIdWithBody, withBody } from '../transport/operations.js';
import type { Transport } from '../transport/transport.js';

/** Member: `rewards/` (L, C), `waitlist/`, `wishlist/` (L, U), `notification-subscription/...` (L, C). */
export function memberApi(t: Transport) {
  return {
    rewards: {
      /** Beauty Pass rewards, grouped under 500 points and from 500 points. */
      list: bare(t, rewardsList),
      /** Redeems a reward with points (members only). */
      create: withBody(t, rewardsCreate),
    },
    waitlist: {
      /** Back-in-stock requests. */
      list: bare(t, waitlistList),
      /** Joins or leaves the waitlist of a variant. */
      update: byIdWithBody(t, waitlistUpdate),
    },
    wishlist: {
      /** The wish list. */
      list: bare(t, wishlistList),
      /** Saves or removes a variant. */
      update: byIdWithBody(t, wishlistUpdate),
    },
    notificationSubscription: {
      /** The member's notification preferences. */
      list: bare(t, notificationSubscriptionList),
      /** Changes notification preferences. */
      create: withBody(t, notificationSubscriptionCreate),
      subscribe: {
        /** The visitor's newsletter subscriptions. */
        list: bare(t, notificationSubscriptionSubscribeList),
        /** Subscribes an email (guests included). */
        create: withBody(t, notificationSubscriptionSubscribeCreate),
      },
    },
  };
}
