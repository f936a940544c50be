import { randomInt } from 'node:crypto';
import {
  ORDER_STATUSES_BY_DELIVERY,
  ORDER_TRANSITIONS,
  ORDER_SUB_STATUSES,
  RELEASING_ORDER_STATUSES,
  ServerMessages,
  canTransition,
  orderTransitionRefusedMessage,
  type CountryCode,
  type DeliveryOption,
  type LanguageCode,
  type OrderStatus,
  type OrderSubStatus,
  type PaymentFailure,
  type Recipient,
  type StoreRef,
} from '@beauty/commerce-sdk/contract';
import { hashToken } from '../auth/index.js';
import { refundStoreCredit, toMoney, type CostSummaryMinor } from '../checkout/index.js';
import type { Queryable } from '../db/database.js';
import { fitsIdColumn } from '../db/ids.js';
import { ApiError } from '../http/errors.js';
import { refundOrderRewards, reverseOrderPoints } from '../loyalty/index.js';
import { queueMail } from '../mail/index.js';
import { issueAccessToken } from './access.js';
import { orderPagePath, type OrderPage } from './gateway.js';

/** A change the lifecycle does not allow (409): nothing was changed. */
export class OrderTransitionError extends ApiError {
  constructor(
    readonly from: OrderStatus,
    readonly to: OrderStatus,
  ) {
    super(409, orderTransitionRefusedMessage(from, to), { from, to });
  }
}

/** What a change of status may carry besides the status. */
export interface TransitionOptions {
  /** Only where the status has sub-statuses (`ORDER_SUB_STATUSES`); none otherwise. */
  subStatus?: OrderSubStatus | null;
  /** Why, for the order's history (a provider's event, the sweep, the sandbox). */
  reason?: string;
  /** With `payment_failed`: the message variant the order page shows. */
  paymentFailure?: PaymentFailure | null;
}

interface LockedOrder {
  id: number;
  number: string;
  user_id: number | null;
  status: OrderStatus;
  sub_status: OrderSubStatus | null;
  country: CountryCode;
  language: LanguageCode;
  email: string;
  recipient: Recipient;
  delivery_option: DeliveryOption;
  collection_store: StoreRef | null;
  cost_summary: CostSummaryMinor;
  credits_used: string | number;
  released: boolean;
}

/** Whether an order of this delivery may ever be in the status (click and collect has its own). */
function deliveryAllows(delivery: DeliveryOption['kind'], status: OrderStatus): boolean {
  const only = ORDER_STATUSES_BY_DELIVERY;
  return delivery === 'click_and_collect'
    ? !(only.home_delivery as readonly OrderStatus[]).includes(status)
    : !(only.click_and_collect as readonly OrderStatus[]).includes(status);
}

/** The statuses an order in `status` may move to, for its delivery. */
export const nextStatuses = (status: OrderStatus, delivery: DeliveryOption['kind']) =>
  ORDER_TRANSITIONS[status].filter((to) => deliveryAllows(delivery, to));

/** Whether the lifecycle allows the order to move to `to`, with that sub-status. */
function allowed(order: LockedOrder, to: OrderStatus, subStatus: OrderSubStatus | null): boolean {
  if (subStatus !== null && !ORDER_SUB_STATUSES[to]?.includes(subStatus)) return false;
  if (!deliveryAllows(order.delivery_option.kind, to)) return false;
  // Staying in a status is a change only when its sub-status moves on (processing → packed).
  if (to === order.status)
    return ORDER_SUB_STATUSES[to] !== undefined && subStatus !== order.sub_status;
  return canTransition(order.status, to);
}

/**
 * Moves an order to another status: the one way a status changes. Runs in the caller's
 * transaction with the order locked; checks the transition table (`ORDER_TRANSITIONS`) and the
 * order's delivery (click and collect has its own statuses), records the change with its time,
 * and does what the new status means:
 * - `paid`, `purchased`, `cod`: the order confirmation email;
 * - `payment_failed`: the payment retry email;
 * - `ready_for_pick_up`: a one-time password for the collector, emailed (only its hash is kept);
 * - an end without delivery (`RELEASING_ORDER_STATUSES`): the reserved stock back on sale and the
 *   redeemed points and store credit refunded, once;
 * - returned or cancelled after its points posted: the Beauty Pass takes them back, once.
 * Refused with {@link OrderTransitionError} (409) when not allowed: nothing changes then.
 */
export async function transitionOrder(
  tx: Queryable,
  orderId: number,
  to: OrderStatus,
  options: TransitionOptions = {},
): Promise<{ from: OrderStatus; to: OrderStatus }> {
  if (!fitsIdColumn(orderId)) throw new ApiError(404, ServerMessages.resourceNotFound);
  const [order] = await tx.query<LockedOrder>(
    `SELECT id, number, user_id, status, sub_status, country, language, email, recipient,
            delivery_option, collection_store, cost_summary, credits_used,
            released_at IS NOT NULL AS released
     FROM orders WHERE id = $1 FOR UPDATE`,
    [orderId],
  );
  if (!order) throw new ApiError(404, ServerMessages.resourceNotFound);
  const subStatus = options.subStatus ?? null;
  if (!allowed(order, to, subStatus)) throw new OrderTransitionError(order.status, to);

  await tx.query(
    `UPDATE orders SET status = $2, sub_status = $3, payment_failure = $4,
       paid_at = CASE WHEN $2 IN ('paid', 'purchased') THEN coalesce(paid_at, now()) ELSE paid_at END,
       updated_at = now()
     WHERE id = $1`,
    [orderId, to, subStatus, to === 'payment_failed' ? (options.paymentFailure ?? null) : null],
  );
  await tx.query(
    'INSERT INTO order_events (order_id, status, sub_status, reason) VALUES ($1, $2, $3, $4)',
    [orderId, to, subStatus, options.reason ?? null],
  );
  if (RELEASING_ORDER_STATUSES.includes(to) && !order.released) await release(tx, order);
  await reverseOrderPoints(tx, { id: order.id, number: order.number, userId: order.user_id }, to);
  await notify(tx, order, to);
  return { from: order.status, to };
}

/** Puts the order's stock back on sale and refunds the points and store credit it used. */
async function release(tx: Queryable, order: LockedOrder): Promise<void> {
  await tx.query(
    `UPDATE variant_offers o SET stock = o.stock + l.units
     FROM (SELECT variant_id, sum(quantity)::int AS units FROM order_lines
           WHERE order_id = $1 GROUP BY variant_id) l
     WHERE o.variant_id = l.variant_id AND o.country = $2`,
    [order.id, order.country],
  );
  await refundOrderRewards(tx, { orderId: order.id, orderNumber: order.number });
  if (order.user_id !== null) {
    await refundStoreCredit(tx, {
      userId: order.user_id,
      country: order.country,
      amountMinor: Number(order.credits_used),
    });
  }
  await tx.query('UPDATE orders SET released_at = now() WHERE id = $1', [order.id]);
}

/** A link to the order's page for an email: a guest's carries a token of its own. */
async function mailLink(tx: Queryable, order: LockedOrder, page: OrderPage): Promise<string> {
  const token = order.user_id === null ? await issueAccessToken(tx, order.id) : null;
  return orderPagePath(order.id, page, { token, country: order.country, language: order.language });
}

/** The emails a new status sends, in the shopper's language, with the change. */
async function notify(tx: Queryable, order: LockedOrder, to: OrderStatus): Promise<void> {
  const base = {
    to: order.email,
    language: order.language,
    country: order.country,
  };
  const name = order.recipient.fullName;
  if (to === 'paid' || to === 'purchased' || to === 'cod') {
    await queueMail(tx, {
      ...base,
      kind: 'order_confirmation',
      data: {
        name,
        number: order.number,
        total: toMoney(order.cost_summary.total, order.country),
        link: await mailLink(tx, order, 'confirmation'),
      },
    });
  } else if (to === 'payment_failed') {
    await queueMail(tx, {
      ...base,
      kind: 'payment_retry',
      data: { name, number: order.number, link: await mailLink(tx, order, 'payment_failed') },
    });
  } else if (to === 'ready_for_pick_up') {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx.query('UPDATE orders SET collection_code_hash = $2 WHERE id = $1', [
      order.id,
      await hashToken(code),
    ]);
    await queueMail(tx, {
      ...base,
      kind: 'ready_for_pick_up',
      data: {
        name,
        number: order.number,
        store: order.collection_store?.name ?? '',
        code,
        link: await mailLink(tx, order, 'order'),
      },
    });
  }
}
