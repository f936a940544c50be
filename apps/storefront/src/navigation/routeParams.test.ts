import { describe, expect, it } from 'vitest';
import { happeningListSearch, pathNumber, providerReturnSearch, tokenSearch } from './routeParams';

describe('route params', () => {
  it('reads a path id only when an order, booking or activity could have it', () => {
    expect(pathNumber('42')).toBe(42);
    expect(pathNumber('999999999999999')).toBe(999999999999999);
    for (const value of ['0', '042', '-1', '1.5', '1e3', '', 'abc', '1234567890123456'])
      expect(pathNumber(value)).toBeUndefined();
  });

  it("keeps a guest's token and nothing else", () => {
    expect(tokenSearch({ token: 'abc', other: 'x' })).toEqual({ token: 'abc' });
    expect(tokenSearch({ token: '' })).toEqual({});
    expect(tokenSearch({ token: 12 })).toEqual({});
  });

  it("reads a booking provider's return, numeric ids as text", () => {
    expect(providerReturnSearch({ id: 7, token: 't' })).toEqual({ id: '7', token: 't' });
    expect(providerReturnSearch({ id: 'B-7' })).toEqual({ id: 'B-7' });
    expect(providerReturnSearch({ id: { nested: true } })).toEqual({});
  });

  it('narrows a happening list to a store id, dropping anything else', () => {
    expect(happeningListSearch({ store: '12' })).toEqual({ store: 12 });
    for (const store of ['0', '-3', '1.5', 'x', undefined, '9007199254740993'])
      expect(happeningListSearch({ store })).toEqual({});
  });
});
