import type { CountryCode, LanguageCode } from '@beauty/commerce-sdk/contract';
import { DEFAULT_COUNTRY, toCountryCode } from '@beauty/i18n';
import type { Context } from 'hono';
import { ApiError } from './errors.js';

const languages: readonly LanguageCode[] = ['en', 'zh', 'id', 'th'];

/** The request's country from `X-Site-Country` (SG when absent); an unsupported one is a 400. */
export function siteCountry(c: Context): CountryCode {
  const header = c.req.header('x-site-country');
  if (!header) return DEFAULT_COUNTRY;
  const country = toCountryCode(header);
  if (!country) throw new ApiError(400, `Unsupported country: ${header}`);
  return country;
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
