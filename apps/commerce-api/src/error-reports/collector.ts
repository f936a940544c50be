import * as v from 'valibot';
import type { Queryable } from '../db/database.js';
import { iso } from '../db/timestamps.js';
import { ApiError } from '../http/errors.js';

/** A project's API key: 32 hexadecimal characters, as the notifier protocol issues them. */
const ApiKeySchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/i, 'Invalid API key'));

const NotifierSchema = v.object({ name: v.string(), version: v.string(), url: v.string() });

const ExceptionSchema = v.object({
  errorClass: v.string(),
  message: v.string(),
  stacktrace: v.array(v.unknown()),
  type: v.optional(v.string()),
});

/** Body of an event notification (payload version 4): the fields the collector reads. */
const NotifyPayloadSchema = v.object({
  apiKey: ApiKeySchema,
  payloadVersion: v.literal('4'),
  notifier: NotifierSchema,
  events: v.pipe(
    v.array(
      v.looseObject({
        exceptions: v.pipe(v.array(ExceptionSchema), v.minLength(1)),
        breadcrumbs: v.optional(v.array(v.unknown())),
        context: v.optional(v.string()),
        severity: v.picklist(['error', 'warning', 'info']),
        unhandled: v.boolean(),
      }),
    ),
    v.minLength(1),
  ),
});

/** Body of a session start. */
const SessionPayloadSchema = v.object({
  notifier: NotifierSchema,
  device: v.record(v.string(), v.unknown()),
  app: v.record(v.string(), v.unknown()),
  sessions: v.pipe(
    v.array(v.object({ id: v.string(), startedAt: v.string(), user: v.unknown() })),
    v.minLength(1),
  ),
});

/** The protocol's headers: the API key, and the payload version each kind of body speaks. */
export interface ProtocolHeaders {
  apiKey: string | undefined;
  payloadVersion: string | undefined;
}

function parse<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  throw new ApiError(400, 'Invalid request', { issues: v.flatten(result.issues) });
}

function checkApiKey(headers: ProtocolHeaders, bodyKey?: string): string {
  const key = v.safeParse(ApiKeySchema, headers.apiKey);
  // The key in the body, when there is one, must be the header's: one project per request.
  if (!key.success || (bodyKey !== undefined && bodyKey !== key.output)) {
    throw new ApiError(401, 'Invalid API key');
  }
  return key.output;
}

function checkVersion(headers: ProtocolHeaders, expected: string): void {
  if (headers.payloadVersion !== expected) {
    throw new ApiError(400, `Payload version ${expected} expected`);
  }
}

/** Stores an event notification (`Bugsnag-Payload-Version: 4`), one row per event. */
export async function receiveEvents(
  db: Queryable,
  headers: ProtocolHeaders,
  body: unknown,
): Promise<number> {
  checkVersion(headers, '4');
  const payload = parse(NotifyPayloadSchema, body);
  const apiKey = checkApiKey(headers, payload.apiKey);
  for (const event of payload.events) {
    const [exception] = event.exceptions;
    await db.query(
      `INSERT INTO error_reports (kind, api_key, error_class, message, context, unhandled, payload)
       VALUES ('event', $1, $2, $3, $4, $5, $6)`,
      [
        apiKey,
        exception!.errorClass,
        exception!.message,
        event.context ?? null,
        event.unhandled,
        JSON.stringify({ notifier: payload.notifier, event }),
      ],
    );
  }
  return payload.events.length;
}

/** Stores a session start (`Bugsnag-Payload-Version: 1.0`). */
export async function receiveSessions(
  db: Queryable,
  headers: ProtocolHeaders,
  body: unknown,
): Promise<number> {
  checkVersion(headers, '1.0');
  const apiKey = checkApiKey(headers);
  const payload = parse(SessionPayloadSchema, body);
  await db.query(`INSERT INTO error_reports (kind, api_key, payload) VALUES ('session', $1, $2)`, [
    apiKey,
    JSON.stringify(payload),
  ]);
  return payload.sessions.length;
}

/** A stored report, as the sandbox lists it. */
export interface StoredErrorReport {
  id: number;
  kind: 'event' | 'session';
  errorClass: string | null;
  message: string | null;
  context: string | null;
  unhandled: boolean | null;
  payload: unknown;
  receivedAt: string;
}

/** The latest reports of a project (at most `limit`), newest first. */
export async function latestReports(
  db: Queryable,
  apiKey: string,
  limit: number,
): Promise<StoredErrorReport[]> {
  const rows = await db.query<{
    id: string | number;
    kind: 'event' | 'session';
    error_class: string | null;
    message: string | null;
    context: string | null;
    unhandled: boolean | null;
    payload: unknown;
    received_at: Date | string;
  }>(
    `SELECT id, kind, error_class, message, context, unhandled, payload, received_at
       FROM error_reports WHERE api_key = $1 ORDER BY id DESC LIMIT $2`,
    [apiKey, limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    errorClass: row.error_class,
    message: row.message,
    context: row.context,
    unhandled: row.unhandled,
    payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
    receivedAt: iso(row.received_at),
  }));
}

/** Checks the sandbox's `apiKey` query. */
export function sandboxApiKey(value: string | undefined): string {
  const key = v.safeParse(ApiKeySchema, value);
  if (!key.success)
    throw new ApiError(400, 'Invalid request', { issues: { apiKey: ['Invalid API key'] } });
  return key.output;
}
