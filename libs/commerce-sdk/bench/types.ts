// What the SDK's declarations cost a consumer: builds the SDK, writes a small project outside the
// workspace that imports the built `dist` the way a published install resolves it (`types` and
// `import` conditions, never `@beauty/source`), and type-checks it with `tsc --extendedDiagnostics`:
// - `empty`: the same project importing nothing, the baseline every ratio is against;
// - `client only`: creates a client and calls nothing;
// - `five calls`: calls five endpoints and reads their answers.
// Prints instantiations, check time and total time of each (medians of three runs, with what each
// adds to `empty`), and the size of the `.d.ts` files.
// Run with `npm run bench:types` (here or at the repository root).
import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

const consumers = {
  empty: `export const nothing = 0;\n`,
  'client only': `
import { createCommerceClient } from '@beauty/commerce-sdk';
export const client = createCommerceClient({ baseUrl: 'http://localhost:3000', country: 'sg', language: 'en' });
`,
  'five calls': `
import { createCommerceClient } from '@beauty/commerce-sdk';
const client = createCommerceClient({ baseUrl: 'http://localhost:3000', country: 'sg', language: 'en' });

export async function shop(orderId: number): Promise<string[]> {
  const { data: brands } = await client.brands.list();
  const { data: tiles, meta } = await client.variants.list({ brands: ['milk-makeup'], perPage: 12 });
  const { data: bag } = await client.cart.lineItems.create({ variantId: tiles[0]!.id, quantity: 1 });
  const { data: order } = await client.orders.get(orderId, { token: 'guest-token' });
  const { data: checkout } = await client.checkoutCart.replace({
    revision: 'r1',
    recipient: {
      fullName: 'Ada Tan',
      email: 'ada@example.com',
      phone: { callingCode: '+65', number: '91234567' },
      registrationNumber: null,
    },
    shippingAddress: null,
    deliveryOptionId: 'standard',
    collectionStoreId: null,
    paymentMethodId: 'card',
    useCredits: false,
  });
  return [
    ...brands.map((brand) => brand.name),
    \`\${tiles.length} of \${meta.total}\`,
    \`\${bag.itemsCount} items, \${bag.totals.total.amount} \${bag.totals.total.currency}\`,
    \`\${order.number}: \${order.status}\`,
    ...checkout.blockers,
  ];
}
`,
};

type Consumer = keyof typeof consumers;

interface Cost {
  instantiations: number;
  checkTime: number;
  totalTime: number;
}

/** Sum of the `.d.ts` files under a folder, and the largest ones. */
function declarationSizes(dir: string, files: [string, number][] = []): [string, number][] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) declarationSizes(path, files);
    else if (entry.name.endsWith('.d.ts'))
      files.push([path.slice(root.length), statSync(path).size]);
  }
  return files;
}

/** The median of each figure over a few runs: timings on a shared machine are noisy. */
function median(runs: Cost[]): Cost {
  const middle = (figure: (cost: Cost) => number) =>
    runs.map(figure).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
  return {
    instantiations: middle((cost) => cost.instantiations),
    checkTime: middle((cost) => cost.checkTime),
    totalTime: middle((cost) => cost.totalTime),
  };
}

/** A difference with its sign. */
const signed = (value: number, digits = 2) => `${value < 0 ? '' : '+'}${value.toFixed(digits)}`;

/** Type-checks one consumer and reads the figures `--extendedDiagnostics` prints. */
function check(project: string, consumer: Consumer, skipLibCheck: boolean): Cost {
  writeFileSync(join(project, 'index.ts'), consumers[consumer]);
  const output = execFileSync(
    process.execPath,
    [tsc, '-p', project, '--extendedDiagnostics', '--skipLibCheck', String(skipLibCheck)],
    { encoding: 'utf8' },
  );
  const figure = (label: string) => {
    const match = new RegExp(`^${label}:\\s+([\\d.]+)`, 'm').exec(output);
    if (!match) throw new Error(`tsc printed no "${label}":\n${output}`);
    return Number(match[1]);
  };
  return {
    instantiations: figure('Instantiations'),
    checkTime: figure('Check time'),
    totalTime: figure('Total time'),
  };
}

console.log('Building the SDK (tsc -p tsconfig.build.json)…');
// `dist` is rebuilt in place, not deleted first: other tasks (the API's tests) may be reading it.
execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], {
  stdio: 'inherit',
});

const project = mkdtempSync(join(tmpdir(), 'commerce-sdk-types-'));
try {
  mkdirSync(join(project, 'node_modules', '@beauty'), { recursive: true });
  // The SDK's own dependencies (valibot, cookie) resolve from its real path, as after an install.
  symlinkSync(root, join(project, 'node_modules', '@beauty', 'commerce-sdk'), 'dir');
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  writeFileSync(
    join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM'],
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        noEmit: true,
        types: [],
      },
      files: ['index.ts'],
    }),
  );

  // One warm-up run so that the first measured one does not pay for cold caches.
  check(project, 'empty', false);
  // `skipLibCheck: false` is what a tsconfig without the option does: the SDK's declarations are
  // checked too. `skipLibCheck: true` checks only what the consumer's code asks of them.
  for (const skipLibCheck of [false, true]) {
    const costs = Object.fromEntries(
      (Object.keys(consumers) as Consumer[]).map((consumer) => [
        consumer,
        median([1, 2, 3].map(() => check(project, consumer, skipLibCheck))),
      ]),
    ) as Record<Consumer, Cost>;
    const base = costs.empty;
    console.log(
      `\nType-checking a consumer outside the workspace, skipLibCheck: ${skipLibCheck}` +
        ' (tsc --extendedDiagnostics)',
    );
    for (const [consumer, cost] of Object.entries(costs)) {
      console.log(
        `  ${consumer.padEnd(12)} ${String(cost.instantiations).padStart(9)} instantiations` +
          ` (${signed(cost.instantiations - base.instantiations, 0)} over empty)` +
          `  check ${cost.checkTime.toFixed(2)} s (${signed(cost.checkTime - base.checkTime)})` +
          `  total ${cost.totalTime.toFixed(2)} s (${(cost.totalTime / base.totalTime).toFixed(2)}× empty)`,
      );
    }
  }

  const files = declarationSizes(join(root, 'dist')).sort((a, b) => b[1] - a[1]);
  const total = files.reduce((sum, [, size]) => sum + size, 0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(`\nDeclarations in dist: ${kb(total)} in ${files.length} .d.ts files; largest:`);
  for (const [path, size] of files.slice(0, 5)) console.log(`  ${kb(size).padStart(7)}  ${path}`);
} finally {
  rmSync(project, { recursive: true, force: true });
}
