import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimJobRound, scheduleSweeps } from './schedule.js';
import { engines, openTestDatabase } from './test/databases.js';

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

describe.each(engines)('job leases on %s', (engine) => {
  it('give each period’s round of a job to exactly one of the instances asking at once', async () => {
    const db = await openTestDatabase(engine);
    try {
      const instances = Array.from({ length: 8 }, (_, n) => `instance-${n}`);
      const claims = await Promise.all(
        instances.map((instance) => claimJobRound(db, 'expiries', 60_000, instance)),
      );
      expect(claims.filter(Boolean)).toHaveLength(1);
      // Another job has its own lease; the same job again within its period is refused.
      expect(await claimJobRound(db, 'points', 60_000, 'instance-1')).toBe(true);
      expect(await claimJobRound(db, 'expiries', 60_000, 'instance-1')).toBe(false);
      // Once the period is over, the next round is anyone's.
      await db.query(
        "UPDATE job_leases SET started_at = now() - interval '59 seconds' WHERE name = 'expiries'",
      );
      expect(await claimJobRound(db, 'expiries', 60_000, 'instance-2')).toBe(true);
      const [lease] = await db.query<{ instance: string; runs: string }>(
        "SELECT instance, runs::text FROM job_leases WHERE name = 'expiries'",
      );
      expect(lease).toEqual({ instance: 'instance-2', runs: '2' });
    } finally {
      await db.close();
    }
  });
});
