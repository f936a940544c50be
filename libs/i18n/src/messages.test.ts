import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { generateMessageTypes, messageArguments, typesFile } from '../scripts/message-types.js';
import {
  createTranslator,
  DEFERRED_SECTIONS,
  importCatalogue,
  importCoreMessages,
  importDeferredMessages,
  I18nError,
  LANGUAGES,
  loadCatalogues,
  loadTranslator,
  type Catalogue,
  type CompiledCatalogue,
  type DeferredSection,
  type Language,
  type MessageKey,
} from './index.js';
import { compileCatalogue } from './vite.js';

const englishCatalogue = await importCatalogue('en');

const catalogues = Object.fromEntries(
  await Promise.all(LANGUAGES.map(async (language) => [language, await importCatalogue(language)])),
) as Record<Language, Catalogue>;
const keys = Object.keys(englishCatalogue).sort() as MessageKey[];

/** A value of the right kind for each argument, so every message can be formatted. */
function sampleValues(message: string): Record<string, unknown> {
  const kinds = messageArguments(message);
  return Object.fromEntries(
    Object.entries(kinds).map(([name, kind]) => [
      name,
      kind === 'number'
        ? 3
        : kind === 'date'
          ? new Date(0)
          : kind === 'tag'
            ? '/help'
            : `«${name}»`,
    ]),
  );
}

describe('the four catalogues', () => {
  it.each(LANGUAGES)('%s has exactly the English keys', (language) => {
    expect(Object.keys(catalogues[language]).sort()).toEqual(keys);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s uses the same placeholders and link tags per key',
    (language) => {
      for (const key of keys) {
        const names = (message: string) => Object.keys(messageArguments(message)).sort();
        expect(names(catalogues[language][key]), `${language} ${key}`).toEqual(
          names(englishCatalogue[key]),
        );
      }
    },
  );

  it.each(LANGUAGES)('%s formats every message without leftovers', (language) => {
    const translator = createTranslator(language, catalogues[language], { country: 'hk' });
    for (const key of keys) {
      const values = sampleValues(englishCatalogue[key]);
      const text = (translator.t as (key: MessageKey, values: object) => string)(key, values);
      expect(text, `${language} ${key}`).not.toMatch(/[{}<>]/);
      for (const [name, value] of Object.entries(values)) {
        if (typeof value === 'string' && value.startsWith('«')) {
          expect(text, `${language} ${key} shows ${name}`).toContain(value);
        }
      }
    }
  });

  it.each(LANGUAGES)('%s formats the same once compiled ahead of time', (language) => {
    const source = createTranslator(language, catalogues[language], { country: 'th' });
    const compiled = createTranslator(
      language,
      compileCatalogue(language, catalogues[language]) as CompiledCatalogue,
      { country: 'th' },
    );
    for (const key of keys) {
      const values = sampleValues(englishCatalogue[key]);
      expect(compiled.parts(key as never, values as never), `${language} ${key}`).toEqual(
        source.parts(key as never, values as never),
      );
    }
  });

  it('are translations, not English copies', () => {
    // Brand and tier names, the number-only formats and words Indonesian borrows stay as they are,
    // and each language is named in its own words in every language (an autonym).
    const autonyms = LANGUAGES.map((language) => `shell.language_name.${language}`);
    const sameAsEnglish: Record<Language, string[]> = {
      en: keys,
      zh: [
        'common.phone_number',
        'tier.name.white',
        'tier.name.black',
        'tier.name.gold',
        'shell.beauty_pass_title',
        'account.channel.whatsapp',
        ...autonyms,
      ],
      th: [
        'common.phone_number',
        'common.date_range',
        'tier.name.white',
        'tier.name.black',
        'tier.name.gold',
        'shell.beauty_pass_title',
        'account.channel.whatsapp',
        ...autonyms,
      ],
      id: [
        'common.filter',
        'common.checkout',
        'common.phone_number',
        'common.date_range',
        'booking.email',
        'auth.email',
        'booking.slot',
        'order.subtotal',
        'order.total',
        'tier.name.white',
        'tier.name.black',
        'tier.name.gold',
        'shell.beauty_pass_title',
        'account.channel.whatsapp',
        'wish_list.title',
        'shell.wish_list',
        'shell.menu',
        'shell.country_name.au',
        'shell.country_name.hk',
        'shell.country_name.id',
        'shell.country_name.my',
        'shell.country_name.th',
        ...autonyms,
      ],
    };
    for (const language of ['zh', 'id', 'th'] as const) {
      const copies = keys.filter((key) => catalogues[language][key] === englishCatalogue[key]);
      expect(copies, language).toEqual(sameAsEnglish[language].sort());
    }
    expect(catalogues.zh['bag.title']).toMatch(/\p{Script=Han}/u);
    expect(catalogues.th['bag.title']).toMatch(/\p{Script=Thai}/u);
    // Hong Kong reads Traditional Chinese: 購物袋, never the Simplified 购物袋.
    expect(catalogues.zh['bag.title']).toBe('購物袋');
  });

  it('use every placeholder name the spec reveals', () => {
    const used = new Set(
      keys.flatMap((key) => Object.keys(messageArguments(englishCatalogue[key]))),
    );
    const spec =
      'name email amount expiry date days progress points currencySymbol price duration capacity variant brand count time start end tier productName inventory validPoints noOfSelected maxSelectable callingCode phoneNumber percent';
    expect(spec.split(' ').filter((name) => !used.has(name))).toEqual([]);
  });

  it('keep the generated message types in step with the English catalogue', async () => {
    expect(readFileSync(typesFile, 'utf8')).toBe(await generateMessageTypes());
  });
});

describe("the spec's exact wording", () => {
  const en = createTranslator('en', englishCatalogue);
  const zh = createTranslator('zh', catalogues.zh);

  it('keeps the English quoted by the spec', () => {
    expect(en.t('routing.page_not_found', { path: '/nope' })).toBe('Page not found: /nope');
    expect(en.t('routing.page_not_found_guard', { path: '/nope' })).toBe('Page Not Found: /nope');
    expect(en.t('routing.landing_page_not_found')).toBe('landing page not found');
    expect(zh.t('routing.landing_page_not_found')).toBe('找不到著陸頁');
    expect(en.t('purchase.max_quantity')).toBe(
      'Only a maximum quantity of 6 of the item could be added to your bag',
    );
    expect(en.t('password.AUTH_MS_PV_007')).toBe('Password does not match.');
    expect(en.t('errors.promotion_invalid')).toBe('Sorry, the promotion is invalid.');
    expect(en.t('errors.not_authorized')).toBe('You are not authorized to perform this action');
    expect(en.t('errors.resource_not_found')).toBe('Resource not found!');
    expect(en.t('errors.sign_in_blocked')).toBe('This sign-in attempt was blocked.');
    expect(en.t('booking.full_name_required')).toBe('Full Name is required');
    expect(en.t('booking.invalid_email')).toBe('Invalid email');
    expect(en.t('booking.invalid_phone')).toBe('Invalid phone number');
    expect(en.t('booking.required_field')).toBe('Required field');
    expect(en.t('booking.character_limit')).toBe('Character limit exceeded');
    expect(en.t('welcome.not_shipping')).toContain('does not ship to your country');
    expect(en.t('errors.reset_token_expired')).toContain('has expired');
  });

  it('carries the behaviours of the order statuses', () => {
    expect(en.t('order.status.payment_failed.description')).toContain(
      'emailed you instructions to retry',
    );
    expect(en.t('order.status.payment_failed.qr_description')).toContain('QR code has expired');
    expect(en.t('order.status.order_cancelled.description', { link: '/help' })).toContain(
      '2-6 units',
    );
    expect(en.t('order.status.order_cancelled.description', { link: '/help' })).toContain(
      'order amount and points will be refunded',
    );
    expect(en.t('order.status.awaiting_collection.description')).toContain('5 working days');
    expect(en.t('order.status.in_transit.description')).toContain('within 24 hours');
    expect(en.t('order.status.payment_pending.method_description')).toContain('within 24 hours');
    expect(en.t('cnc.fraud_check_pending.description', { link: '/help' })).toContain('4 hours');
    expect(en.t('cnc.pickup_note.paid')).toContain('7 days');
    expect(en.t('cnc.ready_for_pick_up.description')).toContain('one-time password');
  });
});

describe('createTranslator', () => {
  const en = createTranslator('en', englishCatalogue, { country: 'sg' });

  it('fills placeholders and plurals', () => {
    expect(en.t('bag.item_count', { count: 1 })).toBe('1 item');
    expect(en.t('bag.item_count', { count: 0 })).toBe('No items');
    expect(en.t('points.balance', { points: 1200 })).toBe('You have 1,200 points');
    expect(en.t('bag.samples_selected', { noOfSelected: 2, maxSelectable: 3 })).toBe(
      '2 of 3 samples selected',
    );
    const id = createTranslator('id', catalogues.id, { country: 'id' });
    expect(id.t('points.balance', { points: 1200 })).toBe('Kamu punya 1.200 poin');
  });

  it('formats one catalogue by each translator’s own country, whichever was made first', () => {
    const inIndonesia = createTranslator('en', englishCatalogue, { country: 'id' });
    expect(inIndonesia.t('points.balance', { points: 1200 })).toBe('You have 1.200 points');
    expect(en.t('points.balance', { points: 1200 })).toBe('You have 1,200 points');
    const again = createTranslator('en', englishCatalogue, { country: 'id' });
    expect(again.t('points.balance', { points: 1200 })).toBe('You have 1.200 points');
  });

  it('names the bag with its count and formats listing counts', () => {
    expect(en.t('shell.bag_count', { count: 0 })).toBe('Bag, empty');
    expect(en.t('shell.bag_count', { count: 1 })).toBe('Bag, 1 item');
    expect(en.t('shell.bag_count', { count: 2 })).toBe('Bag, 2 items');
    expect(en.t('listing.showing', { shown: 24, total: 1200 })).toBe('Showing 24 of 1,200');
    expect(en.t('listing.rating_and_up', { rating: 1 })).toBe('1 star & up');
    expect(en.t('listing.rating_and_up', { rating: 4 })).toBe('4 stars & up');
    const th = createTranslator('th', catalogues.th, { country: 'th' });
    expect(th.t('shell.bag_count', { count: 3 })).toBe('ถุงช้อปปิ้ง 3 ชิ้น');
    expect(th.t('shell.language_name.zh')).toBe('中文');
  });

  it('renders links as parts with their URL, and as their text in plain strings', () => {
    expect(en.parts('order.status.delivered.description', { href: '/account/points' })).toEqual([
      'Enjoy your new favourites! Your ',
      { type: 'link', tag: 'href', href: '/account/points', children: ['Beauty Pass points'] },
      ' will be updated within 3 working days.',
    ]);
    expect(en.t('payment.blocked', { link: '/help/contact' })).toBe(
      'Your payment was blocked. Please contact customer support.',
    );
    expect(en.parts('bag.title')).toEqual(['Bag']);
  });

  it('formats with any values for rendering bindings: one value alone, else text joined around values', () => {
    const link = (children: string[]) => ({ link: children.join('') });
    expect(en.format('payment.blocked', { link })).toEqual([
      'Your payment was blocked. Please ',
      { link: 'contact customer support' },
      '.',
    ]);
    expect(en.format('bag.item_count', { count: 2 })).toBe('2 items');
    expect(en.format('bag.title', {})).toBe('Bag');
  });

  it('refuses dangerous link targets and missing values', () => {
    expect(() => en.t('payment.blocked', { link: 'javascript:alert(1)' })).toThrow(I18nError);
    expect(() => en.parts('payment.blocked', { link: '/.//evil.com' })).toThrow(
      'Link link of payment.blocked is refused: /.//evil.com',
    );
    expect(() => (en.t as (key: string, values?: object) => string)('payment.blocked')).toThrow(
      'Link link of payment.blocked needs a URL',
    );
    expect(() => (en.t as (key: string) => string)('no.such.key')).toThrow(I18nError);
  });

  it('makes unknown keys and missing arguments compile errors', () => {
    // @ts-expect-error: not a message key
    expect(() => en.t('bag.nope')).toThrow(I18nError);
    // @ts-expect-error: the path argument is missing
    expect(() => en.t('routing.page_not_found')).toThrow();
    // @ts-expect-error: points must be a number
    en.t('points.balance', { points: 'many' });
    // @ts-expect-error: a message without arguments takes none
    en.t('bag.title', { extra: 1 });
  });
});

describe('lazy loading', () => {
  it('loads each language from its own module', async () => {
    expect((await importCatalogue('th'))['bag.title']).toBe('ถุงช้อปปิ้ง');
    await expect(importCatalogue('fr' as Language)).rejects.toThrow('Unsupported language: fr');
  });

  it('joins a language’s core and deferred messages once, however often a server asks', async () => {
    const first = await importCatalogue('id');
    expect(await importCatalogue('id')).toBe(first);
    expect(first['shell.bag']).toBe((await importCoreMessages('id'))['shell.bag']);
    expect(first['order.list_title']).toBe(
      (await importDeferredMessages('id'))['order.list_title'],
    );
  });

  it('leaves out a language that fails to load and reports it', async () => {
    const onError = vi.fn();
    const load = async (language: Language) => {
      if (language === 'th') throw new Error('chunk failed');
      return importCatalogue(language);
    };
    const loaded = await loadCatalogues(['en', 'th', 'zh'], { load, onError });
    expect(Object.keys(loaded).sort()).toEqual(['en', 'zh']);
    expect(onError).toHaveBeenCalledOnce();
    expect(onError.mock.calls[0]?.[0]).toMatchObject({
      code: 'catalogue_load_failed',
      message: 'Failed to load the th messages',
    });
  });

  it('logs an error and falls back to English when a translator cannot load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const translator = await loadTranslator('th', {
      load: () => Promise.reject(new Error('offline')),
    });
    expect(translator.language).toBe('en');
    expect(translator.t('bag.title')).toBe('Bag');
    expect(error).toHaveBeenCalledWith('Failed to load the th messages', expect.any(Error));
    error.mockRestore();
  });

  it('splits each language into core messages and the deferred sections', async () => {
    const section = (key: string) => key.split('.')[0] as DeferredSection;
    for (const language of LANGUAGES) {
      const [core, deferred] = await Promise.all([
        importCoreMessages(language),
        importDeferredMessages(language),
      ]);
      expect(Object.keys(core).filter((key) => DEFERRED_SECTIONS.includes(section(key)))).toEqual(
        [],
      );
      expect(
        Object.keys(deferred).filter((key) => !DEFERRED_SECTIONS.includes(section(key))),
      ).toEqual([]);
      expect({ ...core, ...deferred }).toEqual(catalogues[language]);
    }
    await expect(importDeferredMessages('fr' as Language)).rejects.toThrow(
      'Unsupported language: fr',
    );
  });

  it('formats core messages without the deferred sections, and says which to load', async () => {
    const core = createTranslator('th', await importCoreMessages('th'), { country: 'th' });
    expect(core.t('shell.bag')).toBe('ถุงช้อปปิ้ง');
    expect(() => core.t('order.number', { number: 'SG123' })).toThrow(
      'No message order.number in th: the order section is deferred, load it first (importDeferredMessages)',
    );
    const whole = createTranslator(
      'th',
      { ...(await importCoreMessages('th')), ...(await importDeferredMessages('th')) },
      { country: 'th' },
    );
    expect(whole.t('order.number', { number: 'SG123' })).toBe('คำสั่งซื้อ SG123');
  });

  it('gives a translator of the language when it loads', async () => {
    const translator = await loadTranslator('zh', { country: 'hk' });
    expect(translator.locale).toBe('zh-HK');
    expect(translator.t('bag.title')).toBe('購物袋');
  });
});
