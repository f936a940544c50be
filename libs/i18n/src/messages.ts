import { memoize, strategies } from '@formatjs/fast-memoize';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { formatToParts, IntlMessageFormat, type Formatters } from 'intl-messageformat';
import { LANGUAGES, type CountryCode, type Language } from './countries.js';
import { I18nError } from './errors.js';
import { languageLocale, localeOf } from './format.js';
import type { MessageArgumentKinds } from './messages/types.gen.js';
import type { OrderStatusMessageKey } from './orders.js';
import { safeHref } from './url.js';

/** Every message key of the catalogues. */
export type MessageKey = keyof MessageArgumentKinds;

/** A full catalogue: one ICU message per key. */
export type Catalogue = Readonly<Record<MessageKey, string>>;

/**
 * Sections (a key's first segment) that only the bag, its offers, checkout, orders, booking, Beauty
 * Pass, account, legal, about, sandbox and preview pages use, and the API's emails and insider
 * gifts; so are the API's refusals those pages show (`errors`). Their messages live apart (`messages/deferred/`), so a browser can load them with those
 * pages ({@link importDeferredMessages}) instead of with every page.
 */
export const DEFERRED_SECTIONS = [
  'bag',
  'promo',
  'offer',
  'password',
  'consent',
  'legal',
  'auth',
  'booking',
  'checkout',
  'payment',
  'order',
  'cnc',
  'tier',
  'points',
  'gift',
  'account',
  'mail',
  'sandbox',
  'about',
  'preview',
  'errors',
] as const;

/** A section whose messages load with the pages that use them. */
export type DeferredSection = (typeof DEFERRED_SECTIONS)[number];

/** Keys of the {@link DEFERRED_SECTIONS}. */
export type DeferredMessageKey = Extract<MessageKey, `${DeferredSection}.${string}`>;

/** The messages of every page: a catalogue without its deferred sections. */
export type CoreCatalogue = Readonly<Record<Exclude<MessageKey, DeferredMessageKey>, string>>;

/**
 * The messages of the deferred sections. Typed by the contract's statuses as well: every language
 * has each status's {@link OrderStatusMessageKey | messages}, or does not compile.
 */
export type DeferredCatalogue = Readonly<
  Record<DeferredMessageKey | OrderStatusMessageKey, string>
>;

/**
 * A catalogue compiled ahead of time: each message's ICU syntax tree, as the `@beauty/i18n/vite`
 * plugin makes of a {@link Catalogue} in a browser build.
 */
export type CompiledCatalogue = Readonly<Record<MessageKey, MessageFormatElement[]>>;

/** What a translator formats: a catalogue whole or in part (core, deferred), as text or compiled. */
export type TranslatorCatalogue =
  | Readonly<Partial<Record<MessageKey, string>>>
  | Readonly<Partial<Record<MessageKey, MessageFormatElement[]>>>;

type ArgumentValue<Kind, Link> = Kind extends 'number'
  ? number
  : Kind extends 'date'
    ? Date | number
    : Kind extends 'tag'
      ? Link
      : Kind extends 'select'
        ? string
        : string | number;

/**
 * The values a message takes. Link tags (`<link>…</link>`) take the URL to link to, or with a
 * rendering binding whatever `Link` it accepts.
 */
export type MessageValues<K extends MessageKey, Link = string> = {
  [Name in keyof MessageArgumentKinds[K]]: ArgumentValue<MessageArgumentKinds[K][Name], Link>;
};

/** The rest arguments of a formatting call: none for a message without arguments. */
export type MessageArgs<K extends MessageKey, Link = string> = [
  keyof MessageArgumentKinds[K],
] extends [never]
  ? []
  : [values: MessageValues<K, Link>];

/** Keys of the messages that contain links. */
export type RichMessageKey = {
  [K in MessageKey]: 'tag' extends MessageArgumentKinds[K][keyof MessageArgumentKinds[K]]
    ? K
    : never;
}[MessageKey];

/** A piece of a formatted message: text, or a link with its content. */
export type MessagePart = string | LinkPart;

/** A link in a formatted message; `tag` says which (`link`, `href`, `privacyLink`, ...). */
export interface LinkPart {
  type: 'link';
  tag: string;
  href: string;
  children: MessagePart[];
}

/** Formats the messages of one catalogue. */
export interface Translator {
  readonly language: Language;
  /** The BCP 47 locale numbers and dates in messages are formatted with. */
  readonly locale: string;
  /** The message as plain text; links become their text. */
  t<K extends MessageKey>(key: K, ...args: MessageArgs<K>): string;
  /** The message as text and links, for rendering links as real anchors. */
  parts<K extends MessageKey>(key: K, ...args: MessageArgs<K>): MessagePart[];
  /** The names of the link tags in a message, e.g. `['link']`. */
  linkTags(key: MessageKey): string[];
  /**
   * Formats with any values, e.g. link tags rendering React elements; for rendering bindings.
   * Returns a string, or an array of strings and rendered values.
   */
  format(key: MessageKey, values: Record<string, unknown>): unknown;
}

/** Options of {@link createTranslator}. */
export interface TranslatorOptions {
  /** Country whose conventions numbers and dates in messages follow (e.g. `th-TH`). */
  country?: CountryCode;
}

/** The names of the link tags in a parsed message, outermost first. */
function linkTags(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.tag) {
      found.add(element.value);
      linkTags(element.children, found);
    } else if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) linkTags(option.value, found);
    }
  }
  return found;
}

const deferredSections = new Set<string>(DEFERRED_SECTIONS);

/** A message ready to format: its syntax tree and the names of its link tags. */
interface CompiledMessage {
  ast: MessageFormatElement[];
  tags: string[];
}

const compiledByCatalogue = new WeakMap<
  TranslatorCatalogue,
  Map<string, Map<MessageKey, CompiledMessage>>
>();

/**
 * The messages of `catalogue` compiled for `locale` so far, shared by every translator over them:
 * a server makes translators for every page it renders. Catalogues are never changed.
 */
function compiledMessages(catalogue: TranslatorCatalogue, locale: string) {
  let byLocale = compiledByCatalogue.get(catalogue);
  if (!byLocale) compiledByCatalogue.set(catalogue, (byLocale = new Map()));
  let compiled = byLocale.get(locale);
  if (!compiled) byLocale.set(locale, (compiled = new Map()));
  return compiled;
}

const memoized = <Made, Args extends unknown[]>(make: (...args: Args) => Made) =>
  memoize(make, { strategy: strategies.variadic });

/**
 * The number, date and plural formatters of every message, made once per locale and options.
 * An `IntlMessageFormat` per message would make its own set and resolve its locale again (about
 * 160 ms of a listing's hydration on a phone with its CPU slowed 4×), so messages are formatted
 * from their syntax trees with `formatToParts` and these.
 */
const formatters: Formatters = {
  getNumberFormat: memoized(
    (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  ),
  getDateTimeFormat: memoized(
    (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
      new Intl.DateTimeFormat(...args),
  ),
  getPluralRules: memoized(
    (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
  ),
};

/**
 * A translator over `catalogue`, whose messages are in `language`. A catalogue without the
 * deferred sections (a browser's {@link importCoreMessages}) formats every other message.
 */
export function createTranslator(
  language: Language,
  catalogue: TranslatorCatalogue,
  options: TranslatorOptions = {},
): Translator {
  const locale = options.country ? localeOf(language, options.country) : languageLocale(language);
  const compiled = compiledMessages(catalogue, locale);
  let parserLocale: Intl.Locale | undefined;
  const message = (key: MessageKey) => {
    let entry = compiled.get(key);
    if (!entry) {
      const source = catalogue[key] as string | MessageFormatElement[] | undefined;
      if (source === undefined) {
        const section = String(key).split('.')[0]!;
        throw new I18nError(
          'unknown_message',
          deferredSections.has(section)
            ? `No message ${String(key)} in ${language}: the ${section} section is deferred, load it first (importDeferredMessages)`
            : `No message ${String(key)} in ${language}`,
        );
      }
      // Text is parsed where the parser is (a server, tests); a browser build gets syntax trees.
      const ast =
        typeof source === 'string'
          ? parse(source, { locale: (parserLocale ??= new Intl.Locale(locale)) })
          : source;
      entry = { ast, tags: [...linkTags(ast)] };
      compiled.set(key, entry);
    }
    return entry;
  };

  /** The message's text, joined, and the values its tags rendered. */
  const formatted = (key: MessageKey, values: Record<string, unknown>) =>
    mergeText(
      formatToParts(
        message(key).ast,
        locale,
        formatters,
        IntlMessageFormat.formats,
        values as Record<string, never>,
      ).map(({ value }) => value as MessagePart),
    );

  // One value alone (text, or what a link tag rendered), else the text around the values.
  const format = (key: MessageKey, values: Record<string, unknown>) => {
    const parts = formatted(key, values);
    return parts.length > 1 ? parts : (parts[0] ?? '');
  };

  /** The message as text and link parts, each link's URL checked. */
  const parts = (key: MessageKey, values: Record<string, unknown>): MessagePart[] => {
    const all: Record<string, unknown> = { ...values };
    for (const tag of message(key).tags) {
      const href = values[tag];
      if (typeof href !== 'string') {
        throw new I18nError('invalid_value', `Link ${tag} of ${key} needs a URL`);
      }
      const safe = safeHref(href);
      if (safe === undefined) {
        throw new I18nError('dangerous_url', `Link ${tag} of ${key} is refused: ${href}`);
      }
      all[tag] = (children: MessagePart[]): LinkPart => ({
        type: 'link',
        tag,
        href: safe,
        children: mergeText(children),
      });
    }
    return formatted(key, all);
  };

  const text = (content: MessagePart[]): string =>
    content.map((part) => (typeof part === 'string' ? part : text(part.children))).join('');

  return {
    language,
    locale,
    t: (key, ...args) => text(parts(key, (args[0] ?? {}) as Record<string, unknown>)),
    parts: (key, ...args) => parts(key, (args[0] ?? {}) as Record<string, unknown>),
    linkTags: (key) => message(key).tags,
    format,
  };
}

// Adjacent strings come back as separate chunks; joining them keeps rendered output tidy.
function mergeText(parts: MessagePart[]): MessagePart[] {
  const merged: MessagePart[] = [];
  for (const part of parts) {
    const last = merged[merged.length - 1];
    if (typeof part === 'string' && typeof last === 'string') {
      merged[merged.length - 1] = last + part;
    } else if (part !== '') {
      merged.push(typeof part === 'object' ? part : String(part));
    }
  }
  return merged;
}

/** Loads the catalogue of a language; the default loader imports it lazily, one chunk each. */
export type CatalogueLoader = (language: Language) => Promise<Catalogue>;

/** One module per language, imported on demand: a chunk each in a browser build. */
type ModulePerLanguage<Messages> = Record<Language, () => Promise<{ default: Messages }>>;

const coreModules: ModulePerLanguage<CoreCatalogue> = {
  en: () => import('./messages/en.js'),
  zh: () => import('./messages/zh.js'),
  id: () => import('./messages/id.js'),
  th: () => import('./messages/th.js'),
};

const deferredModules: ModulePerLanguage<DeferredCatalogue> = {
  en: () => import('./messages/deferred/en.js'),
  zh: () => import('./messages/deferred/zh.js'),
  id: () => import('./messages/deferred/id.js'),
  th: () => import('./messages/deferred/th.js'),
};

async function importOf<Messages>(modules: ModulePerLanguage<Messages>, language: Language) {
  if (!Object.hasOwn(modules, language)) {
    throw new I18nError('unknown_language', `Unsupported language: ${String(language)}`);
  }
  return (await modules[language]()).default;
}

/**
 * Imports the messages of `language` that every page needs: all but the deferred sections, one
 * chunk per language (a server preloads the visit's with the page: see `coreMessagesLanguage`).
 */
export const importCoreMessages = (language: Language): Promise<CoreCatalogue> =>
  importOf(coreModules, language);

/** Imports the messages of the {@link DEFERRED_SECTIONS} in `language`, one chunk per language. */
export const importDeferredMessages = (language: Language): Promise<DeferredCatalogue> =>
  importOf(deferredModules, language);

/** Whole catalogues made so far, one per language: a server asks for one on every page. */
const wholeCatalogues = new Map<Language, Promise<Catalogue>>();

/**
 * Imports the whole catalogue of `language`: its core and deferred messages, joined once per
 * language (the same object every time: catalogues are never changed).
 */
export const importCatalogue: CatalogueLoader = (language) => {
  const made = wholeCatalogues.get(language);
  if (made) return made;
  const making = Promise.all([importCoreMessages(language), importDeferredMessages(language)]).then(
    ([core, deferred]): Catalogue => ({ ...core, ...deferred }),
  );
  wholeCatalogues.set(language, making);
  // A failed import (a chunk the network lost) is tried again next time.
  making.catch(() => wholeCatalogues.delete(language));
  return making;
};

/** Options of the catalogue loading functions. */
export interface LoadOptions {
  /** Where catalogues come from; {@link importCatalogue} by default. */
  load?: CatalogueLoader;
  /** Told about a language that failed to load; logs with `console.error` by default. */
  onError?: (error: I18nError) => void;
}

const logError = (error: I18nError) => console.error(error.message, error.cause);

async function tryLoad(language: Language, options: LoadOptions): Promise<Catalogue | undefined> {
  try {
    return await (options.load ?? importCatalogue)(language);
  } catch (cause) {
    (options.onError ?? logError)(
      new I18nError('catalogue_load_failed', `Failed to load the ${language} messages`, { cause }),
    );
    return undefined;
  }
}

/**
 * Loads the catalogues of several languages (all by default) in parallel. A language that fails
 * to load is reported through `onError` and left out (spec section 8).
 */
export async function loadCatalogues(
  languages: readonly Language[] = LANGUAGES,
  options: LoadOptions = {},
): Promise<Partial<Record<Language, Catalogue>>> {
  const loaded = await Promise.all(languages.map((language) => tryLoad(language, options)));
  return Object.fromEntries(
    languages.flatMap((language, at) => (loaded[at] ? [[language, loaded[at]]] : [])),
  );
}

/**
 * A translator for `language`, loading its catalogue lazily. When it fails to load, the error is
 * reported through `onError` and the translator falls back to English.
 */
export async function loadTranslator(
  language: Language,
  options: LoadOptions & TranslatorOptions = {},
): Promise<Translator> {
  const catalogue = await tryLoad(language, options);
  return catalogue
    ? createTranslator(language, catalogue, options)
    : createTranslator('en', await importCatalogue('en'), options);
}
