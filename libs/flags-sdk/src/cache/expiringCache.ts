// A small in-memory cache whose items live a few seconds, as Kameleoon's `CacheManager`: a
// read never returns an expired item, and a sweep drops the expired ones so memory does not
// grow with visitors who are never read again.
import type { Timers } from '../transport/http.js';

/** How long a cached item lives, in ms (spec section 9: cache life 5 s). */
export const CACHE_ITEM_LIFETIME_MS = 5_000;

/** How often expired items are swept, in ms (spec section 9: cleanup every 10 s). */
export const CACHE_CLEANUP_INTERVAL_MS = 10_000;

/**
 * Items by key, each alive for `lifetimeMs` after it was set. The sweep runs every
 * `cleanupIntervalMs` only while the cache holds items, so an idle cache keeps no timer.
 */
export class ExpiringCache<T> {
  private readonly items = new Map<string, { data: T; expirationTime: number }>();
  private sweepTimer: unknown = null;

  constructor(
    private readonly clock: { now(): number },
    private readonly timers: Timers,
    private readonly lifetimeMs = CACHE_ITEM_LIFETIME_MS,
    private readonly cleanupIntervalMs = CACHE_CLEANUP_INTERVAL_MS,
  ) {}

  /** Number of items held, expired ones not yet swept included. */
  get size(): number {
    return this.items.size;
  }

  /** Caches `data` under `key` for the cache's lifetime from now, replacing any previous item. */
  set(key: string, data: T): void {
    this.items.set(key, { data, expirationTime: this.clock.now() + this.lifetimeMs });
    if (this.sweepTimer === null) this.scheduleSweep();
  }

  /** The item under `key` while it is alive; `undefined` once expired (and then dropped). */
  get(key: string): T | undefined {
    const item = this.items.get(key);
    if (item === undefined) return undefined;
    if (this.clock.now() < item.expirationTime) return item.data;
    this.items.delete(key);
    return undefined;
  }

  /** Drops every item and stops the sweep. */
  clear(): void {
    this.items.clear();
    if (this.sweepTimer !== null) this.timers.clearTimeout(this.sweepTimer);
    this.sweepTimer = null;
  }

  private scheduleSweep(): void {
    this.sweepTimer = this.timers.setTimeout(() => {
      this.sweepTimer = null;
      const now = this.clock.now();
      for (const [key, item] of this.items) {
        if (item.expirationTime <= now) this.items.delete(key);
      }
      if (this.items.size > 0) this.scheduleSweep();
    }, this.cleanupIntervalMs);
  }
}
