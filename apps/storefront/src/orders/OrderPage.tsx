import type { Order } from '@beauty/commerce-sdk';
import { isProblemOrderStatus } from '@beauty/commerce-sdk/contract';
import { useI18n } from '@beauty/i18n/react';
import { Heading, OrderStatusTimeline, Text } from '@beauty/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { ORDER_VIEWS } from '../navigation/routeMiddleware';
import { kbankEnquiryQuery, orderQuery } from '../queries/orders';
import { useInBrowser } from '../shell/useInBrowser';
import { refusalStatus } from './loadOrder';
import { OrderDetails } from './OrderDetails';
import { Refusal } from './OrderRefused';
import { historySteps, isAwaitingPayment, statusMessagesOf } from './orderStatus';
import * as styles from './orders.css';
import { PaymentInstructions, QrExpired } from './PaymentInstructions';
import { usePurchaseEvent } from './purchase';
import { canPayAgain, qrExpiryOf } from './payAgain';
import { useNow } from './useNow';
import { RetryPayment } from './RetryPayment';
import { StatusMessage, statusText } from './StatusMessage';

/** The order page itself, or one of its aliases (the view a payment step sends the shopper to). */
export type OrderView = 'order' | (typeof ORDER_VIEWS)[number];

/** How often the page looks again at an order whose payment it awaits (QR code, transfer). */
export const ORDER_POLL_MS = 5_000;
/** How often the page asks KBank again while it has no final answer. */
export const KBANK_POLL_MS = 3_000;

interface OrderPageProps {
  id: number;
  /** A guest's access token of the order. */
  token?: string;
  view: OrderView;
}

/**
 * A KBank payment awaiting the bank: asks it until it answers paid or failed, then reads the
 * order again. True while the answer is awaited (the verifying message).
 */
function useKbankEnquiry(order: Order, token: string | undefined): boolean {
  const context = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const inBrowser = useInBrowser();
  const pending = order.paymentMethod.provider === 'kbank' && order.status === 'payment_pending';
  const enquiry = useQuery({
    ...kbankEnquiryQuery(context, order.id, token),
    enabled: pending && inBrowser,
    refetchInterval: (query) =>
      query.state.status !== 'error' && query.state.data?.data.status === 'payment_pending'
        ? KBANK_POLL_MS
        : false,
  });
  const answered = enquiry.data?.data.status;
  useEffect(() => {
    if (answered && answered !== 'payment_pending') {
      void queryClient.invalidateQueries({
        queryKey: orderQuery(context, order.id, token).queryKey,
      });
    }
  }, [answered, queryClient, context, order.id, token]);
  return pending && inBrowser && !enquiry.isError;
}

/** What the alias stands for, while the order is still in that state: thanks, pending, failure. */
function ViewEmphasis({ order, view }: { order: Order; view: OrderView }) {
  const i18n = useI18n();
  if (view === 'confirmation') {
    return (
      <section className={styles.emphasis} aria-labelledby="order-thanks">
        <Heading level={2} id="order-thanks">
          {i18n.text('order.thank_you')}
        </Heading>
        <Text>{i18n.text('order.confirmation_sent', { email: order.recipient.email })}</Text>
      </section>
    );
  }
  if (view === 'payment_failed' && order.status === 'payment_failed') {
    return order.paymentFailure === 'qr_expired' ? (
      <QrExpired />
    ) : (
      <section className={styles.problem}>
        <Text weight="bold">{i18n.text('payment.failed')}</Text>
      </section>
    );
  }
  if (view === 'payment_failed' && order.status === 'payment_blocked') {
    return (
      <section className={styles.problem}>
        <Text weight="bold">{statusText(i18n, 'payment.blocked')}</Text>
      </section>
    );
  }
  if (isAwaitingPayment(order.status) && view !== 'order' && view !== 'payment_failed') {
    return (
      <Text weight="bold">
        {i18n.text(
          view === 'payment_instruction' ? 'order.instruction_intro' : 'order.pending_intro',
        )}
      </Text>
    );
  }
  return null;
}

/** The order's history as a timeline: each status it went through, the current one marked. */
function OrderHistory({ order }: { order: Order }) {
  const i18n = useI18n();
  const steps = historySteps(order.history).map((event) => ({
    status: event.status,
    label: i18n.text(
      statusMessagesOf({ ...order, status: event.status, subStatus: event.subStatus }).label,
    ),
    date: event.at,
    problem: isProblemOrderStatus(event.status),
  }));
  return (
    <section className={styles.panel} aria-labelledby="order-history">
      <Heading level={2} id="order-history">
        {i18n.text('order.history')}
      </Heading>
      <OrderStatusTimeline
        steps={steps}
        current={order.status}
        country={i18n.country}
        language={i18n.language}
        labels={{
          list: i18n.text('order.history'),
          done: i18n.text('order.history_done'),
          current: i18n.text('order.history_current'),
          problem: i18n.text('order.history_problem'),
          upcoming: i18n.text('order.history_upcoming'),
        }}
      />
    </section>
  );
}

/**
 * An order as its shopper sees it: number, date, status in the spec's words (payment-method
 * variants, click and collect), how to pay while payment is awaited, the lines, delivery, cost
 * and history. It follows the order while its payment is awaited, and reports the purchase once.
 */
export function OrderPage({ id, token, view }: OrderPageProps) {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  const inBrowser = useInBrowser();
  // A guest's order came with the page; a member's loads in the browser, with their session.
  const query = useQuery({
    ...orderQuery(context, id, token),
    enabled: Boolean(token) || inBrowser,
    refetchInterval: (query) =>
      query.state.data && isAwaitingPayment(query.state.data.data.status) ? ORDER_POLL_MS : false,
  });
  if (query.isError) {
    const status = refusalStatus(query.error);
    if (status) return <Refusal status={status} />;
    throw query.error;
  }
  if (!query.data) return <Text>{i18n.text('common.loading')}</Text>;
  return <OrderContent order={query.data.data} token={token} view={view} />;
}

function OrderContent({
  order,
  token,
  view,
}: {
  order: Order;
  token: string | undefined;
  view: OrderView;
}) {
  const i18n = useI18n();
  const verifyingKbankPayment = useKbankEnquiry(order, token);
  // Paying again is offered the moment the QR code expires, not once the order has caught up.
  const now = useNow(1000, qrExpiryOf(order) !== undefined);
  usePurchaseEvent(order);
  const messages = statusMessagesOf(order, { verifyingKbankPayment });

  return (
    <div className={styles.page} data-order-status={order.status}>
      <div>
        <Heading level={1}>{i18n.text('order.number', { number: order.number })}</Heading>
        <p className={styles.meta}>
          {i18n.text('order.placed_on', {
            date: i18n.formatDate(order.createdAt, { dateStyle: 'long' }),
          })}
        </p>
      </div>
      <ViewEmphasis order={order} view={view} />
      <StatusMessage
        status={order.status}
        messages={messages}
        expiresAt={order.paymentInstructions?.expiresAt ?? null}
      />
      <div role="status">
        {verifyingKbankPayment ? <Text>{i18n.text('payment.verifying')}</Text> : null}
      </div>
      {canPayAgain(order, now) ? <RetryPayment order={order} token={token} /> : null}
      {order.paymentInstructions && isAwaitingPayment(order.status) ? (
        <PaymentInstructions instructions={order.paymentInstructions} />
      ) : null}
      <OrderDetails order={order} />
      <OrderHistory order={order} />
    </div>
  );
}
