import { BlockList, isIP, isIPv4, isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { ConfigurationError } from '../configuration-error.js';

/**
 * The environment variable listing the reverse proxies in front of the API whose
 * `X-Forwarded-For` is believed: addresses or CIDR ranges, comma-separated. Unset means none.
 */
export const TRUSTED_PROXIES_VARIABLE = 'COMMERCE_TRUSTED_PROXIES';

/** The reverse proxies whose `X-Forwarded-For` header is believed. */
export interface TrustedProxies {
  has(address: string): boolean;
}

/**
 * Reads {@link TRUSTED_PROXIES_VARIABLE}, the one place it is read. Throws a
 * {@link ConfigurationError} naming the variable for an entry that is not an address or range.
 */
export function readTrustedProxies(env: NodeJS.ProcessEnv = process.env): TrustedProxies {
  const list = new BlockList();
  for (const entry of (env[TRUSTED_PROXIES_VARIABLE] ?? '').split(',')) {
    const trimmed = entry.trim();
    if (trimmed === '') continue;
    const [, address = '', prefix] = /^([^/]+)(?:\/(\d{1,3}))?$/.exec(trimmed) ?? [];
    const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : undefined;
    const bits = prefix === undefined ? undefined : Number(prefix);
    if (!family || (bits !== undefined && bits > (family === 'ipv4' ? 32 : 128))) {
      throw new ConfigurationError(
        `${TRUSTED_PROXIES_VARIABLE}: "${trimmed}" is not an IP address or CIDR range`,
      );
    }
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, bits, family);
  }
  return {
    has: (address) => {
      const family = isIP(address);
      return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/**
 * Who is signing in, for throttling: the socket's peer, or, when that peer is a trusted proxy,
 * the right-most address of `X-Forwarded-For` that is not a trusted proxy (each proxy appends the
 * address it was connected from, so everything left of that may be forged by the shopper).
 * IPv6 clients are keyed by their /64 network: one subscriber usually holds a whole one.
 */
export function clientKey(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: TrustedProxies,
): string {
  if (!peer) return 'unknown';
  let client = unmapped(peer);
  if (forwardedFor && trusted.has(client)) {
    const hops = forwardedFor
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    for (let index = hops.length - 1; index >= 0; index -= 1) {
      client = unmapped(hops[index]!);
      if (!trusted.has(client)) break;
    }
  }
  return isIPv6(client) ? ipv6Network64(client) : client;
}

/**
 * Who is calling, for throttling: the {@link clientKey} of the request's socket peer and its
 * `X-Forwarded-For`. Requests served without a socket share one key.
 */
export function requestClient(c: Context, trustedProxies: TrustedProxies): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined;
  }
  return clientKey(peer, c.req.header('X-Forwarded-For'), trustedProxies);
}

/** `::ffff:192.0.2.1` as `192.0.2.1`: a dual-stack socket reports IPv4 peers that way. */
function unmapped(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** The /64 network of an IPv6 address, written with its first four groups. */
function ipv6Network64(address: string): string {
  // A trailing dotted IPv4 part stands for two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const hex = dotted
    ? address.slice(0, dotted.index) +
      [1, 3]
        .map((at) => ((Number(dotted[at]) << 8) | Number(dotted[at + 1])).toString(16))
        .join(':')
    : address;
  const [head = '', tail] = hex.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? headGroups
      : [
          ...headGroups,
          ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'),
          ...tailGroups,
        ];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
