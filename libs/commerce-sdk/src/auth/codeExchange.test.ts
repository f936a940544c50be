import { describe, expect, it } from 'vitest';
import { createCommerceClient } from '../client.js';
import { CommerceError, CommerceNetworkError, CommerceResponseError } from '../transport/errors.js';

const exchange = {
  tokenUrl: '/oidc-standin/token',
  clientId: 'beauty-shop',
  code: 'code-1',
  codeVerifier: 'verifier-1',
  redirectUri: 'https://shop.example/sign_in/google',
};

function clientAnswering(answer: () => Response | Promise<Response>) {
  const sent: Request[] = [];
  const client = createCommerceClient({
    baseUrl: 'https://shop.example',
    country: 'sg',
    language: 'en',
    fetch: async (input, init) => {
      sent.push(new Request(input, init));
      return answer();
    },
  });
  return { client, sent };
}

describe('auth.social.exchangeCode', () => {
  it('posts the code and PKCE verifier to the token endpoint and answers the ID token', async () => {
    const { client, sent } = clientAnswering(() => Response.json({ id_token: 'id.token.sig' }));
    await expect(client.auth.social.exchangeCode(exchange)).resolves.toEqual({
      idToken: 'id.token.sig',
    });
    const [request] = sent;
    expect(request?.url).toBe('https://shop.example/oidc-standin/token');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('x-site-country')).toBeNull();
    expect(Object.fromEntries(new URLSearchParams(await request!.text()))).toEqual({
      grant_type: 'authorization_code',
      code: 'code-1',
      redirect_uri: 'https://shop.example/sign_in/google',
      client_id: 'beauty-shop',
      code_verifier: 'verifier-1',
    });
  });

  it('refuses with typed errors: the provider’s status, no ID token, no answer', async () => {
    const refused = clientAnswering(() => new Response('', { status: 400 })).client;
    await expect(refused.auth.social.exchangeCode(exchange)).rejects.toMatchObject({
      constructor: CommerceError,
      statusCode: 400,
    });
    const empty = clientAnswering(() => Response.json({})).client;
    await expect(empty.auth.social.exchangeCode(exchange)).rejects.toBeInstanceOf(
      CommerceResponseError,
    );
    const offline = clientAnswering(() => Promise.reject(new TypeError('offline'))).client;
    await expect(offline.auth.social.exchangeCode(exchange)).rejects.toBeInstanceOf(
      CommerceNetworkError,
    );
  });
});
