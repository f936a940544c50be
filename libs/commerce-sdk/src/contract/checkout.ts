import {
  array,
  boolean,
  integer,
  maxLength,
  minValue,
  nonEmpty,
  nullable,
  number,
  object,
  optional,
  pipe,
  string,
} from 'valibot';
import { AddressSchema, IdSchema, MoneySchema, StoreRefSchema, singleOf } from './shared.js';
import { CartSchema, GiftOptionSchema } from './cart.js';
import { endpoint } from './endpoint.js';
import {
  CostSummarySchema,
  DeliveryOptionSchema,
  PaymentMethodSchema,
  RecipientSchema,
} from './orders.js';
import { named, types } from './named.js';
import type {
  Checkout,
  CheckoutReplaceBody,
  CheckoutResponse,
  CollectionStore,
  GiftSelection,
  MultipleGwpsResponse,
} from './types.gen.js';

/** A store where the shopper may collect a click-and-collect order. */
export const CollectionStoreSchema = named(
  object({
    ...StoreRefSchema.entries,
    address: AddressSchema,
  }),
  types<CollectionStore>,
);

/** The gifts with purchase chosen for one offer (spend tier). */
export const GiftSelectionSchema = named(
  object({
    offerId: IdSchema,
    variantIds: pipe(array(IdSchema), maxLength(10)),
  }),
  types<GiftSelection>,
);

/** The checkout: the bag plus delivery, recipient, payment and the cost summary. */
export const CheckoutSchema = named(
  object({
    cart: CartSchema,
    /**
     * Fingerprint of everything the order depends on (lines, prices, offers, gifts, promo code,
     * credits and the choices). `PUT checkout-cart/` and `POST orders/` send it back: a bag changed
     * since is refused (409, `ServerMessages.staleCheckout`), never silently repriced.
     */
    revision: string(),
    recipient: nullable(RecipientSchema),
    shippingAddress: nullable(AddressSchema),
    deliveryOptions: array(DeliveryOptionSchema),
    deliveryOptionId: nullable(string()),
    collectionStore: nullable(StoreRefSchema),
    /** Stores of the country offering click and collect (the store picker). */
    collectionStores: array(CollectionStoreSchema),
    paymentMethods: array(PaymentMethodSchema),
    paymentMethodId: nullable(string()),
    /** Gifts with purchase chosen per offer the bag reaches (see `multiple-gwps/`). */
    giftSelections: array(GiftSelectionSchema),
    /** Store credits: not combinable with a promo code. */
    credits: object({ available: MoneySchema, applied: boolean() }),
    costSummary: CostSummarySchema,
    /** Messages of what still blocks placing the order. */
    blockers: array(string()),
  }),
  types<Checkout>,
);

/** `GET checkout-cart/` and `PUT checkout-cart/` */
export const CheckoutResponseSchema = named(singleOf(CheckoutSchema), types<CheckoutResponse>);

/** Body of `PUT checkout-cart/`: the checkout choices, replaced as a whole. */
export const CheckoutReplaceBodySchema = named(
  object({
    /** The `revision` of the checkout the shopper reviewed. */
    revision: pipe(string(), nonEmpty('Required field'), maxLength(100)),
    recipient: RecipientSchema,
    /** Required with home delivery; ignored with click and collect. */
    shippingAddress: nullable(AddressSchema),
    deliveryOptionId: pipe(string(), nonEmpty('Required field'), maxLength(50)),
    /** Required with click and collect. */
    collectionStoreId: nullable(IdSchema),
    paymentMethodId: pipe(string(), nonEmpty('Required field'), maxLength(50)),
    useCredits: boolean(),
    /**
     * The gifts chosen in the offers listed (others keep their choice; left out, every choice
     * stays). An empty `variantIds` gives the offer's default gift again.
     */
    giftSelections: optional(pipe(array(GiftSelectionSchema), maxLength(20))),
  }),
  types<CheckoutReplaceBody>,
);

/**
 * `GET multiple-gwps/`: the gift-with-purchase offers (spend tiers) the bag reaches, lowest spend
 * first, and how many gifts the shopper may pick in each.
 */
export const MultipleGwpsResponseSchema = named(
  singleOf(
    object({
      offers: array(
        object({
          offerId: IdSchema,
          title: string(),
          minimumSpend: MoneySchema,
          maxSelectable: pipe(number(), integer(), minValue(0)),
          selectedVariantIds: array(IdSchema),
          options: array(GiftOptionSchema),
        }),
      ),
    }),
  ),
  types<MultipleGwpsResponse>,
);

export const checkoutCartGet = endpoint({
  method: 'GET',
  path: 'checkout-cart',
  response: CheckoutResponseSchema,
});
export const checkoutCartReplace = endpoint({
  method: 'PUT',
  path: 'checkout-cart',
  body: CheckoutReplaceBodySchema,
  response: CheckoutResponseSchema,
});
export const multipleGwpsGet = endpoint({
  method: 'GET',
  path: 'multiple-gwps',
  response: MultipleGwpsResponseSchema,
});
