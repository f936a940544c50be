import { describe, expect, it } from 'vitest';
import {
  BODY_CAP_WARNING,
  MAX_BODY_BYTES,
  MemoryStorage,
  STORAGE_KEYS,
  TRACKING_FAILED,
} from '../index.js';
import { recordingFetch, sampleConfiguration, settle, testClient } from '../test/harness.js';

const masked = (body: string) =>
  body.split('\n').map((l) => l.replace(/nonce=[0-9A-F]{16}/, 'nonce=N'));

describe('tracking queue', () => {
  it('sends scheduled visitors every tracking interval in the original line format', async () => {
    const { client, timers, http } = testClient({ trackingInterval: 250 });
    await client.initialize();
    client.getVariation({ visitorCode: 'visitor1', featureKey: 'new_checkout' });
    client.addData(
      'visitor1',
      { type: 'customData', index: 0, values: ['gold', 'gold', 'x y'] },
      { type: 'customData', index: 1, values: ['never sent'] },
      {
        type: 'pageView',
        url: 'https://shop.example.com/?q=é',
        title: 'Home & co',
        referrers: [2],
      },
      { type: 'userAgent', value: 'TestAgent/1.0' },
      { type: 'cookie', cookies: [{ key: 'a', value: '1' }] },
      { type: 'applicationVersion', version: '1.2.3' },
    );
    await timers.advance(249);
    expect(http.tracking()).toHaveLength(0);
    await timers.advance(1);
    const [request] = http.tracking();
    expect(request!.url).toBe(
      'https://data.kameleoon.io/visit/events?siteCode=tstsite01&sdkName=javascript&sdkVersion=4.9.0&bodyUa=true',
    );
    expect(masked(request!.body)).toEqual([
      'eventType=experiment&id=1002&variationId=10021&nonce=N&visitorCode=visitor1&userAgent=TestAgent/1.0',
      'eventType=experiment&id=9000&variationId=90002&nonce=N&visitorCode=visitor1',
      'eventType=customData&index=0&valuesCountMap=%7B%22gold%22%3A1%2C%22x%20y%22%3A1%7D&overwrite=true&nonce=N&visitorCode=visitor1',
      'eventType=page&href=https%3A%2F%2Fshop.example.com%2F%3Fq%3D%C3%A9&title=Home%20%26%20co&referrersIndices=[2]&nonce=N&visitorCode=visitor1',
      'eventType=staticData&visitNumber=0&timeSincePreviousVisit=0&nonce=N&visitorCode=visitor1',
    ]);
    // Everything went out: the next round sends nothing for this visitor.
    await timers.advance(1000);
    expect(http.tracking()).toHaveLength(1);
  });

  it('retries a failed request twice, 5 s apart, then requeues and logs', async () => {
    let down = true;
    const http = recordingFetch(sampleConfiguration(), { failTracking: () => down });
    const { client, timers, errors } = testClient({ fetch: http.fetch });
    await client.initialize();
    client.trackConversion({ visitorCode: 'v1', goalId: 7, revenue: 12.5 });
    await timers.advance(1000);
    expect(http.tracking()).toHaveLength(1);
    await timers.advance(5000);
    expect(http.tracking()).toHaveLength(2);
    await timers.advance(5000);
    expect(http.tracking()).toHaveLength(3);
    expect(errors).toContain(TRACKING_FAILED);
    down = false;
    await timers.advance(1000);
    const last = http.tracking().at(-1)!;
    expect(masked(last.body)[0]).toBe(
      'eventType=conversion&goalId=7&revenue=12.5&negative=false&nonce=N&visitorCode=v1',
    );
    // The conversion keeps its nonce on every attempt so the server can de-duplicate.
    const nonces = http.tracking().map((r) => /nonce=([0-9A-F]{16})/.exec(r.body)![1]);
    expect(new Set(nonces).size).toBe(1);
    await timers.advance(5000);
    expect(http.tracking()).toHaveLength(4);
  });

  it('loses no event across a reload while a request is pending', async () => {
    const storage = new MemoryStorage();
    const first = testClient({
      storage,
      fetch: (() => new Promise<Response>(() => undefined)) as typeof fetch,
    });
    first.client.addData('v1', { type: 'conversion', goalId: 3 });
    first.client.setLegalConsent('v1', true);
    void first.client.flush({ visitorCode: 'v1', instant: true });
    await settle();
    expect(storage.getItem(STORAGE_KEYS.targetingData)).toContain('"status":"pending"');
    first.client.close();

    const second = testClient({ storage });
    await second.client.initialize();
    await second.timers.advance(1000);
    expect(masked(second.http.tracking()[0]!.body)[0]).toBe(
      'eventType=conversion&goalId=3&revenue=0&negative=false&nonce=N&visitorCode=v1',
    );
  });

  it('caps a body at 10 MB (4 bytes a character) and keeps the rest for the next round', async () => {
    const { client, timers, http, warnings } = testClient();
    await client.initialize();
    const big = 'x'.repeat(700_000);
    for (let i = 0; i < 5; i += 1) {
      client.addData(`v${i}`, { type: 'pageView', url: `https://shop.example.com/${big}${i}` });
      await client.flush(`v${i}`);
    }
    await timers.advance(1000);
    const sizes = http.tracking().map((r) => r.body.length * 4);
    expect(http.tracking()).toHaveLength(1);
    expect(sizes[0]).toBeLessThanOrEqual(MAX_BODY_BYTES);
    expect(warnings).toContain(BODY_CAP_WARNING);
    await timers.advance(1000);
    expect(http.tracking()).toHaveLength(2);
    const visitors = http
      .tracking()
      .flatMap((r) => [...r.body.matchAll(/visitorCode=(v\d)/g)].map((m) => m[1]));
    expect(new Set(visitors)).toEqual(new Set(['v0', 'v1', 'v2', 'v3', 'v4']));
  });

  it('sends only conversions and targeted-delivery assignments without consent', async () => {
    const configuration = sampleConfiguration({ configuration: { consentType: 'REQUIRED' } });
    const { client, http } = testClient({ configuration });
    await client.initialize();
    client.addData('visitor1', { type: 'customData', index: 0, values: ['premium'] });
    client.getVariation({ visitorCode: 'visitor1', featureKey: 'new_checkout' });
    client.trackConversion({ visitorCode: 'visitor1', goalId: 5 });
    await client.flush({ visitorCode: 'visitor1', instant: true });
    expect(masked(http.tracking()[0]!.body)).toEqual([
      'eventType=experiment&id=1001&variationId=10011&nonce=N&visitorCode=visitor1',
      'eventType=conversion&goalId=5&revenue=0&negative=false&nonce=N&visitorCode=visitor1',
    ]);
    client.setLegalConsent('visitor1', true);
    await client.flush({ visitorCode: 'visitor1', instant: true });
    expect(masked(http.tracking()[1]!.body)[0]).toMatch(/^eventType=experiment&id=9000/);
    expect(http.tracking()[1]!.body).toContain('eventType=customData&index=0');
  });

  it('re-sends visitor-scope data once the next visit starts', async () => {
    const { client, timers, http } = testClient();
    await client.initialize();
    client.addData('v1', { type: 'customData', index: 0, values: ['gold'] });
    await client.flush({ visitorCode: 'v1', instant: true });
    await client.flush({ visitorCode: 'v1', instant: true });
    expect(http.tracking()[1]!.body).not.toContain('customData');
    timers.now += 29 * 60_000;
    await client.flush({ visitorCode: 'v1', instant: true });
    expect(http.tracking()[2]!.body).toContain('eventType=customData&index=0');
  });

  it('keeps an unsent assignment unsent when a later evaluation does not track', async () => {
    const { client, http } = testClient();
    await client.initialize();
    client.getVariation({ visitorCode: 'visitor1', featureKey: 'new_checkout' });
    client.getVariation({ visitorCode: 'visitor1', featureKey: 'new_checkout', track: false });
    await client.flush({ visitorCode: 'visitor1', instant: true });
    expect(http.tracking()[0]!.body).toContain('eventType=experiment&id=1002');
  });
});
