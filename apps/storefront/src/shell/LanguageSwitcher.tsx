import { countries, languageCookie, serializeCookie, type Language } from '@beauty/i18n';
import { useI18n } from '@beauty/i18n/react';
import { Select } from '@beauty/ui';
import { useRouter } from '@tanstack/react-router';

/**
 * The language menu (the header shows it where the country has more than one language). Switching remembers the choice
 * (the `language` cookie) and reloads the page in place, dropping the parameter for the default.
 */
export default function LanguageSwitcher() {
  const i18n = useI18n();
  const languages = countries[i18n.country].languages;
  // The open menu's style element needs the page's Content-Security-Policy nonce.
  const { nonce } = useRouter().options.ssr ?? {};
  const choose = (language: string) => {
    if (language === i18n.language) return;
    document.cookie = serializeCookie(languageCookie(language as Language));
    window.location.replace(i18n.switchLanguageHref(window.location.href, language as Language));
  };
  return (
    <Select
      label={i18n.text('shell.choose_language')}
      value={i18n.language}
      onValueChange={choose}
      nonce={nonce}
      options={languages.map((language) => ({
        value: language,
        label: i18n.text(`shell.language_name.${language}`),
      }))}
    />
  );
}
