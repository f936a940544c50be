import type {
  Address,
  BrandRef,
  CountryCode,
  DeliveryOption,
  LineVariant,
  Order,
  OrderStatus,
  OrderSubStatus,
  PaymentFailure,
  PaymentInstructions,
  PaymentMethod,
  Recipient,
  StoreRef,
} from '@beauty/commerce-sdk/contract';
import { costSummaryView, toMoney, type CostSummaryMinor } from '../checkout/index.js';
import type { Queryable } from '../db/database.js';
import { iso } from '../db/timestamps.js';

/** An order row as stored (amounts in minor units). */
interface OrderRow {
  id: number;
  number: string;
  country: CountryCode;
  status: OrderStatus;
  sub_status: OrderSubStatus | null;
  payment_failure: PaymentFailure | null;
  payment_method: Omit<PaymentMethod, 'brand'> & { brand?: string | null };
  delivery_option: DeliveryOption;
  recipient: Recipient;
  shipping_address: Address | null;
  collection_store: StoreRef | null;
  cost_summary: CostSummaryMinor;
  tracking_url: string | null;
  payment_instructions: PaymentInstructions | null;
  created_at: Date | string;
}

interface LineRow {
  id: number;
  kind: 'item' | 'gift' | 'sample' | 'reward';
  quantity: number;
  total: string | number;
  variant: LineVariant;
  brand: BrandRef;
}

interface EventRow {
  status: OrderStatus;
  sub_status: OrderSubStatus | null;
  at: Date | string;
}

/** The order in the contract's shape, or `null` when there is none (no access check: see `orderForViewer`). */
export async function loadOrder(db: Queryable, orderId: number): Promise<Order | null> {
  const [row] = await db.query<OrderRow>(
    `SELECT id, number, country, status, sub_status, payment_failure, payment_method, delivery_option,
            recipient, shipping_address, collection_store, cost_summary, tracking_url,
            payment_instructions, created_at
     FROM orders WHERE id = $1`,
    [orderId],
  );
  if (!row) return null;
  const lines = await db.query<LineRow>(
    'SELECT id, kind, quantity, total, variant, brand FROM order_lines WHERE order_id = $1 ORDER BY position',
    [orderId],
  );
  const events = await db.query<EventRow>(
    'SELECT status, sub_status, at FROM order_events WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
  const money = (minor: number) => toMoney(minor, row.country);
  return {
    id: row.id,
    number: row.number,
    createdAt: iso(row.created_at),
    status: row.status,
    subStatus: row.sub_status,
    // Orders placed before methods had brands kept none.
    paymentMethod: { ...row.payment_method, brand: row.payment_method.brand ?? null },
    deliveryOption: row.delivery_option,
    estimatedDelivery: row.delivery_option.estimatedDelivery,
    recipient: row.recipient,
    shippingAddress: row.shipping_address,
    collectionStore: row.collection_store,
    lines: lines.map((line) => ({
      id: line.id,
      variant: line.variant,
      brand: line.brand,
      quantity: line.quantity,
      total: money(Number(line.total)),
      kind: line.kind,
    })),
    costSummary: costSummaryView(row.cost_summary, row.country),
    trackingUrl: row.tracking_url,
    paymentInstructions: row.payment_instructions,
    // The failure's message variant belongs to the failure: a later status shows its own.
    paymentFailure: row.status === 'payment_failed' ? row.payment_failure : null,
    history: events.map((event) => ({
      status: event.status,
      subStatus: event.sub_status,
      at: iso(event.at),
    })),
  };
}
