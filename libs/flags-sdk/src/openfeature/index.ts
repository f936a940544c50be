/**
 * `@beauty/flags-sdk/openfeature`: an OpenFeature web provider backed by the engine.
 *
 * Flag keys: `featureKey` resolves a boolean (active) or a string (variation key);
 * `featureKey:variableKey` resolves a variable of the visitor's variation.
 *
 * @packageDocumentation
 */
import {
  ErrorCode,
  StandardResolutionReasons,
  type EvaluationContext,
  type JsonValue,
  type Provider,
  type ResolutionDetails,
} from '@openfeature/web-sdk';
import type { FlagsClient } from '../client/client.js';
import type { VariationResult } from '../client/evaluator.js';
import { FlagsError } from '../errors.js';

const ERROR_CODES: Partial<Record<FlagsError['kind'], ErrorCode>> = {
  Initialization: ErrorCode.PROVIDER_NOT_READY,
  FeatureFlagConfigurationNotFound: ErrorCode.FLAG_NOT_FOUND,
  FeatureFlagVariableNotFound: ErrorCode.FLAG_NOT_FOUND,
  FeatureFlagVariationNotFound: ErrorCode.FLAG_NOT_FOUND,
  NumberParse: ErrorCode.PARSE_ERROR,
  JSONParse: ErrorCode.PARSE_ERROR,
  VisitorCodeEmpty: ErrorCode.TARGETING_KEY_MISSING,
  VisitorCodeMaxLength: ErrorCode.INVALID_CONTEXT,
};

/** Options of the provider. */
export interface FlagsProviderOptions {
  /** Visitor code when the evaluation context has no `targetingKey`. */
  visitorCode?: () => string | undefined;
}

/** OpenFeature provider: the standard API in front of a {@link FlagsClient}. */
export class FlagsOpenFeatureProvider implements Provider {
  readonly metadata = { name: 'beauty-flags' } as const;
  readonly runsOn = 'client' as const;

  constructor(
    private readonly client: FlagsClient,
    private readonly options: FlagsProviderOptions = {},
  ) {}

  /** Loads the configuration (OpenFeature waits for it before reporting ready). */
  initialize(): Promise<void> {
    return this.client.initialize();
  }

  /** Stops the client's timers. */
  async onClose(): Promise<void> {
    this.client.close();
  }

  resolveBooleanEvaluation(
    flagKey: string,
    defaultValue: boolean,
    context: EvaluationContext,
  ): ResolutionDetails<boolean> {
    return this.resolve(
      flagKey,
      defaultValue,
      context,
      'boolean',
      (variation) => variation.key !== 'off',
    );
  }

  resolveStringEvaluation(
    flagKey: string,
    defaultValue: string,
    context: EvaluationContext,
  ): ResolutionDetails<string> {
    return this.resolve(flagKey, defaultValue, context, 'string', (variation) => variation.key);
  }

  resolveNumberEvaluation(
    flagKey: string,
    defaultValue: number,
    context: EvaluationContext,
  ): ResolutionDetails<number> {
    return this.resolve(flagKey, defaultValue, context, 'number', null);
  }

  resolveObjectEvaluation<T extends JsonValue>(
    flagKey: string,
    defaultValue: T,
    context: EvaluationContext,
  ): ResolutionDetails<T> {
    return this.resolve(flagKey, defaultValue, context, 'object', null);
  }

  private resolve<T>(
    flagKey: string,
    defaultValue: T,
    context: EvaluationContext,
    type: 'boolean' | 'string' | 'number' | 'object',
    fromVariation: ((variation: VariationResult) => T) | null,
  ): ResolutionDetails<T> {
    const visitorCode = context.targetingKey ?? this.options.visitorCode?.();
    if (!visitorCode) {
      return failure(
        defaultValue,
        ErrorCode.TARGETING_KEY_MISSING,
        'No targetingKey (visitor code)',
      );
    }
    const [featureKey = '', variableKey] = flagKey.split(':', 2);
    try {
      const variation = this.client.getVariation({ visitorCode, featureKey });
      const flagMetadata: Record<string, number> =
        variation.experimentId === null ? {} : { experimentId: variation.experimentId };
      const details = {
        variant: variation.key,
        reason:
          variation.experimentId === null
            ? StandardResolutionReasons.DEFAULT
            : StandardResolutionReasons.TARGETING_MATCH,
        flagMetadata,
      };
      if (variableKey === undefined) {
        if (fromVariation === null) {
          return failure(
            defaultValue,
            ErrorCode.TYPE_MISMATCH,
            `Use ${featureKey}:<variable> for a ${type}`,
          );
        }
        return { value: fromVariation(variation), ...details };
      }
      const variable = this.client.getFeatureFlagVariable({ visitorCode, featureKey, variableKey });
      const actual = variable.value === null ? 'object' : typeof variable.value;
      if (actual !== type) {
        return failure(
          defaultValue,
          ErrorCode.TYPE_MISMATCH,
          `${flagKey} is a ${variable.type} variable`,
        );
      }
      return { value: variable.value as T, ...details };
    } catch (error) {
      if (error instanceof FlagsError && error.kind === 'FeatureFlagEnvironmentDisabled') {
        return { value: defaultValue, reason: StandardResolutionReasons.DISABLED };
      }
      const code =
        error instanceof FlagsError
          ? (ERROR_CODES[error.kind] ?? ErrorCode.GENERAL)
          : ErrorCode.GENERAL;
      return failure(defaultValue, code, error instanceof Error ? error.message : String(error));
    }
  }
}

function failure<T>(value: T, errorCode: ErrorCode, errorMessage: string): ResolutionDetails<T> {
  return { value, reason: StandardResolutionReasons.ERROR, errorCode, errorMessage };
}
