import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createErrorReporter,
  DEFAULT_ENDPOINTS,
  fitPayload,
  MAX_PAYLOAD_BYTES,
  type ErrorReporterOptions,
  type NotifyPayload,
} from '../index.js';

const endpoints = { notify: 'https://notify.test/', sessions: 'https://sessions.test/' };
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface Seen {
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

function record(url: string, status = 202) {
  const seen: Seen[] = [];
  server.use(
    http.post(url, async ({ request }) => {
      seen.push({
        headers: Object.fromEntries(request.headers.entries()),
        body: (await request.json()) as Record<string, unknown>,
      });
      return new HttpResponse('OK', { status });
    }),
  );
  return seen;
}

const fixedNow = () => new Date('2026-11-22T03:00:00.000Z');
function reporter(options: Partial<ErrorReporterOptions> = {}) {
  const logger = { warn: vi.fn() };
  const client = createErrorReporter({
    apiKey: 'abc123abc123abc123abc123abc123ab',
    releaseStage: 'production',
    appVersion: '2.4.0',
    endpoints,
    logger,
    now: fixedNow,
    newId: () => 'session-1',
    device: { osName: 'linux' },
    ...options,
  });
  return { client, logger };
}

describe('notify', () => {
  it('posts a payload-version-4 event with the protocol headers', async () => {
    const seen = record(endpoints.notify);
    const { client } = reporter();
    client.setUser({ id: 'u7' });
    client.leaveBreadcrumb('Opened bag', { items: 2 }, 'navigation');
    const error = new TypeError('price is undefined');
    expect(await client.notify(error, { context: '/cart', metadata: { bag: { lines: 2 } } })).toBe(
      true,
    );

    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers).toMatchObject({
      'content-type': 'application/json',
      'bugsnag-api-key': 'abc123abc123abc123abc123abc123ab',
      'bugsnag-payload-version': '4',
      'bugsnag-sent-at': '2026-11-22T03:00:00.000Z',
    });
    const body = seen[0]?.body as unknown as NotifyPayload;
    expect(body.apiKey).toBe('abc123abc123abc123abc123abc123ab');
    expect(body.payloadVersion).toBe('4');
    expect(body.notifier).toEqual({
      name: '@beauty/analytics',
      version: expect.any(String),
      url: expect.any(String),
    });
    const [event] = body.events;
    expect(event).toMatchObject({
      context: '/cart',
      severity: 'warning',
      severityReason: { type: 'handledException' },
      unhandled: false,
      user: { id: 'u7' },
      app: { releaseStage: 'production', version: '2.4.0' },
      device: { osName: 'linux', time: '2026-11-22T03:00:00.000Z' },
      metaData: { bag: { lines: 2 } },
      breadcrumbs: [
        {
          name: 'Opened bag',
          type: 'navigation',
          metaData: { items: 2 },
          timestamp: '2026-11-22T03:00:00.000Z',
        },
      ],
    });
    expect(event?.exceptions[0]).toMatchObject({
      errorClass: 'TypeError',
      message: 'price is undefined',
    });
    expect(event?.exceptions[0]?.stacktrace[0]).toMatchObject({
      file: expect.stringContaining('reporter.test.ts'),
      lineNumber: expect.any(Number),
    });
  });

  it('reports thrown non-errors too', async () => {
    const seen = record(endpoints.notify);
    const { client } = reporter();
    await client.notify('plain string', { unhandled: true });
    expect((seen[0]?.body as unknown as NotifyPayload).events[0]).toMatchObject({
      exceptions: [{ errorClass: 'InvalidError', message: 'plain string' }],
      severity: 'error',
      unhandled: true,
      severityReason: { type: 'unhandledException' },
    });
  });

  it('only logs when the service refuses or cannot be reached', async () => {
    record(endpoints.notify, 500);
    const { client, logger } = reporter();
    await expect(client.notify(new Error('x'))).resolves.toBe(false);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('HTTP 500'));

    server.use(http.post(endpoints.notify, () => HttpResponse.error()));
    await expect(client.notify(new Error('y'))).resolves.toBe(false);
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });

  it('lets onBeforeSend drop or redact an event', async () => {
    const seen = record(endpoints.notify);
    const { client } = reporter({
      onBeforeSend: (event) => {
        if (event.exceptions[0]?.message === 'noise') return false;
        event.metaData = { redacted: true };
      },
    });
    expect(await client.notify(new Error('noise'))).toBe(false);
    await client.notify(new Error('real'), { metadata: { card: '4111' } });
    expect(
      seen.map((request) => (request.body as unknown as NotifyPayload).events[0]?.metaData),
    ).toEqual([{ redacted: true }]);
  });
});

describe('limits', () => {
  it('sends at most 10 events per session by default, then restarts the count with a session', async () => {
    const seen = record(endpoints.notify);
    record(endpoints.sessions);
    const { client, logger } = reporter();
    expect(client.maxEvents).toBe(10);
    for (let n = 0; n < 12; n += 1) await client.notify(new Error(`e${n}`));
    expect(seen).toHaveLength(10);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('limit of 10 events'));
    await client.startSession();
    await client.notify(new Error('after'));
    expect(seen).toHaveLength(11);
  });

  it.each([
    [0, 1],
    [1, 1],
    [3, 3],
    [100, 100],
    [250, 100],
    [Number.NaN, 10],
  ])('clamps maxEvents %s to %s', (configured, expected) => {
    expect(reporter({ maxEvents: configured }).client.maxEvents).toBe(expected);
  });

  it('honours a configured event limit', async () => {
    const seen = record(endpoints.notify);
    const { client } = reporter({ maxEvents: 2 });
    for (let n = 0; n < 5; n += 1) await client.notify(new Error(`e${n}`));
    expect(seen).toHaveLength(2);
  });

  it('keeps the newest 25 breadcrumbs by default', () => {
    const { client } = reporter();
    for (let n = 1; n <= 30; n += 1) client.leaveBreadcrumb(`step ${n}`);
    expect(client.breadcrumbs).toHaveLength(25);
    expect(client.breadcrumbs[0]?.name).toBe('step 6');
    expect(client.breadcrumbs.at(-1)?.name).toBe('step 30');
  });

  it.each([
    [-5, 0],
    [0, 0],
    [50, 50],
    [500, 100],
  ])('clamps maxBreadcrumbs %s to %s', (configured, expected) => {
    const { client } = reporter({ maxBreadcrumbs: configured });
    expect(client.maxBreadcrumbs).toBe(expected);
    for (let n = 0; n < 150; n += 1) client.leaveBreadcrumb(`step ${n}`);
    expect(client.breadcrumbs).toHaveLength(expected);
  });

  it('cuts clicked text to 140 characters', () => {
    const { client } = reporter();
    client.leaveClickBreadcrumb(`  Add   to\nbag ${'x'.repeat(300)}`, 'button.add');
    const crumb = client.breadcrumbs[0];
    expect(crumb).toMatchObject({ name: 'UI click', type: 'user' });
    const text = crumb?.metaData.targetText as string;
    expect(text).toHaveLength(140);
    expect(text.startsWith('Add to bag xxx')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    client.leaveClickBreadcrumb('Checkout');
    expect(client.breadcrumbs[1]?.metaData).toEqual({ targetText: 'Checkout' });
  });

  it('caps the payload at 1 MB by removing the metadata first', async () => {
    const seen = record(endpoints.notify);
    const { client } = reporter();
    client.leaveBreadcrumb('Opened bag');
    await client.notify(new Error('big'), { metadata: { blob: 'm'.repeat(MAX_PAYLOAD_BYTES) } });
    const event = (seen[0]?.body as unknown as NotifyPayload).events[0];
    expect(event?.metaData).toEqual({
      notifier: { warning: 'Payload was too large, metadata removed' },
    });
    expect(event?.breadcrumbs.map((crumb) => crumb.name)).toEqual(['Opened bag']);
  });

  it('drops the breadcrumbs next when they alone exceed the cap, keeping the error', async () => {
    const seen = record(endpoints.notify);
    const { client } = reporter({ maxBreadcrumbs: 100 });
    for (let n = 0; n < 100; n += 1) client.leaveBreadcrumb('crumb', { blob: 'b'.repeat(15_000) });
    await client.notify(new Error('big'), { metadata: { small: true } });
    const event = (seen[0]?.body as unknown as NotifyPayload).events[0];
    expect(event?.breadcrumbs).toEqual([]);
    expect(event?.exceptions[0]).toMatchObject({ errorClass: 'Error', message: 'big' });
    expect(event?.exceptions[0]?.stacktrace.length).toBeGreaterThan(0);
  });

  it('keeps a payload under the cap untouched and drops one that cannot fit', () => {
    const payload = (message: string): NotifyPayload => ({
      apiKey: 'k',
      payloadVersion: '4',
      notifier: { name: 'n', version: '1', url: 'u' },
      events: [
        {
          exceptions: [{ errorClass: 'Error', message, stacktrace: [], type: 'nodejs' }],
          breadcrumbs: [],
          severity: 'error',
          severityReason: { type: 'handledException' },
          unhandled: false,
          user: {},
          app: {},
          device: {},
          metaData: { small: true },
        },
      ],
    });
    expect(JSON.parse(fitPayload(payload('ok')) ?? '')).toEqual(payload('ok'));
    expect(fitPayload(payload('é'.repeat(MAX_PAYLOAD_BYTES / 2)))).toBeUndefined();
  });
});

describe('sessions', () => {
  it('posts the session start with notifier, device, app and the session', async () => {
    const seen = record(endpoints.sessions);
    const { client } = reporter();
    client.setUser({ id: 'u7' });
    expect(await client.startSession()).toBe(true);
    expect(seen[0]?.headers).toMatchObject({
      'content-type': 'application/json',
      'bugsnag-api-key': 'abc123abc123abc123abc123abc123ab',
      'bugsnag-sent-at': '2026-11-22T03:00:00.000Z',
    });
    expect(seen[0]?.body).toEqual({
      notifier: expect.objectContaining({ name: '@beauty/analytics' }),
      device: expect.objectContaining({ osName: 'linux', time: '2026-11-22T03:00:00.000Z' }),
      app: { releaseStage: 'production', version: '2.4.0' },
      sessions: [{ id: 'session-1', startedAt: '2026-11-22T03:00:00.000Z', user: { id: 'u7' } }],
    });
  });

  it('counts handled and unhandled events in the session sent with each event', async () => {
    record(endpoints.sessions);
    const seen = record(endpoints.notify);
    const { client } = reporter();
    await client.startSession();
    await client.notify(new Error('a'));
    await client.notify(new Error('b'), { unhandled: true });
    expect((seen[1]?.body as unknown as NotifyPayload).events[0]?.session).toEqual({
      id: 'session-1',
      startedAt: '2026-11-22T03:00:00.000Z',
      events: { handled: 1, unhandled: 1 },
    });
  });

  it('only logs a failed session start', async () => {
    server.use(http.post(endpoints.sessions, () => HttpResponse.error()));
    const { client, logger } = reporter();
    await expect(client.startSession()).resolves.toBe(false);
    expect(logger.warn).toHaveBeenCalled();
  });
});

describe('enablement', () => {
  it('is off in development and tests unless forced on', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    for (const releaseStage of ['development', 'test']) {
      const { client } = reporter({ releaseStage, fetch });
      expect(client.enabled).toBe(false);
      expect(await client.notify(new Error('x'))).toBe(false);
      expect(await client.startSession()).toBe(false);
    }
    expect(fetch).not.toHaveBeenCalled();
    expect(reporter({ releaseStage: 'development', enabled: true }).client.enabled).toBe(true);
  });

  it('defaults the release stage to NODE_ENV, which is test under Vitest', () => {
    const { client } = reporter({ releaseStage: undefined });
    expect(client.enabled).toBe(false);
  });

  it('is off without an API key, even when forced on', () => {
    expect(reporter({ apiKey: undefined, enabled: true }).client.enabled).toBe(false);
  });

  it('uses the standard endpoints unless told otherwise', async () => {
    expect(DEFAULT_ENDPOINTS).toEqual({
      notify: 'https://notify.bugsnag.com',
      sessions: 'https://sessions.bugsnag.com',
    });
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(null, { status: 202 }));
    const { client } = reporter({ endpoints: undefined, fetch });
    await client.notify(new Error('x'));
    await client.startSession();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      'https://notify.bugsnag.com',
      'https://sessions.bugsnag.com',
    ]);
  });
});
