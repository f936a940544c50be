/** Where an item stands in the tracking queue. */
export type TrackingStatus = 'unsent' | 'pending' | 'sent';

/** Browser names of the targeting conditions, in the tracking index order. */
export const BROWSERS = ['CHROME', 'IE', 'FIREFOX', 'SAFARI', 'OPERA', 'OTHER'] as const;
/** Operating systems of the targeting conditions, in the tracking index order. */
export const OPERATING_SYSTEMS = [
  'WINDOWS',
  'MAC',
  'IOS',
  'LINUX',
  'ANDROID',
  'WINDOWS_PHONE',
] as const;
/** Device types of the targeting conditions. */
export const DEVICES = ['PHONE', 'TABLET', 'DESKTOP'] as const;

export type BrowserType = (typeof BROWSERS)[number];
export type OperatingSystemType = (typeof OPERATING_SYSTEMS)[number];
export type DeviceType = (typeof DEVICES)[number];

/** Data a caller adds for a visitor (`addData`). */
export type VisitorDataInput =
  | { type: 'customData'; index?: number; name?: string; values: string[]; overwrite?: boolean }
  | { type: 'pageView'; url: string; title?: string; referrers?: number[] }
  | {
      type: 'conversion';
      goalId: number;
      revenue?: number;
      negative?: boolean;
      metadata?: { index: number; values: string[] }[];
    }
  | { type: 'browser'; browser: BrowserType; version?: number }
  | { type: 'device'; device: DeviceType }
  | { type: 'operatingSystem'; os: OperatingSystemType }
  | {
      type: 'geolocation';
      country: string;
      region?: string;
      city?: string;
      postalCode?: string;
      coordinates?: [number, number];
    }
  | { type: 'cookie'; cookies: { key: string; value: string }[] }
  | { type: 'userAgent'; value: string }
  | { type: 'applicationVersion'; version: string }
  | { type: 'uniqueIdentifier'; value: boolean };

/** Fields every stored item carries. */
export interface StoredItem {
  status: TrackingStatus;
  /** Milliseconds since the epoch after which cleanup may drop the item once it is sent. */
  expires?: number;
}

export interface StoredCustomData extends StoredItem {
  index: number;
  values: string[];
  overwrite: boolean;
}

export interface StoredPageView extends StoredItem {
  url: string;
  title: string;
  referrers?: number[];
  timestamps: number[];
  nonce: string;
}

export interface StoredConversion extends StoredItem {
  id: number;
  goalId: number;
  revenue: number;
  negative: boolean;
  metadata?: { index: number; values: string[] }[];
  nonce: string;
}

/** One visit: when it started and when the visitor was last active in it. */
export interface Visit {
  timeStarted: number;
  timeLastActivity: number;
}

/** Kinds of data, in the order they may be tracked. */
export type DataKind =
  | 'customData'
  | 'pageView'
  | 'conversion'
  | 'browser'
  | 'device'
  | 'operatingSystem'
  | 'geolocation';

/** Everything known about one visitor for targeting and tracking. */
export interface VisitorData {
  customData: Record<string, StoredCustomData>;
  pageView: Record<string, StoredPageView>;
  conversion: StoredConversion[];
  browser?: StoredItem & { browser: BrowserType; version?: number };
  device?: StoredItem & { device: DeviceType };
  operatingSystem?: StoredItem & { os: OperatingSystemType };
  geolocation?: StoredItem & {
    country: string;
    region?: string;
    city?: string;
    postalCode?: string;
    coordinates?: [number, number];
  };
  cookie?: StoredItem & { cookies: { key: string; value: string }[] };
  userAgent?: StoredItem & { value: string };
  applicationVersion?: StoredItem & { version: string };
  uniqueIdentifier?: StoredItem & { value: boolean };
  /** Visit history including the current visit; absent when nothing is known. */
  visits?: Visit[];
  /** Conversion-score buckets: experimentId -> variationId -> score. */
  cbScores?: Record<string, Record<string, number>>;
  /** Conversion likelihood: key moment -> goal -> score. */
  conversionLikelihood?: Record<string, Record<string, number>>;
  /** Personalisations the visitor has seen: id -> variation id. */
  personalization?: Record<string, number>;
  /** Order in which the data kinds were first stored (drives the tracking line order). */
  kinds: DataKind[];
}

/** A stored variation assignment of one experiment. */
export interface Assignment {
  variationId: number;
  isTargetedRule: boolean;
  status: TrackingStatus;
}

/** An empty data record. */
export function emptyVisitorData(): VisitorData {
  return { customData: {}, pageView: {}, conversion: [], kinds: [] };
}
