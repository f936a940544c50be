import { Hono } from 'hono';
import type { Database } from '../db/database.js';
import { privateNoStore } from '../http/cache.js';
import { wholeBagRoutes } from './whole-bag-routes.js';
import { lineRoutes } from './line-routes.js';
import { promotionRoutes } from './promotion-routes.js';
import { rewardRoutes } from './rewards/routes.js';
import { sampleRoutes } from './sample-routes.js';

/**
 * The bag: the whole bag, line items, offers and promo code, samples, and Beauty Pass rewards.
 * Every change runs in one transaction with the bag locked (`changeBag`).
 */
export function bagRoutes(db: Database) {
  const app = new Hono();
  // A bag, and a member's rewards, are one visitor's.
  app.use('/cart/*', privateNoStore);
  app.use('/rewards/*', privateNoStore);
  app.route('/', wholeBagRoutes(db));
  app.route('/', lineRoutes(db));
  app.route('/', promotionRoutes(db));
  app.route('/', sampleRoutes(db));
  app.route('/', rewardRoutes(db));
  return app;
}
