import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test loads the module afresh: a page settles once.
const load = async () => {
  vi.resetModules();
  return import('./settled');
};

const settledYet = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('whenSettled', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  it('waits for the first seconds after a loaded page, then settles', async () => {
    const { whenSettled, SETTLE_AFTER_MS } = await load();
    const settled = whenSettled();
    vi.advanceTimersByTime(SETTLE_AFTER_MS - 100);
    expect(await settledYet(settled)).toBe(false);
    vi.advanceTimersByTime(100);
    expect(await settledYet(settled)).toBe(true);
  });

  it.each(['pointerdown', 'pointermove', 'keydown', 'focusin'])(
    'settles at once on the first %s',
    async (type) => {
      const { whenSettled } = await load();
      const settled = whenSettled();
      expect(await settledYet(settled)).toBe(false);
      window.dispatchEvent(new Event(type));
      expect(await settledYet(settled)).toBe(true);
    },
  );

  it('gives every caller the same settling', async () => {
    const { whenSettled } = await load();
    expect(whenSettled()).toBe(whenSettled());
  });
});

describe('useSettled', () => {
  it('is false until the page settles, then true, and true at once for parts shown later', async () => {
    const { useSettled } = await load();
    const first = renderHook(() => useSettled());
    expect(first.result.current).toBe(false);
    act(() => void window.dispatchEvent(new Event('pointerdown')));
    expect(first.result.current).toBe(true);
    expect(renderHook(() => useSettled()).result.current).toBe(true);
  });
});
