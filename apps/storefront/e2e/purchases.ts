// Guests buying through the API as the checkout would, for tests that need an order placed.
import { randomUUID } from 'node:crypto';
import {
  createCommerceClient,
  createMemoryCookieStore,
  type CommerceClient,
  type Order,
} from '@beauty/commerce-sdk';
import type { PaymentKind } from '@beauty/commerce-sdk/contract';
import { countries, type CountryCode } from '@beauty/i18n';
import { expect } from './fixtures';

/** The consents of a shopper who gives the required ones and declines marketing. */
export const REQUIRED_CONSENTS = {
  dataCollection: true,
  thirdPartyDisclosure: true,
  over14: true,
  marketing: false,
} as const;

const SUCCESS_CARD = { number: '4242424242424242', expiry: '12/34', cvc: '123' };
/** Postcodes of the countries these tests buy in, in each country's format. */
const POSTCODES: Partial<Record<CountryCode, string>> = {
  sg: '238801',
  th: '10330',
  id: '10310',
  my: '50450',
};

export interface Placed {
  order: Order;
  accessToken: string | null;
  redirectUrl: string | null;
}

/** A guest's browser in the country, as the API sees it: its own device, so its own bag. */
export const guestIn = (
  origin: string,
  country: CountryCode,
  cookies = createMemoryCookieStore(),
): CommerceClient => {
  cookies.set('device-id', `orders-${randomUUID()}`);
  return createCommerceClient({
    baseUrl: origin,
    country,
    language: countries[country].languages[0]!,
    cookies,
  });
};

/**
 * Buys one item in the country with the first method of `kind`, as the checkout would: the bag,
 * the recipient and address (or the first store for click and collect), the order. The item is
 * `variantId`, else a plain one with plenty of stock.
 */
export async function placeOrder(
  client: CommerceClient,
  country: CountryCode,
  kind: PaymentKind,
  delivery: 'standard' | 'click_and_collect' = 'standard',
  variantId?: number,
): Promise<Placed> {
  if (variantId === undefined) {
    const { data: variants } = await client.variants.list({ perPage: 48 });
    variantId = variants.find(
      (item) => item.availableInCountry && item.inventory >= 20 && item.purchaseLimit === null,
    )!.id;
  }
  await client.cart.lineItems.create({ variantId, quantity: 1 });
  const { data: seen } = await client.checkoutCart.get();
  const method = seen.paymentMethods.find((candidate) => candidate.kind === kind)!;
  const { data: chosen } = await client.checkoutCart.replace({
    revision: seen.revision,
    recipient: {
      fullName: 'Mei Tan',
      email: `mei.${randomUUID().slice(0, 8)}@example.com`,
      phone: { callingCode: countries[country].callingCode, number: '91234567' },
      registrationNumber: country === 'id' ? '3171234567890123' : null,
    },
    shippingAddress: {
      line1: '2 Orchard Turn',
      city: 'Capital',
      postalCode: POSTCODES[country]!,
      country,
    },
    deliveryOptionId: delivery,
    collectionStoreId: delivery === 'click_and_collect' ? seen.collectionStores[0]!.id : null,
    paymentMethodId: method.id,
    useCredits: false,
  });
  expect(chosen.blockers).toEqual([]);
  const paymentToken =
    kind === 'card'
      ? (await client.paymentSimulator.tokens.create(SUCCESS_CARD)).data.token
      : undefined;
  const { data } = await client.orders.create({
    idempotencyKey: randomUUID(),
    revision: chosen.revision,
    ...(paymentToken && { paymentToken }),
    // A guest's consents; a member's are their account's.
    ...(!client.auth.isSignedIn() && {
      consents: REQUIRED_CONSENTS,
    }),
  });
  return data;
}
