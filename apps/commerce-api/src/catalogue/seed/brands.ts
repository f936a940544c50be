import type { CountryCode } from '@beauty/commerce-sdk/contract';

export interface BrandSeed {
  slug: string;
  name: string;
  description: string;
  isOwnBrand?: boolean;
  /** Countries the brand is not sold in. */
  notSoldIn?: CountryCode[];
}

/** The brands of the seeded catalogue, including the retailer's own-brand collection. */
export const brandSeeds: readonly BrandSeed[] = [
  {
    slug: 'armani-beauty',
    name: 'Armani Beauty',
    description: 'Italian couture foundations, lip colour and fragrance.',
  },
  {
    slug: 'milk-makeup',
    name: 'Milk Makeup',
    description: 'Clean, vegan sticks and balms made for life on the go.',
  },
  {
    slug: 'this-works',
    name: 'This Works',
    description: 'Natural skincare and sleep rituals from London.',
  },
  {
    slug: 'gucci-beauty',
    name: 'Gucci Beauty',
    description: 'Lipsticks and fragrances with eclectic Florentine glamour.',
  },
  {
    slug: 'burberry-beauty',
    name: 'Burberry Beauty',
    description: 'British make-up and signature scents.',
  },
  {
    slug: 'beautyblender',
    name: 'Beautyblender',
    description: 'The original edgeless make-up sponge and its cleansers.',
  },
  {
    slug: 'beauty-collection',
    name: 'Beauty Collection',
    description: 'Our own-brand essentials, from brushes to bath.',
    isOwnBrand: true,
  },
  {
    slug: 'fenty-beauty',
    name: 'Fenty Beauty',
    description: 'Inclusive shades for every skin tone.',
  },
  {
    slug: 'rare-beauty',
    name: 'Rare Beauty',
    description: 'Weightless, buildable make-up that celebrates individuality.',
  },
  {
    slug: 'charlotte-tilbury',
    name: 'Charlotte Tilbury',
    description: 'Red-carpet make-up and skincare secrets.',
  },
  { slug: 'dior', name: 'Dior', description: 'Haute couture make-up, skincare and fragrance.' },
  {
    slug: 'benefit-cosmetics',
    name: 'Benefit Cosmetics',
    description: 'Brows, blush and playful bestsellers from San Francisco.',
  },
  { slug: 'clinique', name: 'Clinique', description: 'Allergy-tested, fragrance-free skincare.' },
  {
    slug: 'estee-lauder',
    name: 'Estée Lauder',
    description: 'Advanced night repair and long-wear foundation.',
  },
  { slug: 'lancome', name: 'Lancôme', description: 'French skincare, mascara and fragrance.' },
  { slug: 'nars', name: 'NARS', description: 'Provocative colour and radiant complexion.' },
  {
    slug: 'urban-decay',
    name: 'Urban Decay',
    description: 'Bold eyeshadow palettes and all-nighter setting spray.',
  },
  { slug: 'too-faced', name: 'Too Faced', description: 'Playful, high-performance make-up.' },
  {
    slug: 'huda-beauty',
    name: 'Huda Beauty',
    description: 'Full-glam palettes and flawless bases.',
  },
  {
    slug: 'anastasia-beverly-hills',
    name: 'Anastasia Beverly Hills',
    description: 'The brow experts.',
  },
  {
    slug: 'laneige',
    name: 'Laneige',
    description: 'Korean hydration science, from lip mask to water bank.',
  },
  {
    slug: 'sulwhasoo',
    name: 'Sulwhasoo',
    description: 'Holistic Korean skincare powered by ginseng.',
    notSoldIn: ['ph'],
  },
  {
    slug: 'drunk-elephant',
    name: 'Drunk Elephant',
    description: 'Clean-compatible skincare cocktails.',
  },
  {
    slug: 'the-ordinary',
    name: 'The Ordinary',
    description: 'Clinical formulations with integrity.',
  },
  {
    slug: 'glow-recipe',
    name: 'Glow Recipe',
    description: 'Fruit-powered, clinically effective skincare.',
  },
  {
    slug: 'sunday-riley',
    name: 'Sunday Riley',
    description: 'Lab-grade actives for visible results.',
    notSoldIn: ['id'],
  },
  { slug: 'tatcha', name: 'Tatcha', description: 'Japanese beauty rituals for a dewy glow.' },
  {
    slug: 'fresh',
    name: 'Fresh',
    description: 'Sugar, soy and rose: ingredients you can recognise.',
  },
  { slug: 'kiehls', name: "Kiehl's", description: 'Apothecary skincare since 1851.' },
  { slug: 'olaplex', name: 'Olaplex', description: 'Bond-building hair repair.' },
  {
    slug: 'dyson',
    name: 'Dyson',
    description: 'Hair tools engineered to protect shine.',
    notSoldIn: ['th', 'ph'],
  },
  {
    slug: 'ysl-beauty',
    name: 'YSL Beauty',
    description: 'Couture lips, fragrance and the touche éclat.',
  },
  {
    slug: 'tom-ford-beauty',
    name: 'Tom Ford Beauty',
    description: 'Private blend fragrances and luxe lip colour.',
  },
  {
    slug: 'jo-malone-london',
    name: 'Jo Malone London',
    description: 'Scents to combine and layer.',
  },
  {
    slug: 'le-labo',
    name: 'Le Labo',
    description: 'Hand-blended fragrances made to order.',
    notSoldIn: ['id', 'ph'],
  },
  { slug: 'byredo', name: 'Byredo', description: 'Stockholm perfumery of memories.' },
  {
    slug: 'sol-de-janeiro',
    name: 'Sol de Janeiro',
    description: 'Brazilian body care with a sunny scent.',
  },
  {
    slug: 'summer-fridays',
    name: 'Summer Fridays',
    description: 'Jet-lag masks and lip balms for easy skin days.',
  },
  { slug: 'ouai', name: 'OUAI', description: 'Hair and body care for real life.' },
  { slug: 'briogeo', name: 'Briogeo', description: 'Clean hair care for every texture.' },
  { slug: 'shiseido', name: 'Shiseido', description: 'Japanese skincare science since 1872.' },
  { slug: 'sk-ii', name: 'SK-II', description: 'Pitera-powered facial treatment essence.' },
];

/** The seeded brands' names by slug: brand pages and grids of the seeded content name them. */
export const seededBrandNames: ReadonlyMap<string, string> = new Map(
  brandSeeds.map((brand) => [brand.slug, brand.name]),
);
