// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FRAUD_TOKEN_COOKIE,
  FRAUD_TOKEN_EVENT,
  FRAUD_TOKEN_MAX_AGE_SECONDS,
  FraudPreventionError,
  isCheckoutPath,
  readFraudToken,
  startFraudPrevention,
  type FraudDocument,
  type FraudPrevention,
  type FraudPreventionOptions,
} from '../index.js';

const scripts = () => [...document.querySelectorAll('script')];
const issueToken = (token: unknown) =>
  document.dispatchEvent(new CustomEvent(FRAUD_TOKEN_EVENT, { detail: token }));

beforeEach(() => {
  document.head.innerHTML = '';
  document.cookie = `${FRAUD_TOKEN_COOKIE}=; Max-Age=0; Path=/`;
});
afterEach(() => {
  vi.restoreAllMocks();
  for (const fraud of started.splice(0)) fraud.stop();
});

const started: FraudPrevention[] = [];
function start(options: FraudPreventionOptions): FraudPrevention {
  const fraud = startFraudPrevention(options);
  started.push(fraud);
  return fraud;
}

describe('isCheckoutPath', () => {
  it.each([
    ['/checkout', true],
    ['/checkout/payment', true],
    ['/checkouts', false],
    ['/cart', false],
    ['/', false],
  ])('%s → %s', (path, expected) => {
    expect(isCheckoutPath(path)).toBe(expected);
  });
});

describe('startFraudPrevention', () => {
  it('loads the provider script on checkout with the site id from the layout config', () => {
    const onError = vi.fn();
    start({ pathname: '/checkout', siteId: 'a1b2c3d4', onError });
    expect(scripts().map((script) => script.src)).toEqual([
      'https://cdn4.forter.com/sn/a1b2c3d4/script.js',
    ]);
    expect(onError).not.toHaveBeenCalled();
  });

  it('loads nothing outside checkout', () => {
    const onError = vi.fn();
    for (const pathname of ['/', '/cart', '/orders/R1'])
      start({ pathname, siteId: 'a1b2c3d4', onError });
    expect(scripts()).toHaveLength(0);
    expect(onError).not.toHaveBeenCalled();
  });

  it('keeps the issued token in a 400-day cookie and exposes it as forterToken', () => {
    expect(FRAUD_TOKEN_MAX_AGE_SECONDS).toBe(34_560_000);
    const writes: string[] = [];
    const cookieSetter = vi.spyOn(document, 'cookie', 'set');
    cookieSetter.mockImplementation((value: string) => writes.push(value));
    const onToken = vi.fn();
    const fraud = start({
      pathname: '/checkout',
      siteId: 'a1b2c3d4',
      onError: vi.fn(),
      onToken,
    });
    expect(fraud.forterToken).toBeUndefined();
    issueToken('tok_42');
    expect(fraud.forterToken).toBe('tok_42');
    expect(onToken).toHaveBeenCalledWith('tok_42');
    expect(writes).toEqual(['forterToken=tok_42; Max-Age=34560000; Path=/; Secure; SameSite=Lax']);
    fraud.stop();
    issueToken('tok_43');
    expect(fraud.forterToken).toBe('tok_42');
  });

  it('starts from the token kept in the cookie by an earlier visit', () => {
    document.cookie = `${FRAUD_TOKEN_COOKIE}=tok_old; Path=/`;
    expect(start({ pathname: '/', siteId: null, onError: vi.fn() }).forterToken).toBe('tok_old');
  });

  it('ignores an event without a usable token', () => {
    const fraud = start({ pathname: '/checkout', siteId: 'a1', onError: vi.fn() });
    issueToken(undefined);
    issueToken({ token: 'x' });
    expect(fraud.forterToken).toBeUndefined();
    fraud.stop();
  });

  it.each([
    [undefined, /site id is missing/],
    ['  ', /site id is missing/],
    ['a1"><script>', /malformed/],
  ])('reports a site id of %j instead of throwing', (siteId, message) => {
    const onError = vi.fn();
    expect(() => start({ pathname: '/checkout', siteId, onError })).not.toThrow();
    expect(onError).toHaveBeenCalledWith(expect.any(FraudPreventionError));
    expect(onError.mock.calls[0]?.[0].message).toMatch(message);
    expect(scripts()).toHaveLength(0);
  });

  it('reports a script that fails to load', () => {
    const onError = vi.fn();
    start({ pathname: '/checkout', siteId: 'a1b2', onError });
    scripts()[0]?.dispatchEvent(new Event('error'));
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('Failed to load script') }),
    );
  });

  it('reports a missing document and a dangerous script URL', () => {
    const onError = vi.fn();
    start({ pathname: '/checkout', siteId: 'a1', onError, document: undefined });
    start({
      pathname: '/checkout',
      siteId: 'a1',
      onError,
      scriptUrl: () => 'javascript:alert(1)',
    });
    expect(onError.mock.calls.map(([error]) => (error as Error).message)).toEqual([
      expect.stringMatching(/needs a document/),
      expect.stringMatching(/http\(s\)/),
    ]);
  });

  it('never throws even when reporting itself fails', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = {
      get head(): never {
        throw new Error('no head');
      },
    } as unknown as FraudDocument;
    expect(() =>
      start({
        pathname: '/checkout',
        siteId: 'a1',
        document: broken,
        onError: () => {
          throw new Error('reporter down');
        },
      }),
    ).not.toThrow();
    expect(log).toHaveBeenCalled();
  });
});

describe('readFraudToken', () => {
  it('reads the token from a Cookie header on the server', () => {
    expect(readFraudToken('device-id=d1; forterToken=tok%2F1; locale=sg')).toBe('tok/1');
    expect(readFraudToken('device-id=d1')).toBeUndefined();
    expect(readFraudToken(undefined)).toBeUndefined();
  });

  it('keeps `=` inside the value, trims spaces and takes the first of duplicates', () => {
    expect(readFraudToken(' forterToken = a=b== ; forterToken=other')).toBe('a=b==');
  });

  it('reads past malformed pairs and an undecodable value without throwing', () => {
    expect(readFraudToken('broken; =x; forterToken=%E0%A4%A')).toBe('%E0%A4%A');
    expect(readFraudToken('forterToken=; a=1')).toBeUndefined();
  });

  it('reads back the token it writes', () => {
    const token = '6a1c/2b+3d==_1700000000000__UDF43_13ck';
    const writes: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => writes.push(value));
    start({ pathname: '/checkout', siteId: 'a1', onError: vi.fn() });
    issueToken(token);
    expect(readFraudToken(writes[0]!.split('; ')[0])).toBe(token);
  });
});
