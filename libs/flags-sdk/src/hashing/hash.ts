import { sha256Words } from './sha256.js';

const TWO_POW_21 = 2 ** 21;
const words = new Uint32Array(8);

/**
 * The original engine's bucketing value: the SHA-256 digest of the UTF-8 input read as a
 * big-endian 256-bit integer divided by 2^256, rounded to the nearest double (ties to even).
 * Synchronous on purpose: Web Crypto's digest is async, and flag checks run during render.
 */
export function hashDouble(input: string): number {
  return digestToDouble(sha256Words(input, words));
}

/** Big-endian 256-bit integer (eight 32-bit words) / 2^256, correctly rounded without BigInt. */
export function digestToDouble(digest: Uint32Array): number {
  const w0 = digest[0]!;
  if (w0 === 0) return Number(BigInt(`0x${toHex(digest)}`)) / 2 ** 256;
  const w1 = digest[1]!;
  const w2 = digest[2]!;
  const shift = Math.clz32(w0);
  // A 64-bit window starting at the leading 1 bit: `a` (32 bits) then `b` (32 bits).
  const a = shift === 0 ? w0 : ((w0 << shift) | (w1 >>> (32 - shift))) >>> 0;
  const b = shift === 0 ? w1 : ((w1 << shift) | (w2 >>> (32 - shift))) >>> 0;
  let mantissa = a * TWO_POW_21 + (b >>> 11);
  if (((b >>> 10) & 1) === 1) {
    let sticky = (b & 0x3ff) !== 0 || (shift !== 0 && (w2 << shift) >>> 0 !== 0);
    for (let i = 3; !sticky && i < 8; i += 1) sticky = digest[i] !== 0;
    if (sticky || mantissa % 2 === 1) mantissa += 1;
  }
  // value = mantissa * 2^(256 - shift - 53) / 2^256; powers of two scale exactly.
  return mantissa * 2 ** (-shift - 53);
}

function toHex(digest: Uint32Array): string {
  let hex = '';
  for (const word of digest) hex += word.toString(16).padStart(8, '0');
  return hex;
}

/** Lower-case hex SHA-256 of the UTF-8 input (debugging aid, matches the vectors' `sha256`). */
export function sha256Hex(input: string): string {
  return toHex(sha256Words(input));
}

/** Suffix appended by a respool: the decimal form of a truthy respool time, else nothing. */
export function respoolSuffix(respoolTime: number | null | undefined): string {
  return respoolTime ? String(respoolTime) : '';
}

/** Hash compared with a rule's exposition. */
export function ruleHash(code: string, ruleId: number, respoolTime?: number | null): number {
  return hashDouble(code + String(ruleId) + respoolSuffix(respoolTime));
}

/** Hash that picks a variation of a rule's experiment. */
export function variationHash(
  code: string,
  experimentId: number,
  respoolTime?: number | null,
): number {
  return hashDouble(code + String(experimentId) + respoolSuffix(respoolTime));
}

/** Hash of the global holdout (never respooled). */
export function holdoutHash(code: string, holdoutExperimentId: number): number {
  return hashDouble(code + String(holdoutExperimentId));
}

/** Hash that picks the one flag of a mutually exclusive group a visitor sees. */
export function meGroupHash(code: string, groupName: string): number {
  return hashDouble(code + groupName);
}
