import { describe, expect, it } from 'vitest';
import { FlagsError } from '../errors.js';
import { MISSING_CREDENTIALS, SETTINGS_WARNINGS, resolveSettings } from './settings.js';

function resolve(settings: Parameters<typeof resolveSettings>[0]) {
  const warnings: string[] = [];
  return { resolved: resolveSettings(settings, (m) => warnings.push(m)), warnings };
}

describe('client settings', () => {
  it('applies the defaults', () => {
    const { resolved, warnings } = resolve({ siteCode: 'abc' });
    expect(resolved).toMatchObject({
      environment: 'production',
      updateIntervalMs: 60 * 60_000,
      cleanupIntervalMs: null,
      requestTimeout: 10_000,
      trackingInterval: 1000,
      trackRetryDelay: 5000,
      consentType: 'NOT_REQUIRED',
    });
    expect(warnings).toEqual([]);
  });

  it('clamps the tracking interval to 100–1000 ms with the spec warnings', () => {
    expect(resolve({ siteCode: 'a', trackingInterval: 20 })).toMatchObject({
      resolved: { trackingInterval: 100 },
      warnings: [
        'Tracking interval must not be shorter than 100 ms. Minimum possible interval was applied.',
      ],
    });
    expect(resolve({ siteCode: 'a', trackingInterval: 5000 })).toMatchObject({
      resolved: { trackingInterval: 1000 },
      warnings: [
        'Tracking interval must not be longer than 1000 ms. Maximum possible interval was applied.',
      ],
    });
  });

  it('keeps update and cleanup intervals at one minute or more', () => {
    const { resolved, warnings } = resolve({
      siteCode: 'a',
      updateInterval: 0,
      cleanupInterval: 0.5,
    });
    expect(resolved.updateIntervalMs).toBe(60_000);
    expect(resolved.cleanupIntervalMs).toBe(60_000);
    expect(warnings).toEqual([
      SETTINGS_WARNINGS.updateIntervalTooShort,
      SETTINGS_WARNINGS.cleanupIntervalTooShort,
    ]);
  });

  it('uses a numeric timeout only and drops invalid domains', () => {
    const { resolved, warnings } = resolve({
      siteCode: 'a',
      requestTimeout: Number.NaN,
      networkDomain: 'https://evil.example/x',
      cookieDomain: '.shop.example.com',
    });
    expect(resolved.requestTimeout).toBe(10_000);
    expect(resolved.networkDomain).toBeNull();
    expect(resolved.cookieDomain).toBe('.shop.example.com');
    expect(warnings).toEqual([SETTINGS_WARNINGS.invalidNetworkDomain]);
  });

  it('refuses a missing site code or environment', () => {
    expect(() => resolve({ siteCode: '' })).toThrow(
      new FlagsError('Credentials', MISSING_CREDENTIALS),
    );
    expect(() => resolve({ siteCode: 'a', environment: '' })).toThrow(MISSING_CREDENTIALS);
  });
});
