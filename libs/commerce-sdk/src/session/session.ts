import type { AccountSummary, Tokens } from '../contract/types.gen.js';
import {
  CommerceError,
  CommerceSessionExpiredError,
  hasServerMessage,
} from '../transport/errors.js';
import { AUTH_COOKIE_ATTRIBUTES, SessionCookies, type CookieStore } from './cookies.js';

/** How the session obtains new tokens; the transport supplies it. */
export type RefreshTokens = (session: Session) => Promise<Tokens>;

/** Name of the Web Lock the tabs of one browser refresh under, one tab at a time. */
export const REFRESH_LOCK_NAME = '@beauty/commerce-sdk refresh';

/** The part of the Web Locks API (`navigator.locks`) the session uses. */
interface CrossTabLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * The browser's Web Locks, for a browser store: the tabs of a shopper share the session cookies,
 * and one refresh among them rotates the refresh token once. Elsewhere (Node, a server store, a
 * browser without Web Locks) there is no other tab to wait for.
 */
function crossTabLocks(store: CookieStore): CrossTabLocks | undefined {
  if (store.kind !== 'browser') return undefined;
  const locks = (globalThis as { navigator?: { locks?: CrossTabLocks } }).navigator?.locks;
  return typeof locks?.request === 'function' ? locks : undefined;
}

/**
 * The shopper's session on a cookie store, with the refresh lock of spec section 4: one refresh
 * at a time, and every request that waits for it shares its outcome. Only the token endpoint's
 * refusal ends the session; a 5xx or network failure leaves it for the next 401 to refresh.
 */
export class Session {
  /** Bumped when a refresh starts and when tokens are stored: see {@link refreshAfter}. */
  generation = 0;
  /** The refresh in flight. */
  #refreshing: Promise<void> | undefined;
  /** The latest outcome: the latest refresh, or a resolved promise once tokens are stored. */
  #latest: Promise<void> = Promise.resolve();
  #deviceId: string | undefined;

  constructor(
    readonly store: CookieStore,
    private readonly refreshTokens: RefreshTokens,
    deviceId?: string,
  ) {
    this.#deviceId = deviceId;
  }

  /** The device id: the option, else the `device-id` cookie, else a new one stored in that cookie. */
  get deviceId(): string {
    if (this.#deviceId) return this.#deviceId;
    const stored = this.store.get(SessionCookies.deviceId);
    if (stored) return (this.#deviceId = stored);
    const created = globalThis.crypto.randomUUID();
    this.store.set(SessionCookies.deviceId, created, AUTH_COOKIE_ATTRIBUTES);
    return (this.#deviceId = created);
  }

  /** Makes sure the `device-id` cookie exists. */
  ensureDeviceId(): void {
    void this.deviceId;
  }

  /** Whether a token cookie (`jwt-data`) is present. */
  hasToken(): boolean {
    return Boolean(this.store.get(SessionCookies.data));
  }

  /** Signed in: the cached account (`luxola-account`) or a token cookie is present. */
  isSignedIn(): boolean {
    return Boolean(this.store.get(SessionCookies.account)) || this.hasToken();
  }

  /** The cached account summary of the signed-in member, if any. */
  account(): AccountSummary | undefined {
    const raw = this.store.get(SessionCookies.account);
    if (!raw) return undefined;
    try {
      return JSON.parse(raw) as AccountSummary;
    } catch {
      return undefined;
    }
  }

  /** The current JWT rebuilt from its cookies (server stores only: the signature is HTTP-only). */
  accessToken(): string | undefined {
    const data = this.store.get(SessionCookies.data);
    const signature = this.store.get(SessionCookies.signature);
    return data && signature ? `${data}.${signature}` : undefined;
  }

  /** Writes the cookies of new tokens: `jwt-data`, HTTP-only `jwt-signature` and `jwt-refresh-token`. */
  storeTokens(tokens: Tokens): void {
    const cut = tokens.accessToken.lastIndexOf('.');
    const httpOnly = { ...AUTH_COOKIE_ATTRIBUTES, httpOnly: true };
    this.store.set(SessionCookies.data, tokens.accessToken.slice(0, cut), AUTH_COOKIE_ATTRIBUTES);
    this.store.set(SessionCookies.signature, tokens.accessToken.slice(cut + 1), httpOnly);
    this.store.set(SessionCookies.refreshToken, tokens.refreshToken, httpOnly);
    if (tokens.account) {
      this.store.set(
        SessionCookies.account,
        JSON.stringify(tokens.account),
        AUTH_COOKIE_ATTRIBUTES,
      );
    }
    // A 401 to a request sent with the old tokens now just replays.
    this.#latest = Promise.resolve();
    this.generation += 1;
  }

  /** Removes the session cookies (the device id stays: it identifies the guest bag). */
  clear(): void {
    const httpOnly = { ...AUTH_COOKIE_ATTRIBUTES, httpOnly: true };
    this.store.delete(SessionCookies.data, AUTH_COOKIE_ATTRIBUTES);
    this.store.delete(SessionCookies.signature, httpOnly);
    this.store.delete(SessionCookies.refreshToken, httpOnly);
    this.store.delete(SessionCookies.account, AUTH_COOKIE_ATTRIBUTES);
  }

  /** Resolves when no refresh is running; rejects if the running one fails. */
  async ready(): Promise<void> {
    await this.#refreshing;
  }

  /**
   * Refreshes the tokens after a 401 to a request sent at `sentGeneration`. Joins a refresh
   * already running. When a refresh started (or tokens were stored) since that request was
   * sent, shares that outcome instead of starting another: its 401 may have arrived after a fast
   * refresh settled, and must neither refresh again nor miss the refresh's error.
   */
  refreshAfter(sentGeneration: number, sentToken?: string): Promise<void> {
    if (this.#refreshing || sentGeneration !== this.generation) return this.#latest;
    return this.refresh(sentToken);
  }

  /**
   * Refreshes the tokens now, single-flight: concurrent callers share one refresh. In a browser
   * with Web Locks, the tabs of the shopper also take turns ({@link REFRESH_LOCK_NAME}): a tab
   * that gets the lock after another tab replaced `sentToken` (the `jwt-data` its request was
   * sent with) uses those tokens rather than rotating the refresh token again. A refusal of
   * the token endpoint (401 or 'Authentication failed.') clears the session and rejects with
   * {@link CommerceSessionExpiredError}; any other failure (5xx, network) keeps the session and
   * rejects with the refresh's own error.
   */
  refresh(sentToken?: string): Promise<void> {
    if (this.#refreshing) return this.#refreshing;
    const locks = crossTabLocks(this.store);
    const rotate = async (): Promise<Tokens | undefined> => {
      const current = this.store.get(SessionCookies.data);
      if (sentToken !== undefined && current !== undefined && current !== sentToken) {
        return undefined;
      }
      return this.refreshTokens(this);
    };
    const refreshing = (locks ? locks.request(REFRESH_LOCK_NAME, rotate) : rotate())
      .then(
        (tokens) => {
          if (tokens) this.storeTokens(tokens);
        },
        (cause: unknown) => {
          if (!refused(cause)) throw cause;
          this.clear();
          throw new CommerceSessionExpiredError(cause);
        },
      )
      .finally(() => {
        this.#refreshing = undefined;
      });
    this.#refreshing = this.#latest = refreshing;
    this.generation += 1;
    return refreshing;
  }
}

/** Whether the token endpoint refused the refresh: the only failure that ends the session. */
const refused = (cause: unknown): boolean =>
  cause instanceof CommerceError &&
  (cause.statusCode === 401 || hasServerMessage(cause, 'authenticationFailed'));
