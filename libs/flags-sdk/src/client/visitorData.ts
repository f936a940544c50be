// Writing and expiring what the client knows about visitors (targeting data, visits, scores).
import {
  addVisitorData,
  cleanupVisitorData,
  recordActivity,
  type AddDataOptions,
} from '../data/addData.js';
import type { Visit, VisitorDataInput } from '../data/types.js';
import { nonce } from '../tracking/lines.js';
import { validateVisitorCode } from '../visitorCode.js';
import { keepRemoteAssignments } from './assignments.js';
import type { ClientContext } from './context.js';
import type { RemoteVisitorData } from './remoteData.js';

/** How often expired data is looked for. */
export const CLEANUP_CHECK_MS = 10_000;

/** Stores visitor data for targeting (and tracking), and removes it once expired. */
export class VisitorDataWriter {
  constructor(private readonly context: ClientContext) {}

  private addOptions(now: number, expires: number | undefined): AddDataOptions {
    const { context } = this;
    return {
      configuration: context.configuration,
      now,
      expires,
      nonce: () => nonce(context.random),
      conversionId: () => Math.floor(context.random() * 2 ** 31),
      warn: (message) => context.log('warn', message),
    };
  }

  /** Stores data for a visitor; mapping-identifier custom data links it to that user id. */
  add(visitorCode: string, ...data: VisitorDataInput[]): void {
    validateVisitorCode(visitorCode);
    const { store, settings } = this.context;
    const stored = store.data(visitorCode);
    const now = this.context.clock.now();
    const expires =
      settings.cleanupIntervalMs === null ? undefined : now + settings.cleanupIntervalMs;
    const options = this.addOptions(now, expires);
    for (const input of data) {
      const mapping = addVisitorData(stored, input, options);
      if (mapping && mapping.mappingValue !== visitorCode) {
        store.link(mapping.mappingValue, store.resolve(visitorCode), now);
      }
    }
  }

  /**
   * Stores history read from the Data API as already sent (it came from the server): data,
   * visits unless some are known, scores, personalisations and unknown assignments.
   */
  addRemote(visitorCode: string, remote: RemoteVisitorData): void {
    const data = this.context.store.data(visitorCode);
    const options = { ...this.addOptions(this.context.clock.now(), undefined), alreadySent: true };
    for (const input of remote.data) addVisitorData(data, input, options);
    if (remote.visits.length > 0 && data.visits === undefined)
      this.setVisitHistory(visitorCode, remote.visits);
    if (remote.cbScores) data.cbScores = remote.cbScores;
    if (remote.conversionLikelihood) data.conversionLikelihood = remote.conversionLikelihood;
    if (Object.keys(remote.personalization).length > 0)
      data.personalization = remote.personalization;
    keepRemoteAssignments(this.context.store, visitorCode, remote.assignments);
  }

  /** Records the visitor's previous visits and, in browsers, the current one. */
  setVisitHistory(visitorCode: string, visits: Visit[]): void {
    validateVisitorCode(visitorCode);
    const data = this.context.store.data(visitorCode);
    const history = visits.map((visit) => ({ ...visit }));
    data.visits = this.context.sdk.isServer
      ? history
      : recordActivity(history, this.context.clock.now());
  }

  /** Records conversion-score buckets: experimentId -> variationId -> score. */
  setConversionScores(visitorCode: string, scores: Record<string, Record<string, number>>): void {
    validateVisitorCode(visitorCode);
    this.context.store.data(visitorCode).cbScores = scores;
  }

  /** Removes expired data, visitors left with none and expired consents. */
  cleanup(): void {
    const { store, settings } = this.context;
    const now = this.context.clock.now();
    const lifetime = settings.cleanupIntervalMs ?? undefined;
    for (const code of store.dataVisitors()) {
      const data = store.peekData(code);
      if (data && cleanupVisitorData(data, now, lifetime)) store.deleteData(code);
    }
    store.dataChanged();
    store.cleanupConsent(now);
    store.nextDataCleanup = now + (lifetime ?? CLEANUP_CHECK_MS);
  }
}
