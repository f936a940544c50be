import {
  ORDER_SUB_STATUSES,
  ServerMessages,
  sandboxOrdersStatusCreate,
  sandboxOrdersTransitionsGet,
  type DeliveryOption,
  type OrderStatus,
  type OrderSubStatus,
} from '@beauty/commerce-sdk/contract';
import { Hono } from 'hono';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { mount } from '../http/route.js';
import { pathId } from '../http/validation.js';
import { nextStatuses, transitionOrder } from './lifecycle.js';
import { loadOrder } from './view.js';

/**
 * `sandbox/orders/{id}/…`: an order's next statuses, and moving it on as the warehouse, the
 * carrier or the store would, for tests and the storefront's /sandbox pages. Like every sandbox
 * route, refused in production (app.ts guards `sandbox/*`). Any order may be moved: the sandbox is
 * a testing aid with no shopper data worth protecting.
 */
export function sandboxOrderRoutes(db: Database) {
  const app = new Hono();

  mount(app, sandboxOrdersTransitionsGet, async ({ params }) => {
    const orderId = pathId(params);
    const [order] = await db.query<{
      status: OrderStatus;
      sub_status: OrderSubStatus | null;
      delivery: DeliveryOption['kind'];
    }>(
      `SELECT status, sub_status, delivery_option->>'kind' AS delivery FROM orders WHERE id = $1`,
      [orderId],
    );
    if (!order) throw new ApiError(404, ServerMessages.resourceNotFound);
    const next = nextStatuses(order.status, order.delivery);
    const withSubStatuses = ORDER_SUB_STATUSES[order.status] ? [order.status, ...next] : next;
    return {
      data: {
        orderId,
        status: order.status,
        subStatus: order.sub_status,
        next,
        subStatuses: withSubStatuses.flatMap((status) => {
          const subStatuses = ORDER_SUB_STATUSES[status];
          return subStatuses ? [{ status, subStatuses: [...subStatuses] }] : [];
        }),
      },
    };
  });

  mount(app, sandboxOrdersStatusCreate, async ({ params, body }) => {
    const orderId = pathId(params);
    await db.transaction((tx) =>
      transitionOrder(tx, orderId, body.status, {
        subStatus: body.subStatus ?? null,
        paymentFailure: body.paymentFailure ?? null,
        reason: 'sandbox',
      }),
    );
    const order = await loadOrder(db, orderId);
    if (!order) throw new ApiError(404, ServerMessages.resourceNotFound);
    return { data: order };
  });

  return app;
}
