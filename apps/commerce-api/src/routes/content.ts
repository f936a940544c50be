import {
  LayoutQuerySchema,
  LayoutResponseSchema,
  type Layout,
} from '@beauty/commerce-sdk/contract';
import { Hono } from 'hono';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { parseInput, checkOutput } from '../http/validation.js';
import { siteCountry } from '../http/site.js';

/** Content routes: `layouts/`. */
export function contentRoutes(db: Database) {
  return new Hono().get('/layouts', async (c) => {
    const { layout } = parseInput(LayoutQuerySchema, c.req.query());
    const [row] = await db.query<{ config: Layout['config'] | string }>(
      'SELECT config FROM layouts WHERE layout = $1 AND country = $2',
      [layout, siteCountry(c)],
    );
    if (!row) throw new ApiError(404, 'Layout not found');
    // pg returns jsonb parsed; PGlite too, but stay safe if a driver hands back text.
    const config = typeof row.config === 'string' ? JSON.parse(row.config) : row.config;
    return c.json(checkOutput(LayoutResponseSchema, { data: { layout, config } }));
  });
}
