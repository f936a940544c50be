// The state and dependencies every part of a client shares. One object, built once, so the
// parts never hold copies of each other's state (the configuration above all) that could drift.
import { FlagsError } from '../errors.js';
import { DEFAULT_DATA_API_DOMAIN, type Configuration } from '../configuration/configuration.js';
import { VisitorStore } from '../data/visitorStore.js';
import { defaultStorage, type KeyValueStorage } from '../storage/storage.js';
import type { SdkInfo } from '../targeting/context.js';
import { Tracker } from '../tracking/tracker.js';
import { systemTimers, type Timers, type TransportOptions } from '../transport/http.js';
import { documentCookies, type CookieJar } from './cookies.js';
import { RecentAssignments } from './engineTrackingCode.js';
import { SDK_VERSION, type FlagsClientOptions, type FlagsLogger } from './options.js';
import { resolveSettings, type ResolvedSettings } from './settings.js';

const noop = () => undefined;

/**
 * A client's shared context: resolved settings, the outside dependencies (defaults filled in),
 * the visitor store, the tracking queue and the current configuration.
 */
export class ClientContext {
  readonly settings: ResolvedSettings;
  readonly sdk: SdkInfo;
  readonly storage: KeyValueStorage;
  readonly timers: Timers;
  readonly clock: { now(): number };
  readonly random: () => number;
  readonly cookies: CookieJar | null;
  readonly store: VisitorStore;
  readonly tracker: Tracker;
  /** Assignments of the last seconds, for the engine tracking code. */
  readonly recentAssignments: RecentAssignments;
  /** The loaded configuration; `null` until initialisation succeeds. Only the lifecycle sets it. */
  configuration: Configuration | null = null;
  private readonly logger: FlagsLogger;
  private readonly reportError: (error: unknown) => void;
  private readonly fetchImpl: typeof globalThis.fetch;

  /** Validates the settings (throwing Credentials), fills in defaults and reads the store. */
  constructor(options: FlagsClientOptions) {
    // The logger comes first: resolving the settings may already warn.
    this.logger = options.logger ?? {
      warn: (message) => console.warn(`[flags] ${message}`),
      error: (message, error) => console.error(`[flags] ${message}`, error ?? ''),
    };
    this.reportError = options.errorReporter ?? noop;
    this.settings = resolveSettings(options, (message) => this.logger.warn(message));
    this.sdk = { type: 'JAVASCRIPT', version: SDK_VERSION, isServer: false, ...options.sdk };
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.storage = options.storage ?? defaultStorage();
    this.timers = options.timers ?? systemTimers;
    this.clock = options.clock ?? Date;
    this.random = options.random ?? Math.random;
    this.cookies = options.cookies === undefined ? documentCookies() : options.cookies;
    this.store = new VisitorStore(this.storage, (message) => this.log('warn', message));
    // Consents stored before they could expire get an expiry now: the cleanup interval's, as the
    // spec gives every storage entry without one (section 9), else the consent lifetime.
    this.store.addMissingConsentExpiry(
      this.clock.now() + (this.settings.cleanupIntervalMs ?? this.settings.consentLifetimeMs),
    );
    this.recentAssignments = new RecentAssignments(this.clock, this.timers);
    this.tracker = new Tracker({
      store: this.store,
      configuration: () => this.configuration,
      sdk: this.sdk,
      siteCode: this.settings.siteCode,
      now: () => this.clock.now(),
      random: () => this.random(),
      transport: () => this.transport(this.settings.trackRetryDelay),
      dataApiBase: () => this.dataApiBase(),
      log: (level, message, error) => this.log(level, message, error),
    });
  }

  /** Logs a line; an `error` line also goes to the error reporter. */
  log(level: 'warn' | 'error', message: string, error?: unknown): void {
    if (level === 'warn') {
      this.logger.warn(message);
      return;
    }
    this.logger.error(message, error);
    this.reportError(error ?? new Error(message));
  }

  /** Request options: the request timeout, 2 retries `retryDelay` ms apart. */
  transport(retryDelay = 0): TransportOptions {
    const timeout = this.settings.requestTimeout;
    return { fetch: this.fetchImpl, timers: this.timers, timeout, retries: 2, retryDelay };
  }

  /**
   * Data API base URL: the service URL when one is set, else the configuration's host, moved onto
   * the network domain when one is set.
   */
  dataApiBase(): string {
    if (this.settings.serviceUrl !== null) return this.settings.serviceUrl;
    const domain = this.configuration?.dataApiDomain ?? DEFAULT_DATA_API_DOMAIN;
    if (!this.settings.networkDomain) return `https://${domain}`;
    return `https://${domain.split('.')[0]}.${this.settings.networkDomain}`;
  }

  /** The configuration; throws Initialization before one is loaded. */
  requireConfiguration(): Configuration {
    if (this.configuration === null) {
      throw new FlagsError('Initialization', 'The client is not initialized yet');
    }
    return this.configuration;
  }
}
