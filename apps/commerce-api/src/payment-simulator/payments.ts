import { randomInt } from 'node:crypto';
import { API_PREFIX } from '@beauty/commerce-sdk';
import {
  PROMPTPAY_QR_VALID_MINUTES,
  PaymentMessages,
  ServerMessages,
  VIRTUAL_ACCOUNT_VALID_HOURS,
  type ProviderPayment,
  type ProviderPaymentCreateBody,
  type SimulatorEventType,
} from '@beauty/commerce-sdk/contract';
import type { Database, Queryable } from '../db/database.js';
import { iso } from '../db/timestamps.js';
import { ApiError } from '../http/errors.js';
import { readWalletPaymentData } from './apple-pay.js';
import { useCardToken, type CardOutcome } from './cards.js';
import { deliverEvent, queueEvent } from './deliveries.js';
import {
  MERCHANT_NAME,
  MERCHANT_PROMPTPAY_ID,
  promptPayPayload,
  readPromptPayPayload,
} from './promptpay.js';
import { randomId, type PaymentSimulatorOptions } from './secrets.js';

/** The bank the simulated Indonesian virtual accounts are opened at. */
const VIRTUAL_ACCOUNT_BANK = 'BCA';

interface PaymentRow {
  id: string;
  reference: string;
  kind: ProviderPayment['kind'];
  provider: string;
  status: ProviderPayment['status'];
  failure_code: string | null;
  amount: string;
  currency: ProviderPayment['currency'];
  return_url: string;
  qr_code: string | null;
  virtual_account_number: string | null;
  virtual_account_bank: string | null;
  expires_at: Date | string | null;
}

/** The provider's page a pending payment of this kind waits on, if any. */
const hasPage = (row: PaymentRow) =>
  row.status === 'pending' && ['card', 'bank_enquiry', 'bnpl'].includes(row.kind);

/** A payment as the provider's API shows it. */
export function paymentView(row: PaymentRow): ProviderPayment {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    provider: row.provider,
    status: row.status,
    failureCode: row.failure_code,
    amount: row.amount,
    currency: row.currency,
    redirectUrl: hasPage(row) ? `${API_PREFIX}/payment-simulator/checkout/${row.id}` : null,
    qrCode: row.qr_code,
    virtualAccount:
      row.virtual_account_number && row.virtual_account_bank
        ? { number: row.virtual_account_number, bank: row.virtual_account_bank }
        : null,
    expiresAt: row.expires_at && iso(row.expires_at),
  };
}

/** An amount in hundredths, to compare `'500000'` with `'500000.00'`. */
function hundredths(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** What a card outcome makes of a new payment. */
function cardResult(outcome: CardOutcome | undefined, wallet: boolean) {
  switch (outcome) {
    case 'success':
      return { status: 'succeeded', failureCode: null } as const;
    // A wallet payment is already authenticated on the device: no challenge.
    case 'three_d_secure':
      return wallet
        ? ({ status: 'succeeded', failureCode: null } as const)
        : ({ status: 'pending', failureCode: null } as const);
    case 'decline':
      return { status: 'failed', failureCode: 'card_declined' } as const;
    case 'insufficient_funds':
      return { status: 'failed', failureCode: 'insufficient_funds' } as const;
    default:
      return { status: 'failed', failureCode: 'invalid_token' } as const;
  }
}

/** A fresh virtual account number: the simulator's company prefix and 12 random digits. */
const virtualAccountNumber = () =>
  `8808${String(randomInt(0, 1e6)).padStart(6, '0')}${String(randomInt(0, 1e6)).padStart(6, '0')}`;

async function findPayment(db: Queryable, where: string, value: string, lock = false) {
  const [row] = await db.query<PaymentRow>(
    `SELECT * FROM simulator_payments WHERE ${where} = $1${lock ? ' FOR UPDATE' : ''}`,
    [value],
  );
  return row;
}

/**
 * Creates the payment the shop asks for, or answers the one already made for its reference (the
 * shop may repeat a request it got no answer to). Cards and wallets are charged at once; the
 * other kinds wait for the shopper (a page, a QR code, a transfer).
 */
export async function createPayment(
  db: Database,
  options: PaymentSimulatorOptions,
  body: ProviderPaymentCreateBody,
  now = new Date(),
): Promise<ProviderPayment> {
  const existing = await findPayment(db, 'reference', body.reference);
  if (existing) return paymentView(existing);
  if (body.kind === 'qr_code' && body.reference.length > 25) {
    throw new ApiError(400, 'A PromptPay bill number has at most 25 characters');
  }
  const id = randomId('pay');
  const row = await db.transaction(async (tx) => {
    let result: { status: ProviderPayment['status']; failureCode: string | null } = {
      status: 'pending',
      failureCode: null,
    };
    let walletTransactionId: string | null = null;
    let qrCode: string | null = null;
    let account: string | null = null;
    let expiresAt: Date | null = null;
    if (body.kind === 'card') {
      result = cardResult(body.token ? await useCardToken(tx, body.token) : undefined, false);
    } else if (body.kind === 'wallet') {
      const wallet = body.token
        ? readWalletPaymentData(options.signingSecret, body.token)
        : undefined;
      if (!wallet) result = cardResult(undefined, true);
      else if (
        (
          await tx.query('SELECT 1 FROM simulator_payments WHERE wallet_transaction_id = $1', [
            wallet.transactionId,
          ])
        ).length > 0
      ) {
        result = { status: 'failed', failureCode: 'token_already_used' };
      } else if (
        hundredths(wallet.transactionAmount) !== hundredths(body.amount) ||
        wallet.currencyCode !== body.currency
      ) {
        result = { status: 'failed', failureCode: 'amount_mismatch' };
      } else {
        walletTransactionId = wallet.transactionId;
        result = cardResult(wallet.outcome, true);
      }
    } else if (body.kind === 'qr_code') {
      expiresAt = new Date(now.getTime() + PROMPTPAY_QR_VALID_MINUTES * 60_000);
      qrCode = promptPayPayload({
        promptPayId: MERCHANT_PROMPTPAY_ID,
        amount: (hundredths(body.amount) / 100).toFixed(2),
        merchantName: MERCHANT_NAME,
        reference: body.reference,
      });
    } else if (body.kind === 'virtual_account') {
      expiresAt = new Date(now.getTime() + VIRTUAL_ACCOUNT_VALID_HOURS * 3_600_000);
      account = virtualAccountNumber();
    }
    const [inserted] = await tx.query<PaymentRow>(
      `INSERT INTO simulator_payments (id, reference, kind, provider, amount, currency, country,
         status, failure_code, return_url, qr_code, virtual_account_number, virtual_account_bank,
         wallet_transaction_id, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
       ON CONFLICT DO NOTHING RETURNING *`,
      [
        id,
        body.reference,
        body.kind,
        body.provider,
        body.amount,
        body.currency,
        body.country,
        result.status,
        result.failureCode,
        body.returnUrl,
        qrCode,
        account,
        account && VIRTUAL_ACCOUNT_BANK,
        walletTransactionId,
        expiresAt,
      ],
    );
    return inserted;
  });
  // A concurrent request with the reference won; a reused wallet token is a failed payment.
  if (row) return paymentView(row);
  const raced = await findPayment(db, 'reference', body.reference);
  if (raced) return paymentView(raced);
  throw new ApiError(409, PaymentMessages.paymentClosed);
}

/** A payment by its id (404 when there is none). */
export async function readPayment(db: Queryable, id: string): Promise<ProviderPayment> {
  const row = await findPayment(db, 'id', id);
  if (!row) throw new ApiError(404, PaymentMessages.paymentNotFound);
  return paymentView(row);
}

/** The payment behind a provider page, for the page. */
export async function readPagePayment(db: Queryable, id: string) {
  const row = await findPayment(db, 'id', id);
  if (!row) throw new ApiError(404, PaymentMessages.paymentNotFound);
  return { payment: paymentView(row), returnUrl: row.return_url };
}

const eventOf: Record<'succeeded' | 'failed' | 'cancelled', SimulatorEventType> = {
  succeeded: 'payment.succeeded',
  failed: 'payment.failed',
  cancelled: 'payment.cancelled',
};

/**
 * Settles a pending payment: the shopper passed or failed 3-D Secure, approved or declined at the
 * bank or the buy-now-pay-later provider, paid the QR code or made the transfer. The change and its
 * webhook event commit together; the event is then sent to the shop (KBank has none: the shop
 * asks the bank). 409 when the payment is no longer pending.
 */
export async function settlePayment(
  db: Database,
  options: PaymentSimulatorOptions,
  find: { by: 'id' | 'reference' | 'virtual_account_number'; value: string },
  outcome: { status: 'succeeded' | 'failed' | 'cancelled'; failureCode?: string },
  check: (row: PaymentRow) => void = () => {},
): Promise<{ payment: ProviderPayment; returnUrl: string }> {
  const { payment, returnUrl, eventId } = await db.transaction(async (tx) => {
    const row = await findPayment(tx, find.by, find.value, true);
    if (!row) throw new ApiError(404, PaymentMessages.paymentNotFound);
    check(row);
    if (row.status !== 'pending') throw new ApiError(409, PaymentMessages.paymentClosed);
    const [updated] = await tx.query<PaymentRow>(
      `UPDATE simulator_payments SET status = $2, failure_code = $3, updated_at = now()
       WHERE id = $1 RETURNING *`,
      [row.id, outcome.status, outcome.failureCode ?? null],
    );
    const view = paymentView(updated!);
    const event =
      row.kind === 'bank_enquiry' ? null : await queueEvent(tx, view, eventOf[outcome.status]);
    return { payment: view, returnUrl: row.return_url, eventId: event };
  });
  if (eventId) await deliverEvent(db, options, eventId);
  return { payment, returnUrl };
}

/** Pays a PromptPay QR code as a banking app: the payload is read and checked like one would. */
export async function payQrCode(
  db: Database,
  options: PaymentSimulatorOptions,
  payload: string,
  now = new Date(),
) {
  const qr = readPromptPayPayload(payload);
  if (!qr || qr.promptPayId !== MERCHANT_PROMPTPAY_ID) {
    throw new ApiError(422, PaymentMessages.invalidQrCode);
  }
  const { payment } = await settlePayment(
    db,
    options,
    { by: 'reference', value: qr.reference },
    { status: 'succeeded' },
    (row) => {
      if (row.kind !== 'qr_code' || row.qr_code !== payload) {
        throw new ApiError(422, PaymentMessages.invalidQrCode);
      }
      if (row.status === 'pending' && row.expires_at && new Date(row.expires_at) <= now) {
        throw new ApiError(422, ServerMessages.qrCodeExpired);
      }
    },
  );
  return payment;
}

/** A transfer into a virtual account: the exact amount, before the account expires. */
export async function transferToVirtualAccount(
  db: Database,
  options: PaymentSimulatorOptions,
  accountNumber: string,
  amount: string,
  now = new Date(),
) {
  const { payment } = await settlePayment(
    db,
    options,
    { by: 'virtual_account_number', value: accountNumber },
    { status: 'succeeded' },
    (row) => {
      if (row.status !== 'pending') return;
      if (row.expires_at && new Date(row.expires_at) <= now) {
        throw new ApiError(409, PaymentMessages.paymentClosed);
      }
      if (hundredths(row.amount) !== hundredths(amount)) {
        throw new ApiError(422, PaymentMessages.wrongAmount);
      }
    },
  );
  return payment;
}
