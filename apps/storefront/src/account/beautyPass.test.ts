import { CommerceError } from '@beauty/commerce-sdk';
import { NamedPointSourceSchema, ServerMessages } from '@beauty/commerce-sdk/contract';
import type { PointLogEntry, TierMessage } from '@beauty/commerce-sdk/contract';
import {
  createTranslator,
  formatDate,
  formatPercent,
  formatNumber,
  formatPrice,
  importCatalogue,
  LANGUAGES,
  TIER_MESSAGES,
  type Language,
} from '@beauty/i18n';
import { describe, expect, it } from 'vitest';
import { pointLogLabel, rewardRefusal, tierMessageText } from './beautyPass';

/** The words of a page in `language` for a Singapore visit, as `useI18n` gives them. */
async function wordsIn(language: Language) {
  const translator = createTranslator(language, await importCatalogue(language), { country: 'sg' });
  return {
    text: translator.t,
    formatPrice: (amount: number) => formatPrice(amount, 'sg', language),
    formatDate: (date: Date | string | number, options?: Intl.DateTimeFormatOptions) =>
      formatDate(date, 'sg', language, options),
    formatPercent: (fraction: number) => formatPercent(fraction, language),
    formatNumber: (value: number) => formatNumber(value, language),
  };
}

const message = (overrides: Partial<TierMessage>): TierMessage => ({
  kind: 'in_progress',
  tier: 'black',
  targetTier: 'gold',
  spend: { amount: 900, currency: 'SGD' },
  amount: { amount: 600, currency: 'SGD' },
  progress: 60,
  date: '2026-12-31',
  ...overrides,
});

const entry = (overrides: Partial<PointLogEntry>): PointLogEntry => ({
  id: 1,
  source: 'purchase_points',
  points: 120,
  createdAt: '2026-11-01T04:00:00.000Z',
  orderNumber: null,
  productName: null,
  ...overrides,
});

describe('tierMessageText', () => {
  it('words each state of the member with its numbers', async () => {
    const en = await wordsIn('en');
    expect(tierMessageText(en, message({}), 'Mei')).toBe(
      'You are 60% of the way to Gold. Spend $600.00 more by 31 Dec 2026.',
    );
    expect(
      tierMessageText(en, message({ kind: 'just_upgraded', tier: 'gold', amount: null }), 'Mei'),
    ).toBe(
      'Congratulations, Mei! You are now a Gold member, with early sale access and event invitations.',
    );
    expect(tierMessageText(en, message({ kind: 'downgrade_warning', tier: 'gold' }), 'Mei')).toBe(
      'Spend $600.00 by 31 Dec 2026 to keep your Gold membership, or it will move to Black.',
    );
    expect(
      tierMessageText(en, message({ kind: 'keep_tier', tier: 'black', amount: null }), 'Mei'),
    ).toBe('You have kept your Black membership until 31 Dec 2026.');
    expect(
      tierMessageText(
        en,
        message({ kind: 'just_downgraded', tier: 'white', targetTier: 'black' }),
        'Mei',
      ),
    ).toBe('Your membership is now White. Spend $600.00 by 31 Dec 2026 to return to Black.');
    expect(
      tierMessageText(
        en,
        message({ kind: 'max_tier', tier: 'gold', amount: null, date: null }),
        'Mei',
      ),
    ).toBe('You have reached our highest tier. Enjoy your Gold privileges!');
  });

  it('shows pink members the white messages, and nothing for a state their tier cannot be in', async () => {
    const en = await wordsIn('en');
    expect(tierMessageText(en, message({ tier: 'pink', targetTier: 'black' }), 'Mei')).toBe(
      'Spend $600.00 more by 31 Dec 2026 to become a Black member.',
    );
    expect(
      tierMessageText(en, message({ kind: 'max_tier', tier: 'white' }), 'Mei'),
    ).toBeUndefined();
  });

  it('has a text for every state of the contract in every language', async () => {
    for (const language of LANGUAGES) {
      const words = await wordsIn(language);
      for (const kind of TIER_MESSAGES) {
        const texts = (['white', 'black', 'gold'] as const).flatMap(
          (tier) => tierMessageText(words, message({ kind, tier }), 'Mei') ?? [],
        );
        expect(texts.length, `${language} ${kind}`).toBeGreaterThan(0);
        for (const text of texts) expect(text, `${language} ${kind}`).not.toMatch(/[{}]/);
      }
    }
  });
});

describe('pointLogLabel', () => {
  it('labels every source of the contract in every language', async () => {
    for (const language of LANGUAGES) {
      const words = await wordsIn(language);
      const labels = new Set<string>();
      for (const source of NamedPointSourceSchema.options) {
        const label = pointLogLabel(
          words,
          entry({ source, orderNumber: 'SG123', productName: 'Lip Glow Oil' }),
        );
        expect(label, `${language} ${source}`).not.toBe('');
        expect(label, `${language} ${source}`).not.toMatch(/[{}]/);
        labels.add(label);
      }
      // Each source reads differently from the others.
      expect(labels.size, language).toBe(NamedPointSourceSchema.options.length);
    }
  });

  it('names the order, the product reviewed and the app registered with', async () => {
    const en = await wordsIn('en');
    expect(
      pointLogLabel(
        en,
        entry({ source: 'purchase_points_with_order_number', orderNumber: 'SG1042' }),
      ),
    ).toBe('Purchase (order SG1042)');
    expect(
      pointLogLabel(en, entry({ source: 'product_review_with_name', productName: 'Lip Glow Oil' })),
    ).toBe('Review of Lip Glow Oil');
    expect(pointLogLabel(en, entry({ source: 'registration_of_glow_app_account' }))).toBe(
      'Glow App account registration',
    );
    const th = await wordsIn('th');
    expect(pointLogLabel(th, entry({ source: 'expired_points' }))).toBe(
      th.text('points.source.expired_points'),
    );
  });
});

describe('rewardRefusal', () => {
  // The API's refusals as it sends them: English messages, the numbers in `data`.
  const refusals = {
    guest: new CommerceError('Unauthorized', { statusCode: 401 }),
    membersOnly: new CommerceError(ServerMessages.membersOnly, { statusCode: 403 }),
    fullyRedeemed: new CommerceError(ServerMessages.fullyRedeemed, { statusCode: 409 }),
    expired: new CommerceError(ServerMessages.rewardExpired, { statusCode: 400 }),
    unavailable: new CommerceError(ServerMessages.unavailableInCountry, { statusCode: 400 }),
    tier: new CommerceError('This reward is for gold members and above', {
      statusCode: 403,
      data: { minimumTier: 'gold' },
    }),
    points: new CommerceError('You need 1500 points to redeem this reward; you have 1200', {
      statusCode: 400,
      data: { points: 1500, validPoints: 1200 },
    }),
    other: new CommerceError('Internal Server Error', { statusCode: 500 }),
  };

  it('says why in the shopper’s words', async () => {
    const en = await wordsIn('en');
    const said = Object.fromEntries(
      Object.entries(refusals).map(([name, error]) => [name, rewardRefusal(en, error, 'Lip kit')]),
    );
    expect(said).toEqual({
      guest:
        'Only registered Beauty Pass members can redeem rewards. Sign in or register to continue.',
      membersOnly:
        'Only registered Beauty Pass members can redeem rewards. Sign in or register to continue.',
      fullyRedeemed: en.text('bag.fully_redeemed'),
      expired: 'This reward has expired.',
      unavailable: en.text('purchase.unavailable_in_country', { productName: 'Lip kit' }),
      // A tier the member lacks is a 403 too, but not a guest's.
      tier: 'This reward is for Gold members and above.',
      points: en.text('points.not_enough', { points: 1500, validPoints: '1,200' }),
      other: en.text('common.something_went_wrong'),
    });
  });

  it('never shows the API’s English in another language', async () => {
    const english = await wordsIn('en');
    for (const language of LANGUAGES.filter((one) => one !== 'en')) {
      const words = await wordsIn(language);
      for (const [name, error] of Object.entries(refusals)) {
        const text = rewardRefusal(words, error, 'Lip kit');
        expect(text, `${language} ${name}`).not.toContain(error.message);
        expect(text, `${language} ${name}`).not.toMatch(/[{}]/);
        expect(text, `${language} ${name}`).not.toBe(rewardRefusal(english, error, 'Lip kit'));
      }
    }
  });
});
