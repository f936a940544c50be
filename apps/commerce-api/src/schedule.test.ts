import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleSweeps } from './schedule.js';

describe('scheduleSweeps', () => {
  afterEach(() => vi.useRealTimers());

  it('runs every sweep each round, goes on past a failing one, and stops', async () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    const errors: unknown[] = [];
    const stop = scheduleSweeps(
      [
        { name: 'fails', run: () => Promise.reject(new Error('database gone')) },
        { name: 'expiries', run: async () => void ran.push('expiries') },
      ],
      { everyMs: 1_000, logError: (error) => errors.push(error) },
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(ran).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(ran).toEqual(['expiries']);
    expect(String((errors[0] as Error).message)).toBe('Sweep fails failed');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ran).toEqual(['expiries', 'expiries']);
    await stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(ran).toHaveLength(2);
  });

  it('never starts a round while the last one still runs', async () => {
    vi.useFakeTimers();
    let active = 0;
    let most = 0;
    const stop = scheduleSweeps(
      [
        {
          name: 'slow',
          run: async () => {
            most = Math.max(most, ++active);
            await new Promise((resolve) => setTimeout(resolve, 5_000));
            active--;
          },
        },
      ],
      { everyMs: 100 },
    );
    await vi.advanceTimersByTimeAsync(20_000);
    expect(most).toBe(1);
    const stopped = stop();
    await vi.advanceTimersByTimeAsync(5_000);
    await stopped;
    expect(active).toBe(0);
  });
});
