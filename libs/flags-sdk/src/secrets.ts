// Masking of secrets before they reach a log line or the error reporter (spec section 5,
// "Secret masking"). The rules are Kameleoon's (`Parser.parseSecret`), so logs look alike.
import { FlagsError } from './errors.js';

/** Characters of a secret that may be shown, as Kameleoon's `SECRET_VISIBLE_LENGTH`. */
export const SECRET_VISIBLE_LENGTH = 4;

/** Character standing for each hidden character of a secret. */
export const SECRET_MASK_CHARACTER = '*';

/**
 * A secret as it may be logged. A value no longer than {@link SECRET_VISIBLE_LENGTH} is fully
 * masked; a longer one keeps a prefix of at most that many characters and masks the rest, with
 * at least {@link SECRET_VISIBLE_LENGTH} characters masked, so a short secret never shows most
 * of itself (`'abcdef'` -> `'ab****'`, `'user@example.com'` -> `'user************'`). The mask
 * keeps the length, which says nothing useful about the value.
 */
export function maskSecret(secret: string): string {
  const { length } = secret;
  if (length <= SECRET_VISIBLE_LENGTH) return SECRET_MASK_CHARACTER.repeat(length);
  const hidden = Math.max(length - SECRET_VISIBLE_LENGTH, SECRET_VISIBLE_LENGTH);
  return secret.slice(0, length - hidden) + SECRET_MASK_CHARACTER.repeat(hidden);
}

/**
 * `text` with every occurrence of `secret` masked: as is, and as URLs carry it (percent-encoded
 * by `encodeURIComponent` or form-encoded by `URLSearchParams`), since error messages of
 * requests quote their URL.
 */
export function maskSecretIn(text: string, secret: string): string {
  if (secret === '') return text;
  const masked = maskSecret(secret);
  const forms = new Set([
    secret,
    encodeURIComponent(secret),
    new URLSearchParams({ s: secret }).toString().slice(2),
  ]);
  let result = text;
  for (const form of forms) result = result.split(form).join(masked);
  return result;
}

/** `error` as it may be logged: the same error when it does not quote `secret`, else a copy that masks it. */
export function maskSecretInError(error: unknown, secret: string): unknown {
  if (!(error instanceof Error)) {
    return typeof error === 'string' ? maskSecretIn(error, secret) : error;
  }
  const message = maskSecretIn(error.message, secret);
  if (message === error.message) return error;
  if (error instanceof FlagsError) return new FlagsError(error.kind, message);
  const masked = new Error(message);
  masked.name = error.name;
  return masked;
}
