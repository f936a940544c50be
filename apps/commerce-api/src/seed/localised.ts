import type { LanguageCode } from '@beauty/commerce-sdk/contract';

/** A text in each interface language. */
export type LocalisedText = Record<LanguageCode, string>;
