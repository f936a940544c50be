// What shoppers do that the sections repeat: fill a bag, make a checkout ready, place an order.
import { randomBytes, randomUUID } from 'node:crypto';
import type { PrivatePostgres } from './postgres.js';
import { Shopper, type Answer } from './shopper.js';

/** A new guest on its own device. */
export function guest(base: string): Shopper {
  const shopper = new Shopper(base);
  shopper.jar.set('device-id', `reliability-${randomUUID()}`);
  return shopper;
}

/** A variant sold in Singapore with no purchase limit of its own or its brand's, `stock` in stock. */
export async function variantInStock(
  postgres: PrivatePostgres,
  stock: number,
  skip = 0,
): Promise<number> {
  const [variant] = await postgres.query<{ id: number }>(
    'shop',
    `SELECT v.id FROM variants v
       JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg'
       JOIN products p ON p.id = v.product_id
       JOIN brands b ON b.id = p.brand_id
     WHERE v.purchase_limit IS NULL AND b.purchase_limit IS NULL AND o.stock > 0 AND o.price >= 20
       AND NOT EXISTS (SELECT 1 FROM brand_purchase_limits l WHERE l.brand_slug = b.slug)
     ORDER BY v.id OFFSET $1 LIMIT 1`,
    [skip],
  );
  await postgres.query(
    'shop',
    `UPDATE variant_offers SET stock = $2 WHERE variant_id = $1 AND country = 'sg'`,
    [variant!.id, stock],
  );
  return variant!.id;
}

/** Throws unless the answer is a success. */
export function ok(answer: Answer, what: string): Answer {
  if (answer.status >= 300)
    throw new Error(`${what}: ${answer.status} ${answer.text.slice(0, 300)}`);
  return answer;
}

/** Puts `variantId` in the bag and makes every checkout choice (home delivery, card): the revision. */
export async function readyCheckout(
  shopper: Shopper,
  variantId: number,
  quantity = 1,
): Promise<string> {
  ok(
    await shopper.call('POST', 'cart/line-items', { body: { variantId, quantity } }),
    'add to bag',
  );
  const { revision } = ok(await shopper.call('GET', 'checkout-cart'), 'checkout').body.data;
  const ready = await shopper.call('PUT', 'checkout-cart', {
    body: {
      revision,
      recipient: {
        fullName: 'Reliability Shopper',
        email: 'reliability@example.com',
        phone: { callingCode: '+65', number: '91234567' },
        registrationNumber: null,
      },
      shippingAddress: {
        line1: '1 Orchard Road',
        city: 'Singapore',
        postalCode: '238801',
        country: 'sg',
      },
      deliveryOptionId: 'standard',
      collectionStoreId: null,
      paymentMethodId: 'card',
      useCredits: false,
    },
  });
  return ok(ready, 'checkout choices').body.data.revision;
}

/** A card token of the payment simulator for the test card that pays. */
export async function cardToken(shopper: Shopper): Promise<string> {
  const answer = await shopper.call('POST', 'payment-simulator/tokens', {
    body: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
  });
  return ok(answer, 'card token').body.data.token;
}

/**
 * The body of `POST orders`: a fresh idempotency key unless given, and a guest's compulsory
 * consents (a member's come from their account; the API ignores these for them).
 */
export const orderBody = (
  revision: string,
  paymentToken: string,
  idempotencyKey = randomBytes(16).toString('hex'),
) => ({
  idempotencyKey,
  revision,
  paymentToken,
  consents: { dataCollection: true, thirdPartyDisclosure: true, over14: true, marketing: false },
});

/** Maps `items` with at most `limit` calls of `work` running at once, in order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
