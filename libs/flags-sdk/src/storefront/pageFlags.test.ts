import { describe, expect, it } from 'vitest';
import { settle, testClient } from '../test/harness.js';
import {
  evaluatePageFlags,
  isPageFlagActive,
  MAX_FORCED_VARIATIONS,
  parseForcedVariations,
} from './index.js';

describe('forced variations from the query', () => {
  it('reads featureKey:variationKey pairs and ignores malformed ones', () => {
    expect([...parseForcedVariations('home-hero:spotlight, a_b:c,bad,x:y:z,:v,k:,<s>:v')]).toEqual([
      ['home-hero', 'spotlight'],
      ['a_b', 'c'],
    ]);
    expect(parseForcedVariations(null).size).toBe(0);
    const many = Array.from({ length: 50 }, (_, i) => `f${i}:v`).join(',');
    expect(parseForcedVariations(many).size).toBe(MAX_FORCED_VARIATIONS);
  });
});

describe('page flags', () => {
  it('evaluates the page flags once, as plain data, and reports instead of throwing', async () => {
    const reported: unknown[] = [];
    const { client } = testClient();
    expect(
      evaluatePageFlags(client, {
        visitorCode: 'visitor1',
        featureKeys: ['new_checkout'],
        reportError: (error) => reported.push(error),
      }),
    ).toEqual({});
    expect(reported).toHaveLength(1);
    await client.initialize();
    const variations = evaluatePageFlags(client, {
      visitorCode: 'visitor1',
      featureKeys: ['new_checkout', 'missing'],
      reportError: (error) => reported.push(error),
    });
    const expected = client.getVariation({ visitorCode: 'visitor1', featureKey: 'new_checkout' });
    expect(variations).toEqual({
      new_checkout: {
        key: expected.key,
        variables: { color: expected.variables.get('color')?.value },
      },
    });
    expect(JSON.parse(JSON.stringify(variations))).toEqual(variations);
    expect(reported).toHaveLength(2);
    expect(isPageFlagActive(variations, 'missing')).toBe(false);
    client.close();
  });

  it('forces a variation for that evaluation only, untracked, then evaluates normally', async () => {
    const { client, http, timers } = testClient();
    await client.initialize();
    // A visitor the experiment gives `off` (the targeted delivery does not reach them).
    let visitorCode = '';
    for (let i = 0; i < 200 && !visitorCode; i += 1) {
      const details = client.getVariationDetails({
        visitorCode: `v${i}`,
        featureKey: 'new_checkout',
        track: false,
      });
      if (details.variation.key === 'off' && details.decidedBy === 'experiment') {
        visitorCode = `v${i}`;
      }
    }
    expect(visitorCode).not.toBe('');
    const forced = parseForcedVariations('new_checkout:v2');
    const args = { visitorCode, featureKeys: ['new_checkout'], reportError: () => undefined };
    expect(evaluatePageFlags(client, { ...args, forced }).new_checkout?.key).toBe('v2');
    await timers.advance(1000);
    await settle();
    expect(
      http
        .tracking()
        .map((request) => request.body)
        .join('\n'),
    ).not.toContain('variationId=10022');
    expect(evaluatePageFlags(client, args).new_checkout?.key).toBe('off');
    client.close();
  });
});
