import type { BagResponse, CartLine } from '@beauty/commerce-sdk';

const money = (amount: number) => ({ amount, currency: 'SGD' as const });

/** A line of a Singapore bag; override what a test is about. */
export function testLine(overrides: Partial<CartLine> & Pick<CartLine, 'id'>): CartLine {
  const quantity = overrides.quantity ?? 1;
  return {
    variant: {
      id: 100 + overrides.id,
      sku: `00001-${overrides.id}`,
      name: 'Rosewood',
      productId: 1,
      productSlug: 'milk-makeup-matte-velvet-lipstick',
      productName: 'Matte Velvet Lipstick',
      image: null,
      price: money(30),
      originalPrice: null,
    },
    brand: { id: 1, slug: 'milk-makeup', name: 'Milk Makeup' },
    quantity,
    inventory: 50,
    unitPrice: money(30),
    total: money(30 * quantity),
    warnings: [],
    ...overrides,
  };
}

/** The bag page's answer for the given lines, priced at their totals. */
export function testBag(
  lines: CartLine[],
  overrides: Partial<BagResponse['data']> = {},
): BagResponse {
  const subtotal = lines.reduce((sum, line) => sum + line.total.amount, 0);
  return {
    data: {
      cart: {
        id: 1,
        lines,
        extras: [],
        itemsCount: lines.reduce((sum, line) => sum + line.quantity, 0),
        coupon: null,
        totals: {
          subtotal: money(subtotal),
          discount: money(0),
          shipping: null,
          freeShippingThreshold: money(35),
          remainingForFreeShipping: money(Math.max(0, 35 - subtotal)),
          total: money(subtotal),
        },
        canCheckout: lines.every((line) => line.warnings.length === 0),
      },
      offers: [],
      samples: [],
      maxSamples: 0,
      beautyPassOffers: [],
      ...overrides,
    },
  };
}
