// Writes `src/contract/types.gen.ts`: a named TypeScript type for every exported schema of the
// contract, read from the schema objects themselves (object, array, union, picklist, pipe...).
// The SDK's declarations then say `Schema<Cart>` and `Promise<BagResponse>` instead of
// spelling out valibot's inferred types, which is what made them large and slow to check.
// `named(schema, types<...>)` in the contract proves at compile time that each name is exactly
// what valibot infers, and `types.gen.test.ts` (also written here) checks every name against its
// schema's inferred types and fails when either file is stale.
// Run with `npm run contract:types` in libs/commerce-sdk after changing a schema.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import * as account from '../src/contract/account.js';
import * as auth from '../src/contract/auth.js';
import * as booking from '../src/contract/booking.js';
import * as builds from '../src/contract/builds.js';
import * as cart from '../src/contract/cart.js';
import * as catalogue from '../src/contract/catalogue.js';
import * as checkout from '../src/contract/checkout.js';
import * as shared from '../src/contract/shared.js';
import * as content from '../src/contract/content.js';
import * as mail from '../src/contract/mail.js';
import * as member from '../src/contract/member.js';
import * as orders from '../src/contract/orders.js';
import * as payments from '../src/contract/payments.js';
import * as search from '../src/contract/search.js';
import * as stores from '../src/contract/stores.js';

/** Where the generated types go. */
export const TYPES_FILE = fileURLToPath(new URL('../src/contract/types.gen.ts', import.meta.url));
/** Where their type test goes: every name against what valibot infers from its schema. */
export const TYPES_TEST_FILE = fileURLToPath(
  new URL('../src/contract/types.gen.test.ts', import.meta.url),
);

const modules = {
  shared,
  catalogue,
  search,
  content,
  stores,
  booking,
  cart,
  checkout,
  orders,
  payments,
  auth,
  account,
  member,
  mail,
  builds,
};

type Side = 'input' | 'output';

/** What the walker reads of a schema or an action: valibot's public runtime shape. */
interface Node {
  kind: 'schema' | 'validation' | 'transformation' | 'metadata';
  type: string;
  entries?: Record<string, Node>;
  item?: Node;
  wrapped?: Node;
  options?: readonly (Node | string | number | boolean)[];
  pipe?: readonly Node[];
  literal?: string | number | boolean;
  key?: Node;
  value?: Node;
  default?: unknown;
  operation?: unknown;
}

/**
 * The few schemas whose output a walk cannot read because a transform computes it: their types
 * as valibot infers them (the compile-time check in the contract confirms them).
 */
const transformed = new Map<unknown, Record<Side, string>>([
  [shared.booleanParam, { input: "boolean | 'true' | 'false'", output: 'boolean' }],
]);

/**
 * Request schemas are named by what the caller sends (`VariantListQuery` is the input, its
 * parsed form `VariantListQueryOutput`); everything else by what is parsed (`Cart`, and
 * `CartInput` if the API's answer before parsing ever differs). `ListingFilter` is a query's
 * part, `PopularQuery` an answer's.
 */
const namedByInput = (name: string) =>
  name === 'ListingFilter' || (/(Body|Query)$/.test(name) && name !== 'PopularQuery');

interface Named {
  name: string;
  module: string;
  schema: Node;
}

const isSchema = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && (value as Node).kind === 'schema';

// Every exported `…Schema` whose type is more than a keyword (ids, slugs and dates stay inline).
const named = new Map<Node, Named>();
for (const [module, exports] of Object.entries(modules)) {
  // Sorted: namespace objects are not in the same order under every loader (vitest's).
  const sorted = Object.entries(exports).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [exportName, value] of sorted) {
    if (!exportName.endsWith('Schema') || !isSchema(value) || named.has(value)) continue;
    named.set(value, { name: exportName.slice(0, -'Schema'.length), module, schema: value });
  }
}

const keywords = new Set(['string', 'number', 'boolean', 'unknown', 'null', 'undefined', 'any']);

/** Joins union members, dropping repeats (`number | number` from `number | digits`). */
const union = (members: string[]) => [...new Set(members)].join(' | ');

/** The type of a schema on one side, referring to named schemas by name below the top. */
function render(node: Node, side: Side, top = false): string {
  const override = transformed.get(node);
  if (override) return override[side];
  const reference = top ? undefined : named.get(node);
  if (reference && isNamed(reference)) return nameOf(reference, side);
  // A piped schema keeps the `type` of its first schema: read the pipe first.
  if (node.pipe) return pipe(node, side);
  switch (node.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'unknown':
    case 'null':
    case 'undefined':
    case 'any':
      return node.type;
    case 'literal':
      return literal(node.literal!);
    case 'picklist':
      return union(node.options!.map((option) => literal(option as string | number)));
    case 'union':
    case 'variant':
      return union((node.options as Node[]).map((option) => render(option, side)));
    case 'array': {
      const item = render(node.item!, side);
      return /^[\w.]+$/.test(item) ? `${item}[]` : `(${item})[]`;
    }
    case 'record':
      return `{ [key: ${render(node.key!, side)}]: ${render(node.value!, side)} }`;
    case 'nullable':
      return union([render(node.wrapped!, side), ...(hasDefault(node, side) ? [] : ['null'])]);
    case 'optional':
      return union([render(node.wrapped!, side), ...(hasDefault(node, side) ? [] : ['undefined'])]);
    case 'nullish':
      return union([
        render(node.wrapped!, side),
        ...(hasDefault(node, side) ? [] : ['null', 'undefined']),
      ]);
    case 'object':
      return object(node, side);
    default:
      throw new Error(`contract-types: no type for a valibot '${node.type}' schema`);
  }
}

const literal = (value: string | number | boolean) =>
  typeof value === 'string' ? `'${value.replaceAll("'", "\\'")}'` : String(value);

/** A default makes the parsed value present: `optional(x, 'relevance')` outputs `x`. */
const hasDefault = (node: Node, side: Side) => side === 'output' && node.default !== undefined;

function object(node: Node, side: Side): string {
  const properties = Object.entries(node.entries!).map(([key, entry]) => {
    // `optional` and `nullish` entries without a default may be missing: `key?:`.
    const mayBeMissing =
      (entry.type === 'optional' || entry.type === 'nullish') && !hasDefault(entry, side);
    const type = mayBeMissing
      ? union([render(entry.wrapped!, side), ...(entry.type === 'nullish' ? ['null'] : [])])
      : render(entry, side);
    return `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key}'`}${mayBeMissing ? '?' : ''}: ${type};`;
  });
  return `{ ${properties.join(' ')} }`;
}

/** A pipe reads as its first schema and outputs its last schema, or what a transform makes. */
function pipe(node: Node, side: Side): string {
  const items = node.pipe!;
  if (side === 'input') return render(items[0]!, side);
  // What comes before the last schema of the pipe is replaced by it (`listParam`'s `array(item)`).
  const last = items.findLastIndex((item) => item.kind === 'schema');
  let type = render(items[last]!, side);
  for (const item of items.slice(last + 1)) {
    if (item.type === 'transform') {
      if (item.operation !== Number) {
        throw new Error('contract-types: a transform other than Number: add it to `transformed`');
      }
      type = 'number';
    } else if (item.type === 'brand' || item.type === 'readonly') {
      throw new Error(`contract-types: a '${item.type}' action changes the type: not supported`);
    }
  }
  return type;
}

// Names are given to object, union and list types; a schema that is only a keyword stays inline.
const namedCache = new Map<Named, boolean>();
function isNamed(entry: Named): boolean {
  let result = namedCache.get(entry);
  if (result === undefined) {
    result = !keywords.has(render(entry.schema, 'output', true));
    namedCache.set(entry, result);
  }
  return result;
}

const differsCache = new Map<Named, boolean>();
/** Whether what is sent and what is parsed differ (then both sides get a name). */
function differs(entry: Named): boolean {
  let result = differsCache.get(entry);
  if (result === undefined) {
    result = render(entry.schema, 'input', true) !== render(entry.schema, 'output', true);
    differsCache.set(entry, result);
  }
  return result;
}

function nameOf(entry: Named, side: Side): string {
  if (!differs(entry)) return entry.name;
  const main: Side = namedByInput(entry.name) ? 'input' : 'output';
  return side === main ? entry.name : `${entry.name}${side === 'input' ? 'Input' : 'Output'}`;
}

function declaration(entry: Named, side: Side): string {
  const name = nameOf(entry, side);
  const type = render(entry.schema, side, true);
  const doc =
    side === 'output'
      ? `What \`${entry.name}Schema\` parses (\`${entry.module}.ts\`).`
      : `What \`${entry.name}Schema\` accepts before parsing (\`${entry.module}.ts\`).`;
  return entry.schema.type === 'object'
    ? `/** ${doc} */\nexport interface ${name} ${type}\n`
    : `/** ${doc} */\nexport type ${name} = ${type};\n`;
}

/** The text of `types.gen.ts`, formatted as the repository's Prettier configuration says. */
export async function contractTypes(): Promise<string> {
  const parts = [
    "// Generated by `npm run contract:types` (scripts/contract-types.ts) from the contract's",
    '// schemas: do not edit. `named(schema, types<...>)` checks every name against its schema.',
    '',
  ];
  for (const entry of named.values()) {
    if (!isNamed(entry)) continue;
    parts.push(declaration(entry, 'output'));
    if (differs(entry)) parts.push(declaration(entry, 'input'));
  }
  const options = await prettier.resolveConfig(TYPES_FILE);
  return prettier.format(parts.join('\n'), { ...options, filepath: TYPES_FILE });
}

/**
 * The text of `types.gen.test.ts`: `Equals` of every name and what valibot infers from its schema
 * (the real proof for the schemas other schemas compose, left without `named`), and a test that
 * both generated files are current.
 */
export async function contractTypesTest(): Promise<string> {
  const entries = [...named.values()].filter(isNamed);
  const modulesUsed = [...new Set(entries.map((entry) => entry.module))].sort();
  const parts = [
    '// Generated by `npm run contract:types` (scripts/contract-types.ts): do not edit.',
    "import { readFileSync } from 'node:fs';",
    "import type * as v from 'valibot';",
    "import { describe, expect, it } from 'vitest';",
    "import { TYPES_FILE, TYPES_TEST_FILE, contractTypes, contractTypesTest } from '../../scripts/contract-types.js';",
    "import type { Equals } from './named.js';",
    "import type * as T from './types.gen.js';",
    ...modulesUsed.map((module) => `import type * as ${module} from './${module}.js';`),
    '',
    '// Type-checked (`typecheck`): a name that is not exactly what its schema infers fails to compile.',
    'type Exact<TCheck extends true> = TCheck;',
    'export type Checked = [',
    ...entries.flatMap((entry) => {
      const schema = `typeof ${entry.module}.${entry.name}Schema`;
      return [
        `  Exact<Equals<T.${nameOf(entry, 'output')}, v.InferOutput<${schema}>>>,`,
        `  Exact<Equals<T.${nameOf(entry, 'input')}, v.InferInput<${schema}>>>,`,
      ];
    }),
    '];',
    '',
    "describe('types.gen.ts', () => {",
    '  // Two prettier runs over large files: seconds on a busy machine (5 s once timed out under load).',
    "  it('is what scripts/contract-types.ts generates from the schemas now', async () => {",
    "    expect(readFileSync(TYPES_FILE, 'utf8')).toBe(await contractTypes());",
    "    expect(readFileSync(TYPES_TEST_FILE, 'utf8')).toBe(await contractTypesTest());",
    '  }, 30_000);',
    '});',
  ];
  const options = await prettier.resolveConfig(TYPES_TEST_FILE);
  return prettier.format(parts.join('\n'), { ...options, filepath: TYPES_TEST_FILE });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(TYPES_FILE, await contractTypes());
  writeFileSync(TYPES_TEST_FILE, await contractTypesTest());
  console.log(`Wrote ${TYPES_FILE} and ${TYPES_TEST_FILE}`);
}
