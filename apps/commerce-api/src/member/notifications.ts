import {
  NotificationChannelSchema,
  NotificationTopicSchema,
  notificationSubscriptionCreate,
  notificationSubscriptionList,
  type NotificationPreference,
} from '@beauty/commerce-sdk/contract';
import { Hono } from 'hono';
import { requireUser } from '../auth/index.js';
import type { Database } from '../db/database.js';
import { mount } from '../http/route.js';

const channels = NotificationChannelSchema.options;
const topics = NotificationTopicSchema.options;

/** Until a member chooses, order updates go everywhere and back-in-stock news by email. */
const defaultSubscribed = (channel: string, topic: string) =>
  topic === 'order_updates' || (topic === 'back_in_stock' && channel === 'email');

/** The member's notification preferences per channel and topic: `notification-subscription/`. */
export function notificationRoutes(db: Database) {
  const app = new Hono();

  const preferences = async (userId: number) => {
    const rows = await db.query<NotificationPreference>(
      'SELECT channel, topic, subscribed FROM notification_preferences WHERE user_id = $1',
      [userId],
    );
    const chosen = new Map(rows.map((row) => [`${row.channel}:${row.topic}`, row.subscribed]));
    const data = channels.flatMap((channel) =>
      topics.map((topic) => ({
        channel,
        topic,
        subscribed: chosen.get(`${channel}:${topic}`) ?? defaultSubscribed(channel, topic),
      })),
    );
    return { data, meta: { total: data.length } };
  };

  mount(app, notificationSubscriptionList, async ({ c }) =>
    preferences((await requireUser(c, db)).id),
  );

  mount(app, notificationSubscriptionCreate, async ({ c, body }) => {
    const user = await requireUser(c, db);
    // One row per channel and topic: the last of duplicates in the body wins.
    const latest = new Map(
      body.preferences.map((preference) => [
        `${preference.channel}:${preference.topic}`,
        preference,
      ]),
    );
    await db.query(
      `INSERT INTO notification_preferences (user_id, channel, topic, subscribed)
       SELECT $1, channel, topic, subscribed
       FROM jsonb_to_recordset($2::jsonb) AS p(channel text, topic text, subscribed boolean)
       ON CONFLICT (user_id, channel, topic) DO UPDATE SET subscribed = EXCLUDED.subscribed`,
      [user.id, JSON.stringify([...latest.values()])],
    );
    return preferences(user.id);
  });

  return app;
}
