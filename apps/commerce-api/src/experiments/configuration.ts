// The stand-in's configuration file: read, checked as the real service would only ever serve it,
// and watched so a designer's edit reaches open pages.
import { watch, type FSWatcher } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseConfiguration, type RawConfiguration } from '@beauty/flags-sdk';
import * as v from 'valibot';

/** The configuration file the repository ships: `apps/commerce-api/flags/configuration.json`. */
export const DEFAULT_FLAGS_CONFIGURATION_FILE = fileURLToPath(
  new URL('../../flags/configuration.json', import.meta.url),
);

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const Key = v.pipe(
  v.string(),
  v.regex(/^[\w-]{1,100}$/, 'a key is 1 to 100 letters, digits, - or _'),
);
const Share = v.pipe(v.number(), v.minValue(0), v.maxValue(1));

const VariableSchema = v.object({
  key: Key,
  type: v.picklist(['BOOLEAN', 'STRING', 'NUMBER', 'JSON', 'JS', 'CSS']),
  value: v.unknown(),
});

const RuleSchema = v.object({
  id: Id,
  type: v.picklist(['EXPERIMENTATION', 'TARGETED_DELIVERY']),
  exposition: Share,
  experimentId: Id,
  respoolTime: v.optional(v.nullable(v.number())),
  segmentId: v.optional(v.nullable(Id)),
  variationByExposition: v.array(
    v.object({ variationKey: Key, variationId: v.nullable(Id), exposition: Share }),
  ),
});

const FlagSchema = v.object({
  id: Id,
  featureKey: Key,
  environmentEnabled: v.boolean(),
  defaultVariationKey: Key,
  mutuallyExclusiveGroup: v.optional(v.nullable(v.string())),
  variations: v.pipe(
    v.array(
      v.object({
        key: Key,
        name: v.optional(v.string()),
        variables: v.optional(v.array(VariableSchema)),
      }),
    ),
    v.minLength(1),
  ),
  rules: v.array(RuleSchema),
});

const ConfigurationSchema = v.object({
  configuration: v.object({
    realTimeUpdate: v.boolean(),
    consentType: v.picklist(['REQUIRED', 'NOT_REQUIRED']),
    consentOptOutBehavior: v.optional(v.picklist(['PARTIALLY_BLOCK', 'FULLY_BLOCK'])),
    dataApiDomain: v.string(),
  }),
  customData: v.optional(
    v.array(
      v.object({
        id: v.optional(Id),
        index: v.pipe(v.number(), v.integer(), v.minValue(0)),
        name: v.optional(v.string()),
        localOnly: v.optional(v.boolean()),
        isMappingIdentifier: v.optional(v.boolean()),
        scope: v.optional(v.picklist(['VISIT', 'VISITOR', 'PAGE'])),
      }),
    ),
  ),
  segments: v.optional(v.array(v.looseObject({ id: Id }))),
  featureFlags: v.array(FlagSchema),
});

/** A configuration file that must not be served, with every reason. */
export class FlagsConfigurationError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file} is not a valid flags configuration: ${problems.join('; ')}`);
    this.name = 'FlagsConfigurationError';
  }
}

// Cross-references JSON shapes cannot express; each would make the engine serve a wrong variation.
function referenceProblems(raw: v.InferOutput<typeof ConfigurationSchema>): string[] {
  const problems: string[] = [];
  const segments = new Set((raw.segments ?? []).map((segment) => segment.id));
  const featureKeys = new Set<string>();
  const experiments = new Set<number>();
  for (const flag of raw.featureFlags) {
    const where = `featureFlags "${flag.featureKey}"`;
    if (featureKeys.has(flag.featureKey)) problems.push(`${where}: the feature key is used twice`);
    featureKeys.add(flag.featureKey);
    const variations = new Set(flag.variations.map((variation) => variation.key));
    if (!variations.has(flag.defaultVariationKey)) {
      problems.push(`${where}: defaultVariationKey "${flag.defaultVariationKey}" is no variation`);
    }
    for (const rule of flag.rules) {
      if (experiments.has(rule.experimentId)) {
        problems.push(`${where}: experimentId ${rule.experimentId} is used twice`);
      }
      experiments.add(rule.experimentId);
      if (rule.segmentId != null && !segments.has(rule.segmentId)) {
        problems.push(
          `${where}: rule ${rule.id} names segment ${rule.segmentId}, which is missing`,
        );
      }
      let total = 0;
      for (const entry of rule.variationByExposition) {
        total += entry.exposition;
        if (!variations.has(entry.variationKey)) {
          problems.push(
            `${where}: rule ${rule.id} splits to "${entry.variationKey}", no variation`,
          );
        }
      }
      // Shares are cumulative buckets of one visitor hash: more than the whole is unreachable.
      if (total > 1 + 1e-9) problems.push(`${where}: rule ${rule.id} splits more than 100%`);
    }
  }
  return problems;
}

/**
 * Checks configuration text as the stand-in would serve it: JSON of the engine's shape, every
 * variation, segment and experiment it names present, and accepted by the engine itself.
 * Throws a {@link FlagsConfigurationError} listing every problem.
 */
export function checkFlagsConfiguration(text: string, file: string): RawConfiguration {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new FlagsConfigurationError(file, [`not JSON (${(error as Error).message})`]);
  }
  const result = v.safeParse(ConfigurationSchema, json);
  if (!result.success) {
    throw new FlagsConfigurationError(
      file,
      result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`),
    );
  }
  const problems = referenceProblems(result.output);
  if (problems.length > 0) throw new FlagsConfigurationError(file, problems);
  const raw = json as RawConfiguration;
  try {
    parseConfiguration(raw);
  } catch (error) {
    throw new FlagsConfigurationError(file, [(error as Error).message]);
  }
  return raw;
}

/** A checked configuration and when its file last changed (the `Last-Modified` it is served with). */
export interface LoadedFlagsConfiguration {
  raw: RawConfiguration;
  /** The file's modification time, whole seconds in epoch milliseconds (HTTP dates have no more). */
  modified: number;
}

/** Reads and checks the configuration file; `dateModified` is the file's time unless it sets one. */
export async function readFlagsConfiguration(file: string): Promise<LoadedFlagsConfiguration> {
  const [text, stats] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
  const raw = checkFlagsConfiguration(text, file);
  const modified = Math.floor(stats.mtimeMs / 1000) * 1000;
  return { raw: { ...raw, dateModified: raw.dateModified ?? modified }, modified };
}

/**
 * Calls `changed` after the file changes (editors often replace it, so its folder is watched),
 * once per burst of writes. Returns the watcher to close.
 */
export function watchFlagsConfiguration(file: string, changed: () => void): FSWatcher {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const watcher = watch(dirname(file), (_event, name) => {
    if (name !== null && name !== basename(file)) return;
    clearTimeout(timer);
    timer = setTimeout(changed, 50);
  });
  watcher.on('close', () => clearTimeout(timer));
  return watcher;
}
