/** Synchronous key-value storage (the shape of `localStorage`), injectable for tests and servers. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Storage keys, as the original engine names them (spec section 3). */
export const STORAGE_KEYS = {
  clientData: 'kameleoonClientData',
  targetingData: 'kameleoonTargetingData',
  trackingData: 'kameleoonTrackingData',
  variationData: 'kameleoonVariationData',
  visitorCode: 'kameleoonVisitorCode',
  consentData: 'kameleoonConsentData',
  dataInfo: 'kameleoonDataInfo',
  simulationData: 'kameleoonSimulationFFData',
  forcedFeatureVariation: 'kameleoonForcedFeatureVariation',
  forcedExperimentVariation: 'kameleoonForcedExperimentVariation',
} as const;

/** In-memory storage: the default where no `localStorage` exists (servers, edge, tests). */
export class MemoryStorage implements KeyValueStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/** The browser's `localStorage` when usable, else a {@link MemoryStorage}. */
export function defaultStorage(): KeyValueStorage {
  try {
    const storage = globalThis.localStorage;
    if (storage) {
      storage.getItem('kameleoonClientData');
      return storage;
    }
  } catch {
    // Blocked storage (privacy mode, sandboxed frames) falls back to memory.
  }
  return new MemoryStorage();
}
