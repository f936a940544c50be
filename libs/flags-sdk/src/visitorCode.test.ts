import { describe, expect, it } from 'vitest';
import {
  generateVisitorCode,
  validateVisitorCode,
  VisitorCodeEmptyError,
  VisitorCodeMaxLengthError,
} from './index.js';

describe('visitor code', () => {
  it('generates 16 lower-case letters and digits, different each time', () => {
    const codes = new Set(Array.from({ length: 50 }, () => generateVisitorCode()));
    expect(codes.size).toBe(50);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{16}$/);
  });

  it('maps the random source onto the alphabet', () => {
    expect(generateVisitorCode((array) => array.fill(0))).toBe('a'.repeat(16));
    expect(generateVisitorCode((array) => array.fill(35))).toBe('9'.repeat(16));
    // Bytes past the last full alphabet cycle are redrawn rather than folded onto 'a'..'d'.
    let call = 0;
    const biased = (array: Uint8Array) => array.fill(call++ === 0 ? 253 : 1);
    expect(generateVisitorCode(biased)).toBe('b'.repeat(16));
  });

  it('refuses an empty code and one over 255 characters', () => {
    expect(() => validateVisitorCode('')).toThrow(VisitorCodeEmptyError);
    expect(() => validateVisitorCode('x'.repeat(256))).toThrow(VisitorCodeMaxLengthError);
    expect(validateVisitorCode('x'.repeat(255))).toHaveLength(255);
  });
});
