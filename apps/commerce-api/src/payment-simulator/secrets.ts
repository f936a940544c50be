import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SIMULATOR_SECRET_LABELS } from '@beauty/commerce-sdk/contract';

/** How the simulator is reached and reaches the shop: both in-process, over HTTP-shaped calls. */
export interface PaymentSimulatorOptions {
  /** The API's signing secret: the simulator's secrets are derived from it. */
  signingSecret: string;
  /** Sends a request to the API (in-process): webhooks go to the shop this way. */
  fetch: (request: Request) => Response | Promise<Response>;
}

/** One of the simulator's secrets: HMAC-SHA256 of its label under the API's signing secret. */
export function simulatorSecret(
  signingSecret: string,
  label: keyof typeof SIMULATOR_SECRET_LABELS,
): string {
  return createHmac('sha256', signingSecret).update(SIMULATOR_SECRET_LABELS[label]).digest('hex');
}

/** Hex HMAC-SHA256 of `text`. */
export function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** Whether two strings are equal, in time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** An unguessable id with a prefix (`pay_…`, `evt_…`): 144 random bits. */
export function randomId(prefix: string): string {
  return `${prefix}_${randomBytes(18).toString('base64url')}`;
}
