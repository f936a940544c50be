import { describe, expect, it } from 'vitest';
import { MemoryStorage, STORAGE_KEYS, type FlagsClient } from '../index.js';
import { sampleConfiguration, settle, testClient } from '../test/harness.js';
import { DEFAULT_CONSENT_LIFETIME_SECONDS } from './settings.js';

const required = (consentOptOutBehavior = 'PARTIALLY_BLOCK') =>
  sampleConfiguration({
    configuration: {
      realTimeUpdate: false,
      consentType: 'REQUIRED',
      dataApiDomain: 'data.kameleoon.io',
      consentOptOutBehavior,
    },
  });

const storedConsent = (storage: MemoryStorage) =>
  JSON.parse(storage.getItem(STORAGE_KEYS.consentData) ?? '{}') as Record<string, unknown>;

/** A visitor the experiment rule exposes while its consent is unknown. */
function exposedVisitor(client: FlagsClient): string {
  for (let i = 0; i < 100; i += 1) {
    const visitorCode = `visitor${i}`;
    const details = client.getVariationDetails({
      visitorCode,
      featureKey: 'new_checkout',
      track: false,
    });
    if (details.decidedBy === 'experiment') return visitorCode;
  }
  throw new Error('no exposed visitor among 100');
}

describe('consent expiry', () => {
  it('lasts as long as the visitor-code cookie by default', () => {
    expect(DEFAULT_CONSENT_LIFETIME_SECONDS).toBe(31_536_000);
    const { client } = testClient();
    expect(client.settings.consentLifetimeMs).toBe(31_536_000_000);
    expect(testClient({ consentLifetime: -1 }).client.settings.consentLifetimeMs).toBe(
      31_536_000_000,
    );
    expect(testClient({ consentLifetime: 60 }).client.settings.consentLifetimeMs).toBe(60_000);
  });

  it('stores consent with its expiry; a given consent that expired is unknown again', async () => {
    const storage = new MemoryStorage();
    const { client, timers, http } = testClient({
      configuration: required(),
      storage,
      consentLifetime: 60,
    });
    await client.initialize();
    client.setLegalConsent('shopper', true);
    await settle();
    expect(storedConsent(storage)).toEqual({
      shopper: { consent: 1, expirationTime: timers.now + 60_000 },
    });
    client.addData('shopper', { type: 'customData', index: 0, values: ['gold'] });
    await client.flush({ visitorCode: 'shopper', instant: true });
    expect(http.tracking().at(-1)!.body).toContain('eventType=customData');

    timers.now += 60_000;
    client.addData('shopper', { type: 'customData', index: 0, values: ['silver'] });
    client.trackConversion({ visitorCode: 'shopper', goalId: 5 });
    await client.flush({ visitorCode: 'shopper', instant: true });
    // Consent required and unknown: only the conversion goes out.
    const body = http.tracking().at(-1)!.body;
    expect(body).toContain('eventType=conversion&goalId=5');
    expect(body).not.toContain('eventType=customData');
    await settle();
    expect(storedConsent(storage)).toEqual({});
  });

  it('evaluates a visitor whose refusal expired like one who never answered', async () => {
    const { client, timers } = testClient({
      configuration: required('FULLY_BLOCK'),
      consentLifetime: 60,
    });
    await client.initialize();
    const visitorCode = exposedVisitor(client);
    client.setLegalConsent(visitorCode, false);
    expect(client.isFeatureFlagActive(visitorCode, 'new_checkout', false)).toBe(false);
    expect(() =>
      client.getVariation({ visitorCode, featureKey: 'new_checkout', track: false }),
    ).toThrow(expect.objectContaining({ kind: 'FeatureFlagEnvironmentDisabled' }));

    timers.now += 59_999;
    expect(() =>
      client.getVariation({ visitorCode, featureKey: 'new_checkout', track: false }),
    ).toThrow(expect.objectContaining({ kind: 'FeatureFlagEnvironmentDisabled' }));
    timers.now += 1;
    const details = client.getVariationDetails({
      visitorCode,
      featureKey: 'new_checkout',
      track: false,
    });
    expect(details.decidedBy).toBe('experiment');
  });

  it('reads entries stored without an expiry and adds one', async () => {
    const old = {
      given: { consent: 1 },
      refused: { consent: 2 },
      bare: true,
      legacy: { consent: false },
      current: { consent: 1, expirationTime: 1_800_000_000_000 },
    };
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEYS.consentData, JSON.stringify(old));
    const { client, timers, http } = testClient({
      configuration: required(),
      storage,
      consentLifetime: 3600,
    });
    await settle();
    const expirationTime = timers.now + 3_600_000;
    expect(storedConsent(storage)).toEqual({
      given: { consent: 1, expirationTime },
      refused: { consent: 2, expirationTime },
      bare: { consent: 1, expirationTime },
      legacy: { consent: 2, expirationTime },
      current: { consent: 1, expirationTime: 1_800_000_000_000 },
    });

    await client.initialize();
    client.addData('given', { type: 'customData', index: 0, values: ['gold'] });
    await client.flush({ visitorCode: 'given', instant: true });
    expect(http.tracking().at(-1)!.body).toContain('eventType=customData');
    const sentBefore = http.tracking().length;
    timers.now += 3_600_000;
    client.addData('given', { type: 'customData', index: 0, values: ['silver'] });
    await client.flush({ visitorCode: 'given', instant: true });
    const sentAfter = http
      .tracking()
      .slice(sentBefore)
      .map((request) => request.body);
    expect(sentAfter.join('\n')).not.toContain('eventType=customData');
  });

  it('gives upgraded entries the cleanup interval when one is set, and cleans expired ones', async () => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEYS.consentData, JSON.stringify({ given: { consent: 1 } }));
    const { client, timers } = testClient({
      configuration: required(),
      storage,
      cleanupInterval: 5,
    });
    await settle();
    expect(storedConsent(storage)).toEqual({
      given: { consent: 1, expirationTime: timers.now + 5 * 60_000 },
    });
    await client.initialize();
    await timers.advance(5 * 60_000);
    expect(storedConsent(storage)).toEqual({});
    client.close();
  });
});
