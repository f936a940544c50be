import type { Configuration } from '../configuration/configuration.js';
import type { Assignment, StoredItem, VisitorData } from '../data/types.js';
import type { VisitorStore } from '../data/visitorStore.js';
import type { SdkInfo } from '../targeting/context.js';
import { request, type TransportOptions } from '../transport/http.js';
import {
  ACTIVITY_EVENT,
  assignmentEvent,
  browserEvent,
  conversionEvent,
  customDataEvent,
  deviceEvent,
  geolocationEvent,
  identifier,
  nonce,
  operatingSystemEvent,
  pageViewEvent,
  visitSummaryEvent,
} from './lines.js';

/** Largest tracking body: 10 MB, every UTF-16 unit counted as 4 bytes. */
export const MAX_BODY_BYTES = 10_000_000;
/** Length of a visit: persistent data is re-sent once per visit. */
export const VISIT_DURATION_MS = 29 * 60_000;
/** Logged when a tracking request finally fails (its visitors are requeued). */
export const TRACKING_FAILED = 'Tracking request failed';
/** Logged when the body cap leaves visitors for the next round. */
export const BODY_CAP_WARNING =
  'Tracking body reached its maximum size: the remaining data is kept for the next request. ' +
  'Consider a shorter tracking interval.';

/** What the tracker needs from its client. */
export interface TrackerHost {
  store: VisitorStore;
  configuration(): Configuration | null;
  sdk: SdkInfo;
  siteCode: string;
  now(): number;
  random(): number;
  transport(): TransportOptions;
  /** Base URL of the Data API (`https://host`, or the service URL). */
  dataApiBase(): string;
  log(level: 'warn' | 'error', message: string, error?: unknown): void;
}

interface Batch {
  lines: string[];
  items: StoredItem[];
  hasUserAgent: boolean;
}

/** The tracking queue: unsent → pending → sent, or back to unsent and rescheduled on failure. */
export class Tracker {
  private inFlight: Promise<void> = Promise.resolve();

  constructor(private readonly host: TrackerHost) {
    // Items left pending by a previous page never got an answer: send them again.
    for (const code of host.store.dataVisitors()) {
      if (this.resetPending(host.store.peekData(code))) host.store.schedule(code, false);
    }
    for (const code of host.store.assignmentVisitors()) {
      let reset = false;
      for (const assignment of Object.values(host.store.assignments(code))) {
        if (assignment.status === 'pending') {
          assignment.status = 'unsent';
          reset = true;
        }
      }
      if (reset) {
        host.store.assignmentsChanged();
        host.store.schedule(code, false);
      }
    }
  }

  private resetPending(data: VisitorData | undefined): boolean {
    if (data === undefined) return false;
    let reset = false;
    for (const entry of dataItems(data)) {
      if (entry.status === 'pending') {
        entry.status = 'unsent';
        reset = true;
      }
    }
    return reset;
  }

  /** Queues a visitor for the next tracking round. */
  schedule(visitorCode: string): void {
    this.host.store.schedule(visitorCode, this.consentAllowsAll(visitorCode));
  }

  /** Queues every visitor that has unsent data or assignments. */
  scheduleAllUnsent(): void {
    const { store } = this.host;
    for (const code of store.dataVisitors()) {
      const data = store.peekData(code);
      if (data && dataItems(data).some((entry) => entry.status === 'unsent')) this.schedule(code);
    }
    for (const code of store.assignmentVisitors()) {
      if (Object.values(store.assignments(code)).some((a) => a.status === 'unsent')) {
        this.schedule(code);
      }
    }
  }

  /** True when everything may be sent for the visitor (consent given or not required). */
  consentAllowsAll(visitorCode: string): boolean {
    const configuration = this.host.configuration();
    return (
      !configuration?.consentRequired ||
      this.host.store.consent(visitorCode, this.host.now()) === true
    );
  }

  /** Sends the scheduled visitors (or just `visitorCode`) now. Resolves when the request settled. */
  send(visitorCode?: string): Promise<void> {
    const run = this.inFlight.then(() => this.sendNow(visitorCode));
    this.inFlight = run.catch(() => undefined);
    return run;
  }

  private async sendNow(only?: string): Promise<void> {
    const { store } = this.host;
    this.requeuePersistentData();
    const codes =
      only !== undefined ? [only] : Object.keys(store.scheduled()).map((key) => key.slice(1));
    const lines: string[] = [];
    const items: StoredItem[] = [];
    const sentCodes: string[] = [];
    let bytes = 0;
    let bodyUa = false;
    for (const code of codes) {
      const batch = this.collect(code);
      if (batch.lines.length === 0) {
        store.unschedule(code);
        continue;
      }
      const size = batch.lines.reduce((total, line) => total + line.length * 4, 0);
      if (bytes + size > MAX_BODY_BYTES && lines.length > 0) {
        this.host.log('warn', BODY_CAP_WARNING);
        break;
      }
      for (const entry of batch.items) entry.status = 'pending';
      lines.push(...batch.lines);
      items.push(...batch.items);
      sentCodes.push(code);
      bytes += size;
      bodyUa ||= batch.hasUserAgent;
      store.unschedule(code);
    }
    if (lines.length === 0) return;
    store.assignmentsChanged();
    store.dataChanged();

    const { siteCode, sdk } = this.host;
    const url =
      `${this.host.dataApiBase()}/visit/events?siteCode=${encodeURIComponent(siteCode)}` +
      `&sdkName=${sdk.type.toLowerCase()}&sdkVersion=${sdk.version}` +
      (bodyUa ? '&bodyUa=true' : '');
    let ok = false;
    try {
      const response = await request(
        url,
        { method: 'POST', headers: { 'Content-Type': '*/*' }, body: lines.join('\n') },
        this.host.transport(),
      );
      ok = response.ok;
    } catch {
      ok = false;
    }
    for (const entry of items) {
      if (entry.status === 'pending') entry.status = ok ? 'sent' : 'unsent';
    }
    store.assignmentsChanged();
    store.dataChanged();
    if (!ok) for (const code of sentCodes) this.schedule(code);
    if (!ok) this.host.log('error', TRACKING_FAILED);
  }

  /** Persistent (visitor-scope) and mapping custom data go out again once per visit. */
  private requeuePersistentData(): void {
    const { store } = this.host;
    const configuration = this.host.configuration();
    const now = this.host.now();
    if (configuration === null || now < store.nextVisitTime) return;
    store.nextVisitTime = now + VISIT_DURATION_MS;
    for (const code of store.dataVisitors()) {
      const data = store.peekData(code);
      if (data === undefined) continue;
      let requeued = false;
      for (const entry of Object.values(data.customData)) {
        const definition = configuration.customData.get(entry.index);
        const persistent = definition?.scope === 'VISITOR' || definition?.isMappingIdentifier;
        if (persistent && !definition?.localOnly && entry.status === 'sent') {
          entry.status = 'unsent';
          requeued = true;
        }
      }
      if (requeued) {
        store.dataChanged();
        this.schedule(code);
      }
    }
  }

  /** Lines of one visitor and the items they carry, honouring consent. */
  private collect(visitorCode: string): Batch {
    const { store } = this.host;
    const configuration = this.host.configuration();
    const allowAll = this.consentAllowsAll(visitorCode);
    const allowConversions = allowAll || configuration?.hasTargetedDelivery === true;
    const data = store.peekData(visitorCode);
    const events: { event: string; item: StoredItem }[] = [];

    const assignments = store.assignments(visitorCode);
    for (const [experimentId, assignment] of Object.entries(assignments) as [
      string,
      Assignment,
    ][]) {
      if (assignment.status !== 'unsent') continue;
      if (!allowAll && !assignment.isTargetedRule) continue;
      events.push({ event: assignmentEvent(experimentId, assignment), item: assignment });
    }
    if (data) {
      for (const kind of data.kinds) {
        if (!allowAll && kind !== 'conversion') continue;
        switch (kind) {
          case 'customData':
            for (const entry of Object.values(data.customData)) {
              if (entry.status !== 'unsent') continue;
              const definition = configuration?.customData.get(entry.index);
              if (definition?.localOnly) continue;
              const mapping = definition?.isMappingIdentifier === true;
              events.push({ event: customDataEvent(entry, mapping), item: entry });
            }
            break;
          case 'pageView':
            for (const page of Object.values(data.pageView)) {
              if (page.status === 'unsent') events.push({ event: pageViewEvent(page), item: page });
            }
            break;
          case 'conversion':
            if (!allowConversions) break;
            for (const conversion of data.conversion) {
              if (conversion.status === 'unsent') {
                events.push({ event: conversionEvent(conversion), item: conversion });
              }
            }
            break;
          case 'browser':
            if (data.browser?.status === 'unsent') {
              events.push({ event: browserEvent(data.browser), item: data.browser });
            }
            break;
          case 'device':
            if (data.device?.status === 'unsent') {
              events.push({ event: deviceEvent(data.device), item: data.device });
            }
            break;
          case 'operatingSystem':
            if (data.operatingSystem?.status === 'unsent') {
              events.push({
                event: operatingSystemEvent(data.operatingSystem),
                item: data.operatingSystem,
              });
            }
            break;
          case 'geolocation':
            if (data.geolocation?.status === 'unsent') {
              events.push({ event: geolocationEvent(data.geolocation), item: data.geolocation });
            }
            break;
        }
      }
    }
    const texts = events.map(({ event }) => event);
    // The browser engine closes every visitor that has stored data with its summary line; a
    // visitor with nothing at all to send gets an activity line instead.
    if (allowAll && data && !this.host.sdk.isServer) {
      texts.push(visitSummaryEvent(data, this.host.now()));
    }
    if (allowAll && texts.length === 0) texts.push(ACTIVITY_EVENT);
    const mapped = store.isMapped(visitorCode) || data?.uniqueIdentifier?.value === true;
    const suffix = identifier(visitorCode, mapped);
    const random = () => this.host.random();
    const pageNonces = new Map<StoredItem, string>();
    for (const { item } of events) {
      if ('nonce' in item && typeof item.nonce === 'string') pageNonces.set(item, item.nonce);
    }
    const userAgent = allowAll ? data?.userAgent?.value : undefined;
    const lines = texts.map((text, index) => {
      const event = events[index];
      // Page views and conversions keep their nonce when re-sent, so the server de-duplicates.
      const lineNonce = (event && pageNonces.get(event.item)) ?? nonce(random);
      const line = `${text}&nonce=${lineNonce}${suffix}`;
      return index === 0 && userAgent ? `${line}&userAgent=${userAgent}` : line;
    });
    return { lines, items: events.map(({ item }) => item), hasUserAgent: Boolean(userAgent) };
  }
}

function dataItems(data: VisitorData): StoredItem[] {
  const items: StoredItem[] = [
    ...Object.values(data.customData),
    ...Object.values(data.pageView),
    ...data.conversion,
  ];
  for (const entry of [data.browser, data.device, data.operatingSystem, data.geolocation]) {
    if (entry) items.push(entry);
  }
  return items;
}
