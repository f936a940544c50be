import { describe, expect, it } from 'vitest';
import { KeptUnderVersion } from './kept.js';

describe('values kept under the catalogue version', () => {
  it('keeps a value for its version and drops everything once another version is read', () => {
    const kept = new KeptUnderVersion<string>(10);
    kept.set('1', 'tile', 'ignored: no version read yet');
    expect(kept.get('1', 'tile')).toBeUndefined();
    kept.set('1', 'tile', 'lipstick $30');
    expect(kept.get('1', 'tile')).toBe('lipstick $30');
    expect(kept.get('2', 'tile')).toBeUndefined();
    // Read at version 1 but kept after version 2 was read: too old to keep.
    kept.set('1', 'tile', 'lipstick $30');
    expect(kept.get('2', 'tile')).toBeUndefined();
  });

  it('lets the oldest go beyond its size', () => {
    const kept = new KeptUnderVersion<number>(2);
    kept.get('1', 'a');
    kept.set('1', 'a', 1);
    kept.set('1', 'b', 2);
    kept.set('1', 'c', 3);
    expect([kept.get('1', 'a'), kept.get('1', 'b'), kept.get('1', 'c')]).toEqual([undefined, 2, 3]);
  });

  it('makes a value once per version, and every time without a version (a member’s request)', async () => {
    const kept = new KeptUnderVersion<Promise<number>>(10);
    let made = 0;
    const make = async () => ++made;
    expect(await kept.reading('1', 'q', make)).toBe(1);
    expect(await kept.reading('1', 'q', make)).toBe(1);
    expect(await kept.reading('2', 'q', make)).toBe(2);
    expect(await kept.reading(undefined, 'q', make)).toBe(3);
    expect(await kept.reading(undefined, 'q', make)).toBe(4);
    expect(await kept.reading('2', 'q', make)).toBe(2);
  });

  it('forgets a value only while it is still the one kept', () => {
    const kept = new KeptUnderVersion<string>(10);
    kept.get('1', 'rows');
    kept.set('1', 'rows', 'failed read');
    kept.forget('1', 'rows', 'another read');
    expect(kept.get('1', 'rows')).toBe('failed read');
    kept.forget('1', 'rows', 'failed read');
    expect(kept.get('1', 'rows')).toBeUndefined();
  });
});
