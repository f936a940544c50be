// A local stand-in for the experimentation service: the calls the engine makes (configuration,
// update stream, tracking), served from a JSON file in the repository. A deployment points the
// shop at the real service instead.
import type { FSWatcher } from 'node:fs';
import { Hono } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import type { Queryable } from '../db/database.js';
import { limitBody } from '../http/body-limit.js';
import {
  DEFAULT_FLAGS_CONFIGURATION_FILE,
  readFlagsConfiguration,
  watchFlagsConfiguration,
  type LoadedFlagsConfiguration,
} from './configuration.js';

/** Event name of configuration updates on the stream, as the engine listens for it. */
export const CONFIGURATION_UPDATE_EVENT = 'configuration-update-event';

/** Characters of tracking lines kept for the sandbox: the oldest lines are dropped beyond this. */
export const MAX_TRACKING_KEPT_CHARACTERS = 5_000_000;

/** Largest tracking body accepted; the shop's pages send a few lines at a time. */
export const MAX_TRACKING_BODY_BYTES = 1024 * 1024;

/** Update streams open at once; more are refused (503) so idle connections cannot pile up. */
export const MAX_UPDATE_STREAMS = 200;

/** One tracking line the stand-in received. */
export interface ReceivedTrackingLine {
  siteCode: string;
  /** When the request arrived, epoch milliseconds. */
  receivedAt: number;
  /** The line as sent: `nonce=…&visitorCode=…&eventType=…`. */
  line: string;
}

/** Options of {@link openFlagsServiceStandIn}. */
export interface FlagsServiceStandInOptions {
  /** The site code served; other site codes are not found. */
  siteCode: string;
  /** The configuration file; default {@link DEFAULT_FLAGS_CONFIGURATION_FILE}. */
  file?: string;
  /**
   * Whether the received tracking may be read back (`GET sandbox/tracking`): on for local runs
   * and tests, off in a deployment, where visitor codes must not be listed to anyone.
   */
  sandbox: boolean;
  /** Where a rejected edit of the file is reported; default `console.error`. */
  logError?: (error: unknown) => void;
  /**
   * Where the received tracking is kept: the shop's database, so that every instance of a shop
   * behind a load balancer reads and de-duplicates the same lines; omitted, in this process.
   */
  db?: Queryable;
}

/**
 * The tracking lines received. A line whose nonce was already received is dropped, as the real
 * service does: the engine re-sends a page view or conversion with its nonce when it never heard
 * the answer (a failed request, a page closed mid-request).
 */
interface TrackingLog {
  add(siteCode: string, receivedAt: number, lines: readonly string[]): Promise<void>;
  list(): Promise<ReceivedTrackingLine[]>;
}

const nonceOf = (line: string) => new URLSearchParams(line).get('nonce');

function memoryTrackingLog(): TrackingLog {
  const tracking: ReceivedTrackingLine[] = [];
  const nonces = new Set<string>();
  const key = (siteCode: string, nonce: string | null) => (nonce ? `${siteCode}\n${nonce}` : null);
  let keptCharacters = 0;
  return {
    async add(siteCode, receivedAt, lines) {
      for (const line of lines) {
        const seen = key(siteCode, nonceOf(line));
        if (seen !== null && nonces.has(seen)) continue;
        if (seen !== null) nonces.add(seen);
        tracking.push({ siteCode, receivedAt, line });
        keptCharacters += line.length;
      }
      while (keptCharacters > MAX_TRACKING_KEPT_CHARACTERS) {
        const dropped = tracking.shift()!;
        keptCharacters -= dropped.line.length;
        const seen = key(dropped.siteCode, nonceOf(dropped.line));
        if (seen !== null) nonces.delete(seen);
      }
    },
    list: async () => [...tracking],
  };
}

function databaseTrackingLog(db: Queryable): TrackingLog {
  return {
    async add(siteCode, receivedAt, lines) {
      if (lines.length === 0) return;
      await db.query(
        `INSERT INTO flags_tracking_lines (site_code, received_at, nonce, line)
         SELECT $1, to_timestamp($2::float8 / 1000), nonce, line
         FROM unnest($3::text[], $4::text[]) AS received (line, nonce)
         ON CONFLICT DO NOTHING`,
        [siteCode, receivedAt, lines, lines.map(nonceOf)],
      );
      // The newest lines up to the budget stay, as in memory.
      await db.query(
        `DELETE FROM flags_tracking_lines WHERE id < (
           SELECT coalesce(min(id), 0) FROM (
             SELECT id, sum(length(line)) OVER (ORDER BY id DESC) AS kept FROM flags_tracking_lines
           ) newest WHERE kept <= $1)`,
        [MAX_TRACKING_KEPT_CHARACTERS],
      );
    },
    async list() {
      const rows = await db.query<{ siteCode: string; receivedAt: number; line: string }>(
        `SELECT site_code AS "siteCode", (extract(epoch FROM received_at) * 1000)::float8 AS "receivedAt",
                line
         FROM flags_tracking_lines ORDER BY id`,
      );
      return rows.map((row) => ({ ...row, receivedAt: Math.round(Number(row.receivedAt)) }));
    },
  };
}

/** The running stand-in: its routes (mount them under a prefix) and the file watch to close. */
export interface FlagsServiceStandIn {
  app: Hono;
  close(): void;
}

/**
 * Opens the stand-in: reads and checks the configuration file (rejecting with a
 * `FlagsConfigurationError` when it is invalid), watches it, and answers, relative to where it is
 * mounted: `GET v3/{siteCode}` (the configuration, `Last-Modified`/`If-Modified-Since`), `GET sse`
 * (server-sent `configuration-update-event`s `{siteCode, ts}` after each valid edit), `POST
 * visit/events` (tracking lines, de-duplicated by nonce, kept in `db` or in memory) and `GET sandbox/tracking?visitorCode=` (the
 * lines received, of one visitor or all).
 */
export async function openFlagsServiceStandIn({
  siteCode,
  file = DEFAULT_FLAGS_CONFIGURATION_FILE,
  sandbox,
  logError = console.error,
  db,
}: FlagsServiceStandInOptions): Promise<FlagsServiceStandIn> {
  let current: LoadedFlagsConfiguration = await readFlagsConfiguration(file);
  const streams = new Set<SSEStreamingApi>();
  const tracking = db ? databaseTrackingLog(db) : memoryTrackingLog();

  const reload = async () => {
    try {
      current = await readFlagsConfiguration(file);
    } catch (error) {
      // The last valid configuration stays served: a half-saved edit must not turn flags off.
      logError(error);
      return;
    }
    const data = JSON.stringify({ siteCode, ts: Date.now() });
    for (const stream of streams) {
      void stream.writeSSE({ event: CONFIGURATION_UPDATE_EVENT, data }).catch(() => undefined);
    }
  };
  const watcher: FSWatcher = watchFlagsConfiguration(file, () => void reload());

  const app = new Hono();
  app.get('/v3/:siteCode', (c) => {
    if (c.req.param('siteCode') !== siteCode) return c.json({ error: 'Unknown site code' }, 404);
    c.header('Cache-Control', 'no-cache');
    const lastModified = new Date(current.modified).toUTCString();
    const since = Date.parse(c.req.header('If-Modified-Since') ?? '');
    if (!Number.isNaN(since) && current.modified <= since) {
      c.header('Last-Modified', lastModified);
      return c.body(null, 304);
    }
    c.header('Last-Modified', lastModified);
    return c.json(current.raw);
  });

  app.get('/sse', (c) => {
    if (c.req.query('siteCode') !== siteCode) return c.json({ error: 'Unknown site code' }, 404);
    if (streams.size >= MAX_UPDATE_STREAMS) return c.json({ error: 'Too many streams' }, 503);
    return streamSSE(c, async (stream) => {
      streams.add(stream);
      stream.onAbort(() => {
        streams.delete(stream);
      });
      // Held open until the page leaves; a comment now and then keeps proxies from closing it.
      while (!stream.aborted && !stream.closed) {
        await stream.write(': keep-alive\n\n');
        await stream.sleep(15_000);
      }
      streams.delete(stream);
    });
  });

  app.post(
    '/visit/events',
    limitBody(MAX_TRACKING_BODY_BYTES, (c) => c.json({ error: 'Tracking body too large' }, 413)),
    async (c) => {
      const site = c.req.query('siteCode');
      if (site !== siteCode) return c.json({ error: 'Unknown site code' }, 404);
      const lines = (await c.req.text()).split('\n').filter((line) => line !== '');
      await tracking.add(site, Date.now(), lines);
      return c.body(null, 204);
    },
  );

  app.get('/sandbox/tracking', async (c) => {
    if (!sandbox) return c.json({ error: 'You are not authorized to perform this action' }, 403);
    const visitorCode = c.req.query('visitorCode');
    const identifiers =
      visitorCode === undefined
        ? null
        : [
            `visitorCode=${encodeURIComponent(visitorCode)}`,
            `mappingValue=${encodeURIComponent(visitorCode)}`,
          ];
    const data = (await tracking.list()).filter(
      ({ line }) =>
        identifiers === null || line.split('&').some((part) => identifiers.includes(part)),
    );
    c.header('Cache-Control', 'no-store');
    return c.json({ data });
  });

  app.notFound((c) => c.json({ error: 'Not found' }, 404));

  return {
    app,
    close: () => {
      watcher.close();
      for (const stream of streams) void stream.close();
      streams.clear();
    },
  };
}
