// Both providers through the real OpenFeature SDKs (web and server), against the engine's
// configuration format: every reason, every error code, each provider event and `track`.
import * as server from '@openfeature/server-sdk';
import * as web from '@openfeature/web-sdk';
import { afterEach, describe, expect, it } from 'vitest';
import type { FlagsClient } from '../client/client.js';
import type { RawConfiguration } from '../configuration/types.js';
import { MemoryStorage } from '../storage/storage.js';
import { recordingFetch, sampleConfiguration, settle, testClient } from '../test/harness.js';
import { FlagsOpenFeatureProvider, type FlagsProviderOptions } from './index.js';
import { changedFlags, goalIdOf } from './provider.js';
import { FlagsOpenFeatureServerProvider } from './server.js';

type FlagType = 'boolean' | 'string' | 'number' | 'object';
type EventName = 'ready' | 'stale' | 'error' | 'configurationChanged';
type Handler = (details?: Record<string, unknown>) => void;
type Details = { value: unknown; reason?: string; errorCode?: string } & Record<string, unknown>;
type Context = server.EvaluationContext;
type AnyProvider = FlagsOpenFeatureProvider | FlagsOpenFeatureServerProvider;

/** One SDK behind the same test calls. */
interface Sdk {
  name: string;
  provider(client: FlagsClient, options?: FlagsProviderOptions): AnyProvider;
  start(domain: string, provider: AnyProvider): Promise<void>;
  evaluate(
    domain: string,
    type: FlagType,
    key: string,
    defaultValue: unknown,
    context: Context,
  ): Promise<Details>;
  track(
    domain: string,
    name: string,
    context: Context,
    details?: Record<string, number | boolean>,
  ): Promise<void>;
  on(domain: string, event: EventName, handler: Handler): void;
  status(domain: string): string;
  close(): Promise<void>;
}

const EVENTS = {
  ready: 'PROVIDER_READY',
  stale: 'PROVIDER_STALE',
  error: 'PROVIDER_ERROR',
  configurationChanged: 'PROVIDER_CONFIGURATION_CHANGED',
} as const;

const webSdk: Sdk = {
  name: 'web',
  provider: (client, options) => new FlagsOpenFeatureProvider(client, options),
  start: (domain, provider) =>
    web.OpenFeature.setProviderAndWait(domain, provider as FlagsOpenFeatureProvider),
  async evaluate(domain, type, key, defaultValue, context) {
    await web.OpenFeature.setContext(domain, context);
    const client = web.OpenFeature.getClient(domain);
    if (type === 'boolean') return client.getBooleanDetails(key, defaultValue as boolean);
    if (type === 'string') return client.getStringDetails(key, defaultValue as string);
    if (type === 'number') return client.getNumberDetails(key, defaultValue as number);
    return client.getObjectDetails(key, defaultValue as web.JsonValue);
  },
  async track(domain, name, context, details) {
    await web.OpenFeature.setContext(domain, context);
    web.OpenFeature.getClient(domain).track(name, details);
  },
  on: (domain, event, handler) =>
    web.OpenFeature.getClient(domain).addHandler(web.ProviderEvents[eventKey(event)], handler),
  status: (domain) => web.OpenFeature.getClient(domain).providerStatus,
  close: () => web.OpenFeature.close(),
};

const serverSdk: Sdk = {
  name: 'server',
  provider: (client, options) => new FlagsOpenFeatureServerProvider(client, options),
  start: (domain, provider) =>
    server.OpenFeature.setProviderAndWait(domain, provider as FlagsOpenFeatureServerProvider),
  evaluate(domain, type, key, defaultValue, context) {
    const client = server.OpenFeature.getClient(domain);
    if (type === 'boolean') return client.getBooleanDetails(key, defaultValue as boolean, context);
    if (type === 'string') return client.getStringDetails(key, defaultValue as string, context);
    if (type === 'number') return client.getNumberDetails(key, defaultValue as number, context);
    return client.getObjectDetails(key, defaultValue as server.JsonValue, context);
  },
  async track(domain, name, context, details) {
    server.OpenFeature.getClient(domain).track(name, context, details);
  },
  on: (domain, event, handler) =>
    server.OpenFeature.getClient(domain).addHandler(
      server.ProviderEvents[eventKey(event)],
      handler,
    ),
  status: (domain) => server.OpenFeature.getClient(domain).providerStatus,
  close: () => server.OpenFeature.close(),
};

function eventKey(event: EventName): 'Ready' | 'Stale' | 'Error' | 'ConfigurationChanged' {
  const keys = { ready: 'Ready', stale: 'Stale', error: 'Error' } as const;
  return event === 'configurationChanged' ? 'ConfigurationChanged' : keys[event];
}

/** The sample configuration plus variables of every type, a disabled flag and a broken variable. */
function fixture(): RawConfiguration {
  const configuration = sampleConfiguration();
  const flag = configuration.featureFlags[0]!;
  for (const variation of flag.variations) {
    variation.variables!.push(
      { key: 'limit', type: 'NUMBER', value: variation.key === 'off' ? '1' : '3' },
      { key: 'layout', type: 'JSON', value: '{"columns":2}' },
      { key: 'express', type: 'BOOLEAN', value: 'true' },
      { key: 'broken', type: 'NUMBER', value: 'three' },
      { key: 'badJson', type: 'JSON', value: '{' },
    );
  }
  configuration.featureFlags.push({
    id: 2,
    featureKey: 'gift_wrap',
    environmentEnabled: false,
    defaultVariationKey: 'off',
    variations: [{ key: 'off', variables: [] }],
    rules: [],
  });
  return configuration;
}

// Maps the context's `plan` onto custom data 0, which the targeted delivery's segment reads.
const contextData: FlagsProviderOptions['contextData'] = (context) =>
  typeof context.plan === 'string'
    ? [{ type: 'customData', index: 0, values: [context.plan] }]
    : [];

const pause = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));
let domains = 0;

describe.each([webSdk, serverSdk])('OpenFeature $name provider', (sdk) => {
  afterEach(async () => {
    await sdk.close();
  });

  async function started(
    options: Parameters<typeof testClient>[0] = {},
    providerOptions: FlagsProviderOptions = {},
  ) {
    const test = testClient({ configuration: fixture(), ...options });
    const domain = `${sdk.name}-${(domains += 1)}`;
    const provider = sdk.provider(test.client, { contextData, ...providerOptions });
    const seen: { event: EventName; details?: Record<string, unknown> }[] = [];
    for (const event of Object.keys(EVENTS) as EventName[]) {
      sdk.on(domain, event, (details) => seen.push({ event, details }));
    }
    await sdk.start(domain, provider);
    const evaluate = (type: FlagType, key: string, value: unknown, context: object) =>
      sdk.evaluate(domain, type, key, value, context as Context);
    return { ...test, domain, provider, seen, evaluate };
  }

  describe('reasons', () => {
    it('reports SPLIT for an experiment assignment, with the ids in the metadata', async () => {
      const { evaluate } = await started();
      const details = await evaluate('string', 'new_checkout', 'x', { targetingKey: 'visitor1' });
      expect(details).toMatchObject({
        value: 'on',
        variant: 'on',
        reason: 'SPLIT',
        flagMetadata: {
          decidedBy: 'experiment',
          ruleId: 102,
          experimentId: 1002,
          variationId: 10021,
        },
      });
      expect(details.errorCode).toBeUndefined();
      const active = await evaluate('boolean', 'new_checkout', false, { targetingKey: 'visitor1' });
      expect(active).toMatchObject({ value: true, variant: 'on', reason: 'SPLIT' });
    });

    it('reports TARGETING_MATCH for a targeted delivery', async () => {
      const { evaluate } = await started();
      const context = { targetingKey: 'visitor1', plan: 'premium' };
      expect(await evaluate('boolean', 'new_checkout', false, context)).toMatchObject({
        value: true,
        variant: 'on',
        reason: 'TARGETING_MATCH',
        flagMetadata: {
          decidedBy: 'targetedDelivery',
          ruleId: 101,
          experimentId: 1001,
          variationId: 10011,
        },
      });
    });

    it('reports TARGETING_MATCH for a forced variation', async () => {
      const { client, evaluate } = await started();
      client.setForcedVariation({
        visitorCode: 'visitor2',
        experimentId: 1002,
        variationKey: 'v2',
      });
      expect(
        await evaluate('string', 'new_checkout', 'x', { targetingKey: 'visitor2' }),
      ).toMatchObject({
        value: 'v2',
        reason: 'TARGETING_MATCH',
        flagMetadata: { decidedBy: 'forced', experimentId: 1002, variationId: 10022 },
      });
    });

    it('reports DEFAULT when no rule applied, and in the holdout', async () => {
      const { evaluate } = await started();
      for (const visitor of ['visitor2', 'visitor4']) {
        const details = await evaluate('boolean', 'new_checkout', true, { targetingKey: visitor });
        expect(details).toMatchObject({
          value: false,
          variant: 'off',
          reason: 'DEFAULT',
          flagMetadata: { decidedBy: 'default' },
        });
        expect(details.flagMetadata).not.toHaveProperty('experimentId');
        expect(
          await evaluate('string', 'new_checkout:color', '', { targetingKey: visitor }),
        ).toMatchObject({ value: 'grey', reason: 'DEFAULT' });
      }
    });

    it('reports DISABLED for a flag off in the environment', async () => {
      const { evaluate } = await started();
      const details = await evaluate('boolean', 'gift_wrap', true, { targetingKey: 'visitor1' });
      expect(details).toMatchObject({ value: true, reason: 'DISABLED' });
      expect(details.errorCode).toBeUndefined();
    });

    it('resolves variables of every type from the visitor’s variation', async () => {
      const { evaluate } = await started();
      const visitor = { targetingKey: 'visitor1' };
      expect(await evaluate('number', 'new_checkout:limit', 0, visitor)).toMatchObject({
        value: 3,
        reason: 'SPLIT',
        variant: 'on',
      });
      expect((await evaluate('object', 'new_checkout:layout', {}, visitor)).value).toEqual({
        columns: 2,
      });
      expect((await evaluate('boolean', 'new_checkout:express', false, visitor)).value).toBe(true);
      expect((await evaluate('string', 'new_checkout:color', '', visitor)).value).toBe('green');
    });
  });

  describe('error codes', () => {
    const cases: [string, FlagType, string, unknown, object][] = [
      ['FLAG_NOT_FOUND', 'boolean', 'nope', false, { targetingKey: 'visitor1' }],
      ['FLAG_NOT_FOUND', 'string', 'new_checkout:nope', 'x', { targetingKey: 'visitor1' }],
      ['TYPE_MISMATCH', 'number', 'new_checkout', 7, { targetingKey: 'visitor1' }],
      ['TYPE_MISMATCH', 'object', 'new_checkout:color', { a: 1 }, { targetingKey: 'visitor1' }],
      ['TYPE_MISMATCH', 'boolean', 'new_checkout:limit', false, { targetingKey: 'visitor1' }],
      ['TARGETING_KEY_MISSING', 'boolean', 'new_checkout', true, {}],
      ['TARGETING_KEY_MISSING', 'boolean', 'new_checkout', true, { targetingKey: '' }],
      ['PARSE_ERROR', 'number', 'new_checkout:broken', 5, { targetingKey: 'visitor1' }],
      ['PARSE_ERROR', 'object', 'new_checkout:badJson', [], { targetingKey: 'visitor1' }],
      ['INVALID_CONTEXT', 'boolean', 'new_checkout', true, { targetingKey: 'v'.repeat(256) }],
      ['GENERAL', 'boolean', 'new_checkout', true, { targetingKey: 'visitor1', plan: 'explode' }],
    ];
    it.each(cases)('%s for %s %s', async (code, type, key, defaultValue, context) => {
      const { evaluate } = await started(
        {},
        {
          contextData: (c) => {
            if (c.plan === 'explode') throw new TypeError('context mapping failed');
            return [];
          },
        },
      );
      const details = await evaluate(type, key, defaultValue, context);
      expect(details).toMatchObject({ value: defaultValue, reason: 'ERROR', errorCode: code });
      expect(details.errorMessage).toEqual(expect.any(String));
    });

    it('does not store an assignment for a type mismatch', async () => {
      const { client, http, evaluate } = await started();
      await evaluate('number', 'new_checkout', 7, { targetingKey: 'visitor1' });
      await client.flush({ visitorCode: 'visitor1', instant: true });
      expect(http.tracking().map((r) => r.body)).toEqual([
        expect.not.stringContaining('eventType=experiment'),
      ]);
    });
  });

  describe('events', () => {
    it('is ready once, through the SDK, after initialization', async () => {
      const { seen, domain } = await started();
      expect(seen.map((s) => s.event)).toEqual(['ready']);
      expect(sdk.status(domain)).toBe('READY');
    });

    it('reports an error when initialization fails, and PROVIDER_NOT_READY after it', async () => {
      const http = recordingFetch(fixture(), { failConfiguration: () => true });
      const { client } = testClient({ fetch: http.fetch });
      const domain = `${sdk.name}-${(domains += 1)}`;
      const errors: unknown[] = [];
      sdk.on(domain, 'error', (details) => errors.push(details?.message));
      await expect(sdk.start(domain, sdk.provider(client))).rejects.toMatchObject({
        kind: 'Initialization',
      });
      expect(errors).toEqual([expect.stringMatching(/Client initialization failed/)]);
      expect(sdk.status(domain)).toBe('ERROR');
      expect(
        await sdk.evaluate(domain, 'boolean', 'new_checkout', true, { targetingKey: 'visitor1' }),
      ).toMatchObject({ value: true, reason: 'ERROR', errorCode: 'PROVIDER_NOT_READY' });
    });

    it('reports a configuration change with the flags it touches, and nothing for the same one', async () => {
      let configuration = fixture();
      const http = recordingFetch(() => configuration);
      const { timers, seen, evaluate } = await started({ fetch: http.fetch, updateInterval: 5 });
      await timers.advance(5 * 60_000);
      expect(seen.map((s) => s.event)).toEqual(['ready']);

      configuration = fixture();
      configuration.featureFlags[0]!.rules[1]!.exposition = 0;
      configuration.dateModified = 1700000001000;
      await timers.advance(5 * 60_000);
      expect(seen.slice(1)).toEqual([
        {
          event: 'configurationChanged',
          details: expect.objectContaining({
            flagsChanged: ['new_checkout'],
            metadata: { dateModified: 1700000001000 },
          }),
        },
      ]);
      // The change is live: visitor1 is no longer exposed to the experiment.
      expect(
        await evaluate('string', 'new_checkout', 'x', { targetingKey: 'visitor1' }),
      ).toMatchObject({ value: 'off', reason: 'DEFAULT' });
    });

    it('goes stale when a refresh fails, then ready again; an error after repeated failures', async () => {
      let down = false;
      const http = recordingFetch(fixture, { failConfiguration: () => down });
      const { timers, seen, domain, evaluate } = await started(
        { fetch: http.fetch, updateInterval: 1 },
        { failedRefreshesBeforeError: 2 },
      );
      down = true;
      await timers.advance(60_000);
      expect(seen.map((s) => s.event)).toEqual(['ready', 'stale']);
      expect(seen[1]!.details).toMatchObject({
        message: expect.stringMatching(/Configuration refresh failed/),
        metadata: { failedRefreshes: 1 },
      });
      expect(sdk.status(domain)).toBe('STALE');
      // The last configuration still answers.
      expect(
        await evaluate('boolean', 'new_checkout', false, { targetingKey: 'visitor1' }),
      ).toMatchObject({ value: true, reason: 'SPLIT' });

      down = false;
      await timers.advance(60_000);
      expect(seen.map((s) => s.event)).toEqual(['ready', 'stale', 'ready']);
      expect(sdk.status(domain)).toBe('READY');

      down = true;
      await timers.advance(2 * 60_000);
      expect(seen.map((s) => s.event).slice(3)).toEqual(['stale', 'error']);
      expect(sdk.status(domain)).toBe('ERROR');
      await timers.advance(60_000);
      expect(seen).toHaveLength(5);

      down = false;
      await timers.advance(60_000);
      expect(seen.map((s) => s.event).slice(5)).toEqual(['ready']);
      expect(sdk.status(domain)).toBe('READY');
    });

    it('is stale right after ready when it starts on a cached configuration', async () => {
      const storage = new MemoryStorage();
      const first = testClient({ storage, configuration: fixture() });
      await first.client.initialize();
      first.client.close();
      const http = recordingFetch(fixture(), { failConfiguration: () => true });
      const { client, timers } = testClient({ storage, fetch: http.fetch });
      timers.now += 2 * 60 * 60_000;
      const domain = `${sdk.name}-${(domains += 1)}`;
      const seen: string[] = [];
      for (const event of Object.keys(EVENTS) as EventName[])
        sdk.on(domain, event, () => seen.push(event));
      await sdk.start(domain, sdk.provider(client));
      await pause();
      expect(seen).toEqual(['ready', 'stale']);
      expect(sdk.status(domain)).toBe('STALE');
    });

    it('stops following the client once closed', async () => {
      let down = false;
      const http = recordingFetch(fixture, { failConfiguration: () => down });
      const { timers, seen } = await started({ fetch: http.fetch, updateInterval: 1 });
      await sdk.close();
      down = true;
      await timers.advance(5 * 60_000);
      expect(seen.map((s) => s.event)).toEqual(['ready']);
      expect(timers.size).toBe(0);
    });
  });

  describe('track', () => {
    it('sends a conversion of the context’s visitor: goal from the name, revenue from value', async () => {
      const { client, http, domain } = await started();
      await sdk.track(domain, '301', { targetingKey: 'visitor1' }, { value: 49.9 });
      await client.flush({ visitorCode: 'visitor1', instant: true });
      const [request] = http.tracking();
      expect(request!.body).toContain(
        'eventType=conversion&goalId=301&revenue=49.9&negative=false',
      );
      expect(request!.body).toContain('visitorCode=visitor1');
    });

    it('takes the goal from details.goalId, then the goals map; negative conversions too', async () => {
      const { client, http, domain } = await started({}, { goals: { purchase: 302 } });
      await sdk.track(domain, 'purchase', { targetingKey: 'visitor2' }, { value: 10 });
      await sdk.track(
        domain,
        'refund',
        { targetingKey: 'visitor2' },
        {
          goalId: 303,
          value: 10,
          negative: true,
        },
      );
      await client.flush({ visitorCode: 'visitor2', instant: true });
      const body = http
        .tracking()
        .map((r) => r.body)
        .join('\n');
      expect(body).toContain('eventType=conversion&goalId=302&revenue=10&negative=false');
      expect(body).toContain('eventType=conversion&goalId=303&revenue=10&negative=true');
    });

    it('rejects events without a visitor or a goal (the SDK logs them) and sends nothing', async () => {
      const { client, http, domain, provider } = await started();
      expect(() => provider.track('checkout', { targetingKey: 'visitor1' }, {})).toThrow(
        expect.objectContaining({ code: 'GENERAL' }),
      );
      expect(() => provider.track('301', {}, {})).toThrow(
        expect.objectContaining({ code: 'TARGETING_KEY_MISSING' }),
      );
      await sdk.track(domain, 'checkout', { targetingKey: 'visitor1' });
      await client.flush({ visitorCode: 'visitor1', instant: true });
      await settle();
      expect(http.tracking().filter((r) => r.body.includes('conversion'))).toHaveLength(0);
    });
  });
});

describe('web provider', () => {
  afterEach(async () => {
    await web.OpenFeature.close();
  });

  it('falls back to the page’s visitor code when the context has no targetingKey', async () => {
    const { client } = testClient({ configuration: fixture() });
    await web.OpenFeature.setContext({});
    await web.OpenFeature.setProviderAndWait(
      new FlagsOpenFeatureProvider(client, { visitorCode: () => 'visitor1' }),
    );
    expect(web.OpenFeature.getClient().getBooleanDetails('new_checkout', false)).toMatchObject({
      value: true,
      reason: 'SPLIT',
    });
  });

  it('cannot be used on the server, nor the server provider on the web', async () => {
    const { client } = testClient();
    await expect(
      server.OpenFeature.setProviderAndWait(
        new FlagsOpenFeatureProvider(client) as unknown as server.Provider,
      ),
    ).rejects.toThrow(/intended for use on the client/);
    await expect(
      web.OpenFeature.setProviderAndWait(
        new FlagsOpenFeatureServerProvider(client) as unknown as web.Provider,
      ),
    ).rejects.toThrow(/intended for use on the server/);
  });
});

describe('server provider', () => {
  afterEach(async () => {
    await server.OpenFeature.close();
  });

  it('evaluates each call for its own visitor, concurrently', async () => {
    const { client } = testClient({ configuration: fixture() });
    await server.OpenFeature.setProviderAndWait(new FlagsOpenFeatureServerProvider(client));
    const flags = server.OpenFeature.getClient();
    const results = await Promise.all(
      ['visitor1', 'visitor2', 'visitor1'].map((targetingKey) =>
        flags.getStringValue('new_checkout', 'x', { targetingKey }),
      ),
    );
    expect(results).toEqual(['on', 'off', 'on']);
  });
});

describe('provider helpers', () => {
  it('finds goal ids', () => {
    expect(goalIdOf('301', undefined, undefined)).toBe(301);
    expect(goalIdOf('buy', { goalId: 7 }, { buy: 8 })).toBe(7);
    expect(goalIdOf('buy', {}, { buy: 8 })).toBe(8);
    expect(goalIdOf('buy', { goalId: -1 }, undefined)).toBeNull();
    expect(goalIdOf('0', undefined, undefined)).toBeNull();
    expect(goalIdOf('3.5', undefined, undefined)).toBeNull();
  });

  it('lists every flag when shared parts of the configuration change', async () => {
    const { client } = testClient({ configuration: fixture() });
    await client.initialize();
    const { parseConfiguration } = await import('../configuration/configuration.js');
    const before = parseConfiguration(fixture());
    const segments = fixture();
    segments.segments![0]!.name = 'vip';
    expect(changedFlags(before, parseConfiguration(segments))).toEqual([
      'new_checkout',
      'gift_wrap',
    ]);
    const dated = fixture();
    dated.dateModified = 1;
    expect(changedFlags(before, parseConfiguration(dated))).toEqual([]);
    client.close();
  });
});
