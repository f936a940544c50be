import { md5 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** Trims and lower-cases a value so the same address always hashes the same. */
export function normalizeForHash(value: string): string {
  return value.trim().toLowerCase();
}

/** Hex SHA-256 of the normalised value, with Web Crypto (browsers, Node, edge runtimes). */
export async function sha256Hex(
  value: string,
  subtle: SubtleCrypto = webCrypto(),
): Promise<string> {
  const digest = await subtle.digest('SHA-256', utf8ToBytes(normalizeForHash(value)));
  return bytesToHex(new Uint8Array(digest));
}

/** Hex MD5 of the normalised value; Web Crypto has no MD5, the ad partners still ask for it. */
export function md5Hex(value: string): string {
  return bytesToHex(md5(utf8ToBytes(normalizeForHash(value))));
}

function webCrypto(): SubtleCrypto {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('Web Crypto (crypto.subtle) is not available: pass one explicitly.');
  return subtle;
}
