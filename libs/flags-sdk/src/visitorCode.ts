import { FlagsError } from './errors.js';

/** Longest visitor code accepted. */
export const VISITOR_CODE_MAX_LENGTH = 255;
/** Length of a generated visitor code. */
export const VISITOR_CODE_LENGTH = 16;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** The visitor code is empty. */
export class VisitorCodeEmptyError extends FlagsError {
  constructor() {
    super('VisitorCodeEmpty', 'Visitor code is empty');
  }
}

/** The visitor code is longer than {@link VISITOR_CODE_MAX_LENGTH}. */
export class VisitorCodeMaxLengthError extends FlagsError {
  constructor(length: number) {
    super(
      'VisitorCodeMaxLength',
      `Visitor code is ${length} characters long; the maximum is ${VISITOR_CODE_MAX_LENGTH}`,
    );
  }
}

/** Returns the code when it is usable as a visitor code, else throws a typed error. */
export function validateVisitorCode(code: string): string {
  if (code.length === 0) throw new VisitorCodeEmptyError();
  if (code.length > VISITOR_CODE_MAX_LENGTH) throw new VisitorCodeMaxLengthError(code.length);
  return code;
}

/**
 * A new visitor code: 16 characters drawn uniformly from lower-case letters and digits, using a
 * cryptographic random source (bytes of 252 and above are redrawn so no character is favoured).
 */
export function generateVisitorCode(
  randomValues: (array: Uint8Array) => Uint8Array = (array) => crypto.getRandomValues(array),
): string {
  const limit = 256 - (256 % ALPHABET.length);
  let code = '';
  while (code.length < VISITOR_CODE_LENGTH) {
    for (const byte of randomValues(new Uint8Array(VISITOR_CODE_LENGTH))) {
      if (byte < limit && code.length < VISITOR_CODE_LENGTH)
        code += ALPHABET[byte % ALPHABET.length];
    }
  }
  return code;
}
