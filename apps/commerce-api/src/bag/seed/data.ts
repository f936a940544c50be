import type { CountryCode } from '@beauty/commerce-sdk/contract';

// The bag's demo rows name catalogue rows by their stable keys (brand slug, product slug, variant
// SKU), as the bag's queries join on those keys: a key the catalogue does not have matches nothing.

/** An amount in each country's currency. */
type Amounts = Record<CountryCode, number>;

export interface BrandPurchaseLimitSeed {
  brandSlug: string;
  /** Units of the brand's products one bag may hold. */
  purchaseLimit: number;
}

export interface CouponSeed {
  code: string;
  description: string;
  /** Exactly one of `percentOff` and `amountOff`. */
  percentOff?: number;
  amountOff?: Amounts;
  minimumSpend?: Amounts;
  firstOrderOnly?: boolean;
  brandSlugs?: string[];
  productSlugs?: string[];
  validTill?: string;
}

export interface BagOfferSeed {
  kind: 'gift_with_purchase' | 'discount' | 'coupon' | 'staff_discount';
  title: string;
  description: string;
  minimumSpend?: Amounts;
  percentOff?: number;
  brandSlug?: string;
  couponCode?: string;
  giftSkus?: string[];
  position: number;
}

export interface BeautyPassRewardSeed {
  title: string;
  description: string;
  sku: string;
  points: number;
  minimumTier?: 'white' | 'black' | 'gold';
  /** Units left to redeem; 0 is fully redeemed. */
  remaining: number;
  position: number;
}

const beauty15MinimumSpend: Amounts = {
  sg: 60,
  au: 60,
  nz: 70,
  my: 200,
  hk: 350,
  ph: 2500,
  id: 700000,
  th: 1500,
};

export const brandPurchaseLimitSeeds: readonly BrandPurchaseLimitSeed[] = [
  { brandSlug: 'beautyblender', purchaseLimit: 6 },
];

/** The coupons the README lists for demos (codes are case-sensitive). */
export const couponSeeds: readonly CouponSeed[] = [
  {
    code: 'WELCOME10',
    description: '10% off your first order',
    percentOff: 10,
    firstOrderOnly: true,
  },
  {
    code: 'BEAUTY15',
    description: '15% off when you spend over the minimum',
    percentOff: 15,
    minimumSpend: beauty15MinimumSpend,
  },
  {
    code: 'MILK20',
    description: '20% off Milk Makeup',
    percentOff: 20,
    brandSlugs: ['milk-makeup'],
  },
  {
    code: 'GLOWBOOST',
    description: '25% off the Glow Boost Moisturiser',
    percentOff: 25,
    productSlugs: ['beauty-collection-glow-boost-moisturiser'],
  },
  {
    code: 'TAKE5',
    description: 'A little off your order',
    amountOff: { sg: 5, au: 5, nz: 5, my: 15, hk: 30, ph: 150, id: 50000, th: 100 },
    minimumSpend: { sg: 30, au: 30, nz: 35, my: 100, hk: 180, ph: 1500, id: 350000, th: 800 },
  },
  {
    code: 'SUMMER24',
    description: 'Summer sale: 20% off',
    percentOff: 20,
    validTill: '2024-08-31T16:00:00Z',
  },
];

export const bagOfferSeeds: readonly BagOfferSeed[] = [
  {
    kind: 'gift_with_purchase',
    title: 'Free Beauty Collection minis',
    description: 'A free Beauty Collection mini with every order over the minimum spend.',
    minimumSpend: { sg: 80, au: 90, nz: 100, my: 270, hk: 460, ph: 3400, id: 950000, th: 2100 },
    giftSkus: ['00069-2', '00087-4'],
    position: 1,
  },
  {
    kind: 'discount',
    title: '10% off This Works',
    description: 'This Works items are 10% off, no code needed.',
    percentOff: 10,
    brandSlug: 'this-works',
    position: 2,
  },
  {
    kind: 'coupon',
    title: '15% off over the minimum spend',
    description: 'Enter BEAUTY15 at checkout.',
    minimumSpend: beauty15MinimumSpend,
    couponCode: 'BEAUTY15',
    position: 3,
  },
  {
    kind: 'coupon',
    title: '20% off Milk Makeup',
    description: 'Enter MILK20 in your bag.',
    couponCode: 'MILK20',
    position: 4,
  },
  {
    kind: 'staff_discount',
    title: 'Staff discount',
    description: '30% off all items and 45% off the Beauty Collection.',
    percentOff: 30,
    position: 5,
  },
];

/** The free samples a shopper may add to the bag, by variant SKU. */
export const bagSampleSeeds: readonly { sku: string; position: number }[] = [
  { sku: '00562-1', position: 1 },
  { sku: '00571-1', position: 2 },
  { sku: '00593-2', position: 3 },
  { sku: '00651-1', position: 4 },
  { sku: '00715-2', position: 5 },
  { sku: '00809-2', position: 6 },
];

export const beautyPassRewardSeeds: readonly BeautyPassRewardSeed[] = [
  {
    title: 'Deluxe concealer mini',
    description: 'A travel-size Beauty Collection concealer.',
    sku: '00069-2',
    points: 200,
    remaining: 500,
    position: 1,
  },
  {
    title: 'Eyeliner treat',
    description: 'A Beauty Collection eyeliner on us.',
    sku: '00263-3',
    points: 350,
    remaining: 500,
    position: 2,
  },
  {
    title: 'Lip gloss favourite',
    description: 'A full-size Beauty Collection lip gloss.',
    sku: '00374-3',
    points: 500,
    remaining: 300,
    position: 3,
  },
  {
    title: 'Black tier skincare treat',
    description: "A full-size Kiehl's moisturiser for black and gold members.",
    sku: '00571-1',
    points: 1000,
    minimumTier: 'black',
    remaining: 100,
    position: 4,
  },
  {
    title: 'Gold fragrance gift',
    description: 'A full-size Dior eau de parfum for gold members.',
    sku: '00809-2',
    points: 2500,
    minimumTier: 'gold',
    remaining: 20,
    position: 5,
  },
  {
    title: 'Limited shampoo gift',
    description: 'A Beauty Collection shampoo: already fully redeemed.',
    sku: '01060-1',
    points: 300,
    remaining: 0,
    position: 6,
  },
];
