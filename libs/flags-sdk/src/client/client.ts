// The public client: a facade that builds the parts and forwards each method to the one that
// owns the job. Behaviour lives in the parts; this file only wires them.
import type { Visit, VisitorDataInput } from '../data/types.js';
import type { Variable } from '../evaluation/variables.js';
import type { SdkInfo } from '../targeting/context.js';
import { validateVisitorCode } from '../visitorCode.js';
import { forceVariation } from './assignments.js';
import { BrowserVisitor } from './browserVisitor.js';
import { ClientContext } from './context.js';
import { DataApiReader } from './dataApi.js';
import {
  FlagEvaluator,
  type FeatureFlagSummary,
  type VariationDetails,
  type VariationResult,
} from './evaluator.js';
import { ClientLifecycle, type ConfigurationRefresh } from './lifecycle.js';
import type { FlagsClientOptions } from './options.js';
import type { RemoteVisitorDataFilters } from './remoteData.js';
import type { ResolvedSettings } from './settings.js';
import { TrackingRequests } from './tracking.js';
import { VisitorDataWriter } from './visitorData.js';

/** Arguments of {@link FlagsClient.getVariation}. */
export interface GetVariationArgs {
  visitorCode: string;
  featureKey: string;
  /** Store the assignment as unsent and schedule tracking; default true. */
  track?: boolean;
}

/**
 * The experimentation client: holds the configuration, evaluates flags synchronously, stores
 * visitor data and tracks it. Uninitialised until {@link initialize} succeeds.
 */
export class FlagsClient {
  readonly settings: ResolvedSettings;
  readonly sdk: SdkInfo;
  private readonly context: ClientContext;
  private readonly lifecycle: ClientLifecycle;
  private readonly evaluator: FlagEvaluator;
  private readonly data: VisitorDataWriter;
  private readonly dataApi: DataApiReader;
  private readonly tracking: TrackingRequests;
  private readonly visitor: BrowserVisitor;

  constructor(options: FlagsClientOptions) {
    const context = new ClientContext(options);
    this.context = context;
    this.settings = context.settings;
    this.sdk = context.sdk;
    this.data = new VisitorDataWriter(context);
    this.lifecycle = new ClientLifecycle(context, options, () => this.cleanup());
    this.evaluator = new FlagEvaluator(context);
    this.dataApi = new DataApiReader(context, this.data);
    this.tracking = new TrackingRequests(context, this.data);
    this.visitor = new BrowserVisitor(context);
  }

  /** True once a configuration is loaded. */
  get ready(): boolean {
    return this.context.configuration !== null;
  }

  /**
   * Loads the configuration: a fresh cache or default configuration at once (refreshed in the
   * background), else a fetch with 2 retries; falls back to the cache when the fetch fails.
   * Rejects with an Initialization error when no configuration can be had.
   */
  initialize(): Promise<void> {
    return this.lifecycle.initialize();
  }

  /** Calls `listener` whenever a configuration is loaded or updated; returns an unsubscribe. */
  onConfigurationUpdate(listener: () => void): () => void {
    return this.lifecycle.onConfigurationUpdate(listener);
  }

  /**
   * Calls `listener` with the outcome of every configuration refresh after the first load: a
   * poll, a real-time message, or the background fetch after serving a cached or default
   * configuration (also a failed first fetch when a cached or default configuration is used
   * instead). Returns an unsubscribe.
   */
  onConfigurationRefresh(listener: (refresh: ConfigurationRefresh) => void): () => void {
    return this.lifecycle.onConfigurationRefresh(listener);
  }

  /** Removes expired data and visitors left with none. */
  cleanup(): void {
    this.data.cleanup();
  }

  /** Stops timers and the update stream, and writes pending state to storage. */
  close(): void {
    this.lifecycle.close();
    this.visitor.close();
    this.context.recentAssignments.close();
    this.context.store.persist();
  }

  /** The visitor's variation of a flag (evaluated in the spec's order). */
  getVariation({ visitorCode, featureKey, track = true }: GetVariationArgs): VariationResult {
    return this.evaluator.getVariation(visitorCode, featureKey, track);
  }

  /**
   * {@link getVariation} that also says what decided the variation (experiment split, targeted
   * delivery, forced or simulated variation, default) and, with `variableKey`, reads one variable
   * in the same evaluation (throwing like {@link getFeatureFlagVariable}). For adapters such as
   * the OpenFeature providers.
   */
  getVariationDetails(args: GetVariationArgs & { variableKey?: string }): VariationDetails {
    return this.evaluator.getVariationDetails(args);
  }

  /**
   * True when the visitor's variation is not `off`. A flag disabled in the environment (or
   * blocked by a refused consent) is inactive rather than an error.
   */
  isFeatureFlagActive(visitorCode: string, featureKey: string, track = true): boolean {
    return this.evaluator.isFeatureFlagActive(visitorCode, featureKey, track);
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
    return this.evaluator.getFeatureFlagVariable(args);
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
    return this.evaluator.getVariations(args);
  }

  /** Every flag of the configuration, with its rules' experiments and variation keys. */
  getFeatureFlags(): FeatureFlagSummary[] {
    return this.evaluator.getFeatureFlags();
  }

  /** Stores data for a visitor (targeting now, tracking at the next round). */
  addData(visitorCode: string, ...data: VisitorDataInput[]): void {
    this.data.add(visitorCode, ...data);
  }

  /** JSON stored on the Data API under `key` (a data map). */
  getRemoteData(key: string): Promise<unknown> {
    return this.dataApi.getRemoteData(key);
  }

  /**
   * Reads the visitor's history from the Data API (previous visits 1 to 25, filtered) and, unless
   * `shouldAddData` is false, stores it for targeting as already-sent data.
   */
  getRemoteVisitorData(args: {
    visitorCode: string;
    shouldAddData?: boolean;
    filters?: RemoteVisitorDataFilters;
  }): Promise<VisitorDataInput[]> {
    return this.dataApi.getRemoteVisitorData(args);
  }

  /** Records the visitor's previous visits (e.g. from remote data) and the current visit. */
  setVisitHistory(visitorCode: string, visits: Visit[]): void {
    this.data.setVisitHistory(visitorCode, visits);
  }

  /** Records conversion-score buckets: experimentId -> variationId -> score. */
  setConversionScores(visitorCode: string, scores: Record<string, Record<string, number>>): void {
    this.data.setConversionScores(visitorCode, scores);
  }

  /** Records a conversion and schedules tracking. */
  trackConversion(args: {
    visitorCode: string;
    goalId: number;
    revenue?: number;
    negative?: boolean;
    metadata?: { index: number; values: string[] }[];
  }): void {
    this.tracking.trackConversion(args);
  }

  /**
   * Sends tracking. With a visitor and `instant`, sends that visitor now; with a visitor,
   * schedules it; without, schedules every visitor with unsent data.
   */
  flush(target?: string | { visitorCode?: string; instant?: boolean }): Promise<void> {
    return this.tracking.flush(target);
  }

  /** Forces (or with `variationKey: null` clears) a variation of an experiment for a visitor. */
  setForcedVariation(args: {
    visitorCode: string;
    experimentId: number;
    variationKey: string | null;
    forceTargeting?: boolean;
  }): void {
    forceVariation(this.context.requireConfiguration(), this.context.store, args);
  }

  /**
   * JavaScript for Kameleoon's page engine that reports the variations the visitor was assigned
   * in the last 5 seconds (spec section 9, cache life), so a page running the engine too counts
   * them: per assignment, `Experiments.assignVariation` and `Experiments.trigger` calls pushed
   * onto `window.kameleoonQueue`. Insert it in a `<script>` of the page that was evaluated.
   */
  getEngineTrackingCode(visitorCode: string): string {
    validateVisitorCode(visitorCode);
    return this.context.recentAssignments.trackingCode(visitorCode);
  }

  /** Records the visitor's legal consent, (re)writes or clears the cookie, and schedules tracking. */
  setLegalConsent(visitorCode: string, consent: boolean): void {
    this.visitor.setLegalConsent(visitorCode, consent);
  }

  /**
   * The visitor code of the current browser: the cookie's, else `defaultCode`, else a new one.
   * The cookie is (re)written unless consent is required; simulated variations are reloaded
   * from the simulation cookie.
   */
  getVisitorCode(defaultCode?: string): string {
    return this.visitor.getVisitorCode(defaultCode);
  }
}
