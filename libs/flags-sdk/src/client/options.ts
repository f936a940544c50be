// What a client is constructed with. Types only (plus the version), so every part can import
// them without pulling in behaviour.
import type { RawConfiguration } from '../configuration/types.js';
import type { KeyValueStorage } from '../storage/storage.js';
import type { SdkInfo } from '../targeting/context.js';
import type { Timers } from '../transport/http.js';
import type { CookieJar } from './cookies.js';
import type { EventSourceFactory } from './refresh.js';
import type { FlagsSettings } from './settings.js';

/** Version the engine reports (spec section 9). */
export const SDK_VERSION = '4.9.0';

/** Where log lines go; `error` lines also reach the error reporter. */
export interface FlagsLogger {
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

/** Options of a client: its settings plus every outside dependency, injectable for tests. */
export interface FlagsClientOptions extends FlagsSettings {
  /** Configuration to use before (or instead of) the first fetch: JSON text or object. */
  defaultConfiguration?: string | RawConfiguration;
  fetch?: typeof globalThis.fetch;
  storage?: KeyValueStorage;
  eventSource?: EventSourceFactory | null;
  clock?: { now(): number };
  /** Random source in [0, 1) for nonces and ids. */
  random?: () => number;
  timers?: Timers;
  logger?: FlagsLogger;
  /** Receives every error the client reports. */
  errorReporter?: (error: unknown) => void;
  cookies?: CookieJar | null;
  /** What the engine reports about itself; default JavaScript 4.9.0 with browser semantics. */
  sdk?: Partial<SdkInfo>;
}
