// Benchmark: our engine against the original SDK and GrowthBook, in one process, on the same
// workload. Prints evaluations per second and browser download size (gzip) as ratios.
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { GrowthBook } from '@growthbook/growthbook';
import { Browser, CustomData, KameleoonClient, PageView } from '@kameleoon/javascript-sdk';
import { build, type Rollup } from 'vite';
import { FlagsClient, MemoryStorage } from '../src/index.js';
import {
  FLAG_COUNT,
  configuration,
  growthBookFeatures,
  visitors,
  type BenchVisitor,
} from './workload.js';

const rounds = 5;
const people = visitors();
const config = configuration();
const flagKeys = Array.from({ length: FLAG_COUNT }, (_, i) => `flag_${i}`);

/** Evaluates every flag for every visitor once; returns how many flags were on. */
type Round = () => number;

/**
 * Best evaluations per second of each engine over several rounds, interleaved so that a busy
 * machine slows every engine alike (the first round also warms up the JIT).
 */
function measure(engines: Record<string, Round>): Record<string, number> {
  const best: Record<string, number> = {};
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, evaluateAll] of Object.entries(engines)) {
      const start = performance.now();
      evaluateAll();
      const seconds = (performance.now() - start) / 1000;
      best[name] = Math.max(best[name] ?? 0, (people.length * flagKeys.length) / seconds);
    }
  }
  return best;
}

async function ours(): Promise<{ round: Round; close(): void }> {
  const client = new FlagsClient({
    siteCode: 'bench',
    defaultConfiguration: config,
    fetch: () => new Promise<Response>(() => undefined),
    storage: new MemoryStorage(),
    eventSource: null,
    cookies: null,
    logger: { warn: () => undefined, error: () => undefined },
  });
  await client.initialize();
  for (const v of people) {
    client.addData(
      v.code,
      { type: 'customData', index: 0, values: [v.tier] },
      { type: 'customData', index: 3, values: [v.country] },
      { type: 'browser', browser: v.browser },
      { type: 'pageView', url: v.url },
    );
  }
  const round = () => {
    let on = 0;
    for (const v of people) {
      for (const featureKey of flagKeys) {
        if (client.getVariation({ visitorCode: v.code, featureKey, track: false }).key === 'on')
          on += 1;
      }
    }
    return on;
  };
  return { round, close: () => client.close() };
}

async function original(): Promise<Round> {
  const store = new Map<string, unknown>();
  const client = new KameleoonClient({
    siteCode: 'bench',
    configuration: { defaultDataFile: JSON.stringify(config), updateInterval: 60 },
    externals: {
      storage: {
        read: (key: string) => (store.get(key) ?? null) as never,
        write: (key: string, data: unknown) => void store.set(key, data),
      },
      requester: {
        sendRequest: async () =>
          ({
            status: 200,
            ok: true,
            json: async () => config,
            text: async () => JSON.stringify(config),
          }) as never,
      },
      logger: { log: () => undefined },
    },
    // Node 20 has no navigator: skip the browser's automatic platform detection.
    _internals: { platformAnalyzer: { getResult: () => ({}) } },
    // The SDK's own internals type wants package info too; only the analyzer is replaced here.
  } as unknown as ConstructorParameters<typeof KameleoonClient>[0]);
  await client.initialize();
  for (const v of people) {
    client.addData(
      v.code,
      new CustomData(0, v.tier),
      new CustomData(3, v.country),
      new Browser(v.browser as never),
      new PageView({ urlAddress: v.url, title: '' }),
    );
  }
  return () => {
    let on = 0;
    for (const v of people) {
      for (const featureKey of flagKeys) {
        if (client.getVariation({ visitorCode: v.code, featureKey, track: false }).key === 'on')
          on += 1;
      }
    }
    return on;
  };
}

function growthBook(): Round {
  const gb = new GrowthBook({ features: growthBookFeatures() as never });
  const attributes = (v: BenchVisitor) => ({
    id: v.code,
    tier: v.tier,
    country: v.country,
    browser: v.browser,
    url: v.url,
  });
  return () => {
    let on = 0;
    for (const v of people) {
      void gb.setAttributes(attributes(v));
      for (const featureKey of flagKeys) if (gb.evalFeature(featureKey).value === 'on') on += 1;
    }
    return on;
  };
}

/** Gzip size of what a browser downloads for `code` (bundled and minified by Vite). */
async function gzipSize(code: string): Promise<number> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: fileURLToPath(new URL('..', import.meta.url)),
    resolve: { conditions: ['@beauty/source', 'browser', 'module', 'import'] },
    plugins: [
      {
        name: 'bench-entry',
        resolveId: (id) => (id === 'bench-entry' ? '\0bench-entry' : null),
        load: (id) => (id === '\0bench-entry' ? code : null),
      },
    ],
    build: {
      write: false,
      minify: true,
      rollupOptions: { input: 'bench-entry', preserveEntrySignatures: 'strict' },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const outputs = Array.isArray(output) ? output : [output];
  let total = 0;
  for (const out of outputs) {
    for (const chunk of out.output) {
      if (chunk.type === 'chunk') total += gzipSync(chunk.code, { level: 9 }).length;
    }
  }
  return total;
}

const format = (n: number) => Math.round(n).toLocaleString('en');
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;

const mine = await ours();
const theirs = await original();
const gb = growthBook();
const [oursOn, originalOn] = [mine.round(), theirs()];
if (oursOn !== originalOn) {
  throw new Error(`Engines disagree: ours turned on ${oursOn} flags, the original ${originalOn}`);
}
const rates = measure({ ours: mine.round, original: theirs, growthBook: gb });
mine.close();
const sizes = {
  ours: await gzipSize("export { FlagsClient } from '@beauty/flags-sdk';"),
  original: await gzipSize("export { KameleoonClient } from '@kameleoon/javascript-sdk';"),
  growthBook: await gzipSize("export { GrowthBook } from '@growthbook/growthbook';"),
};

console.log(
  `workload: ${FLAG_COUNT} flags x ${people.length} visitors, same variations (${oursOn} on)`,
);
console.log(
  `evaluations/s  ours ${format(rates.ours!)}  original ${format(rates.original!)}  growthbook ${format(rates.growthBook!)}`,
);
console.log(
  `gzip bytes     ours ${format(sizes.ours)}  original ${format(sizes.original)}  growthbook ${format(sizes.growthBook)}`,
);
console.log(
  `throughput vs original: ${ratio(rates.ours!, rates.original!)} (target >= 2x); vs growthbook: ${ratio(rates.ours!, rates.growthBook!)}`,
);
console.log(
  `size vs original: ${ratio(sizes.ours, sizes.original)} (target <= 0.5x); vs growthbook: ${ratio(sizes.ours, sizes.growthBook)}`,
);
