import { createHash } from 'node:crypto';
import type {
  Address,
  BrandRef,
  Cart,
  CartExtra,
  CollectionStore,
  CountryCode,
  CurrencyCode,
  LanguageCode,
  LineVariant,
  PaymentMethod,
  Recipient,
} from '@beauty/commerce-sdk/contract';
import { countries } from '@beauty/i18n';
import type { Context } from 'hono';
import {
  bagDiscount,
  cartView,
  loadBagState,
  lockBag,
  visitor,
  type BagState,
  type BagViewer,
} from '../bag/index.js';
import { lineVariant, unitPrice, type CountryVariant } from '../catalogue/index.js';
import type { Database, Queryable } from '../db/database.js';
import { heldRewardsBlocker } from '../loyalty/index.js';
import { siteLanguage } from '../http/site.js';
import { loadCollectionStores } from '../stores/index.js';
import { translatorFor } from '../translations.js';
import { storeCreditMinor } from './credits.js';
import { deliveryOptions, isHomeDelivery, type PricedDeliveryOption } from './delivery.js';
import { loadGiftTiers, type GiftTier } from './gifts.js';
import { CheckoutMessages } from './messages.js';
import { minorPerMajor, toMinor } from './money.js';
import { loadPaymentMethods } from './payment-methods.js';

/** A line of the order the checkout would place: an item, or a free gift, sample or reward. */
export interface PricedLine {
  kind: 'item' | 'gift' | 'sample' | 'reward';
  variantId: number;
  sku: string;
  /** The variant and brand as an order line shows them. */
  variant: LineVariant;
  brand: BrandRef;
  quantity: number;
  /** What one unit costs before discounts (0 for gifts, samples and rewards). */
  unitPriceMinor: number;
  totalMinor: number;
  brandId: number;
  /** Units of the brand one bag may hold, if limited. */
  brandLimit: number | null;
  /** Units of the variant one bag may hold, if limited. */
  purchaseLimit: number | null;
  /** Units in stock in the country. */
  stock: number;
  /** Sold in the country. */
  available: boolean;
  /** The offer, sample or reward that brought a free line in; `null` for items. */
  sourceId: number | null;
}

/** The cost summary in the currency's minor units (`gstPercent` a percentage). */
export interface CostSummaryMinor {
  /** Items before discounts. */
  subtotal: number;
  /** Automatic offers, staff discount and promo code. */
  discount: number;
  /** What is due (items after discounts plus shipping) without the GST included in it. */
  priceBeforeGst: number;
  gstPercent: number;
  /** The GST what is due includes: what is due less `priceBeforeGst`. */
  gstAmount: number;
  pointsEarned: number;
  shipping: number;
  /** Store credit (gift card) applied, at most what is due. */
  giftCardRedeemed: number;
  /** What the shopper pays: subtotal − discount + shipping − giftCardRedeemed. */
  total: number;
}

/** Who checks out, where, and in which language the checkout's own words are. */
export interface CheckoutViewer extends BagViewer {
  language: LanguageCode;
}

/** The visitor's bag priced for checkout: everything an order of it needs, computed on the server. */
export interface PricedCheckout {
  bagId: number;
  viewer: CheckoutViewer;
  currency: CurrencyCode;
  /**
   * Fingerprint of everything the order depends on (lines, quantities, unit prices, promo code,
   * offers met, gifts, samples, rewards, credits, recipient, address, delivery, store, payment
   * method, the cost summary). The checkout shows it; `PUT checkout-cart/` and `POST orders/`
   * must send it back.
   */
  revision: string;
  lines: PricedLine[];
  /** The bag as the checkout shows it (its gifts the chosen ones). */
  cart: Cart;
  recipient: Recipient | null;
  /** The shipping address, when it is in the site's country. */
  shippingAddress: Address | null;
  deliveryOptions: PricedDeliveryOption[];
  /** The chosen delivery option, when the country offers it. */
  deliveryOption: PricedDeliveryOption | null;
  collectionStores: CollectionStore[];
  /** The chosen collection store (with its address), with click and collect, when it offers it in the country. */
  collectionStore: CollectionStore | null;
  paymentMethods: PaymentMethod[];
  /** The chosen payment method, when the country offers it. */
  paymentMethod: PaymentMethod | null;
  giftTiers: GiftTier[];
  credits: { availableMinor: number; applied: boolean };
  creditsUsedMinor: number;
  costSummaryMinor: CostSummaryMinor;
  /** The promo code that applies, if any. */
  couponCode: string | null;
  /** Beauty Pass redemptions into this bag (their rewards are the `reward` lines). */
  rewardRedemptionIds: number[];
  /** Messages of what blocks placing the order; empty when it can be placed. */
  blockers: string[];
}

interface ChoicesRow {
  recipient: Recipient | null;
  shipping_address: Address | null;
  delivery_option: string | null;
  collection_store_id: number | null;
  payment_method: string | null;
}

/** The month (1-12) it is now in the country. */
const monthIn = (country: CountryCode, now: Date) =>
  Number(
    new Intl.DateTimeFormat('en', {
      timeZone: countries[country].timeZone,
      month: 'numeric',
    }).format(now),
  );

function itemLines(state: BagState): PricedLine[] {
  const { country } = state.viewer;
  return state.lines.map((line) => {
    const unitPriceMinor = toMinor(unitPrice(line.variant) ?? 0, country);
    return {
      kind: 'item',
      variantId: line.variant.id,
      sku: line.variant.sku,
      variant: lineVariant(line.variant, state.currency),
      brand: line.variant.brand,
      quantity: line.quantity,
      unitPriceMinor,
      totalMinor: unitPriceMinor * line.quantity,
      brandId: line.variant.brand.id,
      brandLimit: line.variant.brandLimit,
      purchaseLimit: line.variant.purchaseLimit,
      stock: line.variant.stock ?? 0,
      available: line.variant.price !== null,
      sourceId: null,
    };
  });
}

function freeLine(extra: CartExtra, variant: CountryVariant): PricedLine {
  return {
    kind: extra.kind,
    variantId: variant.id,
    sku: variant.sku,
    variant: extra.variant,
    brand: variant.brand,
    quantity: 1,
    unitPriceMinor: 0,
    totalMinor: 0,
    brandId: variant.brand.id,
    brandLimit: variant.brandPurchaseLimit,
    purchaseLimit: variant.purchaseLimit,
    stock: variant.stock ?? 0,
    available: variant.price !== null,
    sourceId: extra.sourceId,
  };
}

/** The bag's extras with the gifts the shopper chose in place of the bag's default ones. */
function checkoutExtras(cart: Cart, tiers: GiftTier[]): CartExtra[] {
  const gifts = tiers.flatMap((tier) =>
    tier.selectedVariantIds.flatMap((variantId) => {
      const option = tier.options.find((gift) => gift.variant.id === variantId);
      return option
        ? [
            {
              id: variantId,
              kind: 'gift' as const,
              variant: option.variant,
              brand: option.brand,
              sourceId: tier.offerId,
            },
          ]
        : [];
    }),
  );
  return [...gifts, ...cart.extras.filter((extra) => extra.kind !== 'gift')];
}

/** Blockers of the bag's lines: out of stock, not sold in the country, over a limit. */
const lineBlockers = (cart: Cart) => [
  ...new Set(cart.lines.flatMap((line) => line.warnings.map((warning) => warning.message))),
];

/**
 * Prices the bag `bagId` for checkout, for `viewer`, reading with `db` (the caller's transaction
 * when it locked the bag: orders place what this returns). Every amount is computed here, in
 * minor units, from the catalogue's prices and the bag's offers, promo code and the checkout
 * choices: nothing comes from the client. Stored choices the country does not offer (the shopper
 * changed country) count as not made.
 */
export async function loadPricedCheckout(
  db: Queryable,
  bagId: number,
  viewer: CheckoutViewer,
  now = new Date(),
): Promise<PricedCheckout> {
  const { country, user } = viewer;
  const market = countries[country];
  const state = await loadBagState(db, bagId, viewer);
  const bagCart = cartView(state);
  const tiers = await loadGiftTiers(db, state, bagCart);
  const cart = { ...bagCart, extras: checkoutExtras(bagCart, tiers) };
  const [choices] = await db.query<ChoicesRow>(
    `SELECT recipient, shipping_address, delivery_option, collection_store_id, payment_method
     FROM checkout_choices WHERE cart_id = $1`,
    [bagId],
  );
  const collectionStores = await loadCollectionStores(db, country);
  const paymentMethods = await loadPaymentMethods(db, country);
  const [member] = user
    ? await db.query<{ birthday_month: number | null }>(
        'SELECT EXTRACT(MONTH FROM birthday)::int AS birthday_month FROM users WHERE id = $1',
        [user.id],
      )
    : [];
  const creditsAvailable = user ? await storeCreditMinor(db, user.id, country) : 0;
  const redemptions = await db.query<{ id: number }>(
    'SELECT id FROM reward_redemptions WHERE cart_id = $1 ORDER BY id',
    [bagId],
  );
  const rewardsBlocker = user ? await heldRewardsBlocker(db, user.id, bagId) : null;

  const items = itemLines(state);
  const extras = cart.extras.flatMap((extra) => {
    const variant = state.extras.get(extra.variant.sku);
    return variant ? [freeLine(extra, variant)] : [];
  });
  const subtotal = items
    .filter((line) => line.available)
    .reduce((sum, line) => sum + line.totalMinor, 0);
  const discounts = bagDiscount(state);
  const discount = Math.min(subtotal, toMinor(discounts.total, country));
  const merchandise = subtotal - discount;

  const options = deliveryOptions(
    country,
    merchandise,
    collectionStores.length > 0,
    await translatorFor(viewer.language, country),
  );
  const deliveryOption = options.find((option) => option.id === choices?.delivery_option) ?? null;
  const collectionStore =
    deliveryOption && !isHomeDelivery(deliveryOption)
      ? (collectionStores.find((store) => store.id === choices?.collection_store_id) ?? null)
      : null;
  const shippingAddress =
    choices?.shipping_address?.country === country ? choices.shipping_address : null;
  const paymentMethod =
    paymentMethods.find((method) => method.id === choices?.payment_method) ?? null;
  const recipient = choices?.recipient ?? null;

  // Without a choice yet, the summary shows standard delivery, as the bag does.
  const shipping = state.lines.length === 0 ? 0 : (deliveryOption ?? options[0]!).priceMinor;
  const due = merchandise + shipping;
  const creditsApplied = state.creditsApplied && creditsAvailable > 0;
  const giftCardRedeemed = creditsApplied ? Math.min(creditsAvailable, due) : 0;
  const pointsPerUnit = market.currencyUnitsPerPoint * minorPerMajor(country);
  const birthdayMonth =
    member?.birthday_month !== null &&
    member?.birthday_month !== undefined &&
    member.birthday_month === monthIn(country, now);
  // Prices include GST: what is due splits into the price before it and the GST itself.
  const priceBeforeGst = Math.round((due * 100) / (100 + market.gstPercent));
  const costSummaryMinor: CostSummaryMinor = {
    subtotal,
    discount,
    priceBeforeGst,
    gstPercent: market.gstPercent,
    gstAmount: due - priceBeforeGst,
    pointsEarned: user ? Math.floor(merchandise / pointsPerUnit) * (birthdayMonth ? 2 : 1) : 0,
    shipping,
    giftCardRedeemed,
    total: due - giftCardRedeemed,
  };

  const registration = market.registrationNumber;
  const blockers = [
    ...(state.lines.length === 0 ? [CheckoutMessages.emptyBag] : []),
    ...lineBlockers(cart),
    ...(recipient ? [] : [CheckoutMessages.recipientMissing]),
    ...(recipient && registration && !registration.pattern.test(recipient.registrationNumber ?? '')
      ? [CheckoutMessages.registrationNumberMissing(registration.name)]
      : []),
    ...(deliveryOption ? [] : [CheckoutMessages.deliveryOptionMissing]),
    ...(deliveryOption && isHomeDelivery(deliveryOption) && !shippingAddress
      ? [CheckoutMessages.shippingAddressMissing]
      : []),
    ...(deliveryOption && !isHomeDelivery(deliveryOption) && !collectionStore
      ? [CheckoutMessages.collectionStoreMissing]
      : []),
    ...(paymentMethod ? [] : [CheckoutMessages.paymentMethodMissing]),
    ...(rewardsBlocker ? [rewardsBlocker] : []),
  ];

  const lines = [...items, ...extras];
  const couponCode = discounts.coupon?.code ?? null;
  const fingerprint = {
    country,
    userId: user?.id ?? null,
    lines: lines.map((line) => [line.kind, line.variantId, line.quantity, line.unitPriceMinor]),
    couponCode,
    costSummaryMinor,
    recipient,
    shippingAddress: deliveryOption && isHomeDelivery(deliveryOption) ? shippingAddress : null,
    deliveryOption: deliveryOption?.id ?? null,
    collectionStore: collectionStore?.id ?? null,
    paymentMethod: paymentMethod?.id ?? null,
    rewardRedemptionIds: redemptions.map((row) => row.id),
  };
  return {
    bagId,
    viewer,
    currency: state.currency,
    revision: createHash('sha256').update(JSON.stringify(fingerprint)).digest('hex').slice(0, 32),
    lines,
    cart,
    recipient,
    shippingAddress,
    deliveryOptions: options,
    deliveryOption,
    collectionStores,
    collectionStore,
    paymentMethods,
    paymentMethod,
    giftTiers: tiers,
    credits: { availableMinor: creditsAvailable, applied: creditsApplied },
    creditsUsedMinor: giftCardRedeemed,
    costSummaryMinor,
    couponCode,
    rewardRedemptionIds: redemptions.map((row) => row.id),
    blockers,
  };
}

/**
 * Runs `work` with the visitor's bag locked and priced, in one transaction: the checkout's
 * changes and the placing of an order see exactly the bag they price. A guest gets a device id;
 * a member's guest bag on the device is merged first (as every bag call does).
 */
export async function withPricedCheckout<T>(
  db: Database,
  c: Context,
  country: CountryCode,
  work: (tx: Queryable, priced: PricedCheckout) => Promise<T>,
): Promise<T> {
  const { user, owner } = await visitor(c, db);
  return db.transaction(async (tx) => {
    const bagId = await lockBag(tx, owner);
    return work(
      tx,
      await loadPricedCheckout(tx, bagId, { country, user, language: siteLanguage(c) }),
    );
  });
}
