import { describe, expect, it } from 'vitest';
import { ManualTimers } from '../test/harness.js';
import {
  CACHE_CLEANUP_INTERVAL_MS,
  CACHE_ITEM_LIFETIME_MS,
  ExpiringCache,
} from './expiringCache.js';

function cache() {
  const timers = new ManualTimers();
  const clock = { now: () => timers.now };
  return { timers, cache: new ExpiringCache<string>(clock, timers) };
}

describe('expiring cache', () => {
  it('lives 5 s and is swept every 10 s', () => {
    expect(CACHE_ITEM_LIFETIME_MS).toBe(5_000);
    expect(CACHE_CLEANUP_INTERVAL_MS).toBe(10_000);
  });

  it('answers from the cache for 5 s, then no more', () => {
    const { timers, cache: items } = cache();
    items.set('visitor1', 'first');
    timers.now += 4_999;
    expect(items.get('visitor1')).toBe('first');
    timers.now += 1;
    expect(items.get('visitor1')).toBeUndefined();
    expect(items.size).toBe(0);
  });

  it('restarts the life of an item set again', () => {
    const { timers, cache: items } = cache();
    items.set('visitor1', 'first');
    timers.now += 4_000;
    items.set('visitor1', 'second');
    timers.now += 4_000;
    expect(items.get('visitor1')).toBe('second');
  });

  it('sweeps expired items every 10 s while it holds any, and keeps no timer when empty', async () => {
    const { timers, cache: items } = cache();
    expect(timers.size).toBe(0);
    items.set('old', 'a');
    expect(timers.size).toBe(1);
    await timers.advance(7_000);
    items.set('young', 'b');
    expect(timers.size).toBe(1);
    await timers.advance(3_000);
    // At 10 s: "old" (set at 0) expired and was swept; "young" (set at 7 s) is alive.
    expect(items.size).toBe(1);
    expect(items.get('young')).toBe('b');
    expect(timers.size).toBe(1);
    await timers.advance(10_000);
    expect(items.size).toBe(0);
    expect(timers.size).toBe(0);
  });

  it('clears its items and its sweep', () => {
    const { timers, cache: items } = cache();
    items.set('visitor1', 'first');
    items.clear();
    expect(items.get('visitor1')).toBeUndefined();
    expect(timers.size).toBe(0);
  });
});
