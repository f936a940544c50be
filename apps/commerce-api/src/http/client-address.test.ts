import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../config.js';
import { clientKey, readTrustedProxies, TRUSTED_PROXIES_VARIABLE } from './client-address.js';

const trusting = (list: string) => readTrustedProxies({ [TRUSTED_PROXIES_VARIABLE]: list });

describe('the client key of sign-in throttling', () => {
  it('is the socket address by default: X-Forwarded-For is not believed', () => {
    const none = readTrustedProxies({});
    expect(clientKey('198.51.100.7', '203.0.113.1', none)).toBe('198.51.100.7');
    expect(clientKey(undefined, '203.0.113.1', none)).toBe('unknown');
  });

  it('is the right-most untrusted X-Forwarded-For address behind a trusted proxy', () => {
    const proxies = trusting(' 10.0.0.0/8, 192.168.1.10 ,fd00::/8');
    // The shopper may send any header: only what the trusted proxies appended counts.
    expect(clientKey('10.0.0.1', 'forged, 203.0.113.9, 192.168.1.10', proxies)).toBe('203.0.113.9');
    expect(clientKey('::ffff:10.1.2.3', '203.0.113.9', proxies)).toBe('203.0.113.9');
    expect(clientKey('fd00::1', '203.0.113.9', proxies)).toBe('203.0.113.9');
    // Only trusted proxies in the chain: the left-most is the best guess.
    expect(clientKey('10.0.0.1', '10.0.0.3, 10.0.0.2', proxies)).toBe('10.0.0.3');
    expect(clientKey('10.0.0.1', undefined, proxies)).toBe('10.0.0.1');
    // A peer that is not a trusted proxy is the client, whatever it forwards.
    expect(clientKey('198.51.100.7', '203.0.113.9', proxies)).toBe('198.51.100.7');
  });

  it('keys IPv4-mapped addresses as IPv4, and IPv6 clients by their /64 network', () => {
    const none = readTrustedProxies({});
    expect(clientKey('::ffff:198.51.100.7', undefined, none)).toBe('198.51.100.7');
    expect(clientKey('2001:db8:a:b:1:2:3:4', undefined, none)).toBe('2001:db8:a:b::/64');
    expect(clientKey('2001:db8::1', undefined, none)).toBe('2001:db8:0:0::/64');
    expect(clientKey('2001:DB8:0:0::ffff', undefined, none)).toBe('2001:db8:0:0::/64');
    expect(clientKey('1::2:3:4:5:6.7.8.9', undefined, none)).toBe('1:0:2:3::/64');
  });

  it('refuses a trusted proxy list it cannot read, naming the variable', () => {
    for (const list of ['10.0.0.1/33', 'proxy.internal', '10.0.0.0/x', '::1/129']) {
      expect(() => trusting(list)).toThrow(ConfigurationError);
      expect(() => trusting(list)).toThrow(TRUSTED_PROXIES_VARIABLE);
    }
    expect(trusting('').has('10.0.0.1')).toBe(false);
  });
});
