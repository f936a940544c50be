import { STORAGE_KEYS, type KeyValueStorage } from '../storage/storage.js';
import { emptyVisitorData, type Assignment, type VisitorData } from './types.js';

/** A forced variation of one experiment for one visitor. */
export interface ForcedExperimentVariation {
  variationKey: string;
  variationId: number | null;
  forceTargeting: boolean;
}

/** A simulated variation of one flag (from the simulation cookie): experiment 0 = default. */
export interface SimulatedVariation {
  expId: number;
  varId: number;
}

/** Link of a user id to the anonymous visitor whose data it shares. */
export interface MappingEntry {
  mappingIdentifier: string;
  timestamp: number;
}

interface DataInfo {
  nextVisitTime: number;
  nextDataCleanup: number;
  mappingIdentifiers: Record<string, MappingEntry>;
}

/**
 * A visitor's legal consent as stored under `kameleoonConsentData`: 1 given, 2 refused, and when
 * it expires (epoch ms). Entries written before consent expired lack `expirationTime`, and
 * Kameleoon's older ones hold a boolean, bare or as `consent`: all are still read (and upgraded).
 */
export type StoredConsent = { consent: 1 | 2 | boolean; expirationTime?: number } | boolean;

interface State {
  targeting: Record<string, VisitorData>;
  variations: Record<string, Record<string, Assignment>>;
  consent: Record<string, StoredConsent>;
  tracking: { scheduledVisitors: Record<string, { isConsentProvided: boolean }> };
  dataInfo: DataInfo;
  forced: Record<string, Record<string, ForcedExperimentVariation>>;
  simulated: Record<string, Record<string, SimulatedVariation>>;
}

type StateKey = keyof State;

const KEYS: Record<StateKey, string> = {
  targeting: STORAGE_KEYS.targetingData,
  variations: STORAGE_KEYS.variationData,
  consent: STORAGE_KEYS.consentData,
  tracking: STORAGE_KEYS.trackingData,
  dataInfo: STORAGE_KEYS.dataInfo,
  forced: STORAGE_KEYS.forcedExperimentVariation,
  simulated: STORAGE_KEYS.forcedFeatureVariation,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function defaults(): State {
  return {
    targeting: {},
    variations: {},
    consent: {},
    tracking: { scheduledVisitors: {} },
    dataInfo: { nextVisitTime: 0, nextDataCleanup: 0, mappingIdentifiers: {} },
    forced: {},
    simulated: {},
  };
}

/** Integrity checks: the stored value must have the shape the engine relies on. */
const VALID: Record<StateKey, (value: unknown) => boolean> = {
  targeting: (value) =>
    isRecord(value) &&
    Object.values(value).every(
      (data) =>
        isRecord(data) &&
        isRecord(data.customData) &&
        isRecord(data.pageView) &&
        Array.isArray(data.conversion) &&
        Array.isArray(data.kinds),
    ),
  variations: (value) => isRecord(value) && Object.values(value).every(isRecord),
  consent: (value) =>
    isRecord(value) &&
    Object.values(value).every((entry) => typeof entry === 'boolean' || isRecord(entry)),
  tracking: (value) => isRecord(value) && isRecord(value.scheduledVisitors),
  dataInfo: (value) =>
    isRecord(value) &&
    typeof value.nextVisitTime === 'number' &&
    typeof value.nextDataCleanup === 'number' &&
    isRecord(value.mappingIdentifiers),
  forced: (value) => isRecord(value) && Object.values(value).every(isRecord),
  simulated: (value) => isRecord(value) && Object.values(value).every(isRecord),
};

/** Messages the store logs (spec section 8). */
export const readFailure = (key: string) => `Failed to read data from storage: ${key}`;
export const writeFailure = (key: string) => `Failed to write data to storage: ${key}`;

/**
 * Everything the engine remembers about visitors, kept in memory and written back to storage
 * once per burst of changes (a microtask), so a loop of evaluations costs one write.
 */
export class VisitorStore {
  private state: State;
  private readonly dirty = new Set<StateKey>();
  private flushQueued = false;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly warn: (message: string) => void,
  ) {
    this.state = defaults();
    for (const key of Object.keys(KEYS) as StateKey[]) this.load(key);
  }

  private load(key: StateKey): void {
    const storageKey = KEYS[key];
    let text: string | null;
    try {
      text = this.storage.getItem(storageKey);
    } catch {
      this.warn(readFailure(storageKey));
      return;
    }
    if (text === null) {
      // A missing storage starts from defaults, written back so the next read finds them.
      this.touch(key);
      return;
    }
    try {
      const value: unknown = JSON.parse(text);
      if (!VALID[key](value)) throw new Error('integrity');
      (this.state as unknown as Record<StateKey, unknown>)[key] = value;
    } catch {
      this.warn(readFailure(storageKey));
      this.touch(key);
    }
  }

  /** Marks part of the state changed; it is written at the end of the current task. */
  touch(key: StateKey): void {
    this.dirty.add(key);
    if (this.flushQueued) return;
    this.flushQueued = true;
    queueMicrotask(() => this.persist());
  }

  /** Writes every changed part now. */
  persist(): void {
    this.flushQueued = false;
    for (const key of this.dirty) {
      try {
        this.storage.setItem(KEYS[key], JSON.stringify(this.state[key]));
      } catch {
        this.warn(writeFailure(KEYS[key]));
      }
    }
    this.dirty.clear();
  }

  /** The code whose data and hashes stand for `visitorCode` (a linked user shares the anonymous visitor's). */
  resolve(visitorCode: string): string {
    return this.state.dataInfo.mappingIdentifiers[visitorCode]?.mappingIdentifier ?? visitorCode;
  }

  /** True when `visitorCode` is a user id linked to an anonymous visitor. */
  isMapped(visitorCode: string): boolean {
    return this.state.dataInfo.mappingIdentifiers[visitorCode] !== undefined;
  }

  /**
   * Links user id `userId` to the anonymous visitor `visitorCode`; an existing link is only
   * replaced by a newer one.
   */
  link(userId: string, visitorCode: string, timestamp: number): void {
    const existing = this.state.dataInfo.mappingIdentifiers[userId];
    if (existing && existing.timestamp >= timestamp) return;
    this.state.dataInfo.mappingIdentifiers[userId] = { mappingIdentifier: visitorCode, timestamp };
    this.touch('dataInfo');
  }

  /** Stored data of a visitor, or `undefined` when nothing is stored. */
  peekData(visitorCode: string): VisitorData | undefined {
    return this.state.targeting[this.resolve(visitorCode)];
  }

  /** Stored data of a visitor, created empty when missing (the caller then changes it). */
  data(visitorCode: string): VisitorData {
    const code = this.resolve(visitorCode);
    let data = this.state.targeting[code];
    if (data === undefined) {
      data = emptyVisitorData();
      this.state.targeting[code] = data;
    }
    this.touch('targeting');
    return data;
  }

  /** Marks the visitor data changed after statuses moved. */
  dataChanged(): void {
    this.touch('targeting');
  }

  /** All visitors with stored data. */
  dataVisitors(): string[] {
    return Object.keys(this.state.targeting);
  }

  assignments(visitorCode: string): Record<string, Assignment> {
    return this.state.variations[visitorCode] ?? EMPTY;
  }

  setAssignment(visitorCode: string, experimentId: number, assignment: Assignment): void {
    let assignments = this.state.variations[visitorCode];
    if (assignments === undefined) {
      assignments = {};
      this.state.variations[visitorCode] = assignments;
    }
    assignments[experimentId] = assignment;
    this.touch('variations');
  }

  /** Marks the assignments changed after their statuses moved. */
  assignmentsChanged(): void {
    this.touch('variations');
  }

  assignmentVisitors(): string[] {
    return Object.keys(this.state.variations);
  }

  /**
   * Legal consent at time `now`: `true` given, `false` refused, `undefined` never set or expired
   * (an expired consent is as good as none, so it is dropped when seen).
   */
  consent(visitorCode: string, now: number): boolean | undefined {
    const entry = this.state.consent[visitorCode];
    if (entry === undefined) return undefined;
    if (typeof entry === 'boolean') return entry;
    if (entry.expirationTime !== undefined && entry.expirationTime <= now) {
      delete this.state.consent[visitorCode];
      this.touch('consent');
      return undefined;
    }
    return entry.consent === 1 || entry.consent === true;
  }

  /** Records a visitor's legal consent, valid until `expirationTime` (epoch ms). */
  setConsent(visitorCode: string, consent: boolean, expirationTime: number): void {
    this.state.consent[visitorCode] = { consent: consent ? 1 : 2, expirationTime };
    this.touch('consent');
  }

  /**
   * Upgrades stored consents to the current format: boolean ones become 1 or 2, and those without
   * an expiry get `expirationTime` (spec section 9: entries without an expiry get one added).
   */
  addMissingConsentExpiry(expirationTime: number): void {
    let upgraded = false;
    for (const [code, entry] of Object.entries(this.state.consent)) {
      if (typeof entry !== 'boolean' && typeof entry.expirationTime === 'number') continue;
      const given =
        typeof entry === 'boolean' ? entry : entry.consent === 1 || entry.consent === true;
      this.state.consent[code] = { consent: given ? 1 : 2, expirationTime };
      upgraded = true;
    }
    if (upgraded) this.touch('consent');
  }

  forced(visitorCode: string): Record<string, ForcedExperimentVariation> | undefined {
    return this.state.forced[visitorCode];
  }

  setForced(visitorCode: string, experimentId: number, forced: ForcedExperimentVariation | null) {
    const entries = (this.state.forced[visitorCode] ??= {});
    if (forced === null) delete entries[experimentId];
    else entries[experimentId] = forced;
    if (Object.keys(entries).length === 0) delete this.state.forced[visitorCode];
    this.touch('forced');
  }

  simulated(visitorCode: string): Record<string, SimulatedVariation> | undefined {
    return this.state.simulated[visitorCode];
  }

  setSimulated(visitorCode: string, simulated: Record<string, SimulatedVariation> | null): void {
    if (simulated === null) delete this.state.simulated[visitorCode];
    else this.state.simulated[visitorCode] = simulated;
    this.touch('simulated');
  }

  /** Visitors waiting for the next tracking round, with their consent at scheduling time. */
  scheduled(): Record<string, { isConsentProvided: boolean }> {
    return this.state.tracking.scheduledVisitors;
  }

  schedule(visitorCode: string, isConsentProvided: boolean): void {
    this.state.tracking.scheduledVisitors[`_${visitorCode}`] = { isConsentProvided };
    this.touch('tracking');
  }

  unschedule(visitorCode: string): void {
    delete this.state.tracking.scheduledVisitors[`_${visitorCode}`];
    this.touch('tracking');
  }

  get nextVisitTime(): number {
    return this.state.dataInfo.nextVisitTime;
  }

  set nextVisitTime(time: number) {
    this.state.dataInfo.nextVisitTime = time;
    this.touch('dataInfo');
  }

  get nextDataCleanup(): number {
    return this.state.dataInfo.nextDataCleanup;
  }

  set nextDataCleanup(time: number) {
    this.state.dataInfo.nextDataCleanup = time;
    this.touch('dataInfo');
  }

  /** Deletes a visitor's data record (cleanup of an empty visitor). */
  deleteData(visitorCode: string): void {
    delete this.state.targeting[visitorCode];
    this.touch('targeting');
  }

  /** Drops expired consent entries. */
  cleanupConsent(now: number): void {
    for (const [code, entry] of Object.entries(this.state.consent)) {
      if (typeof entry === 'boolean' || entry.expirationTime === undefined) continue;
      if (entry.expirationTime <= now) delete this.state.consent[code];
    }
    this.touch('consent');
  }
}

const EMPTY: Record<string, Assignment> = Object.freeze({}) as Record<string, Assignment>;
