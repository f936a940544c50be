import { readFraudToken } from '@beauty/analytics';
import type { Order } from '@beauty/commerce-sdk';
import type { OrderPaymentBody } from '@beauty/commerce-sdk/contract';
import { useI18n } from '@beauty/i18n/react';
import { Button, Heading, Text, TextField } from '@beauty/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { newIdempotencyKey, nextLocation, type CardInput } from '../checkout/placeOrder';
import { shopMutations } from '../queries/mutations';
import { orderQuery } from '../queries/orders';
import * as styles from './orders.css';
import { isNotRetryable, mayHaveStarted, payAgain, type PayAgainCalls } from './payAgain';

const noCard: CardInput = { number: '', expiry: '', cvc: '' };

/**
 * Paying again for an order whose payment failed (a declined card, a failed bank or pay-later
 * approval, an expired PromptPay QR code), with its method: the card's details again, or one
 * button. One attempt is one idempotency key: a retry of an unanswered attempt sends it again,
 * never a second payment. The shopper then goes where the API says (the provider's page, the
 * new QR code, the confirmation).
 */
export function RetryPayment({ order, token }: { order: Order; token: string | undefined }) {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const mutations = shopMutations(context);
  const tokenise = useMutation(mutations.paymentSimulator.tokens.create());
  const create = useMutation(mutations.orders.payments.create());
  const titleId = useId();
  const noticeId = useId();
  const byCard = order.paymentMethod.kind === 'card';
  const [card, setCard] = useState<CardInput>(noCard);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // The attempt whose answer never came: sent again as it is.
  const pending = useRef<OrderPaymentBody | null>(null);

  const calls: PayAgainCalls = {
    tokeniseCard: async (input) => (await tokenise.mutateAsync(input)).data.token,
    payAgain: async (orderId, body) => (await create.mutateAsync([orderId, body])).data,
    forterToken: () => readFraudToken(document.cookie),
    newKey: newIdempotencyKey,
  };

  const missing = (field: keyof CardInput) =>
    byCard && sent && card[field].trim() === '' ? i18n.text('booking.required_field') : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSent(true);
    if (!pending.current && byCard && Object.values(card).some((value) => value.trim() === '')) {
      setNotice(i18n.text('checkout.fix_errors'));
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const placed = await payAgain(
        calls,
        { orderId: order.id, ...(token && { token }), ...(byCard && { card }) },
        pending.current,
        (attempt) => (pending.current = attempt),
      );
      const next = nextLocation(placed);
      // The provider's page or the order's page for its new status, in full, as after the checkout.
      window.location.assign(next.startsWith('/api/') ? next : i18n.href(next));
      return;
    } catch (error) {
      if (mayHaveStarted(error)) setNotice(i18n.text('payment.retry_not_sent'));
      else {
        pending.current = null;
        if (isNotRetryable(error)) {
          setNotice(i18n.text('payment.retry_refused'));
          void queryClient.invalidateQueries({
            queryKey: orderQuery(context, order.id, token).queryKey,
          });
        } else setNotice(i18n.text('payment.retry_failed'));
      }
    }
    setBusy(false);
  };

  const cardField = (field: keyof CardInput, label: string, autoComplete: string) => (
    <TextField
      label={label}
      name={`retry-${field}`}
      inputMode="numeric"
      autoComplete={autoComplete}
      value={card[field]}
      error={missing(field)}
      onChange={(event) => {
        const { value } = event.currentTarget;
        setCard((current) => ({ ...current, [field]: value }));
        // Other card details are another attempt.
        pending.current = null;
      }}
    />
  );

  return (
    <section className={styles.emphasis} aria-labelledby={titleId} data-testid="retry-payment">
      <Heading level={2} id={titleId}>
        {i18n.text('payment.retry_title')}
      </Heading>
      <form className={styles.retryForm} onSubmit={(event) => void submit(event)} noValidate>
        {byCard ? (
          <>
            <Text>{i18n.text('payment.retry_card')}</Text>
            {cardField('number', i18n.text('checkout.card_number'), 'cc-number')}
            <div className={styles.pair}>
              {cardField('expiry', i18n.text('checkout.card_expiry'), 'cc-exp')}
              {cardField('cvc', i18n.text('checkout.card_cvc'), 'cc-csc')}
            </div>
          </>
        ) : null}
        <div role="alert" id={noticeId}>
          {notice ? (
            <Text tone="danger" size="sm">
              {notice}
            </Text>
          ) : null}
        </div>
        <div>
          <Button type="submit" loading={busy} aria-describedby={noticeId}>
            {i18n.text('payment.retry')}
          </Button>
        </div>
      </form>
    </section>
  );
}
