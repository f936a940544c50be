import { randomUUID } from 'node:crypto';
import type { Address, CountryCode, Recipient } from '@beauty/commerce-sdk/contract';
import { countries } from '@beauty/i18n';

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
