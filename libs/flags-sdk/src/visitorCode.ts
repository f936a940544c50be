/** Longest visitor code accepted. */
export const VISITOR_CODE_MAX_LENGTH = 255;
/** Length of a generated visitor code. */
export const VISITOR_CODE_LENGTH = 16;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** The visitor code is empty. */
export class VisitorCodeEmptyError extends Error {
  override readonly name = 'VisitorCodeEmpty';
  constructor() {
    super('Visitor code is empty');
  }
}

/** The visitor code is longer than {@link VISITOR_CODE_MAX_LENGTH}. */
export class VisitorCodeMaxLengthError extends Error {
  override readonly name = 'VisitorCodeMaxLength';
  constructor(length: number) {
    super(`Visitor code is ${length} characters long; the maximum is ${VISITOR_CODE_MAX_LENGTH}`);
  }
}

/** Returns the code when it is usable as a visitor code, else throws a typed error. */
export function validateVisitorCode(code: string): string {
  if (code.length === 0) throw new VisitorCodeEmptyError();
  if (code.length > VISITOR_CODE_MAX_LENGTH) throw new VisitorCodeMaxLengthError(code.length);
  return code;
}

/** A new visitor code: 16 lower-case letters and digits from a cryptographic random source. */
export function generateVisitorCode(
  randomValues: (array: Uint8Array) => Uint8Array = (array) => crypto.getRandomValues(array),
): string {
  const bytes = randomValues(new Uint8Array(VISITOR_CODE_LENGTH));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}
