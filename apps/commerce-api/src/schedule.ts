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
}

/**
 * Runs the sweeps one after another, again and again, never two rounds at once. The timer does
 * not keep the process alive. Returns `stop`, which resolves once a running round has finished.
 */
export function scheduleSweeps(
  sweeps: readonly Sweep[],
  { everyMs = 60_000, logError = console.error }: ScheduleOptions = {},
): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const round = async () => {
    for (const sweep of sweeps) {
      if (stopped) return;
      try {
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
