// The shop's messages for what the API itself writes in the shopper's language (emails, insider
// gifts): the deferred sections of `@beauty/i18n`'s catalogues, the one definition of each text.
import type { CountryCode, LanguageCode } from '@beauty/commerce-sdk/contract';
import { createTranslator, importDeferredMessages, type Translator } from '@beauty/i18n';

const translators = new Map<string, Promise<Translator>>();

/** The deferred messages of a language, numbers and dates as the country writes them; loaded once. */
export function translatorFor(language: LanguageCode, country: CountryCode): Promise<Translator> {
  const key = `${language}-${country}`;
  let found = translators.get(key);
  if (!found) {
    found = importDeferredMessages(language).then((messages) =>
      createTranslator(language, messages, { country }),
    );
    translators.set(key, found);
  }
  return found;
}
