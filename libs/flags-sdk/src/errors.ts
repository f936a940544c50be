/** Every kind of error the engine raises (spec section 8, names as the original SDK spells them). */
export type FlagsErrorKind =
  | 'Credentials'
  | 'Initialization'
  | 'FeatureFlagConfigurationNotFound'
  | 'FeatureFlagEnvironmentDisabled'
  | 'FeatureFlagVariationNotFound'
  | 'FeatureFlagVariableNotFound'
  | 'FeatureFlagExperimentNotFound'
  | 'VisitorCodeEmpty'
  | 'VisitorCodeMaxLength'
  | 'VisitAmount'
  | 'RemoteData'
  | 'ClientConfiguration'
  | 'MaximumRetriesReached'
  | 'NumberParse'
  | 'JSONParse'
  | 'CookieParse'
  | 'VersionParse'
  | 'SemanticVersionParse'
  | 'AmongValuesCheck'
  | 'RangeCheck'
  | 'TargetingCondition'
  | 'StorageEmpty'
  | 'StorageRead'
  | 'StorageWrite';

/** A typed engine error: `kind` says what went wrong, `message` says it for people. */
export class FlagsError extends Error {
  override readonly name: FlagsErrorKind;
  constructor(
    readonly kind: FlagsErrorKind,
    message: string,
  ) {
    super(message);
    this.name = kind;
  }
}

/** True when `error` is a {@link FlagsError}, optionally of the given kind. */
export function isFlagsError(error: unknown, kind?: FlagsErrorKind): error is FlagsError {
  return error instanceof FlagsError && (kind === undefined || error.kind === kind);
}
