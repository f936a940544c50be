import { CommerceError, CommerceNetworkError, CommerceResponseError } from '../transport/errors.js';

/** An authorization code to exchange at a social provider's token endpoint (PKCE, public client). */
export interface AuthorizationCodeExchange {
  /** The provider's token endpoint (absolute, or relative to `base`). */
  tokenUrl: string;
  clientId: string;
  code: string;
  /** The PKCE verifier whose challenge went with the authorization request. */
  codeVerifier: string;
  /** The redirect URI the authorization request named. */
  redirectUri: string;
}

/**
 * Exchanges an authorization code for the provider's ID token, which `auth.social.create` then
 * signs in with. The provider is not the shop's API, so none of its headers or session go along.
 * Failures are typed: {@link CommerceNetworkError} with no answer, {@link CommerceError} with the
 * provider's status, {@link CommerceResponseError} when the answer holds no ID token.
 */
export async function exchangeAuthorizationCode(
  doFetch: typeof fetch,
  exchange: AuthorizationCodeExchange,
  { base, signal }: { base?: string; signal?: AbortSignal } = {},
): Promise<{ idToken: string }> {
  let response: Response;
  try {
    response = await doFetch(new URL(exchange.tokenUrl, base), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: exchange.code,
        redirect_uri: exchange.redirectUri,
        client_id: exchange.clientId,
        code_verifier: exchange.codeVerifier,
      }),
      ...(signal && { signal }),
    });
  } catch (cause) {
    throw new CommerceNetworkError('The token endpoint could not be reached', {
      statusCode: 0,
      cause,
    });
  }
  if (!response.ok) {
    throw new CommerceError(`The token endpoint answered ${response.status}`, {
      statusCode: response.status,
      statusMessage: response.statusText,
    });
  }
  const answer = (await response.json().catch(() => undefined)) as
    { id_token?: unknown } | undefined;
  if (typeof answer?.id_token !== 'string' || answer.id_token === '') {
    throw new CommerceResponseError('The token endpoint sent no ID token', {
      statusCode: response.status,
    });
  }
  return { idToken: answer.id_token };
}
