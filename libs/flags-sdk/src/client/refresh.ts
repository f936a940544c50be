import { FlagsError } from '../errors.js';
import { parseConfiguration, type Configuration } from '../configuration/configuration.js';
import type { RawConfiguration } from '../configuration/types.js';
import { STORAGE_KEYS, type KeyValueStorage } from '../storage/storage.js';
import { request, type Timers, type TransportOptions } from '../transport/http.js';
import type { SdkInfo } from '../targeting/context.js';

/** The part of `EventSource` the engine uses, injectable for tests and servers. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  close(): void;
}

/** Opens an event stream on a URL. */
export type EventSourceFactory = (url: string) => EventSourceLike;

/** Event name of configuration updates on the real-time stream. */
export const CONFIGURATION_UPDATE_EVENT = 'configuration-update-event';

interface CachedConfiguration {
  data: string;
  lastUpdate: number;
  lastModified: string | null;
}

/** What the loader needs from its client. */
export interface LoaderHost {
  siteCode: string;
  environment: string;
  networkDomain: string | null;
  serviceUrl: string | null;
  updateIntervalMs: number;
  sdk: SdkInfo;
  storage: KeyValueStorage;
  timers: Timers;
  now(): number;
  transport(): TransportOptions;
  eventSource: EventSourceFactory | null;
  /**
   * Receives each refresh's outcome: a new configuration to apply, `null` when the server
   * answered "not modified", or the error of a failed refresh (already logged).
   */
  refreshed(outcome: { configuration: Configuration | null } | { error: unknown }): void;
  log(level: 'warn' | 'error', message: string, error?: unknown): void;
}

/**
 * Fetches the configuration (with retries), caches it, and keeps it fresh by polling or by the
 * real-time stream, falling back to polling while the stream is down.
 */
export class ConfigurationLoader {
  private lastModified: string | null = null;
  private pollTimer: unknown = null;
  private stream: EventSourceLike | null = null;
  private closed = false;

  constructor(private readonly host: LoaderHost) {}

  /** URL of the configuration endpoint. */
  configurationUrl(timestamp?: number): string {
    const { networkDomain, serviceUrl, siteCode, environment } = this.host;
    const base =
      serviceUrl ??
      `https://${networkDomain ? `sdk-config.${networkDomain}` : 'sdk-config.kameleoon.eu'}`;
    const query = new URLSearchParams();
    if (environment !== 'production') query.set('environment', environment);
    if (timestamp !== undefined) query.set('ts', String(timestamp));
    const search = query.toString();
    return `${base}/v3/${encodeURIComponent(siteCode)}${search ? `?${search}` : ''}`;
  }

  /** URL of the real-time update stream. */
  streamUrl(): string {
    const { networkDomain, serviceUrl, siteCode } = this.host;
    const base =
      serviceUrl ??
      (networkDomain ? `https://events.${networkDomain}` : 'https://events.kameleoon.eu:8110');
    return `${base}/sse?siteCode=${encodeURIComponent(siteCode)}`;
  }

  /** The cached configuration, if storage holds a valid one. */
  cached(): { configuration: Configuration; lastUpdate: number } | null {
    try {
      const text = this.host.storage.getItem(STORAGE_KEYS.clientData);
      if (text === null) return null;
      const cache = JSON.parse(text) as CachedConfiguration;
      const configuration = parseConfiguration(cache.data);
      this.lastModified = cache.lastModified ?? null;
      return { configuration, lastUpdate: cache.lastUpdate };
    } catch {
      this.host.log('warn', `Failed to read data from storage: ${STORAGE_KEYS.clientData}`);
      return null;
    }
  }

  /** Fetches the configuration now; `null` when the server says it has not changed. */
  async fetch(timestamp?: number): Promise<Configuration | null> {
    const headers: Record<string, string> = {
      'X-Kameleoon-SDK-Type': this.host.sdk.type.toLowerCase(),
      'X-Kameleoon-SDK-Version': this.host.sdk.version,
    };
    if (this.lastModified) headers['If-Modified-Since'] = this.lastModified;
    const response = await request(
      this.configurationUrl(timestamp),
      { method: 'GET', headers },
      this.host.transport(),
    );
    if (response.status === 304) return null;
    if (!response.ok) {
      throw new FlagsError(
        'ClientConfiguration',
        `Configuration request failed: HTTP ${response.status}`,
      );
    }
    const text = await response.text();
    const configuration = parseConfiguration(text);
    this.lastModified = response.headers.get('Last-Modified');
    this.store(configuration.raw);
    return configuration;
  }

  /** Caches a configuration for the next page. */
  store(raw: RawConfiguration): void {
    const cache: CachedConfiguration = {
      data: JSON.stringify(raw),
      lastUpdate: this.host.now(),
      lastModified: this.lastModified,
    };
    try {
      this.host.storage.setItem(STORAGE_KEYS.clientData, JSON.stringify(cache));
    } catch {
      this.host.log('warn', `Failed to write data to storage: ${STORAGE_KEYS.clientData}`);
    }
  }

  /** Starts keeping the configuration fresh: the stream when asked for and available, else polling. */
  start(realTime: boolean): void {
    if (this.closed) return;
    if (realTime && this.host.eventSource) this.openStream();
    else this.schedulePoll();
  }

  private async refresh(timestamp?: number): Promise<void> {
    let configuration: Configuration | null;
    try {
      configuration = await this.fetch(timestamp);
    } catch (error) {
      this.host.log('error', 'Configuration update failed', error);
      if (!this.closed) this.host.refreshed({ error });
      return;
    }
    if (this.closed) return;
    this.host.refreshed({ configuration });
    if (configuration) this.switchMode(configuration.realTimeUpdate);
  }

  private switchMode(realTime: boolean): void {
    if (realTime && this.stream === null && this.host.eventSource) {
      this.stopPolling();
      this.openStream();
    } else if (!realTime && this.stream !== null) {
      this.stream.close();
      this.stream = null;
      this.schedulePoll();
    }
  }

  private schedulePoll(): void {
    if (this.closed || this.pollTimer !== null) return;
    this.pollTimer = this.host.timers.setTimeout(() => {
      this.pollTimer = null;
      void this.refresh().finally(() => {
        if (this.stream === null) this.schedulePoll();
      });
    }, this.host.updateIntervalMs);
  }

  private stopPolling(): void {
    if (this.pollTimer !== null) this.host.timers.clearTimeout(this.pollTimer);
    this.pollTimer = null;
  }

  private openStream(): void {
    const stream = this.host.eventSource!(this.streamUrl());
    this.stream = stream;
    stream.addEventListener(CONFIGURATION_UPDATE_EVENT, (event) => {
      let message: { siteCode?: unknown; ts?: unknown };
      try {
        message = JSON.parse(String(event.data)) as typeof message;
      } catch {
        this.host.log('warn', 'Ignored a real-time message that is not JSON');
        return;
      }
      // Only messages for this site are acted on.
      if (message.siteCode !== this.host.siteCode) return;
      void this.refresh(typeof message.ts === 'number' ? message.ts : this.host.now());
    });
    stream.addEventListener('error', () => {
      this.host.log('warn', 'Real-time configuration stream failed: polling until it recovers');
      this.schedulePoll();
    });
    stream.addEventListener('open', () => this.stopPolling());
  }

  /** Stops polling and closes the stream. */
  close(): void {
    this.closed = true;
    this.stopPolling();
    this.stream?.close();
    this.stream = null;
  }
}
