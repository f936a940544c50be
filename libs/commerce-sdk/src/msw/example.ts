import { is, type GenericSchema } from 'valibot';

/** What the example of a schema is built from: valibot's own description of the schema. */
interface SchemaNode {
  type: string;
  pipe?: readonly SchemaNode[];
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  items?: readonly SchemaNode[];
  wrapped?: SchemaNode;
  options?: readonly unknown[];
  literal?: unknown;
  getter?: () => SchemaNode;
}

/**
 * Shop-like values by field name, tried in order until one passes the field's schema: a fixture
 * made from a schema still reads like the shop.
 */
const STRINGS: Record<string, readonly string[]> = {
  name: ['Lip Glow Oil', 'Orchard Gateway', 'Glow Week'],
  title: ['Glow Week: 20% off skincare', 'Your Beauty Pass'],
  subtitle: ['New arrivals from Milk Makeup'],
  label: ['Shop now', 'Any skin concerns we should know about?'],
  description: ['A nourishing lip oil that gives a glossy, cushiony finish.'],
  text: ['Thanks for shopping with us.'],
  body: ['Free shipping on orders above the threshold, today only.'],
  markdown: ['## Why you will love it\n\nLightweight, non-sticky shine.'],
  message: ['Only a maximum quantity of 6 of the item could be added to your bag'],
  slug: ['lip-glow-oil', 'milk-makeup'],
  sku: ['MM-LGO-0101'],
  email: ['mei.tan@example.com'],
  to: ['mei.tan@example.com'],
  firstName: ['Mei'],
  lastName: ['Tan'],
  fullName: ['Mei Tan'],
  url: ['https://images.beauty.test/products/lip-glow-oil.jpg'],
  href: ['https://shop.beauty.test/brands/milk-makeup'],
  redirectUrl: ['https://pay.beauty.test/3ds/PAY-7Q2M'],
  trackingUrl: ['https://track.beauty.test/SG123456789'],
  alt: ['Lip Glow Oil in Rose'],
  hex: ['#C8745A'],
  timeZone: ['Asia/Singapore'],
  callingCode: ['+65'],
  number: ['91234567', 'SG-20261125-0042'],
  line1: ['2 Orchard Turn'],
  line2: ['#B2-01'],
  city: ['Singapore'],
  state: ['Central'],
  postalCode: ['238801'],
  code: ['GLOW10'],
  query: ['lip oil'],
  q: ['lip oil'],
  key: ['gold-members'],
  layout: ['default'],
  locale: ['en-SG'],
  opens: ['10:00'],
  closes: ['22:00'],
  confirmationNumber: ['BK-7Q2M9X'],
  cardNumber: ['6012345678901234'],
  reference: ['SG-20261125-0042'],
  provider: ['simulator'],
  size: ['15 ml'],
  token: ['tok_simulated_4242'],
  brand: ['visa'],
  last4: ['4242'],
  amount: ['35.50'],
  currencyCode: ['SGD'],
  value: ['No known allergies'],
  accessToken: ['eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl', 'bkTokenSample1234567890'],
  refreshToken: ['rt_7f3c9a1e5b2d4c6a'],
};
const ANY_STRING = [
  'Glow',
  'lip-glow-oil',
  '2026-11-25T10:00:00.000Z',
  '2026-11-25',
  'https://shop.beauty.test/',
  'mei.tan@example.com',
  'sample_token_0123456789ab',
  'a.b.c',
  'ok',
  'SGD',
  '#000000',
  'x',
];

const NUMBERS: Record<string, readonly number[]> = {
  amount: [35.5],
  price: [35.5],
  quantity: [1],
  count: [3],
  total: [1],
  page: [1],
  perPage: [24],
  durationMinutes: [45],
  capacity: [12],
  remainingCapacity: [4],
  inventory: [18],
  pointsBalance: [1250],
  points: [120],
  average: [4.6],
  lat: [1.3011],
  lng: [103.8389],
  gstPercent: [9],
  expiresIn: [3600],
  timestamp: [1_764_064_800_000],
  rank: [1],
  level: [1],
  progress: [40],
};

type Pipe = readonly SchemaNode[];

const passes = (schema: SchemaNode, value: unknown): boolean =>
  is(schema as unknown as GenericSchema, value);

function firstPassing<T>(schema: SchemaNode, candidates: readonly T[]): T | undefined {
  return candidates.find((candidate) => passes(schema, candidate));
}

function requirementOf(pipe: Pipe | undefined, type: string): unknown {
  return (pipe?.find((action) => action.type === type) as { requirement?: unknown } | undefined)
    ?.requirement;
}

/**
 * A value that passes `schema`, shop-like where the field's name says what it is. For fixtures
 * of operations without a hand-written one; a test checks every answer against its schema.
 */
export function exampleOf(schema: GenericSchema, field = '', depth = 0): unknown {
  return example(schema as unknown as SchemaNode, field, depth);
}

function example(schema: SchemaNode, field: string, depth: number): unknown {
  switch (schema.type) {
    case 'object':
    case 'loose_object':
    case 'strict_object':
      return Object.fromEntries(
        Object.entries(schema.entries ?? {}).map(([key, entry]) => [
          key,
          example(entry, key, depth + 1),
        ]),
      );
    case 'array': {
      if (depth > 8) return [];
      const item = example(schema.item!, field, depth + 1);
      return firstPassing(schema, [[item], [item, item], []]) ?? [];
    }
    case 'tuple':
      return (schema.items ?? []).map((item) => example(item, field, depth + 1));
    case 'optional':
    case 'exact_optional':
    case 'nullish':
    case 'nullable':
      return depth > 8 ? null : example(schema.wrapped!, field, depth);
    case 'picklist':
    case 'enum':
      return schema.options?.[0];
    case 'literal':
      return schema.literal;
    case 'union':
    case 'variant': {
      const options = (schema.options ?? []) as SchemaNode[];
      for (const option of options) {
        const value = example(option, field, depth + 1);
        if (passes(option, value)) return value;
      }
      return example(options[0]!, field, depth + 1);
    }
    case 'lazy':
      return example(schema.getter!(), field, depth + 1);
    case 'record':
      return {};
    case 'boolean':
      return firstPassing(schema, [true, false]);
    case 'number':
      return numberExample(schema, field);
    case 'string':
      return firstPassing(schema, [...(STRINGS[field] ?? []), ...ANY_STRING]) ?? field;
    default:
      return null;
  }
}

function numberExample(schema: SchemaNode, field: string): number {
  const min = requirementOf(schema.pipe, 'min_value');
  const max = requirementOf(schema.pipe, 'max_value');
  const bounds = [min, max].filter((bound): bound is number => typeof bound === 'number');
  return (
    firstPassing(schema, [...(NUMBERS[field] ?? []), 1, 2, 42, 0, ...bounds]) ?? bounds[0] ?? 1
  );
}
