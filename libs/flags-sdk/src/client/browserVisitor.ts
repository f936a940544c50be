// The visitor of the current browser page: only browsers have one, with a cookie to keep its
// code, a consent that decides whether that cookie may exist, and a page that stays open.
import { recordActivity } from '../data/addData.js';
import { STORAGE_KEYS } from '../storage/storage.js';
import { generateVisitorCode, validateVisitorCode } from '../visitorCode.js';
import type { ClientContext } from './context.js';
import { parseSimulationCookie, readCookies, visitorCodeCookie } from './cookies.js';

/** How often the current browser visitor's activity is recorded and tracked. */
export const ACTIVITY_INTERVAL_MS = 15_000;

/** The page's visitor: its code cookie, legal consent, simulated variations and activity. */
export class BrowserVisitor {
  private current: string | null = null;
  private activityTimer: unknown = null;
  private closed = false;

  constructor(private readonly context: ClientContext) {}

  /**
   * The visitor code of the current browser: the cookie's, else `defaultCode`, else a new one.
   * The cookie is (re)written unless consent is required; simulated variations are reloaded
   * from the simulation cookie.
   */
  getVisitorCode(defaultCode?: string): string {
    const { store } = this.context;
    const cookies = readCookies(this.context.cookies);
    const fromCookie = cookies.find((pair) => pair.key === STORAGE_KEYS.visitorCode)?.value;
    const code = fromCookie
      ? validateVisitorCode(decodeURIComponent(fromCookie))
      : defaultCode !== undefined
        ? validateVisitorCode(defaultCode)
        : generateVisitorCode();
    // The spec counts consent as required only without a targeted delivery in an enabled flag.
    const hasTargetedDelivery = this.context.configuration?.hasTargetedDelivery ?? false;
    const required = this.consentRequired() && !hasTargetedDelivery;
    if (!required || store.consent(code, this.context.clock.now()) === true) this.writeCookie(code);
    this.loadSimulation(code, cookies);
    this.current = code;
    const data = store.peekData(code);
    if (data && !this.context.sdk.isServer) {
      data.visits = recordActivity(data.visits ?? [], this.context.clock.now());
      store.dataChanged();
    }
    if (this.activityTimer === null) this.scheduleActivity();
    return code;
  }

  /** Records the visitor's legal consent, (re)writes or clears the cookie, and schedules tracking. */
  setLegalConsent(visitorCode: string, consent: boolean): void {
    validateVisitorCode(visitorCode);
    const expirationTime = this.context.clock.now() + this.context.settings.consentLifetimeMs;
    this.context.store.setConsent(visitorCode, consent, expirationTime);
    if (consent) this.writeCookie(visitorCode);
    else if (this.consentRequired()) this.writeCookie(null);
    this.context.tracker.schedule(visitorCode);
  }

  /** Stops the activity keep-alive. */
  close(): void {
    this.closed = true;
    if (this.activityTimer !== null) this.context.timers.clearTimeout(this.activityTimer);
  }

  // Until a configuration says otherwise, the settings' consent type applies.
  private consentRequired(): boolean {
    const configuration = this.context.configuration;
    if (configuration === null) return this.context.settings.consentType === 'REQUIRED';
    return configuration.consentRequired;
  }

  /** Browser visit bookkeeping: the page's visitor is active while the page is open. */
  private scheduleActivity(): void {
    if (this.closed) return;
    this.activityTimer = this.context.timers.setTimeout(() => {
      const code = this.current;
      if (code !== null) {
        const data = this.context.store.data(code);
        if (!this.context.sdk.isServer)
          data.visits = recordActivity(data.visits ?? [], this.context.clock.now());
        this.context.tracker.schedule(code);
      }
      this.scheduleActivity();
    }, ACTIVITY_INTERVAL_MS);
  }

  private loadSimulation(code: string, cookies: readonly { key: string; value: string }[]): void {
    this.context.store.setSimulated(code, null);
    const raw = cookies.find((pair) => pair.key === STORAGE_KEYS.simulationData)?.value;
    if (!raw) return;
    try {
      this.context.store.setSimulated(code, parseSimulationCookie(raw));
    } catch (error) {
      this.context.log('warn', `Simulation cookie could not be read: ${String(error)}`);
    }
  }

  /** Writes the visitor-code cookie, or with `null` zeroes it. */
  private writeCookie(code: string | null): void {
    this.context.cookies?.write(visitorCodeCookie(code, this.context.settings.cookieDomain));
  }
}
