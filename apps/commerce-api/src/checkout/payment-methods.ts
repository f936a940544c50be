import type { CountryCode, PaymentMethod } from '@beauty/commerce-sdk/contract';
import type { Queryable } from '../db/database.js';

/** The payment methods the country offers now, in the checkout's order. */
export const loadPaymentMethods = (db: Queryable, country: CountryCode) =>
  db.query<PaymentMethod>(
    `SELECT code AS id, kind, provider, brand, name FROM payment_methods
     WHERE country = $1 AND enabled ORDER BY position, code`,
    [country],
  );
