import { API_PREFIX } from '@beauty/commerce-sdk';
import {
  SIMULATOR_SIGNATURE_HEADER,
  type ProviderPayment,
  type SimulatorEvent,
  type SimulatorEventType,
  type WebhookDelivery,
} from '@beauty/commerce-sdk/contract';
import type { Database, Queryable } from '../db/database.js';
import { iso } from '../db/timestamps.js';
import { hmacHex, randomId, simulatorSecret, type PaymentSimulatorOptions } from './secrets.js';

/** Where the shop takes the simulator's webhooks (reached in-process, so the host is nominal). */
const WEBHOOK_URL = `http://commerce-api.internal${API_PREFIX}/payments/webhooks/simulator`;

/** Minutes to wait before each retry of a failed delivery; then the simulator gives up. */
const RETRY_MINUTES = [1, 5, 30, 120, 360, 720, 1440];

/** How long a claimed delivery is left to its sender before another may try it. */
const LEASE_MINUTES = 1;

const minutesAfter = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

/**
 * Records a webhook event for the payment as it now is, in the caller's transaction, so the event
 * exists exactly when the change does. Its first delivery is leased to the caller, who sends it
 * after committing ({@link deliverEvent}); if that never happens, a retry sweep takes it over.
 */
export async function queueEvent(
  tx: Queryable,
  payment: ProviderPayment,
  type: SimulatorEventType,
  now = new Date(),
): Promise<string> {
  const id = randomId('evt');
  const event: SimulatorEvent = {
    id,
    type,
    created: Math.floor(now.getTime() / 1000),
    data: payment,
  };
  await tx.query(
    `INSERT INTO simulator_webhook_deliveries (event_id, payment_id, type, body, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [id, payment.id, type, JSON.stringify(event), minutesAfter(now, LEASE_MINUTES)],
  );
  return id;
}

/** The `Simulator-Signature` of a body: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t.body)>`. */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  return `t=${unixSeconds},v1=${hmacHex(secret, `${unixSeconds}.${body}`)}`;
}

/**
 * Sends one event to the shop, signed now, and records the attempt: delivered on a 2xx answer,
 * else retried later with growing waits. Never called with a transaction open (the shop's
 * webhook opens its own).
 */
export async function deliverEvent(
  db: Database,
  options: PaymentSimulatorOptions,
  eventId: string,
): Promise<WebhookDelivery | undefined> {
  const [row] = await db.query<{ body: SimulatorEvent; attempts: number }>(
    'SELECT body, attempts FROM simulator_webhook_deliveries WHERE event_id = $1',
    [eventId],
  );
  if (!row) return undefined;
  const body = JSON.stringify(row.body);
  const secret = simulatorSecret(options.signingSecret, 'webhooks');
  let statusCode: number | null = null;
  try {
    const response = await options.fetch(
      new Request(WEBHOOK_URL, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [SIMULATOR_SIGNATURE_HEADER]: signatureHeader(
            secret,
            body,
            Math.floor(Date.now() / 1000),
          ),
        },
        body,
      }),
    );
    statusCode = response.status;
    await response.body?.cancel();
  } catch {
    // Unreachable shop: recorded as an attempt without an answer, retried like a failure.
  }
  const delivered = statusCode !== null && statusCode >= 200 && statusCode < 300;
  const retryIn = RETRY_MINUTES[row.attempts];
  await db.query(
    `UPDATE simulator_webhook_deliveries
     SET attempts = attempts + 1, last_status_code = $2,
       delivered_at = CASE WHEN $3 THEN coalesce(delivered_at, now()) ELSE delivered_at END,
       next_attempt_at = CASE WHEN $3 OR delivered_at IS NOT NULL THEN NULL ELSE $4::timestamptz END
     WHERE event_id = $1`,
    [
      eventId,
      statusCode,
      delivered,
      retryIn === undefined ? null : minutesAfter(new Date(), retryIn),
    ],
  );
  return (await listDeliveries(db, { eventId }))[0];
}

/**
 * Sends again the deliveries that failed and are due at `now`. Each is claimed first (a lease,
 * `FOR UPDATE SKIP LOCKED`), so several API instances sweeping at once send each one once.
 */
export async function retryDueDeliveries(
  db: Database,
  options: PaymentSimulatorOptions,
  now = new Date(),
): Promise<{ attempted: number; delivered: number }> {
  const claimed = await db.transaction((tx) =>
    tx.query<{ event_id: string }>(
      `UPDATE simulator_webhook_deliveries SET next_attempt_at = $2
       WHERE event_id IN (
         SELECT event_id FROM simulator_webhook_deliveries
         WHERE delivered_at IS NULL AND next_attempt_at <= $1
         ORDER BY next_attempt_at LIMIT 100 FOR UPDATE SKIP LOCKED)
       RETURNING event_id`,
      [now, minutesAfter(now, LEASE_MINUTES)],
    ),
  );
  let delivered = 0;
  for (const { event_id } of claimed) {
    if ((await deliverEvent(db, options, event_id))?.delivered) delivered++;
  }
  return { attempted: claimed.length, delivered };
}

/** The deliveries of one event, or of every payment with a reference, oldest first. */
export async function listDeliveries(
  db: Queryable,
  by: { eventId: string } | { reference: string },
): Promise<WebhookDelivery[]> {
  const where = 'eventId' in by ? 'd.event_id = $1' : 'p.reference = $1';
  const rows = await db.query<
    Omit<WebhookDelivery, 'nextAttemptAt'> & { nextAttemptAt: Date | null }
  >(
    `SELECT d.event_id AS "eventId", d.type, d.payment_id AS "paymentId", p.reference,
       d.attempts, d.delivered_at IS NOT NULL AS delivered, d.last_status_code AS "lastStatusCode",
       d.next_attempt_at AS "nextAttemptAt"
     FROM simulator_webhook_deliveries d JOIN simulator_payments p ON p.id = d.payment_id
     WHERE ${where} ORDER BY d.created_at, d.event_id`,
    ['eventId' in by ? by.eventId : by.reference],
  );
  return rows.map((row) => ({
    ...row,
    nextAttemptAt: row.nextAttemptAt && iso(row.nextAttemptAt),
  }));
}
