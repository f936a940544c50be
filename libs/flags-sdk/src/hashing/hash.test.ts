import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { sha256 } from '@noble/hashes/sha2.js';
import { sha256Words } from './sha256.js';
import {
  digestToDouble,
  hashDouble,
  holdoutHash,
  meGroupHash,
  ruleHash,
  sha256Hex,
  variationHash,
} from './hash.js';

const exact = (hex: string) => Number(BigInt(`0x${hex}`)) / 2 ** 256;

describe('hashing', () => {
  it('matches the original engine on the reference examples', () => {
    expect(hashDouble('visitor1' + '11')).toBe(0.17110054359615814);
    expect(hashDouble('visitor1' + '111')).toBe(0.5310026721679131);
    expect(ruleHash('visitor1', 102, 1712345678)).toBe(0.06332882706428772);
    expect(variationHash('visitor1', 1002, 1712345678)).toBe(0.6481192770865963);
    expect(holdoutHash('visitor4', 9000)).toBe(0.04084613862326655);
  });

  it('treats a respool time of 0 or null as none and never respools the holdout', () => {
    expect(ruleHash('abc', 11, 0)).toBe(hashDouble('abc11'));
    expect(ruleHash('abc', 11, null)).toBe(hashDouble('abc11'));
    expect(variationHash('abc', 7, 5)).toBe(hashDouble('abc75'));
    expect(meGroupHash('abc', 'checkout')).toBe(hashDouble('abccheckout'));
  });

  it('rounds the 256-bit digest exactly like a correctly rounded conversion', () => {
    for (let i = 0; i < 3000; i += 1) {
      const input = `visitor-${i}-é✓`;
      expect(hashDouble(input)).toBe(exact(sha256Hex(input)));
    }
  });

  it('agrees with @noble/hashes on short, long and non-ASCII input', () => {
    const hex = (bytes: Uint8Array) =>
      Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    const inputs = ['', 'a', 'x'.repeat(55), 'x'.repeat(56), 'y'.repeat(200), 'é✓😀', 'abc\u0000'];
    for (const input of inputs) {
      expect(sha256Hex(input)).toBe(hex(sha256(new TextEncoder().encode(input))));
    }
    // Every length around the block boundaries, ASCII and not.
    for (let length = 0; length < 200; length += 1) {
      for (const input of ['k'.repeat(length), 'ü'.repeat(length)]) {
        expect(sha256Hex(input)).toBe(createHash('sha256').update(input, 'utf8').digest('hex'));
      }
    }
  });

  it('handles ties, carries and leading zero words', () => {
    const digest = (hex: string) =>
      Uint32Array.from(hex.match(/.{8}/g)!.map((w) => parseInt(w, 16)));
    const cases = [
      // exactly half-way between two doubles: ties to even (down, then up)
      '8000000000000400' + '0'.repeat(48),
      '8000000000000c00' + '0'.repeat(48),
      // half-way plus a far sticky bit rounds up
      '8000000000000400' + '0'.repeat(47) + '1',
      // all ones carries into the next power of two
      'f'.repeat(64),
      // leading zero word goes through the exact fallback
      '00000000' + 'ab'.repeat(28),
      '0000ffff' + '12'.repeat(28),
    ];
    for (const hex of cases) expect(digestToDouble(digest(hex))).toBe(exact(hex));
    expect(digestToDouble(sha256Words('x'))).toBe(exact(sha256Hex('x')));
  });
});
