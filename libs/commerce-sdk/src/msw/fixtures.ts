import type { CommerceClient } from '../client.js';
import type { OperationName } from '../contract/index.js';
import type { CountryCode, CurrencyCode } from '../index.js';
import type { ClientMethod, OperationAnswer } from '../query/shape.js';

type MethodAt<C, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof C
    ? MethodAt<C[Head], Rest>
    : never
  : P extends keyof C
    ? C[P]
    : never;

/** What the client answers for an operation (`CommerceAnswer<'brands.list'>`). */
export type CommerceAnswer<Op extends OperationName> =
  MethodAt<CommerceClient, Op> extends ClientMethod
    ? OperationAnswer<MethodAt<CommerceClient, Op>>
    : never;

type Product = CommerceAnswer<'products.get'>['data'];
type Variant = Product['variants'][number];
type VariantListItem = CommerceAnswer<'variants.list'>['data'][number];
type Brand = CommerceAnswer<'brands.list'>['data'][number];
type Category = CommerceAnswer<'categories.list'>['data'][number];
type StoreLocation = CommerceAnswer<'storeLocations.list'>['data'][number];
type Money = Variant['price'];

/** A price of the fixture catalogue: amount in major units (as the contract says) and currency. */
type Price = readonly [amount: number, currency: CurrencyCode];

const image = (path: string, alt: string) => ({
  url: `https://images.beauty.test/${path}`,
  alt,
  width: 800,
  height: 800,
});

/** Brands of the fixture catalogue: three houses and the shop's own brand. */
export const fixtureBrands: Brand[] = [
  {
    id: 1,
    slug: 'milk-makeup',
    name: 'Milk Makeup',
    description: 'Clean, cruelty-free makeup from downtown New York.',
    isOwnBrand: false,
    logo: image('brands/milk-makeup.png', 'Milk Makeup'),
  },
  {
    id: 2,
    slug: 'laneige',
    name: 'Laneige',
    description: 'Korean skincare built around water science.',
    isOwnBrand: false,
    logo: image('brands/laneige.png', 'Laneige'),
  },
  {
    id: 3,
    slug: 'drunk-elephant',
    name: 'Drunk Elephant',
    description: 'Biocompatible skincare without the “suspicious six”.',
    isOwnBrand: false,
  },
  {
    id: 4,
    slug: 'beauty-house',
    name: 'Beauty House',
    description: 'Our own collection: everyday essentials.',
    isOwnBrand: true,
  },
];

/** The category tree, flat: makeup and skincare with a few branches. */
export const fixtureCategories: Category[] = [
  { id: 10, slug: 'makeup', name: 'Makeup', level: 1, parentId: null, path: 'makeup' },
  { id: 11, slug: 'lips', name: 'Lips', level: 2, parentId: 10, path: 'makeup/lips' },
  { id: 12, slug: 'lip-oil', name: 'Lip Oil', level: 3, parentId: 11, path: 'makeup/lips/lip-oil' },
  { id: 20, slug: 'skincare', name: 'Skincare', level: 1, parentId: null, path: 'skincare' },
  {
    id: 21,
    slug: 'moisturisers',
    name: 'Moisturisers',
    level: 2,
    parentId: 20,
    path: 'skincare/moisturisers',
  },
  {
    id: 22,
    slug: 'lip-care',
    name: 'Lip Care',
    level: 2,
    parentId: 20,
    path: 'skincare/lip-care',
  },
];

interface FixtureVariant {
  id: number;
  sku: string;
  name: string;
  shade: { name: string; hex: string } | null;
  size: string | null;
  inventory: number;
  /** Price per country where the variant is sold; elsewhere it is unavailable. */
  prices: Partial<Record<CountryCode, Price>>;
  /** Price before a sale, per country. */
  wasPrices?: Partial<Record<CountryCode, Price>>;
  purchaseLimit?: number;
}

interface FixtureProduct extends Omit<Product, 'brand' | 'categories' | 'variants'> {
  brandId: number;
  categoryIds: number[];
  variants: FixtureVariant[];
}

// Prices as a shop would list them, per country; the handlers answer in the request's country.
const lipOilPrices: Partial<Record<CountryCode, Price>> = {
  sg: [32, 'SGD'],
  my: [99, 'MYR'],
  th: [790, 'THB'],
  au: [38, 'AUD'],
  nz: [42, 'NZD'],
  hk: [190, 'HKD'],
  ph: [1350, 'PHP'],
  id: [379_000, 'IDR'],
};

const products: FixtureProduct[] = [
  {
    id: 100,
    slug: 'lip-glow-oil',
    name: 'Lip Glow Oil',
    brandId: 1,
    categoryIds: [12],
    description: 'A nourishing lip oil with a glossy, cushiony finish and a hint of colour.',
    howToUse: 'Apply on bare lips or over lipstick. Reapply as needed.',
    ingredients: 'Hemp seed oil, jojoba oil, vitamin E.',
    rating: { average: 4.6, count: 812 },
    badges: ['bestseller', 'vegan'],
    createdAt: '2026-03-02T08:00:00.000Z',
    variants: [
      {
        id: 101,
        sku: 'MM-LGO-ROSE',
        name: 'Rose',
        shade: { name: 'Rose', hex: '#C8745A' },
        size: '6 ml',
        inventory: 24,
        prices: lipOilPrices,
      },
      {
        id: 102,
        sku: 'MM-LGO-BERRY',
        name: 'Berry',
        shade: { name: 'Berry', hex: '#8E2B4F' },
        size: '6 ml',
        inventory: 3,
        prices: lipOilPrices,
        purchaseLimit: 2,
      },
      {
        id: 103,
        sku: 'MM-LGO-CLEAR',
        name: 'Clear',
        shade: { name: 'Clear', hex: '#F4E7DC' },
        size: '6 ml',
        inventory: 0,
        prices: lipOilPrices,
      },
    ],
  },
  {
    id: 200,
    slug: 'lip-sleeping-mask',
    name: 'Lip Sleeping Mask',
    brandId: 2,
    categoryIds: [22],
    description: 'An overnight lip mask that leaves lips soft and supple by morning.',
    howToUse: 'Apply a generous layer before bed.',
    ingredients: 'Berry mix complex, vitamin C, shea butter.',
    rating: { average: 4.8, count: 2304 },
    badges: ['sale'],
    createdAt: '2025-11-20T08:00:00.000Z',
    variants: [
      {
        id: 201,
        sku: 'LN-LSM-BERRY-20',
        name: 'Berry 20 g',
        shade: null,
        size: '20 g',
        inventory: 60,
        prices: {
          sg: [25.5, 'SGD'],
          my: [76, 'MYR'],
          th: [620, 'THB'],
          au: [30, 'AUD'],
          hk: [150, 'HKD'],
        },
        wasPrices: { sg: [30, 'SGD'], my: [89, 'MYR'], th: [750, 'THB'] },
      },
    ],
  },
  {
    id: 300,
    slug: 'protini-polypeptide-cream',
    name: 'Protini Polypeptide Cream',
    brandId: 3,
    categoryIds: [21],
    description: 'A protein moisturiser with signal peptides for firmer-looking skin.',
    howToUse: 'Apply to face and neck morning and night.',
    ingredients: null,
    rating: { average: 4.3, count: 591 },
    badges: ['clean'],
    createdAt: '2026-01-15T08:00:00.000Z',
    variants: [
      {
        id: 301,
        sku: 'DE-PPC-50',
        name: '50 ml',
        shade: null,
        size: '50 ml',
        inventory: 12,
        prices: {
          sg: [98, 'SGD'],
          my: [289, 'MYR'],
          th: [2650, 'THB'],
          au: [105, 'AUD'],
          nz: [115, 'NZD'],
          hk: [560, 'HKD'],
          ph: [3900, 'PHP'],
        },
      },
    ],
  },
];

/** A variant's price in a country where it is not sold: any price of that country's currency. */
function priceIn(variant: FixtureVariant, country: CountryCode): Price {
  return (
    variant.prices[country] ?? [
      0,
      lipOilPrices[country]?.[1] ?? Object.values(variant.prices)[0]![1],
    ]
  );
}

const money = ([amount, currency]: Price): Money => ({ amount, currency });
const brandRef = (id: number) => {
  const { slug, name } = fixtureBrands.find((brand) => brand.id === id)!;
  return { id, slug, name };
};

function variantIn(
  product: FixtureProduct,
  variant: FixtureVariant,
  country: CountryCode,
): Variant {
  const was = variant.wasPrices?.[country];
  const sold = variant.prices[country] !== undefined;
  return {
    id: variant.id,
    sku: variant.sku,
    productId: product.id,
    name: variant.name,
    shade: variant.shade,
    size: variant.size,
    price: money(priceIn(variant, country)),
    originalPrice: was ? money(was) : null,
    images: [
      image(`products/${product.slug}/${variant.id}.jpg`, `${product.name}, ${variant.name}`),
    ],
    inStock: sold && variant.inventory > 0,
    inventory: variant.inventory,
    availableInCountry: sold,
    purchaseLimit: variant.purchaseLimit ?? null,
  };
}

/** A product page as a shopper of `country` sees it (its prices, stock and availability). */
export function fixtureProduct(slug: string, country: CountryCode): Product | undefined {
  const product = products.find((candidate) => candidate.slug === slug);
  if (!product) return undefined;
  const { brandId, categoryIds, variants, ...rest } = product;
  return {
    ...rest,
    brand: brandRef(brandId),
    categories: fixtureCategories
      .filter((category) => categoryIds.includes(category.id))
      .map(({ id, slug: categorySlug, name, path }) => ({ id, slug: categorySlug, name, path })),
    variants: variants.map((variant) => variantIn(product, variant, country)),
  };
}

/** Every variant as a listing tile of `country`. */
export function fixtureVariants(country: CountryCode): VariantListItem[] {
  return products.flatMap((product) =>
    product.variants.map((variant) => ({
      ...variantIn(product, variant, country),
      product: {
        id: product.id,
        slug: product.slug,
        name: product.name,
        brand: brandRef(product.brandId),
        rating: product.rating,
        badges: product.badges,
        variantsCount: product.variants.length,
      },
    })),
  );
}

const week = (opens: string, closes: string) =>
  ([0, 1, 2, 3, 4, 5, 6] as const).map((day) => ({ day, opens, closes }));

/** Stores in Singapore and Bangkok. */
export const fixtureStores: StoreLocation[] = [
  {
    id: 1,
    slug: 'ion-orchard',
    name: 'ION Orchard',
    country: 'sg',
    address: {
      line1: '2 Orchard Turn',
      line2: '#B2-01',
      city: 'Singapore',
      postalCode: '238801',
      country: 'sg',
    },
    coordinates: { lat: 1.304, lng: 103.8318 },
    phone: { callingCode: '+65', number: '62381234' },
    openingHours: week('10:00', '22:00'),
    services: ['makeup-application', 'skin-consultation'],
    clickAndCollect: true,
    image: image('stores/ion-orchard.jpg', 'ION Orchard store front'),
  },
  {
    id: 2,
    slug: 'jewel-changi',
    name: 'Jewel Changi Airport',
    country: 'sg',
    address: {
      line1: '78 Airport Boulevard',
      line2: '#02-205',
      city: 'Singapore',
      postalCode: '819666',
      country: 'sg',
    },
    coordinates: { lat: 1.3601, lng: 103.9899 },
    phone: null,
    openingHours: week('10:00', '23:00'),
    services: ['makeup-application'],
    clickAndCollect: false,
    image: null,
  },
  {
    id: 3,
    slug: 'siam-paragon',
    name: 'Siam Paragon',
    country: 'th',
    address: {
      line1: '991 Rama I Road',
      city: 'Bangkok',
      postalCode: '10330',
      country: 'th',
    },
    coordinates: { lat: 13.7462, lng: 100.5347 },
    phone: { callingCode: '+66', number: '021234567' },
    openingHours: week('10:00', '22:00'),
    services: ['skin-consultation'],
    clickAndCollect: true,
    image: null,
  },
];

/** The signed-in shopper: Mei, a Beauty Pass gold member. */
export function fixtureUser(country: CountryCode): CommerceAnswer<'user.list'>['data'] {
  return {
    id: 42,
    email: 'mei.tan@example.com',
    firstName: 'Mei',
    lastName: 'Tan',
    phone: { callingCode: '+65', number: '91234567' },
    birthday: '1994-07-18',
    country,
    language: 'en',
    isEmployee: false,
    consents: { marketing: true },
    createdAt: '2024-02-11T09:30:00.000Z',
  };
}

/** Mei's account with her Beauty Pass: gold, 1,250 points, a birthday voucher. */
export function fixtureAccount(country: CountryCode): CommerceAnswer<'account.list'>['data'] {
  const currency = priceIn(products[0]!.variants[0]!, country)[1];
  return {
    id: 42,
    firstName: 'Mei',
    tier: 'gold',
    email: 'mei.tan@example.com',
    loyalty: {
      tier: 'gold',
      cardNumber: '6012345678901234',
      pointsBalance: 1250,
      pointsOnHold: 80,
      pointsExpiring: { points: 200, expiresAt: '2027-05-31' },
      tierPointsCounter: 1480,
      yearSpend: { amount: 1480, target: 1200 },
      nextTier: null,
      tierMessage: {
        kind: 'keep_tier',
        tier: 'gold',
        targetTier: null,
        spend: { amount: 1480, currency },
        amount: null,
        progress: 100,
        date: '2026-12-31',
      },
      pointLog: [
        {
          id: 9001,
          source: 'purchase_points_with_order_number',
          points: 96,
          createdAt: '2026-11-02T04:12:00.000Z',
          orderNumber: 'SG-20261102-0042',
          productName: null,
        },
        {
          id: 9002,
          source: 'published_review',
          points: 20,
          createdAt: '2026-11-05T11:40:00.000Z',
          orderNumber: null,
          productName: 'Lip Glow Oil',
        },
      ],
      insiderGifts: [
        {
          type: 'birthday_voucher',
          title: 'Birthday treat',
          validTill: '2027-07-31',
          redeemed: false,
        },
      ],
    },
  };
}

/** The variant of the fixture catalogue with this id, and its product. */
export function findVariant(id: number) {
  for (const product of products) {
    const variant = product.variants.find((candidate) => candidate.id === id);
    if (variant) return { product, variant };
  }
  return undefined;
}

/** The fixture variant as a bag line's variant of `country`. */
export function lineVariant(id: number, country: CountryCode) {
  const found = findVariant(id)!;
  const { images, price, originalPrice } = variantIn(found.product, found.variant, country);
  return {
    variant: {
      id,
      sku: found.variant.sku,
      name: found.variant.name,
      productId: found.product.id,
      productSlug: found.product.slug,
      productName: found.product.name,
      image: images[0] ?? null,
      price,
      originalPrice,
    },
    brand: brandRef(found.product.brandId),
    inventory: found.variant.inventory,
    availableInCountry: found.variant.prices[country] !== undefined,
  };
}

/** The currency of the fixture prices of `country`. */
export const currencyOf = (country: CountryCode): CurrencyCode =>
  priceIn(products[0]!.variants[0]!, country)[1];
