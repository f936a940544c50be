import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  PaymentMessages,
  SIMULATOR_SIGNATURE_HEADER,
  SimulatorEventSchema,
  WEBHOOK_TOLERANCE_SECONDS,
  type SimulatorEvent,
  type WebhookReceivedResponse,
} from '@beauty/commerce-sdk/contract';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { providerSecret, type PaymentsOptions } from './provider.js';
import { lockPayment, settlePayment } from './settle.js';

/**
 * Whether `header` (`t=<unix seconds>,v1=<hex>[,v1=<hex>]`) signs `body` with the secret, at most
 * {@link WEBHOOK_TOLERANCE_SECONDS} from `now`: an old capture replayed later is refused. Compared
 * in constant time.
 */
export function verifySignature(
  secret: string,
  header: string | undefined,
  body: string,
  now = Date.now(),
): 'valid' | 'invalid' | 'stale' {
  const parts = (header ?? '').split(',').map((part) => part.trim().split('='));
  const timestamp = parts.find(([key]) => key === 't')?.[1];
  const signatures = parts
    .filter(([key, value]) => key === 'v1' && value)
    .map(([, value]) => value!);
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || signatures.length === 0) return 'invalid';
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return 'invalid';
  return Math.abs(now / 1000 - Number(timestamp)) <= WEBHOOK_TOLERANCE_SECONDS ? 'valid' : 'stale';
}

/**
 * Applies one provider event, once: its id is stored with the change in one transaction, so a
 * duplicate delivery finds it and changes nothing. An event for a payment the shop does not know
 * is refused (404) and so delivered again later.
 */
export async function applyEvent(
  db: Database,
  event: SimulatorEvent,
): Promise<WebhookReceivedResponse> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx.query(
      `INSERT INTO payment_webhook_events (event_id, type, provider_payment_id, outcome)
       VALUES ($1, $2, $3, 'received') ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
      [event.id, event.type, event.data.id],
    );
    if (!fresh) return { received: true, duplicate: true };
    const payment = await lockPayment(tx, 'provider_payment_id', event.data.id);
    if (!payment) throw new ApiError(404, PaymentMessages.paymentNotFound);
    const changed = await settlePayment(tx, payment, event.data, `Provider event ${event.type}`);
    await tx.query('UPDATE payment_webhook_events SET outcome = $2 WHERE event_id = $1', [
      event.id,
      changed ? 'applied' : 'ignored',
    ]);
    return { received: true, duplicate: false };
  });
}

/** `POST payments/webhooks/simulator`: the simulator's signed events. */
export function webhookHandler(db: Database, options: PaymentsOptions) {
  const secret = providerSecret(options.signingSecret, 'webhooks');
  return async (c: Context) => {
    const body = await c.req.text();
    const verdict = verifySignature(secret, c.req.header(SIMULATOR_SIGNATURE_HEADER), body);
    if (verdict !== 'valid') {
      throw new ApiError(400, PaymentMessages.invalidSignature, { reason: verdict });
    }
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      throw new ApiError(400, 'Malformed JSON body');
    }
    const event = v.safeParse(SimulatorEventSchema, json);
    if (!event.success) throw new ApiError(400, 'Invalid request');
    return c.json(await applyEvent(db, event.output));
  };
}
