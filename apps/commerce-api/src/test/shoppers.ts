import { randomUUID } from 'node:crypto';
import type { Address, CountryCode, Recipient } from '@beauty/commerce-sdk/contract';
import { countries } from '@beauty/i18n';
import type { Queryable } from '../db/database.js';

/** A postcode of the right format in each country (Hong Kong has none). */
export const postcodes: Readonly<Record<CountryCode, string>> = {
  au: '2000',
  hk: '',
  id: '10310',
  my: '50450',
  nz: '1010',
  ph: '1226',
  sg: '238801',
  th: '10330',
};

/**
 * A recipient the country accepts: its calling code, and in Indonesia the identity number it asks
 * for. A fresh email by default, so each test reads only its own mails.
 */
export const recipientIn = (
  country: CountryCode,
  email = `mei.${randomUUID().slice(0, 8)}@example.com`,
): Recipient => ({
  fullName: 'Mei Tan',
  email,
  phone: { callingCode: countries[country].callingCode, number: '91234567' },
  registrationNumber: country === 'id' ? '3171234567890123' : null,
});

/** A shipping address in the country. */
export const addressIn = (country: CountryCode): Address => ({
  line1: '2 Orchard Turn',
  city: 'Capital',
  postalCode: postcodes[country],
  country,
});

/**
 * The first variant (by id) sold in the country that meets `where`, a SQL condition on `v`
 * (variants), `o` (the country's offer), `p` (products) and `b` (brands). Its `price` is what the
 * shopper pays per unit there.
 */
export async function variantWhere(
  db: Queryable,
  where: string,
  country: CountryCode = 'sg',
): Promise<{ id: number; price: number; sku: string }> {
  const [row] = await db.query<{ id: number; price: number; sku: string }>(
    `SELECT v.id, v.sku, coalesce(o.sale_price, o.price)::float AS price
     FROM variants v JOIN variant_offers o ON o.variant_id = v.id AND o.country = $1
     JOIN products p ON p.id = v.product_id JOIN brands b ON b.id = p.brand_id
     WHERE ${where} ORDER BY v.id LIMIT 1`,
    [country],
  );
  if (!row) throw new Error(`No variant where ${where}`);
  return row;
}

/** A variant a shopper can simply buy in the country: plenty in stock, no purchase limits. */
export const plainVariantIn = async (db: Queryable, country: CountryCode) =>
  (
    await variantWhere(
      db,
      'o.stock >= 50 AND v.purchase_limit IS NULL AND b.purchase_limit IS NULL',
      country,
    )
  ).id;

/**
 * The body of `PUT checkout-cart/` a shopper sends to buy with the method: the recipient, an
 * address in the country and the delivery option (standard by default), no store credit.
 */
export const checkoutChoices = (
  revision: string,
  country: CountryCode,
  paymentMethodId: string,
  deliveryOptionId = 'standard',
) => ({
  revision,
  recipient: recipientIn(country),
  shippingAddress: addressIn(country),
  deliveryOptionId,
  collectionStoreId: null,
  paymentMethodId,
  useCredits: false,
});

/** The consents a guest gives with an order: the compulsory ones, no marketing (spec section 5). */
export const guestConsents = {
  dataCollection: true,
  thirdPartyDisclosure: true,
  over14: true,
  marketing: false,
} as const;
