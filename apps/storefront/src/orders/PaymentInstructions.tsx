import type { Order } from '@beauty/commerce-sdk';
import { useI18n } from '@beauty/i18n/react';
import { Button, Heading, QrCode, Text } from '@beauty/ui';
import { useState } from 'react';
import * as styles from './orders.css';
import { clockOf, useNow } from './useNow';

type Instructions = NonNullable<Order['paymentInstructions']>;

/**
 * The QR code expired: say so. The order page offers to pay again (a new QR code) from that
 * moment; the API fails the order then, or at its sweep within a minute.
 */
export function QrExpired() {
  const i18n = useI18n();
  return (
    <section className={styles.problem} data-testid="qr-expired">
      <Text weight="bold">{i18n.text('payment.qr_expired')}</Text>
    </section>
  );
}

/**
 * PromptPay: the QR code to scan, the amount, and a countdown to its expiry; once past it, the
 * QR-expired state (the API turns the order to payment_failed shortly after).
 */
function PromptPayQr({ instructions }: { instructions: Instructions }) {
  const i18n = useI18n();
  const expiresAt = instructions.expiresAt ? Date.parse(instructions.expiresAt) : undefined;
  const now = useNow(1000, expiresAt !== undefined);
  const amount = i18n.formatPrice(instructions.amount.amount);
  if (expiresAt !== undefined && now !== undefined && now >= expiresAt) return <QrExpired />;
  return (
    <section className={styles.emphasis} aria-labelledby="payment-qr-title">
      <Heading level={2} id="payment-qr-title">
        {i18n.text('payment.qr_title')}
      </Heading>
      <QrCode
        className={styles.qr}
        value={instructions.qrCode!}
        label={i18n.text('payment.qr_label', { amount })}
      />
      <Text weight="bold">{i18n.text('payment.amount_due', { amount })}</Text>
      <Text>{i18n.text('payment.qr_help')}</Text>
      {expiresAt !== undefined && now !== undefined ? (
        <Text tone="muted">
          <span role="timer">
            {i18n.text('payment.expires_in', { time: clockOf(expiresAt - now) })}
          </span>
        </Text>
      ) : null}
    </section>
  );
}

/** A virtual account: its number with a copy button, the bank and how to pay. */
function VirtualAccount({ instructions }: { instructions: Instructions }) {
  const i18n = useI18n();
  const [copied, setCopied] = useState<'copied' | 'failed'>();
  const number = instructions.virtualAccountNumber!;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(number);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section className={styles.emphasis} aria-labelledby="payment-va-title">
      <Heading level={2} id="payment-va-title">
        {i18n.text('payment.virtual_account_title')}
      </Heading>
      <Text tone="muted">{i18n.text('payment.virtual_account_number')}</Text>
      <div className={styles.controls}>
        <span className={styles.accountNumber} data-testid="virtual-account-number">
          {number}
        </span>
        <Button
          variant="secondary"
          size="sm"
          aria-label={i18n.text('payment.copy_account_number')}
          onClick={() => void copy()}
        >
          {i18n.text('payment.copy')}
        </Button>
      </div>
      <div role="status">
        {copied ? (
          <Text tone={copied === 'copied' ? 'success' : 'danger'}>
            {i18n.text(copied === 'copied' ? 'payment.copied' : 'payment.copy_failed')}
          </Text>
        ) : null}
      </div>
      {instructions.bank ? (
        <Text>{i18n.text('payment.bank', { bank: instructions.bank })}</Text>
      ) : null}
      <Text>
        {i18n.text('payment.virtual_account_instructions', {
          amount: i18n.formatPrice(instructions.amount.amount),
          expiry: instructions.expiresAt
            ? i18n.formatDate(instructions.expiresAt, { dateStyle: 'medium', timeStyle: 'short' })
            : '',
        })}
      </Text>
    </section>
  );
}

/** What the shopper does to pay an order awaiting payment: scan a QR code or transfer. */
export function PaymentInstructions({ instructions }: { instructions: Instructions }) {
  if (instructions.kind === 'qr_code' && instructions.qrCode) {
    return <PromptPayQr instructions={instructions} />;
  }
  if (instructions.kind === 'virtual_account' && instructions.virtualAccountNumber) {
    return <VirtualAccount instructions={instructions} />;
  }
  return null;
}
