import { Hono } from 'hono';
import type { Database } from '../db/database.js';
import { privateNoStore } from '../http/cache.js';
import { newsletterRoutes } from './newsletter.js';
import { notificationRoutes } from './notifications.js';
import { waitlistRoutes } from './waitlist.js';
import { wishlistRoutes } from './wishlist.js';

/** Member routes: wish list, waitlist, notification preferences and newsletter subscriptions. */
export function memberRoutes(db: Database) {
  const app = new Hono();
  // Lists of one visitor.
  for (const path of ['/wishlist/*', '/waitlist/*', '/notification-subscription/*']) {
    app.use(path, privateNoStore);
  }
  app.route('/', wishlistRoutes(db));
  app.route('/', waitlistRoutes(db));
  app.route('/', notificationRoutes(db));
  app.route('/', newsletterRoutes(db));
  return app;
}
