import { afterAll, beforeAll } from 'vitest';
import {
  AccessTokens,
  createCommerceApi,
  type CommerceApiOptions,
  type Database,
} from '../index.js';
import { openTestDatabase, type Engine } from './databases.js';

/** The signing secret of the tests' apps. */
export const TEST_SIGNING_SECRET = 'test-only-signing-secret-0123456789abcdef';
/** Signs tokens the tests' apps accept. */
export const testTokens = new AccessTokens(TEST_SIGNING_SECRET);

/** What a request of a test may set: the site (country, language), headers, method and body. */
export interface CallOptions {
  country?: string;
  language?: string;
  headers?: Record<string, string>;
  method?: string;
  /** Sent as JSON unless it is already a string. */
  body?: unknown;
  /** A member's access token, sent as `Authorization: Bearer`. */
  token?: string;
  /** The shopper's device id, sent as the `device-id` cookie (it keys a guest's bag). */
  device?: string;
}

/**
 * The API over a seeded database of the engine, for one `describe` block: opened before its tests,
 * closed after. `call` sends a request as the storefront would and reads the JSON answer.
 * `options` replace parts of the app (a fake payment gateway, where errors are logged).
 */
export function useTestApi(
  engine: Engine,
  options: Pick<CommerceApiOptions, 'paymentGateway' | 'logError'> = {},
) {
  const context = {} as { db: Database; api: ReturnType<typeof createCommerceApi> };
  /** Seeded members' ids by the first part of their email: `memberIds.gold`, `memberIds.staff`. */
  const memberIds: Record<string, number> = {};
  beforeAll(async () => {
    context.db = await openTestDatabase(engine);
    context.api = createCommerceApi({
      db: context.db,
      signingSecret: TEST_SIGNING_SECRET,
      ...options,
    });
    for (const row of await context.db.query<{ id: number; email: string }>(
      'SELECT id, email FROM users',
    )) {
      memberIds[row.email.split('.')[0]!] = row.id;
    }
  });
  afterAll(() => context.db.close());

  async function call(path: string, options: CallOptions = {}) {
    const response = await context.api.request(`/api/web/v1/${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers: {
        'X-Site-Country': options.country ?? 'sg',
        'Accept-Language': options.language ?? 'en',
        ...(options.body !== undefined && { 'Content-Type': 'application/json' }),
        ...(options.token && { Authorization: `Bearer ${options.token}` }),
        ...(options.device && { Cookie: `device-id=${options.device}` }),
        ...options.headers,
      },
      body:
        options.body === undefined || typeof options.body === 'string'
          ? (options.body as string | undefined)
          : JSON.stringify(options.body),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: (text ? JSON.parse(text) : undefined) as unknown,
    };
  }

  return {
    get db() {
      return context.db;
    },
    get api() {
      return context.api;
    },
    memberIds,
    call,
  };
}
