import { describe, expect, it } from 'vitest';
import { FlagsError } from '../errors.js';
import { coerceVariable } from './variables.js';

const coerce = (type: string, value: unknown) => coerceVariable({ key: 'k', type, value }).value;

describe('variable coercion', () => {
  it('reads booleans as what they say', () => {
    expect(coerce('BOOLEAN', true)).toBe(true);
    expect(coerce('BOOLEAN', 'false')).toBe(false);
    expect(coerce('BOOLEAN', 'TRUE')).toBe(true);
    expect(coerce('BOOLEAN', 0)).toBe(false);
    expect(coerce('BOOLEAN', '')).toBe(false);
  });

  it('parses numbers and raises NumberParse otherwise', () => {
    expect(coerce('NUMBER', 42)).toBe(42);
    expect(coerce('NUMBER', '12.5')).toBe(12.5);
    expect(() => coerce('NUMBER', 'abc')).toThrow(FlagsError);
    expect(() => coerce('NUMBER', '')).toThrow(expect.objectContaining({ kind: 'NumberParse' }));
  });

  it('parses JSON text and raises JSONParse otherwise', () => {
    expect(coerce('JSON', '{"a":[1,2]}')).toEqual({ a: [1, 2] });
    expect(coerce('JSON', '"s"')).toBe('s');
    expect(() => coerce('JSON', '{nope')).toThrow(expect.objectContaining({ kind: 'JSONParse' }));
  });

  it('gives strings for STRING, JS and CSS', () => {
    expect(coerce('STRING', 42)).toBe('42');
    expect(coerce('JS', 'void 0')).toBe('void 0');
    expect(coerce('CSS', 'a{}')).toBe('a{}');
  });
});
