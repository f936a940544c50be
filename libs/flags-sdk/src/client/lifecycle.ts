// From construction to close: getting a first configuration, keeping it fresh, and the
// background rounds (tracking, cleanup) that run while the client is open.
import { FlagsError } from '../errors.js';
import { parseConfiguration, type Configuration } from '../configuration/configuration.js';
import type { ClientContext } from './context.js';
import type { FlagsClientOptions } from './options.js';
import { ConfigurationLoader, type EventSourceFactory } from './refresh.js';
import { CLEANUP_CHECK_MS } from './visitorData.js';

/**
 * Outcome of a configuration refresh. `changed` is false when the server answered "not
 * modified" or sent the same configuration again.
 */
export type ConfigurationRefresh =
  | { ok: true; changed: boolean; previous: Configuration; configuration: Configuration }
  | { ok: false; error: unknown };

/** A cached configuration younger than this is served at once and refreshed in the background. */
export const CACHED_CONFIGURATION_MAX_AGE_MS = 90 * 60_000;

/**
 * The client's lifecycle: uninitialised until {@link ClientLifecycle.initialize} succeeds, then
 * updated by the loader and running its timers until {@link ClientLifecycle.close}.
 */
export class ClientLifecycle {
  private readonly loader: ConfigurationLoader;
  private readonly defaultConfiguration: FlagsClientOptions['defaultConfiguration'];
  private readonly listeners = new Set<() => void>();
  private readonly refreshListeners = new Set<(refresh: ConfigurationRefresh) => void>();
  private initializing: Promise<void> | null = null;
  private trackingTimer: unknown = null;
  private cleanupTimer: unknown = null;
  private closed = false;

  /** `cleanup` is the round run every {@link CLEANUP_CHECK_MS} when a cleanup interval is set. */
  constructor(
    private readonly context: ClientContext,
    options: Pick<FlagsClientOptions, 'defaultConfiguration' | 'eventSource'>,
    private readonly cleanup: () => void,
  ) {
    this.defaultConfiguration = options.defaultConfiguration;
    const { settings } = context;
    const defaultEventSource: EventSourceFactory | null =
      typeof globalThis.EventSource === 'function'
        ? (url) => new globalThis.EventSource(url)
        : null;
    this.loader = new ConfigurationLoader({
      siteCode: settings.siteCode,
      environment: settings.environment,
      networkDomain: settings.networkDomain,
      serviceUrl: settings.serviceUrl,
      updateIntervalMs: settings.updateIntervalMs,
      sdk: context.sdk,
      storage: context.storage,
      timers: context.timers,
      now: () => context.clock.now(),
      transport: () => context.transport(),
      eventSource: options.eventSource === undefined ? defaultEventSource : options.eventSource,
      refreshed: (outcome) =>
        this.refreshed('error' in outcome ? outcome : { configuration: outcome.configuration }),
      log: (level, message, error) => context.log(level, message, error),
    });
  }

  /** Loads the configuration once; a failed attempt may be retried by calling again. */
  initialize(): Promise<void> {
    this.initializing ??= this.load().catch((error: unknown) => {
      this.initializing = null;
      throw error;
    });
    return this.initializing;
  }

  private async load(): Promise<void> {
    const cached = this.loader.cached();
    let fallback = cached?.configuration ?? null;
    if (this.defaultConfiguration !== undefined) {
      const supplied = parseConfiguration(this.defaultConfiguration);
      if (fallback === null || (supplied.dateModified ?? 0) > (fallback.dateModified ?? 0)) {
        fallback = supplied;
        this.loader.store(supplied.raw);
      }
    }
    const fresh =
      cached !== null &&
      this.context.clock.now() - cached.lastUpdate < CACHED_CONFIGURATION_MAX_AGE_MS;
    // A usable configuration in hand: serve it now, refresh without making the caller wait.
    if (fallback !== null && (fresh || this.defaultConfiguration !== undefined)) {
      this.start(fallback);
      void this.loader.fetch().then(
        (configuration) => this.refreshed({ configuration }),
        (error: unknown) => {
          this.context.log('error', 'Configuration update failed', error);
          this.refreshed({ error });
        },
      );
      return;
    }
    try {
      const configuration = await this.loader.fetch();
      this.start(configuration ?? fallback!);
    } catch (error) {
      if (fallback !== null) {
        this.context.log(
          'error',
          'Configuration request failed: using the cached configuration',
          error,
        );
        this.start(fallback);
        this.refreshed({ error });
        return;
      }
      const failure = new FlagsError(
        'Initialization',
        `Client initialization failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      this.context.log('error', failure.message, failure);
      throw failure;
    }
  }

  private setConfiguration(configuration: Configuration): void {
    this.context.configuration = configuration;
    for (const listener of this.listeners) listener();
  }

  // Applies a refresh's configuration (if any) and tells the refresh listeners.
  private refreshed(outcome: { configuration: Configuration | null } | { error: unknown }): void {
    const previous = this.context.configuration;
    if (this.closed || previous === null) return;
    let refresh: ConfigurationRefresh;
    if ('error' in outcome) {
      refresh = { ok: false, error: outcome.error };
    } else {
      const configuration = outcome.configuration ?? previous;
      const changed =
        configuration !== previous &&
        JSON.stringify(configuration.raw) !== JSON.stringify(previous.raw);
      if (configuration !== previous) this.setConfiguration(configuration);
      refresh = { ok: true, changed, previous, configuration };
    }
    // A failing listener must not break the refresh (or the initialization) that told it.
    for (const listener of this.refreshListeners) {
      try {
        listener(refresh);
      } catch (error) {
        this.context.log('error', 'A configuration refresh listener failed', error);
      }
    }
  }

  /** Calls `listener` with the outcome of every refresh after the first load; returns an unsubscribe. */
  onConfigurationRefresh(listener: (refresh: ConfigurationRefresh) => void): () => void {
    this.refreshListeners.add(listener);
    return () => this.refreshListeners.delete(listener);
  }

  /** Calls `listener` whenever a configuration is loaded or updated; returns an unsubscribe. */
  onConfigurationUpdate(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private start(configuration: Configuration): void {
    this.setConfiguration(configuration);
    if (this.closed) return;
    this.loader.start(configuration.realTimeUpdate);
    this.scheduleTracking();
    if (this.context.settings.cleanupIntervalMs !== null) this.scheduleCleanup();
  }

  // Each round is scheduled after the previous one ends, so rounds never overlap.
  private scheduleTracking(): void {
    if (this.closed) return;
    this.trackingTimer = this.context.timers.setTimeout(() => {
      void this.context.tracker.send().finally(() => this.scheduleTracking());
    }, this.context.settings.trackingInterval);
  }

  private scheduleCleanup(): void {
    if (this.closed) return;
    this.cleanupTimer = this.context.timers.setTimeout(() => {
      this.cleanup();
      this.scheduleCleanup();
    }, CLEANUP_CHECK_MS);
  }

  /** Stops the loader (polling, stream) and the tracking and cleanup rounds. */
  close(): void {
    this.closed = true;
    this.loader.close();
    if (this.trackingTimer !== null) this.context.timers.clearTimeout(this.trackingTimer);
    if (this.cleanupTimer !== null) this.context.timers.clearTimeout(this.cleanupTimer);
  }
}
