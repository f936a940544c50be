// A shopper as the API sees one: the shop's headers, a cookie jar, one base URL at a time.

/** The answer of a call: status, headers, JSON body (or the text when it is not JSON), timing. */
export interface Answer {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- checked where read
  text: string;
  ms: number;
}

/** A shopper with cookies, calling `/api/web/v1/...` on whichever base URL it is given. */
export class Shopper {
  readonly jar = new Map<string, string>();
  constructor(
    public base: string,
    readonly country = 'sg',
  ) {}

  cookieHeader(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Calls `path` (under `/api/web/v1/` unless it starts with `/`). */
  async call(
    method: string,
    path: string,
    {
      body,
      headers = {},
      base = this.base,
      signal,
    }: {
      body?: unknown;
      headers?: Record<string, string>;
      base?: string;
      signal?: AbortSignal;
    } = {},
  ): Promise<Answer> {
    const url = path.startsWith('/') ? `${base}${path}` : `${base}/api/web/v1/${path}`;
    const cookie = this.cookieHeader();
    const started = performance.now();
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      signal,
      headers: {
        'Content-Type': 'application/json',
        'X-Site-Country': this.country,
        'Accept-Language': 'en',
        ...(cookie ? { Cookie: cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const cut = pair.indexOf('=');
      const name = pair.slice(0, cut).trim();
      if (/max-age=0/i.test(line)) this.jar.delete(name);
      else this.jar.set(name, pair.slice(cut + 1));
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (a page): kept as text.
    }
    return {
      status: response.status,
      headers: response.headers,
      body: parsed,
      text,
      ms: performance.now() - started,
    };
  }

  /** Signs in with a password; throws unless it succeeds. */
  async signIn(email: string, password = SEEDED_PASSWORD): Promise<Answer> {
    const answer = await this.call('POST', 'auth/token', {
      body: { grant_type: 'password', email, password },
    });
    if (answer.status !== 200)
      throw new Error(`Sign-in of ${email}: ${answer.status} ${answer.text}`);
    return answer;
  }
}

/** The seeded members' password (API README). */
export const SEEDED_PASSWORD = 'Beauty#2026';

/** A new member's registration body (the contract's password rules and consents). */
export function registration(email: string, password = 'Reliab1lity#Pass') {
  return {
    email,
    password,
    passwordConfirmation: password,
    firstName: 'Reli',
    lastName: 'Ability',
    phone: null,
    birthday: null,
    consents: { dataCollection: true, thirdPartyDisclosure: true, over14: true, marketing: false },
  };
}
