/**
 * `@beauty/flags-sdk/storefront`: the shop's defaults around the engine (custom-data indices,
 * update interval, timeout, networking domain) and a flag check that never throws.
 *
 * @packageDocumentation
 */
import { FlagsClient } from '../client/client.js';
import type { VariationResult } from '../client/evaluator.js';
import type { FlagsClientOptions } from '../client/options.js';
import { FlagsError } from '../errors.js';

/** The shop's feature flags and experiments: their feature keys in the configuration. */
export const STOREFRONT_FLAGS = {
  /** Feature flag: the home page's hero (`off`: picture above the text, `spotlight`: text over it). */
  homeHero: 'home-hero',
  /** Experiment: the product page's add-to-bag label (`off`: "Add to bag", `add-now`: "Add to bag now"). */
  addToBagLabel: 'add-to-bag-label',
} as const;

/** A feature key of the shop. */
export type StorefrontFlag = (typeof STOREFRONT_FLAGS)[keyof typeof STOREFRONT_FLAGS];

/** Goals the shop converts on, by their ids in the experimentation service. */
export const STOREFRONT_GOALS = {
  /** A shopper put an item in the bag. */
  addToBag: 301,
} as const;

/**
 * Query parameter with which QA forces variations on one page view:
 * `?flags_force=home-hero:spotlight,add-to-bag-label:add-now`.
 */
export const FORCED_VARIATIONS_QUERY = 'flags_force';

/** Forced variations at most read from one query, so a long query costs nothing. */
export const MAX_FORCED_VARIATIONS = 10;

const FORCED_KEY = /^[\w-]{1,100}$/;

/**
 * The forced variations of a {@link FORCED_VARIATIONS_QUERY} value, feature key to variation key.
 * Malformed entries are ignored; at most {@link MAX_FORCED_VARIATIONS} are read.
 */
export function parseForcedVariations(value: string | null | undefined): Map<string, string> {
  const forced = new Map<string, string>();
  for (const entry of (value ?? '').split(',').slice(0, MAX_FORCED_VARIATIONS)) {
    const [featureKey, variationKey, extra] = entry.trim().split(':');
    if (extra !== undefined || !featureKey || !variationKey) continue;
    if (FORCED_KEY.test(featureKey) && FORCED_KEY.test(variationKey)) {
      forced.set(featureKey, variationKey);
    }
  }
  return forced;
}

/** A flag's variation as a page renders it: plain JSON, so the server can hand it to the browser. */
export interface PageVariation {
  /** The variation key; `off` is the flag's off variation. */
  key: string;
  /** The variation's variables, coerced to their types. */
  variables: Record<string, unknown>;
}

/** The variations of a page's flags, by feature key; a flag missing counts as off. */
export type PageVariations = Partial<Record<string, PageVariation>>;

/** True when the page's variation of `featureKey` is on (present and not `off`). */
export function isPageFlagActive(variations: PageVariations, featureKey: string): boolean {
  const variation = variations[featureKey];
  return variation !== undefined && variation.key !== 'off';
}

const pageVariation = (variation: VariationResult): PageVariation => ({
  key: variation.key,
  variables: Object.fromEntries(
    [...variation.variables].map(([key, variable]) => [key, variable.value]),
  ),
});

/** Arguments of {@link evaluatePageFlags}. */
export interface EvaluatePageFlagsArgs {
  visitorCode: string;
  featureKeys: readonly string[];
  /** Variations QA forces for this evaluation only (see {@link parseForcedVariations}). */
  forced?: ReadonlyMap<string, string>;
  reportError(error: unknown): void;
}

/**
 * Evaluates a page's flags for one visitor, once, on the server, so the browser renders the
 * same variations without evaluating again. Never throws: a client not ready or a failing flag
 * is reported and left out (off). A forced variation is set with the engine's forced-variation
 * API for this evaluation only, then cleared: it is not tracked, and the visitor's later
 * evaluations are the normal ones.
 */
export function evaluatePageFlags(
  client: FlagsClient,
  { visitorCode, featureKeys, forced = new Map(), reportError }: EvaluatePageFlagsArgs,
): PageVariations {
  const variations: PageVariations = {};
  if (!client.ready) {
    reportError(
      new FlagsError('Initialization', 'Page flags evaluated before the client was ready'),
    );
    return variations;
  }
  const cleared: { experimentId: number }[] = [];
  try {
    const rules = new Map(client.getFeatureFlags().map((flag) => [flag.key, flag.rules]));
    for (const [featureKey, variationKey] of forced) {
      if (!featureKeys.includes(featureKey)) continue;
      const rule = rules.get(featureKey)?.find((r) => r.variationKeys.includes(variationKey));
      if (rule === undefined) continue;
      client.setForcedVariation({ visitorCode, experimentId: rule.experimentId, variationKey });
      cleared.push(rule);
    }
    for (const featureKey of featureKeys) {
      try {
        const track = !forced.has(featureKey);
        variations[featureKey] = pageVariation(
          client.getVariation({ visitorCode, featureKey, track }),
        );
      } catch (error) {
        reportError(error);
      }
    }
  } catch (error) {
    reportError(error);
  } finally {
    for (const { experimentId } of cleared) {
      client.setForcedVariation({ visitorCode, experimentId, variationKey: null });
    }
  }
  return variations;
}

/** Custom-data indices the shop targets on (spec section 3). */
export const STOREFRONT_CUSTOM_DATA = {
  tier: 0,
  country: 3,
  platform: 5,
  appPlatform: 6,
  version: 7,
  key: 8,
  brandCode: 9,
  pagePath: 10,
} as const;

/** A custom-data name of the shop. */
export type StorefrontCustomData = keyof typeof STOREFRONT_CUSTOM_DATA;

/** Request timeout of the shop's client. */
export const STOREFRONT_REQUEST_TIMEOUT_MS = 20_000;

/** Options of the shop's experimentation setup. */
export interface StorefrontFlagsOptions extends Omit<
  FlagsClientOptions,
  'updateInterval' | 'requestTimeout' | 'networkDomain'
> {
  /** Country storefront domain (e.g. `shop.example.sg`): the networking domain in production. */
  storefrontDomain: string;
  /** Country code of the storefront; stored upper case at start-up. */
  country: string;
  /** Where every experimentation error goes (the shop's error-reporting service). */
  reportError(error: unknown): void;
}

/** The shop's client settings: update every 5 minutes in production and 1 otherwise, 20 s timeout. */
export function storefrontClientOptions(options: StorefrontFlagsOptions): FlagsClientOptions {
  const { storefrontDomain, country: _country, reportError, ...rest } = options;
  const production = (options.environment ?? 'production') === 'production';
  return {
    ...rest,
    updateInterval: production ? 5 : 1,
    requestTimeout: STOREFRONT_REQUEST_TIMEOUT_MS,
    ...(production ? { networkDomain: storefrontDomain } : {}),
    errorReporter: reportError,
  };
}

/** The shop's experimentation facade: starts the client, tags the visitor, checks flags safely. */
export class StorefrontFlags {
  readonly client: FlagsClient;
  private code: string | null = null;

  constructor(private readonly options: StorefrontFlagsOptions) {
    this.client = new FlagsClient(storefrontClientOptions(options));
  }

  /** Initialises the client and stores the country; resolves `false` (and reports) on failure. */
  async start(visitorCode?: string): Promise<boolean> {
    try {
      await this.client.initialize();
      this.code = this.client.getVisitorCode(visitorCode);
      this.setCustomData('country', this.options.country.toUpperCase());
      return true;
    } catch (error) {
      this.options.reportError(error);
      return false;
    }
  }

  /** The current visitor's code once started. */
  get visitorCode(): string | null {
    return this.code;
  }

  /** Stores one of the shop's custom-data values for the current visitor. */
  setCustomData(name: StorefrontCustomData, ...values: string[]): void {
    if (this.code === null) return;
    this.client.addData(this.code, {
      type: 'customData',
      index: STOREFRONT_CUSTOM_DATA[name],
      values,
    });
  }

  /**
   * True when the flag is on for the current visitor. Never throws: when the client is not
   * ready or the flag fails, the problem is reported and the flag counts as off.
   */
  isFeatureFlagActive(featureKey: string): boolean {
    if (!this.client.ready || this.code === null) {
      this.options.reportError(
        new FlagsError('Initialization', `Flag ${featureKey} checked before the client was ready`),
      );
      return false;
    }
    try {
      return this.client.isFeatureFlagActive(this.code, featureKey);
    } catch (error) {
      this.options.reportError(error);
      return false;
    }
  }

  /** Stops the client's timers. */
  close(): void {
    this.client.close();
  }
}
