import {
  CountryCodeSchema,
  type CountryCode,
  type CurrencyCode,
  type LanguageCode,
} from '@beauty/commerce-sdk/contract';
import type { Context } from 'hono';
import * as v from 'valibot';
import { ApiError } from './errors.js';

const languages: readonly LanguageCode[] = ['en', 'zh', 'id', 'th'];

/** The request's country from `X-Site-Country` (SG when absent); an unsupported one is a 400. */
export function siteCountry(c: Context): CountryCode {
  const header = c.req.header('x-site-country');
  if (!header) return 'sg';
  const parsed = v.safeParse(CountryCodeSchema, header.trim().toLowerCase());
  if (!parsed.success) throw new ApiError(400, `Unsupported country: ${header}`);
  return parsed.output;
}

/** The request's language: the first supported tag of `Accept-Language`, else English. */
export function siteLanguage(c: Context): LanguageCode {
  const header = c.req.header('accept-language') ?? '';
  for (const part of header.split(',')) {
    const code = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    const match = languages.find((language) => language === code);
    if (match) return match;
  }
  return 'en';
}

/** The currency of each country's prices. */
export const currencyOf: Record<CountryCode, CurrencyCode> = {
  au: 'AUD',
  hk: 'HKD',
  id: 'IDR',
  my: 'MYR',
  nz: 'NZD',
  ph: 'PHP',
  sg: 'SGD',
  th: 'THB',
};
