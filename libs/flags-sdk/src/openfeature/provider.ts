// What the web and server providers share: resolution (values, reasons, error codes, metadata),
// the provider events, and `track`. It imports no OpenFeature SDK: each entry point passes in its
// own SDK's error codes, error classes and event emitter, so a server bundle never loads the web
// SDK and the other way round.
import type { FlagsClient } from '../client/client.js';
import type { VariationDetails } from '../client/evaluator.js';
import type { ConfigurationRefresh } from '../client/lifecycle.js';
import type { Configuration } from '../configuration/configuration.js';
import type { VisitorDataInput } from '../data/types.js';
import type { DecisionSource } from '../evaluation/evaluate.js';
import { FlagsError, type FlagsErrorKind } from '../errors.js';

/** OpenFeature error codes the providers report (names as in the SDKs' `ErrorCode`). */
export type ErrorCodeName =
  | 'PROVIDER_NOT_READY'
  | 'FLAG_NOT_FOUND'
  | 'PARSE_ERROR'
  | 'TYPE_MISMATCH'
  | 'TARGETING_KEY_MISSING'
  | 'INVALID_CONTEXT'
  | 'GENERAL';

/** Resolution reasons the providers report (names as in `StandardResolutionReasons`). */
export type ReasonName = 'SPLIT' | 'TARGETING_MATCH' | 'DEFAULT' | 'DISABLED' | 'ERROR';

/** The evaluation context as the providers read it (both SDKs' `EvaluationContext` fit). */
export interface ContextLike {
  targetingKey?: string;
  [key: string]: unknown;
}

/** Tracking details as the providers read them (both SDKs' `TrackingEventDetails` fit). */
export interface TrackingDetailsLike {
  value?: number;
  [key: string]: unknown;
}

/** Options both providers take. */
export interface FlagsProviderCommonOptions {
  /**
   * Engine data to add for the visitor before each evaluation and `track`, read from the
   * evaluation context (custom data, device, geolocation…). Called on every evaluation: return
   * data that may be added again (not conversions).
   */
  contextData?: (context: ContextLike) => VisitorDataInput[];
  /** Goal ids of tracking event names, for `track` (see the README). */
  goals?: Readonly<Record<string, number>>;
  /**
   * Consecutive failed configuration refreshes after which the provider reports an error
   * instead of a stale configuration; default 3. `Infinity` never reports one.
   */
  failedRefreshesBeforeError?: number;
}

/** The SDK parts a provider passes in. */
export interface SdkBindings<Code> {
  /** The SDK's `ErrorCode` enum. */
  codes: Record<ErrorCodeName, Code>;
  /** The SDK's error for a code (`instantiateErrorByErrorCode`). */
  error(code: Code, message: string): Error;
  /** Emits a provider event on the provider's `events` emitter. */
  emit(event: ProviderEventName, details: ProviderEventDetails): void;
}

/** Provider events a provider emits itself (the SDK emits ready or error after `initialize`). */
export type ProviderEventName = 'ready' | 'stale' | 'error' | 'configurationChanged';

/** Payload of a provider event. */
export type ProviderEventDetails = {
  message?: string;
  flagsChanged?: string[];
  metadata?: Record<string, string | number | boolean>;
};

/** What a resolution returns (the SDKs' `ResolutionDetails` with their `ErrorCode`). */
export interface Resolution<T, Code> {
  value: T;
  variant?: string;
  reason: ReasonName;
  errorCode?: Code;
  errorMessage?: string;
  flagMetadata?: Record<string, string | number | boolean>;
}

/** Flag value types of OpenFeature. */
export type FlagType = 'boolean' | 'string' | 'number' | 'object';

const ERROR_CODES: Partial<Record<FlagsErrorKind, ErrorCodeName>> = {
  Initialization: 'PROVIDER_NOT_READY',
  FeatureFlagConfigurationNotFound: 'FLAG_NOT_FOUND',
  FeatureFlagVariableNotFound: 'FLAG_NOT_FOUND',
  FeatureFlagVariationNotFound: 'FLAG_NOT_FOUND',
  NumberParse: 'PARSE_ERROR',
  JSONParse: 'PARSE_ERROR',
  VisitorCodeEmpty: 'TARGETING_KEY_MISSING',
  VisitorCodeMaxLength: 'INVALID_CONTEXT',
};

/** OpenFeature reason of each decision source. */
export const REASONS: Readonly<Record<DecisionSource, ReasonName>> = {
  experiment: 'SPLIT',
  targetedDelivery: 'TARGETING_MATCH',
  forced: 'TARGETING_MATCH',
  simulated: 'TARGETING_MATCH',
  default: 'DEFAULT',
};

/** Default of {@link FlagsProviderCommonOptions.failedRefreshesBeforeError}. */
export const FAILED_REFRESHES_BEFORE_ERROR = 3;

type State = 'idle' | 'initializing' | 'ready' | 'stale' | 'error' | 'closed';

/**
 * The provider's engine side: resolves flags through a {@link FlagsClient}, follows its
 * configuration refreshes to emit events, and turns tracking events into conversions.
 */
export class ProviderCore<Code> {
  private state: State = 'idle';
  private failures = 0;
  private lastFailure = '';
  private unsubscribe: (() => void) | null = null;
  private deferred: ReturnType<typeof setTimeout> | null = null;
  private readonly errorAfter: number;

  constructor(
    private readonly client: FlagsClient,
    private readonly options: FlagsProviderCommonOptions,
    private readonly sdk: SdkBindings<Code>,
  ) {
    this.errorAfter = Math.max(
      1,
      options.failedRefreshesBeforeError ?? FAILED_REFRESHES_BEFORE_ERROR,
    );
  }

  /**
   * Loads the configuration. The SDK emits ready when this resolves and error when it rejects;
   * a provider that starts on a cached or default configuration because the fetch failed
   * reports stale right after ready.
   */
  async initialize(): Promise<void> {
    this.unsubscribe ??= this.client.onConfigurationRefresh((refresh) => this.refreshed(refresh));
    this.state = 'initializing';
    this.failures = 0;
    try {
      await this.client.initialize();
    } catch (error) {
      this.state = 'error';
      throw error;
    }
    if (this.state !== 'initializing') return;
    this.state = 'ready';
    if (this.failures > 0) {
      // After the SDK's own ready event, which runs once this promise has settled.
      this.deferred = setTimeout(() => {
        this.deferred = null;
        if (this.state === 'ready' && this.failures > 0) this.becomeStale(this.lastFailure);
      }, 0);
    }
  }

  /** Stops following refreshes and closes the client. */
  close(): void {
    this.state = 'closed';
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.deferred !== null) clearTimeout(this.deferred);
    this.deferred = null;
    this.client.close();
  }

  private refreshed(refresh: ConfigurationRefresh): void {
    if (this.state === 'closed' || this.state === 'idle') return;
    if (!refresh.ok) {
      this.failures += 1;
      const message = `Configuration refresh failed: ${messageOf(refresh.error)}`;
      this.lastFailure = message;
      if (this.state === 'initializing') return;
      if (this.failures >= this.errorAfter && this.state !== 'error') {
        this.state = 'error';
        this.sdk.emit('error', { message, metadata: { failedRefreshes: this.failures } });
      } else if (this.state === 'ready') {
        this.becomeStale(message);
      }
      return;
    }
    this.failures = 0;
    if (this.state === 'initializing') return;
    if (this.state === 'stale' || this.state === 'error') {
      this.state = 'ready';
      this.sdk.emit('ready', { message: 'Configuration refreshed' });
    }
    if (!refresh.changed) return;
    const flagsChanged = changedFlags(refresh.previous, refresh.configuration);
    if (flagsChanged.length > 0) {
      this.sdk.emit('configurationChanged', {
        flagsChanged,
        ...(refresh.configuration.dateModified === null
          ? {}
          : { metadata: { dateModified: refresh.configuration.dateModified } }),
      });
    }
  }

  private becomeStale(message: string): void {
    this.state = 'stale';
    this.sdk.emit('stale', { message, metadata: { failedRefreshes: this.failures } });
  }

  /** The visitor code of a context: its `targetingKey`, else the fallback. */
  private visitorCode(context: ContextLike, fallback?: () => string | undefined): string | null {
    const key = context.targetingKey;
    if (typeof key === 'string' && key !== '') return key;
    return fallback?.() || null;
  }

  /**
   * Resolves `featureKey` (boolean: active, i.e. variation not `off`; string: variation key) or
   * `featureKey:variableKey` (a variable of the visitor's variation, of the requested type).
   */
  resolve<T>(
    flagKey: string,
    defaultValue: T,
    context: ContextLike,
    type: FlagType,
    fallbackVisitorCode?: () => string | undefined,
  ): Resolution<T, Code> {
    const visitorCode = this.visitorCode(context, fallbackVisitorCode);
    if (visitorCode === null) {
      return this.failure(defaultValue, 'TARGETING_KEY_MISSING', 'No targetingKey (visitor code)');
    }
    const separator = flagKey.indexOf(':');
    const featureKey = separator < 0 ? flagKey : flagKey.slice(0, separator);
    const variableKey = separator < 0 ? undefined : flagKey.slice(separator + 1);
    if (variableKey === undefined && (type === 'number' || type === 'object')) {
      return this.failure(
        defaultValue,
        'TYPE_MISMATCH',
        `${featureKey} resolves a boolean or a string; use ${featureKey}:<variable> for a ${type}`,
      );
    }
    let details: VariationDetails;
    try {
      this.addContextData(visitorCode, context);
      details = this.client.getVariationDetails({ visitorCode, featureKey, variableKey });
    } catch (error) {
      if (error instanceof FlagsError && error.kind === 'FeatureFlagEnvironmentDisabled') {
        return { value: defaultValue, reason: 'DISABLED' };
      }
      const code = error instanceof FlagsError ? (ERROR_CODES[error.kind] ?? 'GENERAL') : 'GENERAL';
      return this.failure(defaultValue, code, messageOf(error));
    }
    const { variation } = details;
    const resolved = {
      variant: variation.key,
      reason: REASONS[details.decidedBy],
      flagMetadata: metadataOf(details),
    };
    if (details.variable === undefined) {
      const value = type === 'boolean' ? variation.key !== 'off' : variation.key;
      return { value: value as T, ...resolved };
    }
    const { value } = details.variable;
    const actual = value === null || Array.isArray(value) ? 'object' : typeof value;
    if (actual !== type) {
      return this.failure(
        defaultValue,
        'TYPE_MISMATCH',
        `${flagKey} is a ${details.variable.type} variable, not a ${type}`,
      );
    }
    return { value: value as T, ...resolved };
  }

  /**
   * Records a tracking event as a conversion of the context's visitor. The goal id is
   * `details.goalId`, else `options.goals[name]`, else the name when it is a whole number;
   * `details.value` is the revenue and `details.negative: true` a negative conversion.
   */
  track(
    name: string,
    context: ContextLike,
    details: TrackingDetailsLike | undefined,
    fallbackVisitorCode?: () => string | undefined,
  ): void {
    const visitorCode = this.visitorCode(context, fallbackVisitorCode);
    if (visitorCode === null) {
      throw this.sdk.error(this.sdk.codes.TARGETING_KEY_MISSING, 'No targetingKey (visitor code)');
    }
    const goalId = goalIdOf(name, details, this.options.goals);
    if (goalId === null) {
      throw this.sdk.error(
        this.sdk.codes.GENERAL,
        `No goal id for tracking event ${name}: give details.goalId, a goals entry or a numeric name`,
      );
    }
    try {
      this.addContextData(visitorCode, context);
      this.client.trackConversion({
        visitorCode,
        goalId,
        ...(typeof details?.value === 'number' ? { revenue: details.value } : {}),
        ...(details?.negative === true ? { negative: true } : {}),
      });
    } catch (error) {
      const code = error instanceof FlagsError ? (ERROR_CODES[error.kind] ?? 'GENERAL') : 'GENERAL';
      throw this.sdk.error(this.sdk.codes[code], messageOf(error));
    }
  }

  private addContextData(visitorCode: string, context: ContextLike): void {
    const data = this.options.contextData?.(context);
    if (data !== undefined && data.length > 0) this.client.addData(visitorCode, ...data);
  }

  private failure<T>(value: T, code: ErrorCodeName, errorMessage: string): Resolution<T, Code> {
    return { value, reason: 'ERROR', errorCode: this.sdk.codes[code], errorMessage };
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Flag metadata of a resolution: what decided, and the rule, experiment and variation ids. */
function metadataOf(details: VariationDetails): Record<string, string | number> {
  const metadata: Record<string, string | number> = { decidedBy: details.decidedBy };
  if (details.ruleId !== null) metadata.ruleId = details.ruleId;
  if (details.variation.experimentId !== null) {
    metadata.experimentId = details.variation.experimentId;
  }
  if (details.variation.id !== null) metadata.variationId = details.variation.id;
  return metadata;
}

const WHOLE_NUMBER = /^[1-9]\d*$/;

/** Goal id of a tracking event; `null` when none can be found. */
export function goalIdOf(
  name: string,
  details: TrackingDetailsLike | undefined,
  goals: Readonly<Record<string, number>> | undefined,
): number | null {
  const explicit = details?.goalId;
  if (typeof explicit === 'number' && Number.isInteger(explicit) && explicit > 0) return explicit;
  const mapped = goals?.[name];
  if (mapped !== undefined) return mapped;
  return WHOLE_NUMBER.test(name) ? Number(name) : null;
}

/**
 * Flags whose outcome may differ between two configurations: those whose definition changed,
 * appeared or went away, or every flag when shared parts (segments, holdout, custom data,
 * settings) changed.
 */
export function changedFlags(previous: Configuration, next: Configuration): string[] {
  const { featureFlags: before, dateModified: _before, ...sharedBefore } = previous.raw;
  const { featureFlags: after, dateModified: _after, ...sharedAfter } = next.raw;
  const keys = [...new Set([...before, ...after].map((flag) => flag.featureKey))];
  if (JSON.stringify(sharedBefore) !== JSON.stringify(sharedAfter)) return keys;
  const old = new Map(before.map((flag) => [flag.featureKey, JSON.stringify(flag)]));
  const current = new Map(after.map((flag) => [flag.featureKey, JSON.stringify(flag)]));
  return keys.filter((key) => old.get(key) !== current.get(key));
}
