import { hostname } from 'node:os';
import type { Queryable } from './db/database.js';

/** A periodic job: expiring unpaid orders, QR codes, virtual accounts; redelivering webhooks. */
export interface Sweep {
  name: string;
  /** Does the work due at `now`; safe to run on several instances at once (rows taken with `SKIP LOCKED`). */
  run(now: Date): Promise<unknown>;
}

/** Options of {@link scheduleSweeps}. */
export interface ScheduleOptions {
  /** Time between the end of one round and the start of the next; a minute by default. */
  everyMs?: number;
  /** Where a failed sweep is reported; the others still run. */
  logError?: (error: unknown) => void;
  /**
   * The database shared by every instance: each sweep then runs once per period across all of
   * them (see {@link claimJobRound}), not once per instance.
   */
  leases?: Queryable;
}

/** This process, as named in `job_leases.instance`. */
export const INSTANCE_NAME = `${hostname()}:${process.pid}`;

/**
 * Claims the round of job `name` for this instance: true when no instance started one in the
 * last period (a second's slack for timers firing early), in one atomic statement, so of several
 * instances whose timers fire at once exactly one runs it. The work itself stays safe to repeat
 * (`SKIP LOCKED`, unique keys): a lease only spares the others the wasted round.
 */
export async function claimJobRound(
  db: Queryable,
  name: string,
  everyMs: number,
  instance = INSTANCE_NAME,
): Promise<boolean> {
  const periodSeconds = Math.max(everyMs / 2, everyMs - 1_000) / 1000;
  const claimed = await db.query(
    `INSERT INTO job_leases (name, started_at, instance) VALUES ($1, now(), $3)
     ON CONFLICT (name) DO UPDATE
       SET started_at = now(), instance = excluded.instance, runs = job_leases.runs + 1
       WHERE job_leases.started_at <= now() - make_interval(secs => $2)
     RETURNING runs`,
    [name, periodSeconds, instance],
  );
  return claimed.length > 0;
}

/**
 * Runs the sweeps one after another, again and again, never two rounds at once. The timer does
 * not keep the process alive. Returns `stop`, which resolves once a running round has finished.
 */
export function scheduleSweeps(
  sweeps: readonly Sweep[],
  { everyMs = 60_000, logError = console.error, leases }: ScheduleOptions = {},
): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const round = async () => {
    for (const sweep of sweeps) {
      if (stopped) return;
      try {
        if (leases && !(await claimJobRound(leases, sweep.name, everyMs))) continue;
        await sweep.run(new Date());
      } catch (error) {
        logError(new Error(`Sweep ${sweep.name} failed`, { cause: error }));
      }
    }
  };
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = round().then(next);
    }, everyMs);
    timer.unref();
  };
  next();

  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
