import { Hono } from 'hono';
import type { Database } from '../db/database.js';
import { privateNoStore } from '../http/cache.js';
import { beautyPassRoutes } from './beauty-pass-routes.js';
import { wholeBagRoutes } from './whole-bag-routes.js';
import { lineRoutes } from './line-routes.js';
import { promotionRoutes } from './promotion-routes.js';
import { sampleRoutes } from './sample-routes.js';

/**
 * The bag: the whole bag, line items, offers and promo code, samples, and the Beauty Pass rewards
 * it holds (the Beauty Pass's own routes are the loyalty domain's).
 * Every change runs in one transaction with the bag locked (`changeBag`).
 */
export function bagRoutes(db: Database) {
  const app = new Hono();
  // A bag is one visitor's.
  app.use('/cart/*', privateNoStore);
  app.route('/', wholeBagRoutes(db));
  app.route('/', lineRoutes(db));
  app.route('/', promotionRoutes(db));
  app.route('/', sampleRoutes(db));
  app.route('/', beautyPassRoutes(db));
  return app;
}
