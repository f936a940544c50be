/**
 * `@beauty/i18n/react`: the React binding, a provider and a hook with a typed `t` and the
 * formatters bound to the visit's country and language.
 *
 * @packageDocumentation
 */
export {
  I18nProvider,
  useI18n,
  type I18n,
  type I18nProviderProps,
  type LinkValue,
  type RenderLink,
} from './I18nProvider.js';
