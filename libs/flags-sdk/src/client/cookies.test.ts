import { describe, expect, it } from 'vitest';
import { FlagsError } from '../errors.js';
import {
  parseCookies,
  parseSimulationCookie,
  readCookies,
  visitorCodeCookie,
  type CookieJar,
} from './cookies.js';

const jar = (text: string): CookieJar => ({ read: () => text, write: () => undefined });
const cookieParse = (message: string) => new FlagsError('CookieParse', message);

describe('parseCookies', () => {
  it('reads pairs with values as written, `=` inside values and spaces around pairs', () => {
    expect(parseCookies(' a=1;b=x=y ;\tc = %7B%22k%22%3A1%7D ')).toEqual([
      { key: 'a', value: '1' },
      { key: 'b', value: 'x=y' },
      { key: 'c', value: '%7B%22k%22%3A1%7D' },
    ]);
  });

  it('keeps the first of duplicate names, as browsers send the most specific first', () => {
    expect(parseCookies('a=1; b=2; a=3')).toEqual([
      { key: 'a', value: '1' },
      { key: 'b', value: '2' },
    ]);
  });

  it('skips text without `=` and refuses an empty string or a pair without name or value', () => {
    expect(parseCookies('a=1; stray')).toEqual([{ key: 'a', value: '1' }]);
    expect(() => parseCookies(' ')).toThrow(cookieParse("Cookie string can't be empty"));
    for (const text of ['stray', ';', 'a=1; =2', 'a=; b=2'])
      expect(() => parseCookies(text)).toThrow(cookieParse('Cookie string is not valid'));
  });
});

describe('readCookies', () => {
  it('reads no cookies from a missing jar, an empty string or a malformed one, never throwing', () => {
    expect(readCookies(null)).toEqual([]);
    expect(readCookies(jar(''))).toEqual([]);
    expect(readCookies(jar('a=; kameleoonVisitorCode=abc'))).toEqual([]);
    expect(readCookies(jar('%E0%A4%A=%E0%A4%A'))).toEqual([{ key: '%E0%A4%A', value: '%E0%A4%A' }]);
  });
});

describe('visitor-code and simulation cookies', () => {
  it('read back what was written', () => {
    const written = visitorCodeCookie('a b/ü', 'shop.example.com');
    expect(written).toBe(
      'kameleoonVisitorCode=a%20b%2F%C3%BC; Max-Age=31536000; Domain=shop.example.com; Path=/',
    );
    const [pair] = readCookies(jar(written.split('; ')[0]!));
    expect(decodeURIComponent(pair!.value)).toBe('a b/ü');

    const simulation = { checkout: { expId: 1, varId: 2 } };
    const cookie = `kameleoonSimulationFFData=${encodeURIComponent(JSON.stringify(simulation))}`;
    expect(parseSimulationCookie(readCookies(jar(cookie))[0]!.value)).toEqual(simulation);
  });

  it('zeroes the visitor-code cookie', () => {
    expect(visitorCodeCookie(null, null)).toBe('kameleoonVisitorCode=; Max-Age=0; Path=/');
  });
});
