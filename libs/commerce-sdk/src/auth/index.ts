import { authSocialCreate, authTokenCreate, authTokenVerifyCreate } from '../contract/auth.js';
import type {
  AccountSummary,
  SocialSignInBody,
  TokenBody,
  TokensResponse,
} from '../contract/types.gen.js';
import { withBody } from '../transport/operations.js';
import { exchangeAuthorizationCode, type AuthorizationCodeExchange } from './codeExchange.js';
import type { CallInit, Transport } from '../transport/transport.js';

/**
 * Auth: `auth/token` (password sign-in and refresh), `auth/social` and `auth/token/verify/` (C).
 * Tokens an answer carries are written to the cookie store at once, as the session cookies.
 */
export function authApi(t: Transport) {
  const keep = (answer: TokensResponse): TokensResponse => {
    t.session?.storeTokens(answer.data);
    return answer;
  };
  const withDevice = <B extends { device_id?: string }>(body: B): B =>
    t.session && body.device_id === undefined ? { ...body, device_id: t.session.deviceId } : body;

  return {
    auth: {
      token: {
        /** Signs in (`grant_type: 'password'`) or refreshes tokens, and stores them. */
        async create(body: TokenBody, init: CallInit = {}): Promise<TokensResponse> {
          const sent = body.grant_type === 'password' ? withDevice(body) : body;
          return keep(await t.call(authTokenCreate, { ...init, body: sent, noRefresh: true }));
        },
        verify: {
          /** Whether a token is valid, whose and until when. */
          create: withBody(t, authTokenVerifyCreate),
        },
      },
      social: {
        /** Signs in with a social provider's identity token, and stores the tokens. */
        async create(body: SocialSignInBody, init: CallInit = {}): Promise<TokensResponse> {
          return keep(
            await t.call(authSocialCreate, { ...init, body: withDevice(body), noRefresh: true }),
          );
        },
        /**
         * Exchanges the code of a provider's authorization-code flow (PKCE) for its ID token, with
         * the client's `fetch`; a relative `tokenUrl` is resolved against the client's `baseUrl`.
         */
        exchangeCode: (exchange: AuthorizationCodeExchange, init: CallInit = {}) =>
          exchangeAuthorizationCode(
            t.options.fetch ?? ((input, request) => globalThis.fetch(input, request)),
            exchange,
            { base: t.options.baseUrl, ...init },
          ),
      },
      /** Signed in: the cached account (`luxola-account`) or the `jwt-data` cookie is present. */
      isSignedIn: (): boolean => t.session?.isSignedIn() ?? false,
      /** The account summary cached at sign-in, if any. */
      account: (): AccountSummary | undefined => t.session?.account(),
      /** Refreshes the tokens now (single-flight, shared with the automatic refresh on 401). */
      refresh: async (): Promise<void> => {
        if (!t.session)
          throw new TypeError('Refreshing needs a cookie store (the `cookies` option).');
        await t.session.refresh();
      },
    },
  };
}
