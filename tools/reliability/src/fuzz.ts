// Fuzzing from the contract: requests to every operation of the API's OpenAPI document, built
// from its schemas with fast-check and mutated (wrong types, missing and extra fields, 1 MB
// strings, deep JSON, invalid JSON, unicode, extreme numbers, SQL-like strings, wrong methods, bad
// headers, forged and expired tokens, bad cookies). Every answer is checked: no 5xx, no stack
// trace or SQL, none slower than 2 s, and a forged token never reads a member's data. An answer
// slower than 2 s is asked for twice more, alone: an input that costs the server is slow every
// time, and counts; one answer held up by a busy machine (CI runs this beside the browser tests)
// is fast again, and is reported apart.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { arbitraryOf, type JsonSchema } from './schema-arbitrary.js';

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the OpenAPI document. */
export interface Operation {
  method: string;
  /** `/api/web/v1/orders/{id}` */
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
}

/** The operations of an OpenAPI document. */
export function operationsOf(document: {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content['application/json']?.schema,
    })),
  );
}

const MUTATIONS = [
  'valid',
  'wrong-type',
  'missing-field',
  'extra-field',
  'hostile-field',
  'huge-body',
  'deep-json',
  'invalid-json',
  'not-an-object',
  'wrong-method',
  'bad-headers',
  'hostile-path',
  'hostile-query',
] as const;
type Mutation = (typeof MUTATIONS)[number];

const AUTHS = [
  'guest',
  'member',
  'member-bearer',
  'forged',
  'expired',
  'alg-none',
  'garbage',
  'bad-cookies',
] as const;
type Auth = (typeof AUTHS)[number];

const MEGABYTE = 'x'.repeat(1_048_576);
const SQL = [
  "' OR '1'='1",
  '1; DROP TABLE brands; --',
  "admin'--",
  "' UNION SELECT NULL, NULL --",
  "'; SELECT pg_sleep(5); --",
  "1' AND 1=(SELECT COUNT(*) FROM pg_tables) --",
  '%',
  '_',
  '\\',
  '$1',
  '::text',
  '"; --',
];
const UNICODE = [
  '\ud800',
  '\udfff',
  '👩🏽‍🦰',
  '\u202eevil',
  'ก้้้้้้้้้้้้',
  '\ufeff',
  '\u200b',
  'Ω≈ç√∫',
  '𝕳𝖊𝖑𝖑𝖔',
  '\u0000',
  '\u001b[31m',
  '\u2028',
  'ﷺ'.repeat(1000),
];
const NUMBERS = [
  -1,
  -0,
  0,
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  -1e308,
  1.5,
  1e-300,
  // Past the safe integers on purpose.
  Number.MAX_SAFE_INTEGER + 2,
];
const PATHS = [
  '../../etc/passwd',
  '%2e%2e%2f%2e%2e',
  '//evil.example',
  '..',
  '.',
  '%00',
  '%E0%A4%A',
  '%',
  '~',
  ' ',
];

const hostileString = fc.oneof(
  fc.constantFrom(...SQL),
  fc.constantFrom(...UNICODE),
  fc.constantFrom(...PATHS),
  fc.constant(MEGABYTE),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
);
const wrongType = fc.constantFrom<unknown>(123, -1, true, false, null, [], {}, '', [1, 'a'], {
  a: 1,
});
const hostileValue = fc.oneof(
  hostileString,
  wrongType,
  fc.constantFrom(...NUMBERS),
  fc.constant(JSON.parse('{"__proto__":{"admin":true}}') as unknown),
);

const INVALID_JSON = [
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  '[1,]',
  'NaN',
  '{"a":1}garbage',
  '\ufeff{"a":1}',
  '{"a":"\\ud800"}',
  '{"a":1e99999}',
  '{',
  '"unterminated',
  '{"__proto__":{"admin":true}}',
  '{"a":"\\u0000"}',
];
const DEEP_ARRAY = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(16_000)}1${'}'.repeat(16_000)}`;

/** A request ready to send, and the strings it carries (answers may echo them: not a leak). */
export interface FuzzRequest {
  operation: string;
  mutation: Mutation;
  auth: Auth;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
  echoes: string[];
}

/** What the fuzzer signs forged and expired tokens with, and the member it uses. */
export interface FuzzContext {
  operations: Operation[];
  signingSecret: string;
  /** Cookies and bearer token of a member registered for the run (not a seeded one). */
  member: { cookies: string; bearer: string };
  /** A seeded member's id: forged tokens claim to be them. */
  victimId: number;
}

async function tokens(context: FuzzContext) {
  const now = Math.floor(Date.now() / 1000);
  const sign = (key: string, exp: number) =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(context.victimId))
      .setIssuer('beauty-commerce-api')
      .setIssuedAt(exp - 900)
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(key));
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return {
    forged: await sign('a-guessed-secret-that-is-not-the-shops-0123456789', now + 600),
    expired: await sign(context.signingSecret, now - 60),
    algNone: `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: String(context.victimId), iss: 'beauty-commerce-api', exp: now + 600 })}.`,
  };
}

/** Picks deterministically from `list` with `seed`. */
const pick = <T>(list: readonly T[], seed: number): T => list[Math.abs(seed) % list.length]!;

/** The arbitrary of fuzzed requests over every operation. */
export async function fuzzRequests(context: FuzzContext): Promise<fc.Arbitrary<FuzzRequest>> {
  const { forged, expired, algNone } = await tokens(context);
  const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'TRACE'];
  return fc.constantFrom(...context.operations).chain((operation) => {
    const pathParams = operation.parameters.filter((p) => p.in === 'path');
    const queryParams = operation.parameters.filter((p) => p.in === 'query');
    const pathValue = fc.oneof(
      fc.constantFrom(
        '1',
        '2',
        '3',
        '42',
        '0',
        '-1',
        '999999999',
        'glow',
        'homepage',
        'latest',
        'sg',
      ),
      fc.integer({ min: 1, max: 4000 }).map(String),
    );
    const query = fc.record(
      Object.fromEntries(queryParams.map((p) => [p.name, arbitraryOf(p.schema)])),
      { requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name) },
    );
    return fc
      .record({
        params: fc.array(pathValue, { minLength: pathParams.length, maxLength: pathParams.length }),
        query,
        body: operation.body ? arbitraryOf(operation.body) : fc.constant(undefined),
        mutation: fc.constantFrom(...MUTATIONS),
        auth: fc.constantFrom(...AUTHS),
        hostile: hostileValue,
        hostileText: hostileString,
        seed: fc.integer(),
      })
      .map((drawn): FuzzRequest => {
        const echoes: string[] = [];
        let method = operation.method;
        const headers: Record<string, string> = {
          'Content-Type': 'application/json',
          'X-Site-Country': pick(['sg', 'th', 'id', 'au'], drawn.seed),
          'Accept-Language': pick(['en', 'th', 'zh', 'id'], drawn.seed >> 3),
        };
        // Path.
        let params = drawn.params;
        if (drawn.mutation === 'hostile-path' && params.length > 0) {
          params = params.map(() =>
            encodeURIComponent(
              String(drawn.hostileText)
                .slice(0, 2000)
                .replace(/[\ud800-\udfff]/g, '\ufffd'),
            ),
          );
          echoes.push(String(drawn.hostileText));
        }
        let index = 0;
        const path = operation.path.replace(/\{\w+\}/g, () => params[index++] ?? '1');
        // Query.
        const search = new URLSearchParams();
        for (const [key, value] of Object.entries(drawn.query as Record<string, unknown>)) {
          if (value === undefined) continue;
          search.set(
            key,
            Array.isArray(value)
              ? value.join(',')
              : typeof value === 'object'
                ? JSON.stringify(value)
                : String(value),
          );
        }
        if (drawn.mutation === 'hostile-query') {
          const key =
            queryParams.length > 0
              ? pick(queryParams, drawn.seed).name
              : pick(['q', 'page', 'id', 'return_to'], drawn.seed);
          const value =
            typeof drawn.hostile === 'string'
              ? drawn.hostile.slice(0, 6000)
              : (JSON.stringify(drawn.hostile) ?? 'null');
          search.set(key, value);
          search.append(key, pick(SQL, drawn.seed));
          echoes.push(value, pick(SQL, drawn.seed));
        }
        const url = `${path}${search.size > 0 ? `?${search}` : ''}`;
        // Body.
        let body: unknown = drawn.body;
        let raw: string | undefined;
        if (
          body !== undefined &&
          typeof body === 'object' &&
          body !== null &&
          !Array.isArray(body)
        ) {
          const copy = { ...(body as Record<string, unknown>) };
          const keys = Object.keys(copy);
          const key = keys.length > 0 ? pick(keys, drawn.seed) : 'field';
          switch (drawn.mutation) {
            case 'wrong-type':
              copy[key] = pick([123, true, null, [], {}, 'text', -1], drawn.seed >> 2);
              break;
            case 'missing-field':
              delete copy[key];
              break;
            case 'extra-field':
              copy[
                pick(
                  [
                    '__proto__',
                    'constructor',
                    'isAdmin',
                    'userId',
                    'price',
                    'status',
                    'x'.repeat(300),
                  ],
                  drawn.seed >> 2,
                )
              ] = drawn.hostile;
              break;
            case 'hostile-field':
              copy[key] = drawn.hostile;
              break;
          }
          body = copy;
        }
        switch (drawn.mutation) {
          case 'huge-body':
            raw = JSON.stringify({ value: MEGABYTE });
            break;
          case 'deep-json':
            raw = drawn.seed % 2 === 0 ? DEEP_ARRAY : DEEP_OBJECT;
            break;
          case 'invalid-json':
            raw = pick(INVALID_JSON, drawn.seed);
            break;
          case 'not-an-object':
            raw = JSON.stringify(pick([[], 'text', 42, null, [{}], true], drawn.seed));
            break;
          case 'wrong-method':
            method = pick(
              methods.filter((m) => m !== operation.method),
              drawn.seed,
            );
            break;
          case 'bad-headers': {
            const which = Math.abs(drawn.seed) % 8;
            if (which === 0) headers['Content-Type'] = 'text/plain';
            if (which === 1) headers['Content-Type'] = 'application/x-www-form-urlencoded';
            if (which === 2)
              headers['X-Site-Country'] = pick(
                ['xx', 'SG', '', 'sg,th', "sg'--", 'a'.repeat(500)],
                drawn.seed >> 3,
              );
            if (which === 3)
              headers['Accept-Language'] = pick(
                ['*', 'xx-YY;q=2', ';;;', 'a'.repeat(2000)],
                drawn.seed >> 3,
              );
            if (which === 4) headers['X-Padding'] = 'a'.repeat(20_000);
            if (which === 5)
              headers.Origin = pick(['https://evil.example', 'null', 'not a url'], drawn.seed >> 3);
            if (which === 6)
              headers['Sec-Fetch-Site'] = pick(
                ['cross-site', 'same-site', 'weird'],
                drawn.seed >> 3,
              );
            if (which === 7)
              headers['X-Forwarded-For'] = pick(
                ['1.2.3.4', 'not-an-ip', '::1, 10.0.0.1', "'; DROP--"],
                drawn.seed >> 3,
              );
            break;
          }
        }
        if (body !== undefined && raw === undefined) {
          try {
            raw = JSON.stringify(body);
          } catch {
            raw = '{}';
          }
        }
        if (raw !== undefined && raw.length < 100_000) {
          for (const value of Object.values((body ?? {}) as Record<string, unknown>)) {
            if (typeof value === 'string' && value.length > 3) echoes.push(value);
          }
        }
        if (typeof drawn.hostile === 'string') echoes.push(drawn.hostile);
        // Credentials.
        const device = `device-${randomUUID()}`;
        const cookies: string[] = [`device-id=${device}`];
        switch (drawn.auth) {
          case 'member':
            cookies.push(context.member.cookies);
            break;
          case 'member-bearer':
            headers.Authorization = `Bearer ${context.member.bearer}`;
            break;
          case 'forged':
          case 'expired':
          case 'alg-none': {
            const token =
              drawn.auth === 'forged' ? forged : drawn.auth === 'expired' ? expired : algNone;
            if (drawn.seed % 2 === 0) headers.Authorization = `Bearer ${token}`;
            else {
              const cut = token.lastIndexOf('.');
              cookies.push(
                `jwt-data=${token.slice(0, cut)}`,
                `jwt-signature=${token.slice(cut + 1) || 'x'}`,
              );
            }
            break;
          }
          case 'garbage':
            headers.Authorization = pick(
              [
                'Bearer ',
                'Bearer x.y.z',
                'Basic YWRtaW46YWRtaW4=',
                'Bearer ' + 'a'.repeat(4000),
                'bearer',
              ],
              drawn.seed,
            );
            break;
          case 'bad-cookies':
            cookies.push(
              pick(
                [
                  'jwt-data=%E0%A4%A; jwt-signature=%%%',
                  'jwt-data=eyJ; jwt-signature=',
                  `luxola-account=${'{'.repeat(100)}`,
                  'device-id=../../etc; jwt-refresh-token=x',
                  `jwt-refresh-token=${"' OR 1=1 --"}`,
                  'locale=xx; language=lng_zz',
                  `device-id=${'a'.repeat(5000)}`,
                ],
                drawn.seed,
              ),
            );
            break;
        }
        headers.Cookie = cookies.join('; ');
        if (method === 'GET' || method === 'HEAD') raw = undefined;
        return {
          operation: `${operation.method} ${operation.path}`,
          mutation: drawn.mutation,
          auth: drawn.auth,
          method,
          url,
          headers,
          body: raw,
          echoes,
        };
      });
  });
}

// What must never reach a shopper: stack frames, source paths, the database's own words.
const LEAK = [
  /\bat (?:async )?[\w$.<>[\] ]+ \([^)]*:\d+:\d+\)/,
  /node:internal|node_modules|\/work\/|\/home\/|\/root\//,
  /\.(?:ts|js|mjs):\d+:\d+/,
  /syntax error at or near|relation "[^"]+" does not exist|column "[^"]+" does not exist/i,
  /violates (?:unique|foreign key|check|not-null) constraint|duplicate key value/i,
  /invalid input syntax for (?:type|integer)|value too long for type|out of range for type/i,
  /\b(?:SELECT|INSERT INTO|UPDATE|DELETE FROM)\b[^"]{0,200}\b(?:FROM|SET|VALUES|WHERE)\b/,
  /PGlite|pg_catalog|PostgresError|DatabaseError|QueryFailedError/,
  /\b(?:TypeError|RangeError|ReferenceError|SyntaxError): /,
];

/** The first leak in an answer's text, once the request's own strings are taken out of it. */
export function leakIn(text: string, echoes: readonly string[]): string | undefined {
  let rest = text;
  for (const echo of echoes) {
    if (echo.length < 2) continue;
    for (const form of [echo, JSON.stringify(echo).slice(1, -1)]) rest = rest.split(form).join('');
  }
  for (const pattern of LEAK) {
    const match = pattern.exec(rest);
    if (match) return match[0].slice(0, 160);
  }
  return undefined;
}

/** What the fuzzing found. */
export interface FuzzResult {
  sent: number;
  operationsCovered: number;
  operations: number;
  serverErrors: { request: string; status: number; text: string }[];
  leaks: { request: string; leak: string }[];
  slow: { request: string; ms: number }[];
  /** Slower than 2 s once, not when sent again alone: held up by the machine, not by the input. */
  slowOnce: { request: string; ms: number; againMs: number[] }[];
  forgedAccepted: { request: string; status: number }[];
  unsendable: number;
  seed: number;
}

/** How long an answer may take. */
export const SLOW_MS = 2_000;

/** Sends one request and reads its answer, timed. */
async function send(base: string, request: FuzzRequest) {
  const started = performance.now();
  const response = await fetch(`${base}${request.url}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  const text = request.method === 'HEAD' ? '' : await response.text();
  return { response, text, ms: performance.now() - started };
}

/** Sends `count` fuzzed requests to `base`, `parallel` at a time. */
export async function fuzz(
  base: string,
  context: FuzzContext,
  {
    count,
    parallel,
    seed,
    victimEmail,
  }: { count: number; parallel: number; seed: number; victimEmail: string },
): Promise<FuzzResult> {
  const requests = fc.sample(await fuzzRequests(context), { numRuns: count, seed });
  const result: FuzzResult = {
    sent: 0,
    operationsCovered: 0,
    operations: context.operations.length,
    serverErrors: [],
    leaks: [],
    slow: [],
    slowOnce: [],
    forgedAccepted: [],
    unsendable: 0,
    seed,
  };
  const covered = new Set<string>();
  const slowAnswers: { request: FuzzRequest; label: string; ms: number }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      const label = `${request.method} ${request.url.slice(0, 160)} [${request.operation}; ${request.mutation}; ${request.auth}]`;
      let answer: Awaited<ReturnType<typeof send>>;
      try {
        answer = await send(base, request);
      } catch (error) {
        // A request fetch itself refuses to build (a header it cannot send) is not the server's.
        if (error instanceof TypeError && !String(error.cause ?? '').includes('ECONN')) {
          result.unsendable += 1;
          continue;
        }
        result.sent += 1;
        result.serverErrors.push({ request: label, status: 0, text: String(error) });
        continue;
      }
      const { response, text, ms } = answer;
      result.sent += 1;
      covered.add(request.operation);
      if (response.status >= 500)
        result.serverErrors.push({
          request: label,
          status: response.status,
          text: text.slice(0, 300),
        });
      const leak = leakIn(text, request.echoes);
      if (leak) result.leaks.push({ request: label, leak });
      if (ms > SLOW_MS) slowAnswers.push({ request, label, ms });
      if (['forged', 'expired', 'alg-none'].includes(request.auth) && text.includes(victimEmail)) {
        result.forgedAccepted.push({ request: label, status: response.status });
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  for (const { request, label, ms } of slowAnswers) {
    const againMs: number[] = [];
    for (let time = 0; time < 2; time++)
      againMs.push(
        await send(base, request).then(
          ({ ms }) => ms,
          () => Number.POSITIVE_INFINITY,
        ),
      );
    if (againMs.every((again) => again > SLOW_MS))
      result.slow.push({ request: label, ms: Math.round(ms) });
    else
      result.slowOnce.push({
        request: label,
        ms: Math.round(ms),
        againMs: againMs.map(Math.round),
      });
  }
  result.operationsCovered = covered.size;
  return result;
}
