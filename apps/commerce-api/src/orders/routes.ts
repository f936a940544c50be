import {
  ordersCreate,
  ordersGet,
  ordersList,
  ordersPaymentsCreate,
  type CountryCode,
  type OrderStatus,
  type OrderSubStatus,
} from '@beauty/commerce-sdk/contract';
import { Hono } from 'hono';
import { requireUser } from '../auth/index.js';
import { pageMeta, pageWindow } from '../catalogue/index.js';
import { costSummaryView, type CostSummaryMinor } from '../checkout/index.js';
import type { Database } from '../db/database.js';
import { iso } from '../db/timestamps.js';
import { mount } from '../http/route.js';
import { pathId } from '../http/validation.js';
import { orderForViewer } from './access.js';
import type { PaymentGateway } from './gateway.js';
import { placeOrder } from './place.js';
import { retryPayment } from './retry.js';
import { sandboxOrderRoutes } from './sandbox.js';

/** What the order routes need besides the database. */
export interface OrdersRoutesOptions {
  /** The payments domain's gateway. */
  payments: PaymentGateway;
  /** Where a payment start that failed is reported; `console.error` by default. */
  logError?: (error: unknown) => void;
}

interface ListRow {
  id: number;
  number: string;
  created_at: Date | string;
  status: OrderStatus;
  sub_status: OrderSubStatus | null;
  country: CountryCode;
  cost_summary: CostSummaryMinor;
}

/**
 * Orders: `POST orders/` places the checkout, `GET orders/{id}` shows one (a member their own, a
 * guest with the order's token), `POST orders/{id}/payments` pays again after a failed payment,
 * `GET orders` lists the member's, newest first; and the sandbox's `sandbox/orders/…`.
 */
export function ordersRoutes(db: Database, { payments, logError }: OrdersRoutesOptions) {
  const app = new Hono();

  mount(app, ordersCreate, async ({ c, body, country, language }) => ({
    data: await placeOrder(db, c, { country, language, body, payments, logError }),
  }));

  mount(app, ordersList, async ({ c, query }) => {
    const user = await requireUser(c, db);
    const window = pageWindow(query);
    const [counted] = await db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM orders WHERE user_id = $1',
      [user.id],
    );
    const rows = await db.query<ListRow>(
      `SELECT id, number, created_at, status, sub_status, country, cost_summary
       FROM orders WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [user.id, window.perPage, window.offset],
    );
    return {
      data: rows.map((row) => ({
        id: row.id,
        number: row.number,
        createdAt: iso(row.created_at),
        status: row.status,
        subStatus: row.sub_status,
        costSummary: costSummaryView(row.cost_summary, row.country),
      })),
      meta: pageMeta(counted!.total, window),
    };
  });

  mount(app, ordersPaymentsCreate, async ({ c, params, body, language }) => ({
    data: await retryPayment(db, c, {
      orderId: pathId(params),
      body,
      language,
      payments,
      logError,
    }),
  }));

  mount(app, ordersGet, async ({ c, params, query }) => ({
    data: await orderForViewer(db, c, pathId(params), query.token),
  }));

  app.route('/', sandboxOrderRoutes(db));
  return app;
}
