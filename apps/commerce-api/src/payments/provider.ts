import { createHmac } from 'node:crypto';
import { API_PREFIX } from '@beauty/commerce-sdk';
import {
  SIMULATOR_SECRET_LABELS,
  providerApplePaySessionsCreate,
  providerPaymentsCancel,
  providerPaymentsCreate,
  providerPaymentsGet,
  providerWebhookDeliveriesRetry,
  type Endpoint,
  type ProviderApplePaySessionBody,
  type ProviderPaymentCreateBody,
} from '@beauty/commerce-sdk/contract';
import * as v from 'valibot';
import { ApiError } from '../http/errors.js';

/** How the payments domain reaches its provider and is configured. */
export interface PaymentsOptions {
  /** The API's signing secret: the provider's API key and webhook secret derive from it. */
  signingSecret: string;
  /** Sends a request to the API in-process: the simulator is mounted there. */
  fetch: (request: Request) => Response | Promise<Response>;
}

/** The provider's base URL (reached in-process, so the host is nominal). */
const PROVIDER_URL = `http://payment-provider.internal${API_PREFIX}/`;

/** A secret shared with the provider: HMAC-SHA256 of its label under the API's signing secret. */
export const providerSecret = (
  signingSecret: string,
  label: keyof typeof SIMULATOR_SECRET_LABELS,
) => createHmac('sha256', signingSecret).update(SIMULATOR_SECRET_LABELS[label]).digest('hex');

/**
 * The shop's client of its payment provider: plain HTTP calls with the provider's API key, their
 * answers checked against the contract. Never called with a database transaction open.
 */
export function providerClient(options: PaymentsOptions) {
  const apiKey = providerSecret(options.signingSecret, 'apiKey');

  async function call<E extends Endpoint>(
    endpoint: E,
    init: { param?: string; body?: unknown } = {},
  ): Promise<v.InferOutput<E['response']>> {
    const path = endpoint.path.replace(/:\w+/, encodeURIComponent(init.param ?? ''));
    let response: Response;
    try {
      response = await options.fetch(
        new Request(new URL(path, PROVIDER_URL), {
          method: endpoint.method,
          headers: {
            Authorization: `Bearer ${apiKey}`,
            ...(init.body !== undefined && { 'Content-Type': 'application/json' }),
          },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
        }),
      );
    } catch {
      throw new ApiError(502, 'The payment provider did not answer');
    }
    const answer: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const message = (answer as { message?: unknown } | undefined)?.message;
      // The provider refusing what the shop sent is the shop's fault: answered as a 4xx of ours.
      const status = response.status >= 500 ? 502 : 422;
      throw new ApiError(status, typeof message === 'string' ? message : 'Payment refused');
    }
    const parsed = v.safeParse(endpoint.response, answer);
    if (!parsed.success) throw new ApiError(502, 'The payment provider answered unexpectedly');
    return parsed.output;
  }

  return {
    createPayment: async (body: ProviderPaymentCreateBody) =>
      (await call(providerPaymentsCreate, { body })).data,
    getPayment: async (id: string) => (await call(providerPaymentsGet, { param: id })).data,
    cancelPayment: async (id: string) => (await call(providerPaymentsCancel, { param: id })).data,
    applePaySession: async (body: ProviderApplePaySessionBody) =>
      (await call(providerApplePaySessionsCreate, { body })).data,
    retryWebhooks: async () => (await call(providerWebhookDeliveriesRetry)).data,
  };
}

/** The shop's client of its payment provider. */
export type ProviderClient = ReturnType<typeof providerClient>;
