/**
 * `@beauty/flags-sdk/openfeature`: an OpenFeature web provider (`@openfeature/web-sdk`) backed by
 * the engine. The server provider is `@beauty/flags-sdk/openfeature/server`.
 *
 * Flag keys: `featureKey` resolves a boolean (active: variation not `off`) or a string (the
 * variation key); `featureKey:variableKey` resolves a variable of the visitor's variation.
 * Reasons: SPLIT (experiment), TARGETING_MATCH (targeted delivery, forced or simulated
 * variation), DEFAULT (no rule applied), DISABLED (flag off in the environment), ERROR.
 *
 * @packageDocumentation
 */
import {
  ErrorCode,
  OpenFeatureEventEmitter,
  ProviderEvents,
  instantiateErrorByErrorCode,
  type EvaluationContext,
  type JsonValue,
  type Provider,
  type ResolutionDetails,
  type TrackingEventDetails,
} from '@openfeature/web-sdk';
import type { FlagsClient } from '../client/client.js';
import {
  ProviderCore,
  type FlagType,
  type FlagsProviderCommonOptions,
  type ProviderEventName,
} from './provider.js';

export {
  FAILED_REFRESHES_BEFORE_ERROR,
  REASONS,
  type FlagsProviderCommonOptions,
} from './provider.js';

/** Options of the web provider. */
export interface FlagsProviderOptions extends FlagsProviderCommonOptions {
  /** Visitor code when the evaluation context has no `targetingKey` (e.g. `client.getVisitorCode`). */
  visitorCode?: () => string | undefined;
}

const EVENTS: Record<
  ProviderEventName,
  | ProviderEvents.Ready
  | ProviderEvents.Stale
  | ProviderEvents.Error
  | ProviderEvents.ConfigurationChanged
> = {
  ready: ProviderEvents.Ready,
  stale: ProviderEvents.Stale,
  error: ProviderEvents.Error,
  configurationChanged: ProviderEvents.ConfigurationChanged,
};

/**
 * OpenFeature web provider: the standard API in front of a {@link FlagsClient}. Evaluation is
 * synchronous; the visitor is the context's `targetingKey` (else `options.visitorCode()`).
 * Emits ready/error (through the SDK, after `initialize`), stale, ready again and configuration
 * changed as the engine refreshes its configuration; `track` records conversions.
 */
export class FlagsOpenFeatureProvider implements Provider {
  readonly metadata = { name: 'beauty-flags' } as const;
  readonly runsOn = 'client' as const;
  /** Provider events (stale, error, ready after recovery, configuration changed). */
  readonly events = new OpenFeatureEventEmitter();
  private readonly core: ProviderCore<ErrorCode>;

  constructor(
    private readonly client: FlagsClient,
    private readonly options: FlagsProviderOptions = {},
  ) {
    this.core = new ProviderCore(client, options, {
      codes: ErrorCode,
      error: instantiateErrorByErrorCode,
      emit: (event, details) => this.events.emit(EVENTS[event], details),
    });
  }

  /** Loads the configuration (OpenFeature waits for it before reporting ready). */
  initialize(): Promise<void> {
    return this.core.initialize();
  }

  /** Stops the client's timers and the event stream. */
  async onClose(): Promise<void> {
    this.core.close();
  }

  /** Records the event as a conversion of the context's visitor (goal id: see the README). */
  track(
    trackingEventName: string,
    context: EvaluationContext,
    trackingEventDetails: TrackingEventDetails,
  ): void {
    this.core.track(trackingEventName, context, trackingEventDetails, this.options.visitorCode);
  }

  resolveBooleanEvaluation(
    flagKey: string,
    defaultValue: boolean,
    context: EvaluationContext,
  ): ResolutionDetails<boolean> {
    return this.resolve(flagKey, defaultValue, context, 'boolean');
  }

  resolveStringEvaluation(
    flagKey: string,
    defaultValue: string,
    context: EvaluationContext,
  ): ResolutionDetails<string> {
    return this.resolve(flagKey, defaultValue, context, 'string');
  }

  resolveNumberEvaluation(
    flagKey: string,
    defaultValue: number,
    context: EvaluationContext,
  ): ResolutionDetails<number> {
    return this.resolve(flagKey, defaultValue, context, 'number');
  }

  resolveObjectEvaluation<T extends JsonValue>(
    flagKey: string,
    defaultValue: T,
    context: EvaluationContext,
  ): ResolutionDetails<T> {
    return this.resolve(flagKey, defaultValue, context, 'object');
  }

  private resolve<T>(
    flagKey: string,
    defaultValue: T,
    context: EvaluationContext,
    type: FlagType,
  ): ResolutionDetails<T> {
    return this.core.resolve(flagKey, defaultValue, context, type, this.options.visitorCode);
  }
}
