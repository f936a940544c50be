import { FlagsError } from '../errors.js';

/** Timer functions, injectable so tests and the conformance runner control time. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The global timers. */
export const systemTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** How one logical request is made. */
export interface TransportOptions {
  fetch: typeof globalThis.fetch;
  timers: Timers;
  /** Milliseconds before one attempt is abandoned. */
  timeout: number;
  /** Attempts after the first one. */
  retries: number;
  /** Milliseconds to wait between attempts. */
  retryDelay: number;
}

const sleep = (timers: Timers, ms: number) =>
  new Promise<void>((resolve) => {
    timers.setTimeout(resolve, ms);
  });

/**
 * One request with a per-attempt timeout and retries (the one transport of the engine).
 * Resolves with the first response below 500 other than 429; after the last attempt throws a
 * MaximumRetriesReached error.
 */
export async function request(
  url: string,
  init: RequestInit,
  options: TransportOptions,
): Promise<Response> {
  let lastError = '';
  for (let attempt = 0; attempt <= options.retries; attempt += 1) {
    if (attempt > 0 && options.retryDelay > 0) await sleep(options.timers, options.retryDelay);
    const controller = new AbortController();
    const timer = options.timers.setTimeout(() => controller.abort(), options.timeout);
    try {
      const response = await options.fetch(url, { ...init, signal: controller.signal });
      if (response.status < 500 && response.status !== 429) return response;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    } finally {
      options.timers.clearTimeout(timer);
    }
  }
  throw new FlagsError(
    'MaximumRetriesReached',
    `${init.method ?? 'GET'} ${url} failed after ${options.retries + 1} attempts: ${lastError}`,
  );
}
