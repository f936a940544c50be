import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccessTokens,
  ConfigurationError,
  openCommerceApi,
  readCommerceConfig,
  type OpenCommerceApi,
} from './index.js';

const strongSecret = 'a'.repeat(32);

describe('configuration', () => {
  it('needs nothing for the embedded database: its secret is its own', () => {
    const config = readCommerceConfig({ COMMERCE_DATA_DIR: '/tmp/shop' });
    expect(config).toMatchObject({
      databaseUrl: undefined,
      dataDir: '/tmp/shop',
      deployment: false,
      signingSecret: { kind: 'embedded' },
    });
  });

  it('refuses a deployment without COMMERCE_JWT_SECRET, in one line naming it', () => {
    for (const env of [
      { DATABASE_URL: 'postgres://shop@db/shop' },
      { COMMERCE_ENV: 'production' },
      { DATABASE_URL: 'postgres://shop@db/shop', COMMERCE_JWT_SECRET: '' },
    ]) {
      expect(() => readCommerceConfig(env)).toThrow(ConfigurationError);
      expect(() => readCommerceConfig(env)).toThrow(/^COMMERCE_JWT_SECRET must be set[^\n]*$/);
    }
  });

  it('refuses a short secret, an unknown COMMERCE_ENV and a proxy that is not an address', () => {
    expect(() => readCommerceConfig({ COMMERCE_JWT_SECRET: 'short' })).toThrow(
      'COMMERCE_JWT_SECRET must be at least 32 characters long',
    );
    expect(() => readCommerceConfig({ COMMERCE_ENV: 'prod' })).toThrow(/COMMERCE_ENV must be/);
    expect(() =>
      readCommerceConfig({ COMMERCE_TRUSTED_PROXIES: '10.0.0.0/8, proxy.local' }),
    ).toThrow(/^COMMERCE_TRUSTED_PROXIES: "proxy.local" is not an IP address or CIDR range$/);
  });

  it('reads the periodic jobs’ interval, a minute by default, and refuses a bad one', () => {
    expect(readCommerceConfig({}).sweepEverySeconds).toBe(60);
    expect(readCommerceConfig({ COMMERCE_SWEEP_INTERVAL_SECONDS: '2' }).sweepEverySeconds).toBe(2);
    for (const value of ['0', '1.5', 'soon', '3601']) {
      expect(() => readCommerceConfig({ COMMERCE_SWEEP_INTERVAL_SECONDS: value })).toThrow(
        /^COMMERCE_SWEEP_INTERVAL_SECONDS must be a whole number of seconds from 1 to 3600/,
      );
    }
  });

  it('takes a deployment’s secret as given', () => {
    const config = readCommerceConfig({
      DATABASE_URL: 'postgres://shop@db/shop',
      COMMERCE_JWT_SECRET: strongSecret,
    });
    expect(config.signingSecret).toEqual({ kind: 'given', secret: strongSecret });
    expect(config.dataDir).toBeUndefined();
  });
});

describe('the embedded database’s signing secret', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'beauty-secret-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const signIn = (api: OpenCommerceApi['api']) =>
    api.request('/api/web/v1/auth/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Site-Country': 'sg' },
      body: JSON.stringify({
        grant_type: 'password',
        email: 'gold.member@example.com',
        password: 'Beauty#2026',
      }),
    });

  it('is generated on first start, signs members in and survives a restart', async () => {
    const config = readCommerceConfig({ COMMERCE_DATA_DIR: dataDir });
    const first = await openCommerceApi(config);
    const response = await signIn(first.api);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { accessToken: string } };
    const [{ secret }] = (await first.db.query<{ secret: string }>(
      'SELECT secret FROM signing_secrets',
    )) as [{ secret: string }];
    expect(secret.length).toBeGreaterThanOrEqual(43);
    await first.close();

    // After a restart the same member's token is still good: the bag answers as theirs.
    const second = await openCommerceApi(config);
    try {
      const bag = await second.api.request('/api/web/v1/cart', {
        headers: { Authorization: `Bearer ${data.accessToken}`, 'X-Site-Country': 'sg' },
      });
      expect(bag.status).toBe(200);
      expect(await new AccessTokens(secret).verify(data.accessToken)).toMatchObject({
        userId: expect.any(Number),
      });
    } finally {
      await second.close();
    }
  }, 90_000); // migrates and seeds a new embedded database twice: slow on a busy machine
});

describe('the API server', () => {
  const main = fileURLToPath(new URL('./main.ts', import.meta.url));
  const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

  it('refuses to start on PostgreSQL without a secret, saying so in one line', async () => {
    const run = promisify(execFile)(tsx, ['--conditions=@beauty/source', main], {
      env: {
        PATH: process.env.PATH,
        // Never reached: the configuration is refused before any connection.
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
        PORT: '0',
      },
    });
    const failure = (await run.then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    )) as { code: number; stderr: string };
    expect(failure.code).toBe(1);
    expect(failure.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Commerce API not started: COMMERCE_JWT_SECRET must be set/),
    ]);
  });
});
