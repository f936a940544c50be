import {
  BROWSERS,
  OPERATING_SYSTEMS,
  type Assignment,
  type StoredConversion,
  type StoredCustomData,
  type StoredPageView,
  type VisitorData,
} from '../data/types.js';

const enc = encodeURIComponent;

/** Event part of an assignment line. */
export function assignmentEvent(experimentId: string | number, assignment: Assignment): string {
  return `eventType=experiment&id=${experimentId}&variationId=${assignment.variationId}`;
}

/** Event part of a custom data line; values de-duplicated in first-occurrence order. */
export function customDataEvent(entry: StoredCustomData, isMappingIdentifier: boolean): string {
  const counts: Record<string, number> = {};
  for (const value of entry.values) counts[value] = 1;
  return (
    `eventType=customData&index=${entry.index}&valuesCountMap=${enc(JSON.stringify(counts))}` +
    `&overwrite=${entry.overwrite}` +
    (isMappingIdentifier ? '&mappingIdentifier=true' : '')
  );
}

/** Event part of a page view line. */
export function pageViewEvent(page: StoredPageView): string {
  let event = `eventType=page&href=${enc(page.url)}`;
  if (page.title) event += `&title=${enc(page.title)}`;
  if (page.referrers && page.referrers.length > 0) {
    event += `&referrersIndices=${JSON.stringify(page.referrers)}`;
  }
  return event;
}

/** Event part of a conversion line. */
export function conversionEvent(conversion: StoredConversion): string {
  let event =
    `eventType=conversion&goalId=${conversion.goalId}&revenue=${String(conversion.revenue)}` +
    `&negative=${conversion.negative}`;
  if (conversion.metadata && conversion.metadata.length > 0) {
    const metadata: Record<string, string[]> = {};
    for (const entry of conversion.metadata) metadata[entry.index] = entry.values;
    event += `&metadata=${enc(JSON.stringify(metadata))}`;
  }
  return event;
}

/** Event part of a geolocation line. */
export function geolocationEvent(geolocation: NonNullable<VisitorData['geolocation']>): string {
  let event = `eventType=geolocation&country=${enc(geolocation.country)}`;
  if (geolocation.region) event += `&region=${enc(geolocation.region)}`;
  if (geolocation.city) event += `&city=${enc(geolocation.city)}`;
  if (geolocation.postalCode) event += `&postalCode=${enc(geolocation.postalCode)}`;
  if (geolocation.coordinates) {
    event += `&latitude=${geolocation.coordinates[0]}&longitude=${geolocation.coordinates[1]}`;
  }
  return event;
}

function browserPart(browser: NonNullable<VisitorData['browser']>): string {
  let part = `&browser=${browser.browser}&browserIndex=${BROWSERS.indexOf(browser.browser)}`;
  if (browser.version) part += `&browserVersion=${browser.version}`;
  return part;
}

function osPart(os: NonNullable<VisitorData['operatingSystem']>): string {
  return `&os=${os.os}&osIndex=${OPERATING_SYSTEMS.indexOf(os.os)}`;
}

/** Event part of a browser line. */
export function browserEvent(browser: NonNullable<VisitorData['browser']>): string {
  return `eventType=staticData${browserPart(browser)}`;
}

/** Event part of a device line. */
export function deviceEvent(device: NonNullable<VisitorData['device']>): string {
  return `eventType=staticData&deviceType=${device.device}`;
}

/** Event part of an operating system line. */
export function operatingSystemEvent(os: NonNullable<VisitorData['operatingSystem']>): string {
  return `eventType=staticData${osPart(os)}`;
}

/** The browser engine's summary line: known static data plus the visit number. */
export function visitSummaryEvent(data: VisitorData, now: number): string {
  const visits = data.visits ?? [];
  const previous = visits.length > 1 ? visits[visits.length - 2] : undefined;
  let event = 'eventType=staticData';
  if (data.browser) event += browserPart(data.browser);
  event += `&visitNumber=${Math.max(visits.length - 1, 0)}`;
  event += `&timeSincePreviousVisit=${previous ? now - previous.timeLastActivity : 0}`;
  if (data.operatingSystem) event += osPart(data.operatingSystem);
  if (data.device) event += `&deviceType=${data.device.device}`;
  return event;
}

/** Event part of the keep-alive line sent when a visitor has nothing else to send. */
export const ACTIVITY_EVENT = 'eventType=activity';

const NONCE_ALPHABET = '0123456789ABCDEF';

/** A 16-character upper-case hexadecimal nonce from a [0, 1) random source. */
export function nonce(random: () => number): string {
  let value = '';
  for (let i = 0; i < 16; i += 1) value += NONCE_ALPHABET[Math.floor(random() * 16)];
  return value;
}

/** Identifier suffix of a line: a linked user id travels as a mapping value. */
export function identifier(visitorCode: string, isMappingValue: boolean): string {
  return `&${isMappingValue ? 'mappingValue' : 'visitorCode'}=${enc(visitorCode)}`;
}
