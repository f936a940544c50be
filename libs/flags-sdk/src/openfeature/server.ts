/**
 * `@beauty/flags-sdk/openfeature/server`: an OpenFeature server provider
 * (`@openfeature/server-sdk`) backed by the engine.
 *
 * Server semantics: no global visitor; every evaluation and `track` names its visitor in the
 * evaluation context's `targetingKey` (the visitor code). Flag keys, reasons, error codes,
 * metadata, events and `track` are those of the web provider (`@beauty/flags-sdk/openfeature`).
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
} from '@openfeature/server-sdk';
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

/** Options of the server provider. */
export type FlagsServerProviderOptions = FlagsProviderCommonOptions;

const EVENTS: Record<ProviderEventName, ProviderEvents> = {
  ready: ProviderEvents.Ready,
  stale: ProviderEvents.Stale,
  error: ProviderEvents.Error,
  configurationChanged: ProviderEvents.ConfigurationChanged,
};

/**
 * OpenFeature server provider: the standard API in front of a {@link FlagsClient} shared by all
 * requests. The visitor of each call is the context's `targetingKey` (required). Emits
 * ready/error (through the SDK, after `initialize`), stale, ready again and configuration changed
 * as the engine refreshes its configuration; `track` records conversions.
 */
export class FlagsOpenFeatureServerProvider implements Provider {
  readonly metadata = { name: 'beauty-flags' } as const;
  readonly runsOn = 'server' as const;
  /** Provider events (stale, error, ready after recovery, configuration changed). */
  readonly events = new OpenFeatureEventEmitter();
  private readonly core: ProviderCore<ErrorCode>;

  constructor(client: FlagsClient, options: FlagsServerProviderOptions = {}) {
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
    this.core.track(trackingEventName, context, trackingEventDetails);
  }

  async resolveBooleanEvaluation(
    flagKey: string,
    defaultValue: boolean,
    context: EvaluationContext,
  ): Promise<ResolutionDetails<boolean>> {
    return this.resolve(flagKey, defaultValue, context, 'boolean');
  }

  async resolveStringEvaluation(
    flagKey: string,
    defaultValue: string,
    context: EvaluationContext,
  ): Promise<ResolutionDetails<string>> {
    return this.resolve(flagKey, defaultValue, context, 'string');
  }

  async resolveNumberEvaluation(
    flagKey: string,
    defaultValue: number,
    context: EvaluationContext,
  ): Promise<ResolutionDetails<number>> {
    return this.resolve(flagKey, defaultValue, context, 'number');
  }

  async resolveObjectEvaluation<T extends JsonValue>(
    flagKey: string,
    defaultValue: T,
    context: EvaluationContext,
  ): Promise<ResolutionDetails<T>> {
    return this.resolve(flagKey, defaultValue, context, 'object');
  }

  private resolve<T>(
    flagKey: string,
    defaultValue: T,
    context: EvaluationContext,
    type: FlagType,
  ): ResolutionDetails<T> {
    return this.core.resolve(flagKey, defaultValue, context, type);
  }
}
