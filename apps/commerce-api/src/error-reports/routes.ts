import { MAX_PAYLOAD_BYTES } from '@beauty/analytics';
import { Hono, type Context } from 'hono';
import { limitBody } from '../http/body-limit.js';
import type { Database } from '../db/database.js';
import { errorBody } from '../http/errors.js';
import { readJsonBody } from '../http/guards.js';
import { latestReports, receiveEvents, receiveSessions, sandboxApiKey } from './collector.js';

/** Where the collector takes event notifications and session starts, under `/api/web/v1`. */
export const ERROR_REPORTS_PATHS = {
  notify: '/error-reports/notify',
  sessions: '/error-reports/sessions',
} as const;

/** Reports the sandbox lists at most. */
const SANDBOX_LIMIT = 100;

const protocolHeaders = (c: Context) => ({
  apiKey: c.req.header('bugsnag-api-key'),
  payloadVersion: c.req.header('bugsnag-payload-version'),
});

/**
 * The local stand-in of the error-reporting service: `POST error-reports/notify` (event
 * notifications, payload version 4) and `POST error-reports/sessions` (session starts), both
 * answered 202, bodies up to the reporter's own 1 MB cap; and `GET sandbox/error-reports?apiKey=`,
 * the latest reports of a project (the sandbox guard refuses it in production).
 */
export function errorReportsRoutes(db: Database) {
  const app = new Hono();
  const limit = limitBody(MAX_PAYLOAD_BYTES, (c) =>
    c.json(errorBody(413, 'Request body too large'), 413),
  );
  app.post(ERROR_REPORTS_PATHS.notify, limit, async (c) => {
    const events = await receiveEvents(db, protocolHeaders(c), await readJsonBody(c));
    return c.json({ data: { events } }, 202);
  });
  app.post(ERROR_REPORTS_PATHS.sessions, limit, async (c) => {
    const sessions = await receiveSessions(db, protocolHeaders(c), await readJsonBody(c));
    return c.json({ data: { sessions } }, 202);
  });
  app.get('/sandbox/error-reports', async (c) => {
    const reports = await latestReports(db, sandboxApiKey(c.req.query('apiKey')), SANDBOX_LIMIT);
    return c.json({ data: reports, meta: { total: reports.length } });
  });
  return app;
}
