import {
  createContext,
  createElement,
  Fragment,
  use,
  useContext,
  useMemo,
  type ReactNode,
} from 'react';
import {
  defaultLanguage,
  isLanguageAllowed,
  type CountryCode,
  type Language,
} from '../countries.js';
import { I18nError } from '../errors.js';
import {
  formatDate,
  formatExpiry,
  formatNumber,
  formatPercent,
  formatPoints,
  formatPrice,
} from '../format.js';
import {
  createTranslator,
  importCatalogue,
  type CatalogueLoader,
  type MessageArgs,
  type MessageKey,
  type RichMessageKey,
  type Translator,
  type TranslatorCatalogue,
} from '../messages.js';
import { localizeHref, switchLanguageHref } from '../url.js';

/** A link tag's value: the URL to link to, or a function rendering the link around its text. */
export type LinkValue = string | ((chunks: ReactNode[]) => ReactNode);

/** Renders a link of a message; the default is a plain `<a href>`. */
export type RenderLink = (props: { href: string; tag: string; children: ReactNode[] }) => ReactNode;

/** What {@link useI18n} gives: the site, a typed `t` and the formatters bound to it. */
export interface I18n {
  country: CountryCode;
  language: Language;
  /** BCP 47 locale of the visit, e.g. `zh-HK`. */
  locale: string;
  /**
   * A message in the current language. Messages with links return React nodes with real
   * anchors (link values are URLs, localised for the visit); the others return strings.
   */
  t<K extends MessageKey>(
    key: K,
    ...args: MessageArgs<K, LinkValue>
  ): K extends RichMessageKey ? ReactNode : string;
  /** A message as plain text, links reduced to their text (for attributes such as `aria-label`). */
  text<K extends MessageKey>(key: K, ...args: MessageArgs<K>): string;
  formatPrice(amount: number): string;
  formatPoints(points: number): string;
  formatNumber(value: number): string;
  formatPercent(fraction: number): string;
  formatDate(date: Date | string | number, options?: Intl.DateTimeFormatOptions): string;
  formatExpiry(expiry: Date | string | number, now?: Date | string | number): string;
  /** An internal href with the language parameter the visit needs. */
  href(target: string): string;
  /** The URL to replace the current one with when switching to `language`. */
  switchLanguageHref(currentUrl: string, language: Language): string;
}

// The typed surface is `I18n`; inside, keys and values are already checked by its signature.
type Untyped = (key: MessageKey, values?: Record<string, unknown>) => string;

const I18nContext = createContext<I18n | null>(null);

/** Messages loaded by a provider, with the language they are in. */
interface Loaded {
  language: Language;
  catalogue: TranslatorCatalogue;
}

// One load per loader and language for the whole app, so every provider and render shares it.
const pending = new WeakMap<CatalogueLoader, Map<Language, Promise<Loaded>>>();

function loadOnce(language: Language, load: CatalogueLoader): Promise<Loaded> {
  let loads = pending.get(load);
  if (!loads) {
    loads = new Map();
    pending.set(load, loads);
  }
  let promise = loads.get(language);
  if (!promise) {
    // A failure is logged once and the page shows English rather than retrying on every render.
    promise = load(language).then(
      (catalogue) => ({ language, catalogue }),
      async (cause: unknown) => {
        console.error(`Failed to load the ${language} messages`, cause);
        return { language: 'en', catalogue: await importCatalogue('en') };
      },
    );
    loads.set(language, promise);
  }
  return promise;
}

/** Props of {@link I18nProvider}. */
export interface I18nProviderProps {
  country: CountryCode;
  /** The visit's language; one the country does not offer is replaced by its default. */
  language: Language;
  /**
   * The messages of `language`, when already loaded (server rendering, a browser's core messages,
   * tests). Without them the provider loads the whole catalogue and suspends meanwhile, English
   * included; a failed load logs an error and shows English.
   */
  catalogue?: TranslatorCatalogue;
  /** Where catalogues come from; the bundled lazy imports by default. */
  load?: CatalogueLoader;
  /** Renders message links, e.g. with the router's link component. */
  renderLink?: RenderLink;
  children?: ReactNode;
}

const defaultLink: RenderLink = ({ href, children }) => createElement('a', { href }, ...children);

/** Provides country, language, messages and formatters to {@link useI18n}. */
export function I18nProvider({
  country,
  language: wanted,
  catalogue,
  load = importCatalogue,
  renderLink = defaultLink,
  children,
}: I18nProviderProps): ReactNode {
  const language = isLanguageAllowed(country, wanted) ? wanted : defaultLanguage(country);
  const loaded = catalogue ? { language, catalogue } : use(loadOnce(language, load));

  const value = useMemo(() => {
    const translator = createTranslator(loaded.language, loaded.catalogue, { country });
    return bind(translator, country, language, renderLink);
  }, [loaded.language, loaded.catalogue, language, country, renderLink]);

  return createElement(I18nContext.Provider, { value }, children);
}

function bind(
  translator: Translator,
  country: CountryCode,
  language: Language,
  renderLink: RenderLink,
): I18n {
  const site = { country, language };
  const t = (key: MessageKey, values: Record<string, unknown> = {}): ReactNode => {
    const tags = translator.linkTags(key);
    if (tags.length === 0) return (translator.t as Untyped)(key, values);
    const all: Record<string, unknown> = { ...values };
    for (const tag of tags) {
      const value = values[tag];
      if (typeof value === 'function') continue;
      if (typeof value !== 'string') {
        throw new I18nError('invalid_value', `Link ${tag} of ${key} needs a URL`);
      }
      // Internal links keep the visit's language; links `safeHref` refuses throw here.
      const href = localizeHref(value, site);
      all[tag] = (chunks: ReactNode[]) => renderLink({ href, tag, children: chunks });
    }
    const result = translator.format(key, all);
    return Array.isArray(result)
      ? createElement(Fragment, null, ...(result as ReactNode[]))
      : (result as ReactNode);
  };
  return {
    country,
    language,
    locale: translator.locale,
    t: t as I18n['t'],
    text: translator.t.bind(translator) as I18n['text'],
    formatPrice: (amount) => formatPrice(amount, country, language),
    formatPoints: (points) => formatPoints(points, language),
    formatNumber: (value) => formatNumber(value, language),
    formatPercent: (fraction) => formatPercent(fraction, language),
    formatDate: (date, options) => formatDate(date, country, language, options),
    formatExpiry: (expiry, now) => formatExpiry(expiry, country, language, now),
    href: (target) => localizeHref(target, site),
    switchLanguageHref: (currentUrl, next) => switchLanguageHref(currentUrl, country, next),
  };
}

/** The current country, language, typed messages and bound formatters. */
export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new I18nError('invalid_value', 'useI18n needs an <I18nProvider> above it');
  return value;
}
