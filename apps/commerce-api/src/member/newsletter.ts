import {
  notificationSubscriptionSubscribeCreate,
  notificationSubscriptionSubscribeList,
  type Subscription,
} from '@beauty/commerce-sdk/contract';
import { Hono } from 'hono';
import { ensureDeviceId, readDeviceId, sessionUser } from '../auth/index.js';
import type { Database } from '../db/database.js';
import { iso } from '../db/timestamps.js';
import { mount } from '../http/route.js';

/** Newsletter subscriptions, a member's or a guest's: `notification-subscription/subscribe/`. */
export function newsletterRoutes(db: Database) {
  const app = new Hono();

  const subscription = (row: {
    email: string;
    topics: Subscription['topics'];
    created_at: Date | string;
  }): Subscription => ({ email: row.email, topics: row.topics, createdAt: iso(row.created_at) });

  mount(app, notificationSubscriptionSubscribeList, async ({ c }) => {
    const user = await sessionUser(c, db);
    const deviceId = readDeviceId(c);
    const rows =
      user || deviceId
        ? await db.query<{ email: string; topics: Subscription['topics']; created_at: Date }>(
            `SELECT email, topics, created_at FROM newsletter_subscriptions
             WHERE email = lower($1) OR device_id = $2 ORDER BY created_at, email`,
            [user?.email ?? null, user ? null : deviceId],
          )
        : [];
    return { data: rows.map(subscription), meta: { total: rows.length } };
  });

  mount(app, notificationSubscriptionSubscribeCreate, async ({ c, body }) => {
    const user = await sessionUser(c, db);
    const deviceId = user ? null : ensureDeviceId(c);
    // Subscribing again adds topics, never removes them: unsubscribing is a preference change.
    const [row] = await db.query<{
      email: string;
      topics: Subscription['topics'];
      created_at: Date;
    }>(
      `INSERT INTO newsletter_subscriptions (email, device_id, topics) VALUES (lower($1), $2, $3::text[])
       ON CONFLICT (email) DO UPDATE SET
         topics = ARRAY(SELECT DISTINCT unnest(newsletter_subscriptions.topics || EXCLUDED.topics) ORDER BY 1),
         device_id = coalesce(EXCLUDED.device_id, newsletter_subscriptions.device_id)
       RETURNING email, topics, created_at`,
      [body.email, deviceId, [...new Set(body.topics)].sort()],
    );
    return { data: subscription(row!) };
  });

  return app;
}
