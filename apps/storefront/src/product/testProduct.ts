import type { Product, Variant } from '@beauty/commerce-sdk';

/** A variant as the API answers it in Singapore; override what a test is about. */
export function testVariant(overrides: Partial<Variant> & Pick<Variant, 'id' | 'name'>): Variant {
  return {
    sku: `00001-${overrides.id}`,
    productId: 1,
    shade: null,
    size: null,
    price: { amount: 42, currency: 'SGD' },
    originalPrice: null,
    images: [
      {
        url: `/api/web/v1/images/products/test.svg?variant=${overrides.id}`,
        alt: `Test ${overrides.name}`,
        width: 600,
        height: 600,
      },
    ],
    inStock: true,
    inventory: 50,
    availableInCountry: true,
    purchaseLimit: null,
    ...overrides,
  };
}

export function testProduct(variants: Variant[]): Product {
  return {
    id: 1,
    slug: 'milk-makeup-matte-velvet-lipstick',
    name: 'Matte Velvet Lipstick',
    brand: { id: 1, slug: 'milk-makeup', name: 'Milk Makeup' },
    categories: [],
    description: 'A lipstick favourite.',
    howToUse: null,
    ingredients: null,
    rating: { average: 4.5, count: 12 },
    badges: [],
    variants,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}
