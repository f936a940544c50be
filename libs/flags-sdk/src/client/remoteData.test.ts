import { describe, expect, it } from 'vitest';
import { testClient } from '../test/harness.js';
import { checkVisitAmount } from './remoteData.js';

const history = {
  currentVisit: {
    timeStarted: 1_700_000_000_000,
    customDataEvents: [{ data: { index: 0, valuesCountMap: { premium: 1 } } }],
  },
  previousVisits: [
    {
      timeStarted: 1_699_900_000_000,
      timeLastEvent: 1_699_900_060_000,
      customDataEvents: [{ data: { index: 0, valuesCountMap: { basic: 1 } } }],
      conversionEvents: [{ data: { goalId: 9, revenue: 10, negative: false } }],
      staticDataEvent: {
        data: { browser: 'SAFARI', browserVersion: 17, os: 'IOS', deviceType: 'PHONE' },
      },
      experimentEvents: [{ data: { id: 1002, variationId: 10022 } }],
    },
  ],
  cbs: { 1002: { 10020: 1, 10021: 5, 10022: 2 } },
};

describe('remote visitor data', () => {
  it('checks the visit amount', () => {
    expect(checkVisitAmount(25)).toBe(25);
    expect(() => checkVisitAmount(0)).toThrow(expect.objectContaining({ kind: 'VisitAmount' }));
    expect(() => checkVisitAmount(26)).toThrow(expect.objectContaining({ kind: 'VisitAmount' }));
  });

  it('reads the history into targeting data that is not tracked again', async () => {
    const { client, http } = testClient({
      fetch: async (input, init) => {
        http.requests.push({
          method: init?.method ?? 'GET',
          url: String(input),
          body: String(init?.body ?? ''),
          headers: {},
        });
        if (String(input).includes('/visit/visitor')) return Response.json(history);
        if (String(input).includes('/map/map')) return new Response('missing', { status: 404 });
        if (init?.method === 'POST') return new Response(null, { status: 204 });
        return Response.json((await import('../test/harness.js')).sampleConfiguration());
      },
    });
    await client.initialize();
    // Start the visit, so visitor-scope data is not due for its once-per-visit resend.
    await client.flush({ visitorCode: 'someone', instant: true });
    const data = await client.getRemoteVisitorData({
      visitorCode: 'visitor2',
      filters: {
        previousVisitAmount: 5,
        conversions: true,
        browser: true,
        experiments: true,
        cbs: true,
      },
    });
    expect(http.requests.at(-1)!.url).toBe(
      'https://data.kameleoon.io/visit/visitor?siteCode=tstsite01&visitorCode=visitor2&maxNumberPreviousVisits=5&customData=true&conversion=true&experiment=true&staticData=true&currentVisit=true&cbs=true',
    );
    expect(data).toEqual([
      { type: 'conversion', goalId: 9, revenue: 10, negative: false },
      { type: 'customData', index: 0, values: ['premium'] },
      { type: 'browser', browser: 'SAFARI', version: 17 },
    ]);
    // The latest custom data targets the visitor into the targeted delivery.
    expect(
      client.getVariation({ visitorCode: 'visitor2', featureKey: 'new_checkout', track: false }).id,
    ).toBe(10011);
    await client.flush({ visitorCode: 'visitor2', instant: true });
    const body = http.requests.filter((r) => r.method === 'POST').at(-1)!.body;
    expect(body).toMatch(
      /^eventType=staticData&browser=SAFARI&browserIndex=3&browserVersion=17&visitNumber=1/,
    );
    expect(body).not.toContain('customData');
    expect(body).not.toContain('conversion');
    await expect(client.getRemoteData('promo')).rejects.toMatchObject({
      kind: 'RemoteData',
      message: 'No data found for promo key',
    });
    await expect(
      client.getRemoteVisitorData({ visitorCode: 'v', filters: { previousVisitAmount: 30 } }),
    ).rejects.toMatchObject({ kind: 'VisitAmount' });
  });
});
