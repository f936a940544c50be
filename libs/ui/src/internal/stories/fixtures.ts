// Story fixtures: product images drawn inline so stories need no network or static files.
const swatch = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#f5f5f5"/><rect x="40" y="20" width="20" height="60" rx="4" fill="${colour}"/></svg>`,
  )}`;

/** A product as the listing stories show it. */
export interface FixtureProduct {
  id: string;
  name: string;
  brand: string;
  href: string;
  imageUrl: string;
  price: number;
  originalPrice?: number;
  rating: number;
  reviewCount: number;
  badges: string[];
}

export const products: [FixtureProduct, FixtureProduct, ...FixtureProduct[]] = [
  {
    id: 'rouge',
    name: 'Rouge Dior Lipstick',
    brand: 'Dior',
    href: '/products/rouge-dior',
    imageUrl: swatch('#b0102a'),
    price: 52,
    originalPrice: 65,
    rating: 4.6,
    reviewCount: 210,
    badges: ['New'],
  },
  {
    id: 'serum',
    name: 'Advanced Night Repair Synchronized Multi-Recovery Complex Serum',
    brand: 'Estée Lauder',
    href: '/products/anr',
    imageUrl: swatch('#7a4b2a'),
    price: 128,
    rating: 4.8,
    reviewCount: 1432,
    badges: ['Exclusive'],
  },
  {
    id: 'gloss',
    name: 'Gloss Bomb Universal Lip Luminizer',
    brand: 'Fenty Beauty',
    href: '/products/gloss-bomb',
    imageUrl: swatch('#d98a7a'),
    price: 29,
    rating: 4.2,
    reviewCount: 88,
    badges: [],
  },
  {
    id: 'mascara',
    name: 'Lash Sensational Mascara',
    brand: 'Maybelline',
    href: '/products/lash',
    imageUrl: swatch('#111111'),
    price: 18,
    rating: 3.9,
    reviewCount: 12,
    badges: [],
  },
];

/** The same sentence in the shop's four languages, for script and line-length checks. */
export const sentences = {
  en: 'Free shipping on orders over S$35',
  zh: '訂單滿 HK$200 即享免費送貨',
  id: 'Gratis ongkir untuk pesanan di atas Rp500.000',
  th: 'จัดส่งฟรีเมื่อสั่งซื้อครบ ฿500',
} as const;
