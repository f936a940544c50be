import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STOREFRONT_FLAGS } from '@beauty/flags-sdk/storefront';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CONFIGURATION_UPDATE_EVENT,
  DEFAULT_FLAGS_CONFIGURATION_FILE,
  FlagsConfigurationError,
  MAX_TRACKING_BODY_BYTES,
  MAX_TRACKING_KEPT_CHARACTERS,
  checkFlagsConfiguration,
  openFlagsServiceStandIn,
  type FlagsServiceStandIn,
} from './index.js';
import { engines, openTestDatabase } from '../test/databases.js';

const SITE = 'beautyshop';

let folder: string;
let file: string;
let standIn: FlagsServiceStandIn | undefined;
const logged: unknown[] = [];

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'flags-stand-in-'));
  file = join(folder, 'configuration.json');
  await copyFile(DEFAULT_FLAGS_CONFIGURATION_FILE, file);
  logged.length = 0;
});
afterEach(async () => {
  standIn?.close();
  standIn = undefined;
  await rm(folder, { recursive: true, force: true });
});

const open = async (sandbox = true) =>
  (standIn = await openFlagsServiceStandIn({
    siteCode: SITE,
    file,
    sandbox,
    logError: (error) => logged.push(error),
  }));

const shipped = async () =>
  JSON.parse(await readFile(DEFAULT_FLAGS_CONFIGURATION_FILE, 'utf8')) as {
    featureFlags: { featureKey: string; rules: { experimentId: number }[] }[];
  };

/** Reads server-sent events from a streamed answer until `count` have come. */
async function readEvents(response: Response, count: number) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: { event: string; data: string }[] = [];
  let buffer = '';
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const fields = Object.fromEntries(
        block
          .split('\n')
          .filter((line) => !line.startsWith(':'))
          .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
      );
      if (fields.event) events.push({ event: fields.event, data: fields.data ?? '' });
    }
  }
  await reader.cancel();
  return events;
}

describe('the shipped configuration file', () => {
  it('is valid and defines every flag the shop asks for', async () => {
    const text = await readFile(DEFAULT_FLAGS_CONFIGURATION_FILE, 'utf8');
    expect(() => checkFlagsConfiguration(text, 'configuration.json')).not.toThrow();
    const keys = (await shipped()).featureFlags.map((flag) => flag.featureKey);
    expect(keys).toEqual(expect.arrayContaining(Object.values(STOREFRONT_FLAGS)));
  });
});

describe('checking a configuration', () => {
  it('lists every problem of a file that must not be served', () => {
    const flag = {
      id: 1,
      featureKey: 'hero',
      environmentEnabled: true,
      defaultVariationKey: 'missing',
      variations: [{ key: 'off' }],
      rules: [
        {
          id: 1,
          type: 'EXPERIMENTATION',
          exposition: 1,
          experimentId: 9,
          segmentId: 4,
          variationByExposition: [
            { variationKey: 'off', variationId: 1, exposition: 0.8 },
            { variationKey: 'on', variationId: 2, exposition: 0.8 },
          ],
        },
      ],
    };
    const text = JSON.stringify({
      configuration: { realTimeUpdate: false, consentType: 'REQUIRED', dataApiDomain: 'd.io' },
      featureFlags: [flag],
    });
    let error: unknown;
    try {
      checkFlagsConfiguration(text, 'f.json');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(FlagsConfigurationError);
    expect((error as FlagsConfigurationError).problems).toEqual([
      'featureFlags "hero": defaultVariationKey "missing" is no variation',
      'featureFlags "hero": rule 1 names segment 4, which is missing',
      'featureFlags "hero": rule 1 splits to "on", no variation',
      'featureFlags "hero": rule 1 splits more than 100%',
    ]);
  });

  it('refuses text that is not JSON or not of the engine’s shape', () => {
    expect(() => checkFlagsConfiguration('{', 'f.json')).toThrow(/f\.json .*not JSON/);
    expect(() => checkFlagsConfiguration('{"featureFlags": 3}', 'f.json')).toThrow(
      FlagsConfigurationError,
    );
  });

  it('will not start on an invalid file', async () => {
    await writeFile(file, '{"featureFlags": []}');
    await expect(open()).rejects.toBeInstanceOf(FlagsConfigurationError);
  });
});

describe('the flags service stand-in', () => {
  it('serves the configuration at the engine’s path, with Last-Modified', async () => {
    const { app } = await open();
    const response = await app.request(`/v3/${SITE}?environment=development&ts=1`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { featureFlags: unknown[]; dateModified: number };
    expect(body.featureFlags).toEqual((await shipped()).featureFlags);
    expect(typeof body.dateModified).toBe('number');
    const lastModified = response.headers.get('Last-Modified')!;
    expect(lastModified).toMatch(/GMT$/);

    const again = await app.request(`/v3/${SITE}`, {
      headers: { 'If-Modified-Since': lastModified },
    });
    expect(again.status).toBe(304);
    expect((await app.request('/v3/othersite')).status).toBe(404);
  });

  it('streams a configuration-update event when the file changes, and serves the edit', async () => {
    const { app } = await open();
    const stream = await app.request(`/sse?siteCode=${SITE}`);
    expect(stream.headers.get('Content-Type')).toContain('text/event-stream');
    const config = JSON.parse(await readFile(file, 'utf8')) as {
      featureFlags: { environmentEnabled: boolean }[];
    };
    config.featureFlags[0]!.environmentEnabled = false;
    const events = readEvents(stream, 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await writeFile(file, JSON.stringify(config));
    const [event] = await events;
    expect(event!.event).toBe(CONFIGURATION_UPDATE_EVENT);
    const message = JSON.parse(event!.data) as { siteCode: string; ts: number };
    expect(message.siteCode).toBe(SITE);
    expect(message.ts).toBeGreaterThan(Date.now() - 10_000);
    const served = (await (await app.request(`/v3/${SITE}`)).json()) as typeof config;
    expect(served.featureFlags[0]!.environmentEnabled).toBe(false);
  });

  it('keeps serving the last valid configuration when an edit is invalid', async () => {
    const { app } = await open();
    await writeFile(file, '{"featureFlags": "half-saved');
    await expect.poll(() => logged.length, { timeout: 5000 }).toBe(1);
    expect(logged[0]).toBeInstanceOf(FlagsConfigurationError);
    const served = (await (await app.request(`/v3/${SITE}`)).json()) as {
      featureFlags: unknown[];
    };
    expect(served.featureFlags).toEqual((await shipped()).featureFlags);
  });

  it('keeps the tracking lines it receives, for the sandbox to read per visitor', async () => {
    const { app } = await open();
    const body = [
      'nonce=AAA&visitorCode=visitor1&eventType=experiment&id=2001&variationId=20011',
      'nonce=BBB&visitorCode=visitor2&eventType=conversion&goalId=301&revenue=0&negative=false',
      'nonce=CCC&visitorCode=visitor1&eventType=activity',
    ].join('\n');
    const sent = await app.request(
      `/visit/events?siteCode=${SITE}&sdkName=javascript&sdkVersion=4.9.0`,
      { method: 'POST', headers: { 'Content-Type': '*/*' }, body },
    );
    expect(sent.status).toBe(204);
    const read = await app.request('/sandbox/tracking?visitorCode=visitor1');
    const { data } = (await read.json()) as { data: { line: string; siteCode: string }[] };
    expect(data.map((entry) => entry.line)).toEqual([
      'nonce=AAA&visitorCode=visitor1&eventType=experiment&id=2001&variationId=20011',
      'nonce=CCC&visitorCode=visitor1&eventType=activity',
    ]);
    expect(data[0]!.siteCode).toBe(SITE);
    const other = await app.request(`/visit/events?siteCode=other`, { method: 'POST', body });
    expect(other.status).toBe(404);
  });

  it('keeps a bounded log: the oldest lines go, oversized bodies are refused', async () => {
    const { app } = await open();
    const send = (body: string) =>
      app.request(`/visit/events?siteCode=${SITE}`, { method: 'POST', body });
    const line = (n: number) =>
      `nonce=${n}&visitorCode=big&eventType=activity&pad=${'x'.repeat(900_000)}`;
    for (let n = 0; n < 7; n += 1) expect((await send(line(n))).status).toBe(204);
    const read = await app.request('/sandbox/tracking?visitorCode=big');
    const { data } = (await read.json()) as { data: { line: string }[] };
    expect(data.length * 900_000).toBeLessThanOrEqual(MAX_TRACKING_KEPT_CHARACTERS);
    expect(data.at(-1)!.line.startsWith('nonce=6&')).toBe(true);
    expect(data[0]!.line.startsWith('nonce=0&')).toBe(false);
    expect((await send('x'.repeat(MAX_TRACKING_BODY_BYTES + 1))).status).toBe(413);
  });

  it('refuses to list tracking outside the sandbox', async () => {
    const { app } = await open(false);
    const read = await app.request('/sandbox/tracking');
    expect(read.status).toBe(403);
    expect(await read.json()).toEqual({ error: 'You are not authorized to perform this action' });
  });
});

describe.each(engines)('tracking kept in the shop’s database (%s)', (engine) => {
  it('is shared by every instance and keeps a line sent again with its nonce once', async () => {
    const db = await openTestDatabase(engine);
    const instances = await Promise.all(
      [1, 2].map(() =>
        openFlagsServiceStandIn({ siteCode: SITE, file, sandbox: true, db, logError: () => {} }),
      ),
    );
    try {
      const [first, second] = instances.map((instance) => instance.app);
      const send = (app: typeof first, body: string) =>
        app!.request(`/visit/events?siteCode=${SITE}`, { method: 'POST', body });
      const pageView = 'eventType=page&href=%2Fcart&nonce=PV1&visitorCode=shared';
      const conversion =
        'eventType=conversion&goalId=301&revenue=0&negative=false&nonce=CV1&visitorCode=shared';
      expect((await send(first, `${pageView}\n${conversion}`)).status).toBe(204);
      // The answer was lost: the engine sends both again, this time through the other instance.
      expect((await send(second, `${conversion}\n${pageView}`)).status).toBe(204);
      for (const app of [first, second]) {
        const read = await app!.request('/sandbox/tracking?visitorCode=shared');
        const { data } = (await read.json()) as { data: { line: string }[] };
        expect(data.map((entry) => entry.line)).toEqual([pageView, conversion]);
      }
    } finally {
      for (const instance of instances) instance.close();
      await db.close();
    }
  });
});
