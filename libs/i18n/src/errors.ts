/** What went wrong, for callers that branch on the kind of failure. */
export type I18nErrorCode =
  | 'unknown_country'
  | 'unknown_language'
  | 'language_not_allowed'
  | 'invalid_date'
  | 'invalid_number'
  | 'invalid_value'
  | 'unknown_message'
  | 'dangerous_url'
  | 'catalogue_load_failed';

/** The error every function of `@beauty/i18n` throws for bad input. */
export class I18nError extends Error {
  override readonly name = 'I18nError';

  constructor(
    readonly code: I18nErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
