import { describe, expect, it } from 'vitest';
import { FlagsError } from './errors.js';
import { maskSecret, maskSecretIn, maskSecretInError, SECRET_VISIBLE_LENGTH } from './secrets.js';
import { ManualTimers, sampleConfiguration } from './test/harness.js';
import { FlagsClient, MemoryStorage } from './index.js';

describe('secret masking', () => {
  it('fully masks values no longer than the visible length', () => {
    expect(SECRET_VISIBLE_LENGTH).toBe(4);
    expect(maskSecret('')).toBe('');
    expect(maskSecret('a')).toBe('*');
    expect(maskSecret('abcd')).toBe('****');
  });

  it('shows a prefix of longer values and masks the rest, always at least 4 characters', () => {
    expect(maskSecret('abcde')).toBe('a****');
    expect(maskSecret('abcdef')).toBe('ab****');
    expect(maskSecret('abcdefgh')).toBe('abcd****');
    expect(maskSecret('user@example.com')).toBe('user************');
  });

  it('masks a secret in text as is and as URLs encode it', () => {
    const secret = 'jane doe@example.com';
    const masked = maskSecret(secret);
    expect(maskSecretIn(`code ${secret}`, secret)).toBe(`code ${masked}`);
    expect(maskSecretIn(`?visitorCode=${encodeURIComponent(secret)}&x=1`, secret)).toBe(
      `?visitorCode=${masked}&x=1`,
    );
    expect(maskSecretIn(`?${new URLSearchParams({ mappingValue: secret })}`, secret)).toBe(
      `?mappingValue=${masked}`,
    );
    expect(maskSecretIn('nothing here', '')).toBe('nothing here');
  });

  it('copies an error only when its message quotes the secret, keeping its kind', () => {
    const plain = new Error('HTTP 500');
    expect(maskSecretInError(plain, 'secret-value')).toBe(plain);
    const quoting = new FlagsError(
      'MaximumRetriesReached',
      'GET /v?visitorCode=secret-value failed',
    );
    expect(maskSecretInError(quoting, 'secret-value')).toMatchObject({
      kind: 'MaximumRetriesReached',
      message: 'GET /v?visitorCode=secr******** failed',
    });
    expect(maskSecretInError('failed for secret-value', 'secret-value')).toBe(
      'failed for secr********',
    );
  });

  it('never lets the logger or the error reporter see a visitor identifier it was given', async () => {
    const email = 'jane.doe+vip@example.com';
    const timers = new ManualTimers();
    const seen: string[] = [];
    const reported: unknown[] = [];
    const client = new FlagsClient({
      siteCode: 'tstsite01',
      storage: new MemoryStorage(),
      eventSource: null,
      timers,
      clock: { now: () => timers.now },
      cookies: null,
      // The Data API is down and, like some fetch implementations, the failure quotes the URL.
      fetch: async (input) => {
        const url = String(input);
        if (url.includes('/visit/')) throw new TypeError(`fetch failed: ${url}`);
        return Response.json(sampleConfiguration());
      },
      logger: {
        warn: (message) => seen.push(message),
        error: (message, error) => seen.push(message, String(error), (error as Error)?.stack ?? ''),
      },
      errorReporter: (error) => reported.push(error),
    });
    await client.initialize();
    // The e-mail is the mapping identifier (custom data index 2) and then the visitor code itself.
    client.addData('anonymous1', { type: 'customData', index: 2, values: [email] });
    const read = client.getRemoteVisitorData({ visitorCode: email });
    const failure = expect(read).rejects.toMatchObject({
      kind: 'RemoteData',
      message: `No data found for ${maskSecret(email)} key`,
    });
    await timers.advance(60_000);
    await failure;

    const everything = [
      ...seen,
      ...reported.map((error) => `${String(error)} ${(error as Error)?.stack ?? ''}`),
    ].join('\n');
    expect(seen.length).toBeGreaterThan(0);
    expect(reported.length).toBeGreaterThan(0);
    for (const form of [email, encodeURIComponent(email), 'jane.doe', 'example.com']) {
      expect(everything).not.toContain(form);
    }
    client.close();
  });
});
