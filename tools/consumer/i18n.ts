// Countries and formatting.
import assert from 'node:assert/strict';
import { formatPrice, type CountryCode } from '@beauty/i18n';

const country: CountryCode = 'th';
assert.ok(formatPrice(35, 'sg', 'en').includes('35.00'));
export const price: string = formatPrice(500, country, 'th');
