import { describe, expect, it } from 'vitest';
import {
  addRecentSearch,
  clearRecentSearches,
  MAX_RECENT_SEARCHES,
  parseRecentSearches,
  readRecentSearches,
  RECENT_SEARCHES_KEY,
  withRecentSearch,
  type SearchStorage,
} from './recentSearches';

/** An in-memory `Storage`, optionally refusing reads or writes like a blocked or full one. */
function memoryStorage(options: { failReads?: boolean; failWrites?: boolean } = {}) {
  const items = new Map<string, string>();
  const storage: SearchStorage = {
    getItem: (key) => {
      if (options.failReads) throw new DOMException('blocked', 'SecurityError');
      return items.get(key) ?? null;
    },
    setItem: (key, value) => {
      if (options.failWrites) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key) => {
      if (options.failWrites) throw new DOMException('blocked', 'SecurityError');
      items.delete(key);
    },
  };
  return { storage, items };
}

describe('recent searches', () => {
  it('starts empty', () => {
    expect(readRecentSearches(memoryStorage().storage)).toEqual([]);
  });

  it('keeps the newest search first', () => {
    const { storage } = memoryStorage();
    addRecentSearch(storage, 'sunscreen');
    addRecentSearch(storage, 'lipstick');
    expect(readRecentSearches(storage)).toEqual(['lipstick', 'sunscreen']);
  });

  it('keeps a term once, moving it to the top, whatever its case or spacing', () => {
    const { storage } = memoryStorage();
    addRecentSearch(storage, 'Lip Gloss');
    addRecentSearch(storage, 'serum');
    expect(addRecentSearch(storage, '  lip   gloss ')).toEqual(['lip gloss', 'serum']);
  });

  it(`keeps at most ${MAX_RECENT_SEARCHES}, dropping the oldest`, () => {
    const { storage } = memoryStorage();
    const terms = Array.from({ length: MAX_RECENT_SEARCHES + 2 }, (_, index) => `term ${index}`);
    for (const term of terms) addRecentSearch(storage, term);
    const kept = readRecentSearches(storage);
    expect(kept).toHaveLength(MAX_RECENT_SEARCHES);
    expect(kept[0]).toBe('term 9');
    expect(kept).not.toContain('term 0');
    expect(kept).not.toContain('term 1');
  });

  it('ignores blank searches', () => {
    const { storage } = memoryStorage();
    addRecentSearch(storage, 'toner');
    expect(addRecentSearch(storage, '   ')).toEqual(['toner']);
  });

  it('keeps Thai and Chinese terms as typed', () => {
    const { storage } = memoryStorage();
    addRecentSearch(storage, 'กันแดด');
    addRecentSearch(storage, '香水');
    expect(readRecentSearches(storage)).toEqual(['香水', 'กันแดด']);
  });

  it('clears the list', () => {
    const { storage, items } = memoryStorage();
    addRecentSearch(storage, 'mascara');
    clearRecentSearches(storage);
    expect(readRecentSearches(storage)).toEqual([]);
    expect(items.has(RECENT_SEARCHES_KEY)).toBe(false);
  });

  it('reads anything it did not write as no recent searches', () => {
    for (const raw of ['not json', '{"a":1}', '42', 'null', '']) {
      expect(parseRecentSearches(raw), raw).toEqual([]);
    }
    expect(parseRecentSearches(JSON.stringify(['serum', 7, null, 'Serum', ' toner ']))).toEqual([
      'serum',
      'toner',
    ]);
  });

  it('works without a usable storage: nothing is read, the list of the moment is returned', () => {
    expect(readRecentSearches(memoryStorage({ failReads: true }).storage)).toEqual([]);
    const full = memoryStorage({ failWrites: true });
    full.items.set(RECENT_SEARCHES_KEY, JSON.stringify(['serum']));
    expect(addRecentSearch(full.storage, 'toner')).toEqual(['serum']);
    expect(() => clearRecentSearches(full.storage)).not.toThrow();
  });

  it('adds to a list without a storage', () => {
    expect(withRecentSearch(['a', 'b'], 'B')).toEqual(['B', 'a']);
  });
});
