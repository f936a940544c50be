import type { AccountSummary, Tokens } from '../contract/auth.js';
import { CommerceNetworkError, CommerceSessionExpiredError } from '../transport/errors.js';
import { AUTH_COOKIE_ATTRIBUTES, SessionCookies, type CookieStore } from './cookies.js';

/** How the session obtains new tokens; the transport supplies it. */
export type RefreshTokens = (session: Session) => Promise<Tokens>;

/**
 * The shopper's session on a cookie store, with the refresh lock of spec section 4: one refresh
 * at a time, requests wait for it, a failed refresh rejects every waiter and clears the session.
 */
export class Session {
  /** Bumped after each successful refresh: a 401 to a request sent before it just replays. */
  generation = 0;
  #refreshing: Promise<void> | undefined;
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
   * already running; does nothing when one already finished since that request was sent.
   */
  refreshAfter(sentGeneration: number): Promise<void> {
    if (this.#refreshing) return this.#refreshing;
    if (sentGeneration !== this.generation) return Promise.resolve();
    return this.refresh();
  }

  /** Refreshes the tokens now, single-flight: concurrent callers share one refresh. */
  refresh(): Promise<void> {
    this.#refreshing ??= this.refreshTokens(this)
      .then(
        (tokens) => this.storeTokens(tokens),
        (cause: unknown) => {
          // An unreachable API says nothing about the session: keep it for the next attempt.
          if (!(cause instanceof CommerceNetworkError)) this.clear();
          throw new CommerceSessionExpiredError(cause);
        },
      )
      .finally(() => {
        this.#refreshing = undefined;
      });
    return this.#refreshing;
  }
}
