import type { DataLayerEvent } from './dataLayer.js';

/**
 * The ecommerce events a tag manager's GA4 tags expect, by the shop's name for them: the bag seen,
 * checkout started, a payment method chosen, an order placed.
 */
export const ECOMMERCE_EVENTS = {
  viewCart: 'view_cart',
  beginCheckout: 'begin_checkout',
  addPaymentInfo: 'add_payment_info',
  purchase: 'purchase',
} as const;

/** One of {@link ECOMMERCE_EVENTS}. */
export type EcommerceEventName = (typeof ECOMMERCE_EVENTS)[keyof typeof ECOMMERCE_EVENTS];

/** A bag or order line as the shop knows it. */
export interface EcommerceLine {
  /** The variant's SKU (or id): `item_id`. */
  id: string | number;
  /** The product's name: `item_name`. */
  name: string;
  brand?: string | null;
  /** The variant's name (shade, size): `item_variant`. */
  variant?: string | null;
  /** The price of one unit, in the currency's major unit. */
  price: number;
  quantity: number;
}

/** What every ecommerce event carries: the money and the lines. */
export interface EcommerceInput {
  /** ISO 4217 code, e.g. `SGD`. */
  currency: string;
  /** The value of the event: the bag's or order's total. */
  value: number;
  lines: readonly EcommerceLine[];
  /** The promo code applied, if any. */
  coupon?: string | null;
}

/** A line in GA4's shape. */
export interface EcommerceItem {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_variant?: string;
  price: number;
  quantity: number;
  index: number;
}

/** The `ecommerce` object of an event. */
export interface EcommerceData {
  currency: string;
  value: number;
  items: EcommerceItem[];
  coupon?: string;
  payment_type?: string;
  transaction_id?: string;
  tax?: number;
  shipping?: number;
}

/** An ecommerce event for the data layer. */
export interface EcommerceEvent extends DataLayerEvent {
  event: EcommerceEventName;
  ecommerce: EcommerceData;
}

/** What {@link purchaseEvent} needs besides {@link EcommerceInput}. */
export interface PurchaseInput extends EcommerceInput {
  /** The order's number: `transaction_id`, which the tags deduplicate purchases on. */
  transactionId: string;
  /** The tax included in `value` (GST, VAT). */
  tax: number;
  /** The shipping cost included in `value`. */
  shipping: number;
}

const CURRENCY = /^[A-Z]{3}$/;

function amount(name: string, value: number): number {
  if (!Number.isFinite(value)) throw new TypeError(`Invalid ${name}: ${value}`);
  return value;
}

function ecommerceOf({ currency, value, lines, coupon }: EcommerceInput): EcommerceData {
  if (!CURRENCY.test(currency)) {
    throw new TypeError(`Invalid currency "${currency}": expected an ISO 4217 code such as SGD`);
  }
  return {
    currency,
    value: amount('value', value),
    ...(coupon ? { coupon } : {}),
    items: lines.map((line, index) => {
      if (!Number.isInteger(line.quantity) || line.quantity < 1) {
        throw new TypeError(`Invalid quantity of ${line.id}: ${line.quantity}`);
      }
      return {
        item_id: String(line.id),
        item_name: line.name,
        ...(line.brand ? { item_brand: line.brand } : {}),
        ...(line.variant ? { item_variant: line.variant } : {}),
        price: amount('price', line.price),
        quantity: line.quantity,
        index,
      };
    }),
  };
}

/**
 * `view_cart`: the shopper looks at their bag.
 *
 * @throws TypeError on a currency that is not an ISO 4217 code, an amount that is not a finite
 * number or a quantity below one.
 */
export const viewCartEvent = (input: EcommerceInput): EcommerceEvent => ({
  event: ECOMMERCE_EVENTS.viewCart,
  ecommerce: ecommerceOf(input),
});

/** `begin_checkout`: the shopper starts checking out the bag. Throws as {@link viewCartEvent}. */
export const beginCheckoutEvent = (input: EcommerceInput): EcommerceEvent => ({
  event: ECOMMERCE_EVENTS.beginCheckout,
  ecommerce: ecommerceOf(input),
});

/**
 * `add_payment_info`: the shopper chose how to pay; `paymentType` is the method's name or id.
 * Throws as {@link viewCartEvent}.
 */
export const addPaymentInfoEvent = (
  input: EcommerceInput & { paymentType: string },
): EcommerceEvent => ({
  event: ECOMMERCE_EVENTS.addPaymentInfo,
  ecommerce: { ...ecommerceOf(input), payment_type: input.paymentType },
});

/**
 * `purchase`: an order placed and paid (or to be paid on delivery). Send it once per order: the
 * tags count every push. Throws as {@link viewCartEvent}, and on a tax or shipping amount that is
 * not a finite number.
 */
export const purchaseEvent = (input: PurchaseInput): EcommerceEvent => ({
  event: ECOMMERCE_EVENTS.purchase,
  ecommerce: {
    transaction_id: input.transactionId,
    ...ecommerceOf(input),
    tax: amount('tax', input.tax),
    shipping: amount('shipping', input.shipping),
  },
});

/** The event that empties the tag manager's `ecommerce` before the next one is merged in. */
export const ECOMMERCE_CLEAR_EVENT = { event: 'ecommerce_clear', ecommerce: null } as const;

/**
 * Pushes an ecommerce event through `analytics.track` (so through the consent gate): first
 * {@link ECOMMERCE_CLEAR_EVENT}, as the tag manager merges objects pushed one after another and
 * the previous event's items would otherwise leak into this one, then the event.
 */
export function trackEcommerce(
  analytics: { track(event: DataLayerEvent): unknown },
  event: EcommerceEvent,
): void {
  analytics.track({ ...ECOMMERCE_CLEAR_EVENT });
  analytics.track(event);
}
