/**
 * `@beauty/flags-sdk/storefront`: the shop's defaults around the engine (custom-data indices,
 * update interval, timeout, networking domain) and a flag check that never throws.
 *
 * @packageDocumentation
 */
import { FlagsClient } from '../client/client.js';
import type { FlagsClientOptions } from '../client/options.js';
import { FlagsError } from '../errors.js';

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
