import type { CountryCode } from '@beauty/commerce-sdk/contract';
import { brandSeeds } from './brands.js';
import { categoryTree } from './categories.js';
import type { LocalisedText } from '../../seed/localised.js';
import { seededRandom, type Random } from '../../seed/random.js';

/** How variants of a sub-category differ. */
type VariantKind = 'shade' | 'size' | 'single';

interface LeafSpec {
  /** Words that make product names, e.g. 'Luminous Silk'. */
  names: readonly string[];
  noun: string;
  kind: VariantKind;
  /** Price of the smallest variant in Singapore dollars. */
  basePrice: number;
  /** Top categories whose brands make it. */
  brandFocus: Focus;
}

type Focus = 'makeup' | 'skincare' | 'fragrance' | 'hair' | 'body' | 'tools';

const makeupNames = [
  'Luminous Silk',
  'Matte Velvet',
  'Second Skin',
  'Soft Focus',
  'Hydra Glow',
  'Power Fabric',
  'Weightless',
  'Stay Put',
  'Satin Bloom',
  'Cloud Touch',
];
const skinNames = [
  'Advanced Repair',
  'Water Bank',
  'Daily Defence',
  'Pure Calm',
  'Glow Boost',
  'Deep Hydration',
  'Barrier Rescue',
  'Radiance Renew',
  'Clarifying',
  'Overnight',
];
const scentNames = [
  'Rose Noir',
  'Santal Dusk',
  'Neroli Bloom',
  'Amber Velvet',
  'Fig Leaf',
  'Oud Reverie',
  'Citrus Garden',
  'White Musk',
  'Vanilla Smoke',
  'Sea Salt',
];
const hairNames = [
  'Bond Repair',
  'Curl Defining',
  'Volume Lift',
  'Scalp Detox',
  'Smooth Shine',
  'Colour Care',
  'Hydrating',
  'Strengthening',
];
const bodyNames = [
  'Brazilian Bum Bum',
  'Coconut Milk',
  'Shea Butter',
  'Cherry Blossom',
  'Ginger Lime',
  'Lavender Sleep',
  'Cocoa Glow',
  'Almond Silk',
];
const toolNames = [
  'Pro',
  'Precision',
  'Airbrush',
  'Travel',
  'Signature',
  'Ultra Soft',
  'Sculpting',
  'Blending',
];

const leafSpecs: Record<string, LeafSpec> = {
  foundation: {
    names: makeupNames,
    noun: 'Foundation',
    kind: 'shade',
    basePrice: 62,
    brandFocus: 'makeup',
  },
  concealer: {
    names: makeupNames,
    noun: 'Concealer',
    kind: 'shade',
    basePrice: 42,
    brandFocus: 'makeup',
  },
  blush: { names: makeupNames, noun: 'Blush', kind: 'shade', basePrice: 45, brandFocus: 'makeup' },
  primer: { names: makeupNames, noun: 'Primer', kind: 'size', basePrice: 48, brandFocus: 'makeup' },
  mascara: {
    names: makeupNames,
    noun: 'Mascara',
    kind: 'shade',
    basePrice: 36,
    brandFocus: 'makeup',
  },
  eyeshadow: {
    names: makeupNames,
    noun: 'Eyeshadow Palette',
    kind: 'shade',
    basePrice: 78,
    brandFocus: 'makeup',
  },
  eyeliner: {
    names: makeupNames,
    noun: 'Eyeliner',
    kind: 'shade',
    basePrice: 32,
    brandFocus: 'makeup',
  },
  brows: {
    names: makeupNames,
    noun: 'Brow Pencil',
    kind: 'shade',
    basePrice: 34,
    brandFocus: 'makeup',
  },
  lipstick: {
    names: makeupNames,
    noun: 'Lipstick',
    kind: 'shade',
    basePrice: 48,
    brandFocus: 'makeup',
  },
  'lip-gloss': {
    names: makeupNames,
    noun: 'Lip Gloss',
    kind: 'shade',
    basePrice: 38,
    brandFocus: 'makeup',
  },
  'lip-balm': {
    names: skinNames,
    noun: 'Lip Balm',
    kind: 'shade',
    basePrice: 28,
    brandFocus: 'skincare',
  },
  'face-wash': {
    names: skinNames,
    noun: 'Cleanser',
    kind: 'size',
    basePrice: 38,
    brandFocus: 'skincare',
  },
  'makeup-remover': {
    names: skinNames,
    noun: 'Cleansing Balm',
    kind: 'size',
    basePrice: 44,
    brandFocus: 'skincare',
  },
  toner: { names: skinNames, noun: 'Toner', kind: 'size', basePrice: 40, brandFocus: 'skincare' },
  'face-cream': {
    names: skinNames,
    noun: 'Moisturiser',
    kind: 'size',
    basePrice: 68,
    brandFocus: 'skincare',
  },
  'night-cream': {
    names: skinNames,
    noun: 'Night Cream',
    kind: 'size',
    basePrice: 82,
    brandFocus: 'skincare',
  },
  'eye-cream': {
    names: skinNames,
    noun: 'Eye Cream',
    kind: 'size',
    basePrice: 74,
    brandFocus: 'skincare',
  },
  serum: { names: skinNames, noun: 'Serum', kind: 'size', basePrice: 96, brandFocus: 'skincare' },
  'face-mask': {
    names: skinNames,
    noun: 'Mask',
    kind: 'size',
    basePrice: 52,
    brandFocus: 'skincare',
  },
  sunscreen: {
    names: skinNames,
    noun: 'Sunscreen SPF 50',
    kind: 'size',
    basePrice: 42,
    brandFocus: 'skincare',
  },
  'eau-de-parfum': {
    names: scentNames,
    noun: 'Eau de Parfum',
    kind: 'size',
    basePrice: 145,
    brandFocus: 'fragrance',
  },
  'eau-de-toilette': {
    names: scentNames,
    noun: 'Eau de Toilette',
    kind: 'size',
    basePrice: 118,
    brandFocus: 'fragrance',
  },
  cologne: {
    names: scentNames,
    noun: 'Cologne',
    kind: 'size',
    basePrice: 125,
    brandFocus: 'fragrance',
  },
  aftershave: {
    names: scentNames,
    noun: 'Aftershave Balm',
    kind: 'size',
    basePrice: 88,
    brandFocus: 'fragrance',
  },
  candles: {
    names: scentNames,
    noun: 'Scented Candle',
    kind: 'size',
    basePrice: 92,
    brandFocus: 'fragrance',
  },
  diffusers: {
    names: scentNames,
    noun: 'Diffuser',
    kind: 'size',
    basePrice: 110,
    brandFocus: 'fragrance',
  },
  shampoo: { names: hairNames, noun: 'Shampoo', kind: 'size', basePrice: 42, brandFocus: 'hair' },
  conditioner: {
    names: hairNames,
    noun: 'Conditioner',
    kind: 'size',
    basePrice: 42,
    brandFocus: 'hair',
  },
  'hair-treatment': {
    names: hairNames,
    noun: 'Hair Mask',
    kind: 'size',
    basePrice: 56,
    brandFocus: 'hair',
  },
  'hair-spray': {
    names: hairNames,
    noun: 'Texture Spray',
    kind: 'size',
    basePrice: 38,
    brandFocus: 'hair',
  },
  'hair-oil': {
    names: hairNames,
    noun: 'Hair Oil',
    kind: 'size',
    basePrice: 48,
    brandFocus: 'hair',
  },
  'body-wash': {
    names: bodyNames,
    noun: 'Body Wash',
    kind: 'size',
    basePrice: 32,
    brandFocus: 'body',
  },
  'body-scrub': {
    names: bodyNames,
    noun: 'Body Scrub',
    kind: 'size',
    basePrice: 44,
    brandFocus: 'body',
  },
  'body-lotion': {
    names: bodyNames,
    noun: 'Body Cream',
    kind: 'size',
    basePrice: 46,
    brandFocus: 'body',
  },
  'hand-cream': {
    names: bodyNames,
    noun: 'Hand Cream',
    kind: 'size',
    basePrice: 26,
    brandFocus: 'body',
  },
  'face-brushes': {
    names: toolNames,
    noun: 'Foundation Brush',
    kind: 'single',
    basePrice: 48,
    brandFocus: 'tools',
  },
  'eye-brushes': {
    names: toolNames,
    noun: 'Eye Brush',
    kind: 'single',
    basePrice: 30,
    brandFocus: 'tools',
  },
  sponges: {
    names: toolNames,
    noun: 'Blending Sponge',
    kind: 'single',
    basePrice: 29,
    brandFocus: 'tools',
  },
  'hair-tools': {
    names: toolNames,
    noun: 'Hair Styler',
    kind: 'single',
    basePrice: 329,
    brandFocus: 'tools',
  },
};

/** Which brands make what: a brand appears only where it plausibly sells. */
const brandFocus: Record<Focus, readonly string[]> = {
  makeup: [
    'armani-beauty',
    'milk-makeup',
    'gucci-beauty',
    'burberry-beauty',
    'fenty-beauty',
    'rare-beauty',
    'charlotte-tilbury',
    'dior',
    'benefit-cosmetics',
    'estee-lauder',
    'lancome',
    'nars',
    'urban-decay',
    'too-faced',
    'huda-beauty',
    'anastasia-beverly-hills',
    'ysl-beauty',
    'tom-ford-beauty',
    'shiseido',
    'beauty-collection',
  ],
  skincare: [
    'this-works',
    'clinique',
    'estee-lauder',
    'lancome',
    'laneige',
    'sulwhasoo',
    'drunk-elephant',
    'the-ordinary',
    'glow-recipe',
    'sunday-riley',
    'tatcha',
    'fresh',
    'kiehls',
    'summer-fridays',
    'shiseido',
    'sk-ii',
    'charlotte-tilbury',
    'beauty-collection',
  ],
  fragrance: [
    'armani-beauty',
    'gucci-beauty',
    'burberry-beauty',
    'dior',
    'ysl-beauty',
    'tom-ford-beauty',
    'jo-malone-london',
    'le-labo',
    'byredo',
    'lancome',
    'this-works',
  ],
  hair: ['olaplex', 'ouai', 'briogeo', 'dyson', 'sol-de-janeiro', 'beauty-collection'],
  body: [
    'sol-de-janeiro',
    'this-works',
    'fresh',
    'kiehls',
    'jo-malone-london',
    'ouai',
    'beauty-collection',
  ],
  tools: ['beautyblender', 'beauty-collection', 'dyson', 'urban-decay', 'charlotte-tilbury'],
};

const shades: readonly (readonly [string, string])[] = [
  ['Porcelain', '#f6dcc8'],
  ['Ivory', '#efcfb3'],
  ['Sand', '#d9b08c'],
  ['Honey', '#c48a5a'],
  ['Caramel', '#a8693f'],
  ['Espresso', '#5c3a24'],
  ['Ruby', '#a4161a'],
  ['Coral', '#ef6f61'],
  ['Mauve', '#a86a84'],
  ['Nude', '#c99a86'],
  ['Berry', '#7b1e3a'],
  ['Jet Black', '#111111'],
  ['Bronze', '#8c5a2b'],
  ['Champagne', '#e8cfa0'],
  ['Rosewood', '#8e4a49'],
  ['Peach', '#f4a582'],
];
const sizes: readonly (readonly [string, number])[] = [
  ['30 ml', 1],
  ['50 ml', 1.45],
  ['100 ml', 2.3],
  ['200 ml', 3.6],
];
const palette = [
  '#111111',
  '#c8a27a',
  '#e9d6c5',
  '#7d8f69',
  '#b56576',
  '#6d597a',
  '#355070',
  '#e56b6f',
];

/** Local price = Singapore price × rate, rounded the way shoppers there expect to see it. */
const pricing: Record<CountryCode, { rate: number; step: number }> = {
  sg: { rate: 1, step: 1 },
  au: { rate: 1.15, step: 1 },
  nz: { rate: 1.25, step: 1 },
  my: { rate: 3.4, step: 1 },
  hk: { rate: 5.8, step: 10 },
  ph: { rate: 42, step: 50 },
  id: { rate: 11_800, step: 1_000 },
  th: { rate: 26, step: 10 },
};
const countries = Object.keys(pricing) as CountryCode[];
const badgePool = ['exclusive', 'limited_edition', 'online_only', 'vegan', 'clean'] as const;

export interface ProductRow {
  id: number;
  slug: string;
  brandSlug: string;
  categorySlug: string;
  name: string;
  description: LocalisedText;
  rating: number;
  reviewCount: number;
  popularity: number;
  badges: string[];
  createdAt: string;
}
export interface VariantRow {
  id: number;
  productId: number;
  sku: string;
  kind: VariantKind;
  label: string;
  color: string;
  position: number;
  purchaseLimit: number | null;
}
export interface OfferRow {
  variantId: number;
  country: CountryCode;
  price: number;
  salePrice: number | null;
  stock: number;
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-');

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

function describe(brand: string, name: string, category: LocalisedText): LocalisedText {
  return {
    en: `${brand} ${name}: a ${category.en.toLowerCase()} favourite, made to perform all day.`,
    zh: `${brand} ${name}：人氣${category.zh}之選，全天候表現出色。`,
    id: `${brand} ${name}: ${category.id.toLowerCase()} favorit yang bekerja sepanjang hari.`,
    th: `${brand} ${name} ${category.th}ยอดนิยม ใช้ได้ยาวนานตลอดวัน`,
  };
}

/** Products of each sub-category in the default catalogue (1,560 in all). */
export const PRODUCTS_PER_SUB_CATEGORY = 40;

/** The whole catalogue, generated from one seed: identical on every machine and every run. */
export function generateCatalogue(
  productsPerSubCategory = PRODUCTS_PER_SUB_CATEGORY,
  seed = 20261122,
) {
  const random: Random = seededRandom(seed);
  const brandNames = new Map(brandSeeds.map((brand) => [brand.slug, brand]));
  const products: ProductRow[] = [];
  const variants: VariantRow[] = [];
  const offers: OfferRow[] = [];
  const slugs = new Set<string>();

  const leaves = categoryTree.flatMap((top) =>
    (top.children ?? []).flatMap((middle) => middle.children ?? []),
  );
  for (const leaf of leaves) {
    const spec = leafSpecs[leaf.slug];
    if (!spec) throw new Error(`No product spec for sub-category ${leaf.slug}`);
    for (let n = 0; n < productsPerSubCategory; n++) {
      const brandSlug = random.pick(brandFocus[spec.brandFocus]);
      const brand = brandNames.get(brandSlug);
      if (!brand) throw new Error(`Unknown brand ${brandSlug}`);
      const name = `${random.pick(spec.names)} ${spec.noun}`;
      let slug = slugify(`${brandSlug} ${name}`);
      for (let k = 2; slugs.has(slug); k++) slug = slugify(`${brandSlug} ${name} ${k}`);
      slugs.add(slug);

      const id = products.length + 1;
      const ageDays = random.int(0, 720);
      const badges = badgePool.filter(() => random.chance(0.08));
      products.push({
        id,
        slug,
        brandSlug,
        categorySlug: leaf.slug,
        name,
        description: describe(brand.name, name, leaf.name),
        rating: random.int(30, 50) / 10,
        reviewCount: random.chance(0.1) ? 0 : random.int(1, 2_400),
        popularity: random.int(0, 10_000),
        badges,
        createdAt: new Date(Date.UTC(2026, 10, 1) - ageDays * 86_400_000).toISOString(),
      });

      const count = spec.kind === 'single' ? 1 : random.int(1, spec.kind === 'shade' ? 6 : 3);
      const firstShade = random.int(0, shades.length - 1);
      const limited = badges.includes('limited_edition');
      const soldIn = countries.filter(
        (country) => !brand.notSoldIn?.includes(country) && !random.chance(0.03),
      );
      for (let position = 0; position < count; position++) {
        const variantId = variants.length + 1;
        const shade = shades[(firstShade + position * 3) % shades.length]!;
        const size = sizes[position]!;
        const label =
          spec.kind === 'shade' ? shade[0] : spec.kind === 'size' ? size[0] : 'One size';
        variants.push({
          id: variantId,
          productId: id,
          sku: `${String(id).padStart(5, '0')}-${position + 1}`,
          kind: spec.kind,
          label,
          color: spec.kind === 'shade' ? shade[1] : random.pick(palette),
          position,
          purchaseLimit: limited ? 2 : null,
        });
        const sgdPrice =
          spec.basePrice * (spec.kind === 'size' ? size[1] : 1) * (0.8 + random.int(0, 40) / 100);
        const onSale = random.chance(0.15);
        const discount = 1 - random.int(10, 30) / 100;
        for (const country of soldIn) {
          const { rate, step } = pricing[country];
          const price = roundTo(sgdPrice * rate, step);
          offers.push({
            variantId,
            country,
            price,
            salePrice: onSale ? roundTo(price * discount, step) : null,
            stock: random.chance(0.07)
              ? 0
              : random.chance(0.05)
                ? random.int(1, 3)
                : random.int(4, 250),
          });
        }
      }
    }
  }
  return { products, variants, offers };
}
