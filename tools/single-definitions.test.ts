import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every shop fact has one home, which everyone imports (ARCHITECTURE.md). These cases fail when a
// second definition of a fact that once lived in two places appears anywhere in the shop's code.
const root = fileURLToPath(new URL('..', import.meta.url));
const sourceFolders = ['libs', 'apps'].flatMap((group) =>
  readdirSync(join(root, group)).flatMap((project) =>
    ['src', 'server'].map((folder) => join(root, group, project, folder)),
  ),
);
const skipped = /(?:^|\/)(?:node_modules|dist)(?:\/|$)|\.(?:test|stories)\.tsx?$|\.gen\.ts$/;

function sourceFiles(folder: string): string[] {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !skipped.test(relative(root, file)));
}
const files = sourceFolders.flatMap(sourceFiles).map((file) => ({
  path: relative(root, file),
  text: readFileSync(file, 'utf8'),
}));

/** The files of the shop's code in which `defines` finds the fact. */
const definedIn = (defines: (text: string) => boolean) =>
  files.filter((file) => defines(file.text)).map((file) => file.path);

const matches = (pattern: RegExp) => (text: string) => pattern.test(text);
/** A list: at least three of its members, quoted, in one file (using one member is no list). */
const listOf =
  (...members: string[]) =>
  (text: string) =>
    members.filter((member) => new RegExp(`['"]${member}['"]`).test(text)).length >= 3;

/**
 * A per-country table of one market fact: at least three countries given their value, keyed by
 * the country (`sg: 35`) or as a field of a country's entry (`freeShippingThreshold: 35`).
 */
const perCountry = (field: string, values: Record<string, string>) => (text: string) =>
  Object.entries(values).filter(([country, value]) =>
    new RegExp(`(?:\\b${country}['"]?|\\b${field})\\s*:\\s*${value}(?![\\w.])`, 'i').test(text),
  ).length >= 3;
const marketTable = ['libs/i18n/src/countries.ts'];

const facts: [fact: string, defines: (text: string) => boolean, home: string[]][] = [
  [
    'the quantity cap per item',
    matches(/\bMAX_QUANTITY\w*\s*[:=]/),
    ['libs/commerce-sdk/src/contract/values.ts'],
  ],
  [
    'the password rules (AUTH_MS_PV_001 to 007)',
    matches(/\\p\{Nd\}|\(\?=\.\*\\p\{Ll\}\)/),
    ['libs/commerce-sdk/src/contract/values.ts'],
  ],
  [
    'the list of order statuses',
    listOf(
      'bank_transfer_pending',
      'awaiting_drop_off',
      'with_driver',
      'booked_for_delivery',
      'unconfirmed',
    ),
    ['libs/commerce-sdk/src/contract/orders.ts'],
  ],
  [
    'the order statuses that need the shopper’s attention',
    listOf('payment_expired', 'lost_in_transit', 'insufficient_address', 'pickup_failed'),
    // The whole list of statuses holds them too.
    ['libs/commerce-sdk/src/contract/orders.ts', 'libs/commerce-sdk/src/contract/values.ts'],
  ],
  [
    'the list of Beauty Pass point-log sources',
    listOf(
      'downloaded_mobile_app',
      'referred_mobile_app',
      'survey_points',
      'level_redemption',
      'bonus_points',
    ),
    ['libs/commerce-sdk/src/contract/account.ts'],
  ],
  [
    'the currency of each country (the market table)',
    perCountry('currency', {
      au: "'AUD'",
      hk: "'HKD'",
      id: "'IDR'",
      my: "'MYR'",
      sg: "'SGD'",
      th: "'THB'",
    }),
    marketTable,
  ],
  [
    'the free-shipping threshold of each country (the market table)',
    perCountry('freeShippingThreshold', {
      au: '25',
      sg: '35',
      my: '80',
      id: '500_?000',
      ph: '3_?000',
      th: '500',
    }),
    marketTable,
  ],
  [
    'the shipping fee of each country (the market table)',
    perCountry('shippingFee', { au: '8', sg: '5', my: '10', id: '25_?000', ph: '150', hk: '40' }),
    marketTable,
  ],
  [
    'the languages of each country (the market table)',
    perCountry('languages', {
      hk: "\\['en', 'zh'\\]",
      id: "\\['id', 'en'\\]",
      th: "\\['th', 'en'\\]",
    }),
    marketTable,
  ],
  [
    'an upper-case country code (the code spells them in lower case, as the contract does)',
    matches(/['"](?:AU|HK|ID|MY|NZ|PH|SG|TH)['"]/),
    [],
  ],
  [
    'a change of a country code’s case (only where outside text meets the code)',
    matches(/countr\w*\??\.to(?:Upper|Lower)Case\(\)/i),
    [
      // Plain-string country inputs of libraries that do not depend on the contract.
      'libs/analytics/src/user/siteData.ts',
      // The X-Site-Country header, lower case whatever an untyped caller passes.
      'libs/commerce-sdk/src/transport/transport.ts',
      // Kameleoon's custom data and geolocation.
      'libs/flags-sdk/src/storefront/index.ts',
      'libs/flags-sdk/src/targeting/conditions.ts',
      // regionSubtag: locale tags (`en-SG`); toCountryCode reads hosts, headers, cookies and URLs.
      'libs/i18n/src/countries.ts',
      // The edge's x-visitor-country header, shown as given when the shop does not sell there.
      'apps/storefront/src/shell/WelcomeOverlay.tsx',
    ],
  ],
  [
    'a hand-written cookie parser (the cookie package parses them)',
    matches(/cookies?\w*\.split\(/i),
    [],
  ],
  [
    // A catalogue entry (its value a string); the SDK's `'cart.list'` operations are not messages.
    'a message key in a `cart` section (the screens say bag; `cart` is only the contract’s word)',
    matches(/['"`]cart\.[\w.]+['"`]\s*:\s*['"`]/),
    [],
  ],
];

describe('each shop fact is defined once', () => {
  it('reads the shop’s code', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(facts)('%s', (_fact, defines, home) => {
    expect(definedIn(defines)).toEqual(home);
  });
});
