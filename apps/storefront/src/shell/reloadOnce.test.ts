import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, RELOAD_GUARD_MS, reloadOnce, type ReloadHost } from './reloadOnce';

/** A tab: its session storage survives reloads, and its clock is ours to move. */
function tab(start = 1_000_000) {
  const stored = new Map<string, string>();
  let time = start;
  const host = {
    storage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    },
    reload: vi.fn(),
    now: () => time,
  } satisfies ReloadHost;
  return {
    host,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('reloadOnce', () => {
  it('reloads the page the first time', () => {
    const { host } = tab();
    expect(reloadOnce(host)).toBe(true);
    expect(host.reload).toHaveBeenCalledOnce();
  });

  it('does not reload again within 10 seconds: no reload loop', () => {
    const { host, advance } = tab();
    reloadOnce(host);
    advance(RELOAD_GUARD_MS - 1);
    expect(reloadOnce(host)).toBe(false);
    expect(host.reload).toHaveBeenCalledOnce();
    expect(RELOAD_GUARD_MS).toBe(10_000);
  });

  it('reloads again once 10 seconds have passed', () => {
    const { host, advance } = tab();
    reloadOnce(host);
    advance(RELOAD_GUARD_MS);
    expect(reloadOnce(host)).toBe(true);
    expect(host.reload).toHaveBeenCalledTimes(2);
  });

  it('counts the guard from the last reload, not the first', () => {
    const { host, advance } = tab();
    reloadOnce(host);
    advance(RELOAD_GUARD_MS);
    reloadOnce(host);
    advance(RELOAD_GUARD_MS / 2);
    expect(reloadOnce(host)).toBe(false);
    expect(host.reload).toHaveBeenCalledTimes(2);
  });

  it('reloads when the stored time is unreadable', () => {
    const { host } = tab();
    host.storage.setItem('shop:stale-build-reload', 'not a time');
    // NaN compares false: the guard must not block for ever.
    expect(reloadOnce(host)).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    new TypeError(
      'Failed to fetch dynamically imported module: https://shop.example/assets/sign_in-abc.js',
    ),
    new TypeError('error loading dynamically imported module'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /assets/index.css'),
    Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }),
  ])('recognises a chunk of a replaced build: %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    new Error('Network request failed'),
    new TypeError("Cannot read properties of undefined (reading 'id')"),
    'Failed to fetch dynamically imported module',
    undefined,
    null,
  ])('leaves other failures alone: %s', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});
