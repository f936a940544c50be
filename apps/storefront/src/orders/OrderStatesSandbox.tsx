import type { Order } from '@beauty/commerce-sdk';
import {
  OrderStatusSchema,
  ORDER_SUB_STATUSES,
  type OrderStatus,
  type OrderSubStatus,
} from '@beauty/commerce-sdk/contract';
import { COUNTRY_CODES } from '@beauty/i18n';
import { useI18n } from '@beauty/i18n/react';
import { Button, Checkbox, Dropdown, Heading, Inline, Text, TextField } from '@beauty/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ShopLink } from '../shell/ShopLink';
import { OrderDetails } from './OrderDetails';
import { statusMessagesOf, type OrderStatusFacts } from './orderStatus';
import * as styles from './orders.css';
import { StatusMessage } from './StatusMessage';

/** The payment-method variants the status messages have, as the order's facts that pick them. */
const VARIANTS = {
  card: { provider: 'card', paymentFailure: null, verifying: false },
  kbank: { provider: 'kbank', paymentFailure: null, verifying: false },
  kbank_verifying: { provider: 'kbank', paymentFailure: null, verifying: true },
  doku: { provider: 'doku', paymentFailure: null, verifying: false },
  qr_expired: { provider: 'promptpay', paymentFailure: 'qr_expired', verifying: false },
} as const;
type Variant = keyof typeof VARIANTS;
/** A payment deadline for the messages that name one (the same on the server and in the browser). */
const SAMPLE_EXPIRY = '2026-12-31T16:00:00.000Z';
type Delivery = 'standard' | 'click_and_collect';

/** Each status, and each of its sub-statuses, as the order page words it. */
function StatusSet({ variant, delivery }: { variant: Variant; delivery: Delivery }) {
  const { provider, paymentFailure, verifying } = VARIANTS[variant];
  const cases = OrderStatusSchema.options.flatMap((status) => [
    { status, subStatus: null },
    ...(ORDER_SUB_STATUSES[status] ?? []).map((subStatus) => ({ status, subStatus })),
  ]);
  return (
    <ul className={styles.statusSet}>
      {cases.map(({ status, subStatus }) => {
        const facts: OrderStatusFacts = {
          status,
          subStatus,
          paymentFailure,
          paymentMethod: { provider },
          deliveryOption: { kind: delivery },
        };
        return (
          <li key={`${status}.${subStatus ?? ''}`}>
            <Text size="xs" tone="muted">
              {subStatus ? `${status} · ${subStatus}` : status}
            </Text>
            <StatusMessage
              status={status}
              messages={statusMessagesOf(facts, { verifyingKbankPayment: verifying })}
              expiresAt={SAMPLE_EXPIRY}
              headingLevel={3}
            />
          </li>
        );
      })}
    </ul>
  );
}

/** A real order moved through its lifecycle by the API's sandbox, shown as its page shows it. */
function OrderMover() {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  const [draft, setDraft] = useState('');
  const [orderId, setOrderId] = useState<number>();
  const [subStatus, setSubStatus] = useState<OrderSubStatus | ''>('');
  const [qrExpired, setQrExpired] = useState(false);
  const [moved, setMoved] = useState<Order>();
  const transitions = useQuery({
    queryKey: ['sandbox-order-transitions', orderId, moved?.status, moved?.subStatus],
    queryFn: async () => (await context.commerce()).sandbox.orders.transitions.get(orderId!),
    enabled: orderId !== undefined,
    retry: false,
  });
  const move = useMutation({
    mutationFn: async (status: OrderStatus) =>
      (await context.commerce()).sandbox.orders.status.create(orderId!, {
        status,
        subStatus: subStatus || null,
        paymentFailure:
          status === 'payment_failed' ? (qrExpired ? 'qr_expired' : 'declined') : null,
      }),
    onSuccess: ({ data }) => {
      setMoved(data);
      setSubStatus('');
    },
  });
  const show = (event: FormEvent) => {
    event.preventDefault();
    const id = Number(draft);
    if (Number.isSafeInteger(id) && id > 0) {
      setMoved(undefined);
      setOrderId(id);
    }
  };
  const next = transitions.data?.data;
  const subStatuses = [...new Set(next?.subStatuses.flatMap((entry) => entry.subStatuses) ?? [])];

  return (
    <section className={styles.panel} aria-labelledby="sandbox-move">
      <Heading level={2} id="sandbox-move">
        {i18n.text('order.sandbox_move')}
      </Heading>
      <form className={styles.controls} onSubmit={show}>
        <TextField
          label={i18n.text('order.sandbox_order_id')}
          inputMode="numeric"
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
        />
        <Button type="submit" variant="secondary">
          {i18n.text('order.sandbox_show')}
        </Button>
      </form>
      {transitions.isError || move.isError ? (
        <div role="alert">
          <Text tone="danger">{((transitions.error ?? move.error) as Error).message}</Text>
        </div>
      ) : null}
      {next ? (
        <>
          <Text>
            {next.status}
            {next.subStatus ? ` · ${next.subStatus}` : ''}
          </Text>
          {next.next.length === 0 ? <Text>{i18n.text('order.sandbox_no_next')}</Text> : null}
          {subStatuses.length > 0 ? (
            <Dropdown
              label={i18n.text('order.sandbox_sub_status')}
              value={subStatus}
              onValueChange={(value) => setSubStatus(value as OrderSubStatus | '')}
              options={[
                { value: '', label: i18n.text('order.sandbox_none') },
                ...subStatuses.map((value) => ({ value, label: value })),
              ]}
            />
          ) : null}
          {next.next.includes('payment_failed') ? (
            <Checkbox
              label={i18n.text('order.sandbox_qr_expired')}
              checked={qrExpired}
              onCheckedChange={setQrExpired}
            />
          ) : null}
          <Inline space="xs">
            {next.next.map((status) => (
              <Button
                key={status}
                size="sm"
                variant="secondary"
                loading={move.isPending && move.variables === status}
                onClick={() => move.mutate(status)}
              >
                {status}
              </Button>
            ))}
          </Inline>
        </>
      ) : null}
      {moved ? (
        <>
          <StatusMessage
            status={moved.status}
            messages={statusMessagesOf(moved)}
            expiresAt={moved.paymentInstructions?.expiresAt ?? null}
          />
          <OrderDetails order={moved} />
        </>
      ) : null}
    </section>
  );
}

/**
 * `/sandbox/order-states`: every order status with its message set as the order page renders it,
 * by payment-method variant and delivery, in the visit's country and language; and a real order
 * moved on through the API's sandbox.
 */
export function OrderStatesSandbox() {
  const i18n = useI18n();
  const [variant, setVariant] = useState<Variant>('card');
  const [delivery, setDelivery] = useState<Delivery>('standard');
  return (
    <div className={styles.page}>
      <Heading level={1}>{i18n.text('order.sandbox_title')}</Heading>
      <Text>{i18n.text('order.sandbox_intro')}</Text>
      <nav aria-label={i18n.text('order.sandbox_country')}>
        <Inline space="sm">
          {COUNTRY_CODES.map((country) => (
            <ShopLink
              key={country}
              href={`/sandbox/order-states?country_code=${country}`}
              aria-current={country === i18n.country ? 'page' : undefined}
            >
              {i18n.text(`shell.country_name.${country}`)}
            </ShopLink>
          ))}
        </Inline>
      </nav>
      <OrderMover />
      <section className={styles.page} aria-labelledby="sandbox-messages">
        <Heading level={2} id="sandbox-messages">
          {i18n.text('order.sandbox_messages')}
        </Heading>
        <div className={styles.controls}>
          <Dropdown
            label={i18n.text('order.sandbox_payment_method')}
            value={variant}
            onValueChange={(value) => setVariant(value as Variant)}
            options={(Object.keys(VARIANTS) as Variant[]).map((value) => ({
              value,
              label: i18n.text(`order.sandbox_variant.${value}`),
            }))}
          />
          <Dropdown
            label={i18n.text('order.sandbox_delivery')}
            value={delivery}
            onValueChange={(value) => setDelivery(value as Delivery)}
            options={(['standard', 'click_and_collect'] as const).map((value) => ({
              value,
              label: i18n.text(`order.sandbox_delivery.${value}`),
            }))}
          />
        </div>
        <StatusSet variant={variant} delivery={delivery} />
      </section>
    </div>
  );
}
