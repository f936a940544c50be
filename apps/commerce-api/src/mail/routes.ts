import { sandboxMailList } from '@beauty/commerce-sdk/contract';
import { Hono } from 'hono';
import type { Database } from '../db/database.js';
import { mount } from '../http/route.js';
import { mailFor } from './outbox.js';

/** `sandbox/mail`: what the outbox holds for an address (the sandbox guard refuses it in production). */
export function mailRoutes(db: Database) {
  const app = new Hono();
  mount(app, sandboxMailList, async ({ query }) => {
    const mails = await mailFor(db, query.to);
    return { data: mails, meta: { total: mails.length } };
  });
  return app;
}
