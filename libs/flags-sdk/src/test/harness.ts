// Test doubles shared by the unit tests: manual timers, a recording fetch, a sample configuration.
import type { FlagsClientOptions, RawConfiguration, Timers } from '../index.js';
import { FlagsClient, MemoryStorage } from '../index.js';

/** Timers that only fire when the test advances them. */
export class ManualTimers implements Timers {
  now = 1_700_000_000_000;
  private next = 1;
  private pending = new Map<number, { at: number; callback: () => void }>();

  setTimeout(callback: () => void, ms: number): unknown {
    const id = this.next++;
    this.pending.set(id, { at: this.now + ms, callback });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }

  get size(): number {
    return this.pending.size;
  }

  /** Moves time forward, firing due timers in order and letting promises settle between them. */
  async advance(ms: number): Promise<void> {
    const end = this.now + ms;
    for (;;) {
      await settle();
      const due = [...this.pending.entries()]
        .filter(([, timer]) => timer.at <= end)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.pending.delete(due[0]);
      this.now = Math.max(this.now, due[1].at);
      due[1].callback();
    }
    this.now = end;
    await settle();
  }
}

/** Lets queued promise callbacks run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

/** One recorded request. */
export interface Recorded {
  method: string;
  url: string;
  body: string;
  headers: Record<string, string>;
}

/** A fetch that answers the configuration endpoint and records tracking requests. */
export function recordingFetch(
  configuration: RawConfiguration | (() => RawConfiguration),
  options: { failTracking?: () => boolean; failConfiguration?: () => boolean } = {},
) {
  const requests: Recorded[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const method = init?.method ?? 'GET';
    const headers = (init?.headers ?? {}) as Record<string, string>;
    requests.push({ method, url: String(input), body: String(init?.body ?? ''), headers });
    if (method === 'GET') {
      if (options.failConfiguration?.()) throw new TypeError('network down');
      const body = typeof configuration === 'function' ? configuration() : configuration;
      return new Response(JSON.stringify(body), { status: 200 });
    }
    if (options.failTracking?.()) return new Response('down', { status: 503 });
    return new Response(null, { status: 204 });
  };
  return { fetch, requests, tracking: () => requests.filter((r) => r.method === 'POST') };
}

/** The reference's worked example: holdout, a targeted delivery and a respooled experiment. */
export function sampleConfiguration(overrides: Partial<RawConfiguration> = {}): RawConfiguration {
  return {
    dateModified: 1700000000000,
    configuration: {
      realTimeUpdate: false,
      consentType: 'NOT_REQUIRED',
      dataApiDomain: 'data.kameleoon.io',
      consentOptOutBehavior: 'PARTIALLY_BLOCK',
    },
    customData: [
      {
        id: 80,
        index: 0,
        name: 'plan',
        localOnly: false,
        isMappingIdentifier: false,
        scope: 'VISITOR',
      },
      {
        id: 81,
        index: 1,
        name: 'secret',
        localOnly: true,
        isMappingIdentifier: false,
        scope: 'VISIT',
      },
      {
        id: 82,
        index: 2,
        name: 'account',
        localOnly: false,
        isMappingIdentifier: true,
        scope: 'VISITOR',
      },
    ],
    segments: [
      {
        id: 700,
        name: 'premium',
        conditionsData: {
          firstLevelOrOperators: [],
          firstLevel: [
            {
              orOperators: [],
              conditions: [
                {
                  id: 1,
                  targetingType: 'CUSTOM_DATUM',
                  isInclude: true,
                  weight: 1,
                  customDataIndex: '0',
                  valueMatchType: 'EXACT',
                  value: 'premium',
                },
              ],
            },
          ],
        },
      },
    ],
    holdout: {
      experimentId: 9000,
      variationByExposition: [
        { variationKey: 'in-holdout', variationId: 90001, exposition: 0.1 },
        { variationKey: 'off', variationId: 90002, exposition: 0.9 },
      ],
    },
    featureFlags: [
      {
        id: 1,
        featureKey: 'new_checkout',
        environmentEnabled: true,
        defaultVariationKey: 'off',
        mutuallyExclusiveGroup: null,
        bucketingCustomDataId: null,
        variations: [
          { key: 'off', variables: [{ key: 'color', type: 'STRING', value: 'grey' }] },
          { key: 'on', name: 'New', variables: [{ key: 'color', type: 'STRING', value: 'green' }] },
          { key: 'v2', variables: [{ key: 'color', type: 'STRING', value: 'blue' }] },
        ],
        rules: [
          {
            id: 101,
            type: 'TARGETED_DELIVERY',
            order: 1,
            exposition: 1,
            experimentId: 1001,
            respoolTime: null,
            segmentId: 700,
            variationByExposition: [{ variationKey: 'on', variationId: 10011, exposition: 1 }],
          },
          {
            id: 102,
            type: 'EXPERIMENTATION',
            order: 2,
            exposition: 0.5,
            experimentId: 1002,
            respoolTime: 1712345678,
            segmentId: null,
            variationByExposition: [
              { variationKey: 'off', variationId: 10020, exposition: 0.34 },
              { variationKey: 'on', variationId: 10021, exposition: 0.33 },
              { variationKey: 'v2', variationId: 10022, exposition: 0.33 },
            ],
          },
        ],
      },
    ],
    ...overrides,
  };
}

/** A client wired to test doubles. */
export function testClient(
  options: Partial<FlagsClientOptions> & { configuration?: RawConfiguration } = {},
) {
  const timers = new ManualTimers();
  const http = recordingFetch(options.configuration ?? sampleConfiguration());
  const warnings: string[] = [];
  const errors: string[] = [];
  const storage = options.storage ?? new MemoryStorage();
  let seed = 0;
  const client = new FlagsClient({
    siteCode: 'tstsite01',
    fetch: http.fetch,
    storage,
    eventSource: null,
    timers,
    clock: { now: () => timers.now },
    random: () => (seed = (seed * 9301 + 49297) % 233280) / 233280,
    cookies: null,
    logger: { warn: (m) => warnings.push(m), error: (m) => errors.push(m) },
    ...options,
  });
  return { client, timers, http, warnings, errors, storage };
}
