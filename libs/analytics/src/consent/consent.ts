import type { DataLayer, DataLayerEvent } from '../tagManager/dataLayer.js';

/** Where the shopper stands on analytics consent. */
export type ConsentStatus = 'pending' | 'granted' | 'denied';

/**
 * Events that may reach the data layer before consent: the tag manager's own start and the consent
 * signals it needs to apply the shopper's choice. Nothing about the shopper is in them.
 */
export const EVENTS_ALLOWED_BEFORE_CONSENT: readonly string[] = [
  'gtm.js',
  'consent_default',
  'consent_update',
];

/** Events held while consent is pending, by default; beyond it the oldest are dropped. */
export const DEFAULT_MAX_QUEUED_EVENTS = 50;

/** Options of {@link createConsentGate}. */
export interface ConsentGateOptions {
  /** Whether tracking needs consent (default `true`). When `false` every event passes. */
  required?: boolean;
  /** The status known at start-up, e.g. read from the consent cookie (default `pending`). */
  status?: ConsentStatus;
  /** More event names allowed before consent, e.g. strictly necessary ones. */
  allowedBeforeConsent?: readonly string[];
  /** How many events are held while consent is pending (default 50). */
  maxQueued?: number;
}

/** What happened to a pushed event. */
export type PushOutcome = 'sent' | 'queued' | 'dropped';

/** The consent gate in front of the data layer. */
export interface ConsentGate {
  readonly status: ConsentStatus;
  /** Whether shopper events currently reach the data layer. */
  readonly allowed: boolean;
  push(event: DataLayerEvent): PushOutcome;
  /** Applies the shopper's choice at once: signals it, then releases or drops the held events. */
  setStatus(status: ConsentStatus): void;
  /** Called after every status change; returns the unsubscribe function. */
  subscribe(listener: (status: ConsentStatus) => void): () => void;
}

/**
 * Gates a data layer on consent. Policy: while consent is pending, allowed events pass and the
 * others are held (up to `maxQueued`, oldest dropped first); granting releases the held events in
 * order; denying discards them and drops every later shopper event until consent is granted.
 * Each change is signalled first, both as a consent-mode `consent update` command and as a
 * `consent_update` event for custom triggers.
 */
export function createConsentGate(layer: DataLayer, options: ConsentGateOptions = {}): ConsentGate {
  const required = options.required ?? true;
  const allowedEvents = new Set([
    ...EVENTS_ALLOWED_BEFORE_CONSENT,
    ...(options.allowedBeforeConsent ?? []),
  ]);
  const maxQueued = Math.max(0, Math.floor(options.maxQueued ?? DEFAULT_MAX_QUEUED_EVENTS));
  const listeners = new Set<(status: ConsentStatus) => void>();
  let status: ConsentStatus = options.status ?? (required ? 'pending' : 'granted');
  let held: DataLayerEvent[] = [];

  const isAllowed = () => !required || status === 'granted';
  layer.command('consent', 'default', consentSignals(isAllowed()));
  layer.push({ event: 'consent_default', ...consentSignals(isAllowed()) });

  return {
    get status() {
      return status;
    },
    get allowed() {
      return isAllowed();
    },
    push(event) {
      if (isAllowed() || allowedEvents.has(event.event)) {
        layer.push(event);
        return 'sent';
      }
      if (status === 'denied' || maxQueued === 0) return 'dropped';
      held.push(event);
      if (held.length > maxQueued) held.shift();
      return 'queued';
    },
    setStatus(next) {
      if (next === status) return;
      status = next;
      layer.command('consent', 'update', consentSignals(isAllowed()));
      layer.push({ event: 'consent_update', ...consentSignals(isAllowed()) });
      const release = held;
      held = [];
      if (status === 'granted') for (const event of release) layer.push(event);
      else if (status === 'pending') held = release;
      for (const listener of listeners) listener(status);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function consentSignals(granted: boolean) {
  const value = granted ? 'granted' : 'denied';
  return {
    analytics_storage: value,
    ad_storage: value,
    ad_user_data: value,
    ad_personalization: value,
  };
}
