import { FlagsError } from '../errors.js';
import {
  DEFAULT_DATA_API_DOMAIN,
  parseConfiguration,
  type Configuration,
  type FeatureFlag,
  type Rule,
} from '../configuration/configuration.js';
import type { RawConfiguration, RawVariable } from '../configuration/types.js';
import { addVisitorData, cleanupVisitorData, recordActivity } from '../data/addData.js';
import type { Visit, VisitorDataInput } from '../data/types.js';
import { VisitorStore, type SimulatedVariation } from '../data/visitorStore.js';
import { evaluateFlag, type AssignmentToStore, type Decision } from '../evaluation/evaluate.js';
import { coerceVariable, type Variable } from '../evaluation/variables.js';
import { STORAGE_KEYS, defaultStorage, type KeyValueStorage } from '../storage/storage.js';
import type { SdkInfo } from '../targeting/context.js';
import { nonce } from '../tracking/lines.js';
import { Tracker } from '../tracking/tracker.js';
import { request, systemTimers, type Timers, type TransportOptions } from '../transport/http.js';
import { generateVisitorCode, validateVisitorCode } from '../visitorCode.js';
import { ConfigurationLoader, type EventSourceFactory } from './refresh.js';
import {
  parseVisitorData,
  visitorDataUrl,
  type RemoteVisitorData,
  type RemoteVisitorDataFilters,
} from './remoteData.js';
import { resolveSettings, type FlagsSettings, type ResolvedSettings } from './settings.js';

/** Version the engine reports (spec section 9). */
export const SDK_VERSION = '4.9.0';
/** Visitor-code cookie lifetime in seconds. */
export const VISITOR_CODE_COOKIE_MAX_AGE = 31_536_000;
/** How often the current browser visitor's activity is recorded and tracked. */
export const ACTIVITY_INTERVAL_MS = 15_000;
/** How often expired data is looked for. */
export const CLEANUP_CHECK_MS = 10_000;
/** A cached configuration younger than this is served at once and refreshed in the background. */
export const CACHED_CONFIGURATION_MAX_AGE_MS = 90 * 60_000;

/** Where log lines go; `error` lines also reach the error reporter. */
export interface FlagsLogger {
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

/** Access to the document's cookies (`document.cookie` in browsers). */
export interface CookieJar {
  /** All cookies as `a=1; b=2`. */
  read(): string;
  /** Writes one `Set-Cookie`-style assignment. */
  write(cookie: string): void;
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

/** A flag's variation for a visitor. */
export interface VariationResult {
  key: string;
  name: string | null;
  /** `null` for the default variation. */
  id: number | null;
  /** `null` for the default variation. */
  experimentId: number | null;
  variables: Map<string, Variable>;
}

/** Arguments of {@link FlagsClient.getVariation}. */
export interface GetVariationArgs {
  visitorCode: string;
  featureKey: string;
  /** Store the assignment as unsent and schedule tracking; default true. */
  track?: boolean;
}

const noop = () => undefined;

/** Cached variables are shared between results, so nobody may change them. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
const NO_COOKIES: readonly { key: string; value: string }[] = [];

function documentCookies(): CookieJar | null {
  const doc = (globalThis as { document?: { cookie: string } }).document;
  if (!doc) return null;
  return {
    read: () => doc.cookie,
    write: (cookie) => {
      doc.cookie = cookie;
    },
  };
}

/** Parses `a=1; b=2` into pairs; throws CookieParse on an empty or malformed string. */
export function parseCookies(text: string): { key: string; value: string }[] {
  if (text.trim() === '') throw new FlagsError('CookieParse', "Cookie string can't be empty");
  return text.split(';').map((pair) => {
    const at = pair.indexOf('=');
    const key = at > 0 ? pair.slice(0, at).trim() : '';
    const value = at > 0 ? pair.slice(at + 1).trim() : '';
    if (key === '' || value === '')
      throw new FlagsError('CookieParse', 'Cookie string is not valid');
    return { key, value };
  });
}

/**
 * The experimentation client: holds the configuration, evaluates flags synchronously, stores
 * visitor data and tracks it. Uninitialised until {@link initialize} succeeds.
 */
export class FlagsClient {
  readonly settings: ResolvedSettings;
  readonly sdk: SdkInfo;
  private configuration: Configuration | null = null;
  private readonly storage: KeyValueStorage;
  private readonly store: VisitorStore;
  private readonly tracker: Tracker;
  private readonly loader: ConfigurationLoader;
  private readonly fetchImpl: typeof globalThis.fetch;
  private readonly timers: Timers;
  private readonly clock: { now(): number };
  private readonly random: () => number;
  private readonly logger: FlagsLogger;
  private readonly reportError: (error: unknown) => void;
  private readonly cookies: CookieJar | null;
  private readonly defaultConfiguration: FlagsClientOptions['defaultConfiguration'];
  private trackingTimer: unknown = null;
  private cleanupTimer: unknown = null;
  private activityTimer: unknown = null;
  private currentVisitor: string | null = null;
  private initializing: Promise<void> | null = null;
  private closed = false;
  private dayCache = { day: -1, start: 0 };
  private readonly listeners = new Set<() => void>();
  private readonly coercedCache = new WeakMap<readonly RawVariable[], [string, Variable][]>();

  constructor(options: FlagsClientOptions) {
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
    this.defaultConfiguration = options.defaultConfiguration;
    this.store = new VisitorStore(this.storage, (message) => this.log('warn', message));
    const defaultEventSource: EventSourceFactory | null =
      typeof globalThis.EventSource === 'function'
        ? (url) => new globalThis.EventSource(url)
        : null;
    this.loader = new ConfigurationLoader({
      siteCode: this.settings.siteCode,
      environment: this.settings.environment,
      networkDomain: this.settings.networkDomain,
      updateIntervalMs: this.settings.updateIntervalMs,
      sdk: this.sdk,
      storage: this.storage,
      timers: this.timers,
      now: () => this.clock.now(),
      transport: () => this.transport(this.settings.requestTimeout, 0),
      eventSource: options.eventSource === undefined ? defaultEventSource : options.eventSource,
      apply: (configuration) => this.setConfiguration(configuration),
      log: (level, message, error) => this.log(level, message, error),
    });
    this.tracker = new Tracker({
      store: this.store,
      configuration: () => this.configuration,
      sdk: this.sdk,
      siteCode: this.settings.siteCode,
      now: () => this.clock.now(),
      random: () => this.random(),
      transport: () => this.transport(this.settings.requestTimeout, this.settings.trackRetryDelay),
      dataApiHost: () => this.dataApiHost(),
      log: (level, message, error) => this.log(level, message, error),
    });
  }

  private transport(timeout: number, retryDelay: number): TransportOptions {
    return { fetch: this.fetchImpl, timers: this.timers, timeout, retries: 2, retryDelay };
  }

  private log(level: 'warn' | 'error', message: string, error?: unknown): void {
    if (level === 'warn') {
      this.logger.warn(message);
      return;
    }
    this.logger.error(message, error);
    this.reportError(error ?? new Error(message));
  }

  private dataApiHost(): string {
    const domain = this.configuration?.dataApiDomain ?? DEFAULT_DATA_API_DOMAIN;
    if (!this.settings.networkDomain) return domain;
    return `${domain.split('.')[0]}.${this.settings.networkDomain}`;
  }

  /** True once a configuration is loaded. */
  get ready(): boolean {
    return this.configuration !== null;
  }

  /**
   * Loads the configuration: a fresh cache or default configuration at once (refreshed in the
   * background), else a fetch with 2 retries; falls back to the cache when the fetch fails.
   * Rejects with an Initialization error when no configuration can be had.
   */
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
      cached !== null && this.clock.now() - cached.lastUpdate < CACHED_CONFIGURATION_MAX_AGE_MS;
    if (fallback !== null && (fresh || this.defaultConfiguration !== undefined)) {
      this.start(fallback);
      void this.loader.fetch().then(
        (configuration) => {
          if (configuration) this.setConfiguration(configuration);
        },
        (error: unknown) => this.log('error', 'Configuration update failed', error),
      );
      return;
    }
    try {
      const configuration = await this.loader.fetch();
      this.start(configuration ?? fallback!);
    } catch (error) {
      if (fallback !== null) {
        this.log('error', 'Configuration request failed: using the cached configuration', error);
        this.start(fallback);
        return;
      }
      const failure = new FlagsError(
        'Initialization',
        `Client initialization failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      this.log('error', failure.message, failure);
      throw failure;
    }
  }

  private setConfiguration(configuration: Configuration): void {
    this.configuration = configuration;
    for (const listener of this.listeners) listener();
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
    if (this.settings.cleanupIntervalMs !== null) this.scheduleCleanup();
  }

  private scheduleTracking(): void {
    if (this.closed) return;
    this.trackingTimer = this.timers.setTimeout(() => {
      void this.tracker.send().finally(() => this.scheduleTracking());
    }, this.settings.trackingInterval);
  }

  private scheduleCleanup(): void {
    if (this.closed) return;
    this.cleanupTimer = this.timers.setTimeout(() => {
      this.cleanup();
      this.scheduleCleanup();
    }, CLEANUP_CHECK_MS);
  }

  /** Removes expired data and visitors left with none. */
  cleanup(): void {
    const now = this.clock.now();
    const lifetime = this.settings.cleanupIntervalMs ?? undefined;
    for (const code of this.store.dataVisitors()) {
      const data = this.store.peekData(code);
      if (data && cleanupVisitorData(data, now, lifetime)) this.store.deleteData(code);
    }
    this.store.dataChanged();
    this.store.cleanupConsent(now);
    this.store.nextDataCleanup = now + (lifetime ?? CLEANUP_CHECK_MS);
  }

  /** Stops timers and the update stream, and writes pending state to storage. */
  close(): void {
    this.closed = true;
    this.loader.close();
    if (this.trackingTimer !== null) this.timers.clearTimeout(this.trackingTimer);
    if (this.cleanupTimer !== null) this.timers.clearTimeout(this.cleanupTimer);
    if (this.activityTimer !== null) this.timers.clearTimeout(this.activityTimer);
    this.store.persist();
  }

  private requireConfiguration(): Configuration {
    if (this.configuration === null) {
      throw new FlagsError('Initialization', 'The client is not initialized yet');
    }
    return this.configuration;
  }

  private flag(configuration: Configuration, featureKey: string): FeatureFlag {
    const flag = configuration.flagsByKey.get(featureKey);
    if (flag === undefined) {
      throw new FlagsError(
        'FeatureFlagConfigurationNotFound',
        `Feature flag ${featureKey} is not in the configuration`,
      );
    }
    if (!flag.environmentEnabled) {
      throw new FlagsError(
        'FeatureFlagEnvironmentDisabled',
        `Feature flag ${featureKey} is disabled in this environment`,
      );
    }
    return flag;
  }

  private startOfDay(now: number): number {
    const day = Math.floor(now / 3_600_000);
    if (this.dayCache.day !== day) {
      this.dayCache = { day, start: new Date(now).setHours(0, 0, 0, 0) };
    }
    return this.dayCache.start;
  }

  private documentCookiePairs(): { key: string; value: string }[] {
    const text = this.cookies?.read() ?? '';
    if (text.trim() === '') return [];
    try {
      return parseCookies(text);
    } catch {
      return [];
    }
  }

  private decide(
    configuration: Configuration,
    flag: FeatureFlag,
    visitorCode: string,
    track: boolean,
  ): Decision {
    const store = this.store;
    const now = this.clock.now();
    const decision = evaluateFlag({
      configuration,
      flag,
      visitorCode,
      bucketingCode: store.resolve(visitorCode),
      data: store.peekData(visitorCode),
      assignments: store.assignments(visitorCode),
      consent: store.consent(visitorCode),
      forced: store.forced(visitorCode),
      simulated: store.simulated(visitorCode)?.[flag.featureKey],
      now,
      startOfDay: this.startOfDay(now),
      sdk: this.sdk,
      documentCookies: this.cookies ? this.documentCookiePairs() : NO_COOKIES,
      onConditionError: this.reportConditionError,
    });
    if (decision.holdout) this.keep(visitorCode, decision.holdout, track);
    if (!decision.simulated && decision.experimentId !== null && decision.variationId !== null) {
      this.keep(visitorCode, decision as AssignmentToStore, track);
    }
    if (track) this.tracker.schedule(visitorCode);
    return decision;
  }

  private readonly reportConditionError = (error: FlagsError, rule: Rule): void =>
    this.log('error', `Rule ${rule.id} of ${rule.flag.featureKey}: ${error.message}`, error);

  /** Stores an assignment; a track-less evaluation never downgrades one still waiting to be sent. */
  private keep(visitorCode: string, assignment: AssignmentToStore, track: boolean): void {
    const { experimentId, variationId, isTargetedRule } = assignment;
    const previous = this.store.assignments(visitorCode)[experimentId];
    const waiting =
      previous !== undefined && previous.variationId === variationId && previous.status !== 'sent';
    this.store.setAssignment(visitorCode, experimentId, {
      variationId,
      isTargetedRule,
      status: track || waiting ? 'unsent' : 'sent',
    });
  }

  private result(flag: FeatureFlag, decision: Decision): VariationResult {
    return {
      key: decision.variationKey,
      name: flag.variationNames.get(decision.variationKey) ?? null,
      id: decision.variationId,
      experimentId: decision.experimentId,
      variables: new Map(this.coerced(flag, decision.variationKey)),
    };
  }

  /** Coerced variables of a variation, computed once per configuration (failures reported). */
  private coerced(flag: FeatureFlag, variationKey: string): [string, Variable][] {
    const raw = flag.variables.get(variationKey);
    if (raw === undefined) return [];
    let entries = this.coercedCache.get(raw);
    if (entries === undefined) {
      entries = [];
      for (const variable of raw) {
        try {
          entries.push([variable.key, deepFreeze(coerceVariable(variable))]);
        } catch (error) {
          this.log('error', `Variable ${variable.key} of ${flag.featureKey} was left out`, error);
        }
      }
      this.coercedCache.set(raw, entries);
    }
    return entries;
  }

  /** The visitor's variation of a flag (evaluated in the spec's order). */
  getVariation({ visitorCode, featureKey, track = true }: GetVariationArgs): VariationResult {
    const configuration = this.requireConfiguration();
    validateVisitorCode(visitorCode);
    const flag = this.flag(configuration, featureKey);
    return this.result(flag, this.decide(configuration, flag, visitorCode, track));
  }

  /**
   * True when the visitor's variation is not `off`. A flag disabled in the environment (or
   * blocked by a refused consent) is inactive rather than an error.
   */
  isFeatureFlagActive(visitorCode: string, featureKey: string, track = true): boolean {
    const configuration = this.requireConfiguration();
    validateVisitorCode(visitorCode);
    try {
      const flag = this.flag(configuration, featureKey);
      return this.decide(configuration, flag, visitorCode, track).variationKey !== 'off';
    } catch (error) {
      if (error instanceof FlagsError && error.kind === 'FeatureFlagEnvironmentDisabled') {
        return false;
      }
      throw error;
    }
  }

  /** Key of the visitor's variation. */
  getFeatureFlagVariationKey(visitorCode: string, featureKey: string): string {
    return this.getVariation({ visitorCode, featureKey }).key;
  }

  /** One variable of the visitor's variation, coerced to its type. */
  getFeatureFlagVariable(args: {
    visitorCode: string;
    featureKey: string;
    variableKey: string;
  }): Variable {
    const configuration = this.requireConfiguration();
    validateVisitorCode(args.visitorCode);
    const flag = this.flag(configuration, args.featureKey);
    const decision = this.decide(configuration, flag, args.visitorCode, true);
    const variables = flag.variables.get(decision.variationKey);
    if (variables === undefined) {
      throw new FlagsError(
        'FeatureFlagVariationNotFound',
        `Variation ${decision.variationKey} of ${args.featureKey} does not exist`,
      );
    }
    const variable = variables.find((candidate) => candidate.key === args.variableKey);
    if (variable === undefined) {
      throw new FlagsError(
        'FeatureFlagVariableNotFound',
        `Variable ${args.variableKey} is not in variation ${decision.variationKey} of ${args.featureKey}`,
      );
    }
    return coerceVariable(variable);
  }

  /** Every variable of the visitor's variation. */
  getFeatureFlagVariables(visitorCode: string, featureKey: string): Variable[] {
    return [...this.getVariation({ visitorCode, featureKey }).variables.values()];
  }

  /** Variations of every enabled flag, in configuration order. */
  getVariations(args: {
    visitorCode: string;
    onlyActive?: boolean;
    track?: boolean;
  }): Map<string, VariationResult> {
    const configuration = this.requireConfiguration();
    validateVisitorCode(args.visitorCode);
    const results = new Map<string, VariationResult>();
    for (const flag of configuration.flags) {
      if (!flag.environmentEnabled) continue;
      let decision: Decision;
      try {
        decision = this.decide(configuration, flag, args.visitorCode, args.track ?? true);
      } catch (error) {
        if (error instanceof FlagsError && error.kind === 'FeatureFlagEnvironmentDisabled')
          continue;
        throw error;
      }
      if (args.onlyActive && decision.variationKey === 'off') continue;
      results.set(flag.featureKey, this.result(flag, decision));
    }
    return results;
  }

  /** Every flag of the configuration. */
  getFeatureFlags(): { id: number; key: string }[] {
    return this.requireConfiguration().flags.map((flag) => ({ id: flag.id, key: flag.featureKey }));
  }

  /** Stores data for a visitor (targeting now, tracking at the next round). */
  addData(visitorCode: string, ...data: VisitorDataInput[]): void {
    validateVisitorCode(visitorCode);
    const stored = this.store.data(visitorCode);
    const now = this.clock.now();
    const expires =
      this.settings.cleanupIntervalMs === null ? undefined : now + this.settings.cleanupIntervalMs;
    for (const input of data) {
      const mapping = addVisitorData(stored, input, {
        configuration: this.configuration,
        now,
        expires,
        nonce: () => nonce(this.random),
        conversionId: () => Math.floor(this.random() * 2 ** 31),
        warn: (message) => this.log('warn', message),
      });
      if (mapping && mapping.mappingValue !== visitorCode) {
        this.store.link(mapping.mappingValue, this.store.resolve(visitorCode), now);
      }
    }
  }

  /** JSON stored on the Data API under `key` (a data map). */
  async getRemoteData(key: string): Promise<unknown> {
    this.requireConfiguration();
    const url = `https://${this.dataApiHost()}/map/map?siteCode=${encodeURIComponent(this.settings.siteCode)}&key=${encodeURIComponent(key)}`;
    try {
      const response = await request(
        url,
        { method: 'GET' },
        this.transport(this.settings.requestTimeout, 0),
      );
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return (await response.json()) as unknown;
    } catch (error) {
      const failure = new FlagsError('RemoteData', `No data found for ${key} key`);
      this.log('error', failure.message, error);
      throw failure;
    }
  }

  /**
   * Reads the visitor's history from the Data API (previous visits 1 to 25, filtered) and, unless
   * `shouldAddData` is false, stores it for targeting as already-sent data.
   */
  async getRemoteVisitorData(args: {
    visitorCode: string;
    shouldAddData?: boolean;
    filters?: RemoteVisitorDataFilters;
  }): Promise<VisitorDataInput[]> {
    this.requireConfiguration();
    validateVisitorCode(args.visitorCode);
    const filters = args.filters ?? {};
    const url = visitorDataUrl(
      this.dataApiHost(),
      this.settings.siteCode,
      args.visitorCode,
      filters,
      this.store.isMapped(args.visitorCode),
    );
    let json: unknown;
    try {
      const response = await request(
        url,
        { method: 'GET' },
        this.transport(this.settings.requestTimeout, 0),
      );
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      json = await response.json();
    } catch (error) {
      const failure = new FlagsError('RemoteData', `No data found for ${args.visitorCode} key`);
      this.log('error', failure.message, error);
      throw failure;
    }
    const remote = parseVisitorData(json, filters);
    if (args.shouldAddData !== false) this.storeRemote(args.visitorCode, remote);
    return remote.data;
  }

  private storeRemote(visitorCode: string, remote: RemoteVisitorData): void {
    const data = this.store.data(visitorCode);
    const now = this.clock.now();
    for (const input of remote.data) {
      addVisitorData(data, input, {
        configuration: this.configuration,
        now,
        expires: undefined,
        nonce: () => nonce(this.random),
        conversionId: () => Math.floor(this.random() * 2 ** 31),
        warn: (message) => this.log('warn', message),
        alreadySent: true,
      });
    }
    if (remote.visits.length > 0 && data.visits === undefined)
      this.setVisitHistory(visitorCode, remote.visits);
    if (remote.cbScores) data.cbScores = remote.cbScores;
    if (remote.conversionLikelihood) data.conversionLikelihood = remote.conversionLikelihood;
    if (Object.keys(remote.personalization).length > 0)
      data.personalization = remote.personalization;
    const stored = this.store.assignments(visitorCode);
    for (const { experimentId, variationId } of remote.assignments) {
      if (stored[experimentId] === undefined) {
        this.store.setAssignment(visitorCode, experimentId, {
          variationId,
          isTargetedRule: false,
          status: 'sent',
        });
      }
    }
  }

  /** Records the visitor's previous visits (e.g. from remote data) and the current visit. */
  setVisitHistory(visitorCode: string, visits: Visit[]): void {
    validateVisitorCode(visitorCode);
    const data = this.store.data(visitorCode);
    const history = visits.map((visit) => ({ ...visit }));
    data.visits = this.sdk.isServer ? history : recordActivity(history, this.clock.now());
  }

  /** Records conversion-score buckets: experimentId -> variationId -> score. */
  setConversionScores(visitorCode: string, scores: Record<string, Record<string, number>>): void {
    validateVisitorCode(visitorCode);
    this.store.data(visitorCode).cbScores = scores;
  }

  /** Records a conversion and schedules tracking. */
  trackConversion(args: {
    visitorCode: string;
    goalId: number;
    revenue?: number;
    negative?: boolean;
    metadata?: { index: number; values: string[] }[];
  }): void {
    const { visitorCode, ...conversion } = args;
    this.addData(visitorCode, { type: 'conversion', ...conversion });
    this.tracker.schedule(visitorCode);
  }

  /**
   * Sends tracking. With a visitor and `instant`, sends that visitor now; with a visitor,
   * schedules it; without, schedules every visitor with unsent data.
   */
  flush(target?: string | { visitorCode?: string; instant?: boolean }): Promise<void> {
    const visitorCode = typeof target === 'string' ? target : target?.visitorCode;
    const instant = typeof target === 'object' && target.instant === true;
    if (visitorCode === undefined) {
      this.tracker.scheduleAllUnsent();
      return Promise.resolve();
    }
    validateVisitorCode(visitorCode);
    if (instant) return this.tracker.send(visitorCode);
    this.tracker.schedule(visitorCode);
    return Promise.resolve();
  }

  /** Forces (or with `variationKey: null` clears) a variation of an experiment for a visitor. */
  setForcedVariation(args: {
    visitorCode: string;
    experimentId: number;
    variationKey: string | null;
    forceTargeting?: boolean;
  }): void {
    const configuration = this.requireConfiguration();
    validateVisitorCode(args.visitorCode);
    if (args.variationKey === null) {
      this.store.setForced(args.visitorCode, args.experimentId, null);
      return;
    }
    const rule = configuration.experiments.get(args.experimentId);
    if (rule === undefined) {
      throw new FlagsError(
        'FeatureFlagExperimentNotFound',
        `Experiment ${args.experimentId} is not in the configuration`,
      );
    }
    const entry = rule.variationByExposition.find((v) => v.variationKey === args.variationKey);
    if (entry === undefined) {
      throw new FlagsError(
        'FeatureFlagVariationNotFound',
        `Variation ${args.variationKey} is not in experiment ${args.experimentId}`,
      );
    }
    this.store.setForced(args.visitorCode, args.experimentId, {
      variationKey: entry.variationKey,
      variationId: entry.variationId,
      forceTargeting: args.forceTargeting ?? true,
    });
  }

  /** Records the visitor's legal consent, (re)writes or clears the cookie, and schedules tracking. */
  setLegalConsent(visitorCode: string, consent: boolean): void {
    validateVisitorCode(visitorCode);
    this.store.setConsent(visitorCode, consent);
    if (consent) this.writeVisitorCodeCookie(visitorCode);
    else if (this.consentRequired()) this.clearVisitorCodeCookie();
    this.tracker.schedule(visitorCode);
  }

  private consentRequired(): boolean {
    const configuration = this.configuration;
    if (configuration === null) return this.settings.consentType === 'REQUIRED';
    return configuration.consentRequired;
  }

  /**
   * The visitor code of the current browser: the cookie's, else `defaultCode`, else a new one.
   * The cookie is (re)written unless consent is required; simulated variations are reloaded
   * from the simulation cookie.
   */
  getVisitorCode(defaultCode?: string): string {
    const cookies = this.documentCookiePairs();
    const fromCookie = cookies.find((pair) => pair.key === STORAGE_KEYS.visitorCode)?.value;
    const code = fromCookie
      ? validateVisitorCode(decodeURIComponent(fromCookie))
      : defaultCode !== undefined
        ? validateVisitorCode(defaultCode)
        : generateVisitorCode();
    const configuration = this.configuration;
    const required = this.consentRequired() && !(configuration?.hasTargetedDelivery ?? false);
    if (!required || this.store.consent(code) === true) this.writeVisitorCodeCookie(code);
    this.loadSimulation(code, cookies);
    this.currentVisitor = code;
    const data = this.store.peekData(code);
    if (data && !this.sdk.isServer) {
      data.visits = recordActivity(data.visits ?? [], this.clock.now());
      this.store.dataChanged();
    }
    if (this.activityTimer === null) this.scheduleActivity();
    return code;
  }

  /** Browser visit bookkeeping: the page's visitor is active while the page is open. */
  private scheduleActivity(): void {
    if (this.closed) return;
    this.activityTimer = this.timers.setTimeout(() => {
      const code = this.currentVisitor;
      if (code !== null) {
        const data = this.store.data(code);
        if (!this.sdk.isServer) data.visits = recordActivity(data.visits ?? [], this.clock.now());
        this.tracker.schedule(code);
      }
      this.scheduleActivity();
    }, ACTIVITY_INTERVAL_MS);
  }

  private loadSimulation(code: string, cookies: { key: string; value: string }[]): void {
    this.store.setSimulated(code, null);
    const raw = cookies.find((pair) => pair.key === STORAGE_KEYS.simulationData)?.value;
    if (!raw) return;
    try {
      const parsed = JSON.parse(decodeURIComponent(raw)) as Record<string, SimulatedVariation>;
      const simulated: Record<string, SimulatedVariation> = {};
      for (const [featureKey, entry] of Object.entries(parsed)) {
        if (typeof entry?.expId === 'number' && typeof entry.varId === 'number') {
          simulated[featureKey] = { expId: entry.expId, varId: entry.varId };
        }
      }
      this.store.setSimulated(code, simulated);
    } catch (error) {
      this.log('warn', `Simulation cookie could not be read: ${String(error)}`);
    }
  }

  private writeVisitorCodeCookie(code: string): void {
    const domain = this.settings.cookieDomain ? `; Domain=${this.settings.cookieDomain}` : '';
    this.cookies?.write(
      `${STORAGE_KEYS.visitorCode}=${encodeURIComponent(code)}; Max-Age=${VISITOR_CODE_COOKIE_MAX_AGE}; Path=/${domain}`,
    );
  }

  private clearVisitorCodeCookie(): void {
    const domain = this.settings.cookieDomain ? `; Domain=${this.settings.cookieDomain}` : '';
    this.cookies?.write(`${STORAGE_KEYS.visitorCode}=; Max-Age=0; Path=/${domain}`);
  }
}
