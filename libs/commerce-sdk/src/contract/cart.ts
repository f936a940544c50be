import {
  array,
  boolean,
  integer,
  maxLength,
  maxValue,
  minValue,
  nonEmpty,
  nullable,
  number,
  object,
  picklist,
  pipe,
  string,
  type InferInput,
  type InferOutput,
} from 'valibot';
import {
  BrandRefSchema,
  DateSchema,
  IdSchema,
  ImageSchema,
  MoneySchema,
  listOf,
  singleOf,
} from './common.js';
import { endpoint } from './endpoint.js';
import { MAX_QUANTITY_PER_ADDITION } from './values.js';

/** The variant a bag line holds. */
export const LineVariantSchema = object({
  id: IdSchema,
  sku: string(),
  name: string(),
  productId: IdSchema,
  productSlug: string(),
  productName: string(),
  image: nullable(ImageSchema),
  price: MoneySchema,
  originalPrice: nullable(MoneySchema),
});
export type LineVariant = InferOutput<typeof LineVariantSchema>;

/** Why a bag line needs attention. `out_of_stock` and `unavailable_in_country` block checkout. */
export const LineWarningSchema = object({
  code: picklist(['out_of_stock', 'unavailable_in_country', 'variant_limit', 'brand_limit']),
  message: string(),
});
export type LineWarning = InferOutput<typeof LineWarningSchema>;

/** A line of the bag. */
export const CartLineSchema = object({
  id: IdSchema,
  variant: LineVariantSchema,
  brand: BrandRefSchema,
  quantity: pipe(number(), integer(), minValue(1)),
  /** Units left in the visitor's country. */
  inventory: pipe(number(), integer(), minValue(0)),
  unitPrice: MoneySchema,
  total: MoneySchema,
  warnings: array(LineWarningSchema),
});
export type CartLine = InferOutput<typeof CartLineSchema>;

/** A free gift or sample added to the bag by an offer or a choice. */
export const CartExtraSchema = object({
  id: IdSchema,
  kind: picklist(['gift', 'sample', 'reward']),
  variant: LineVariantSchema,
  brand: BrandRefSchema,
  /** Offer or reward that brought it in. */
  sourceId: nullable(IdSchema),
});
export type CartExtra = InferOutput<typeof CartExtraSchema>;

/** The promo code on the bag (one per order, case sensitive). */
export const CouponSchema = object({
  code: string(),
  description: string(),
  discount: MoneySchema,
});
export type Coupon = InferOutput<typeof CouponSchema>;

/** The money of a bag or checkout. */
export const CartTotalsSchema = object({
  subtotal: MoneySchema,
  discount: MoneySchema,
  shipping: nullable(MoneySchema),
  /** Free-shipping threshold of the country and what is left to reach it. */
  freeShippingThreshold: MoneySchema,
  remainingForFreeShipping: MoneySchema,
  total: MoneySchema,
});
export type CartTotals = InferOutput<typeof CartTotalsSchema>;

/** The shopping bag. */
export const CartSchema = object({
  id: IdSchema,
  lines: array(CartLineSchema),
  extras: array(CartExtraSchema),
  itemsCount: pipe(number(), integer(), minValue(0)),
  coupon: nullable(CouponSchema),
  totals: CartTotalsSchema,
  /** False while a line blocks checkout (out of stock, not sold in the country, over a limit). */
  canCheckout: boolean(),
});
export type Cart = InferOutput<typeof CartSchema>;

/** `GET cart/` and the answer of every bag change. */
export const CartResponseSchema = singleOf(CartSchema);
export type CartResponse = InferOutput<typeof CartResponseSchema>;

/** `GET cart/items-count/` (the header's bag icon). */
export const ItemsCountResponseSchema = singleOf(
  object({ count: pipe(number(), integer(), minValue(0)) }),
);
export type ItemsCountResponse = InferOutput<typeof ItemsCountResponseSchema>;

/** A variant offered as a gift with purchase. */
export const GiftOptionSchema = object({
  variant: LineVariantSchema,
  brand: BrandRefSchema,
  available: boolean(),
});
export type GiftOption = InferOutput<typeof GiftOptionSchema>;

/** An offer on the bag (gift with purchase, discount, coupon). */
export const OfferSchema = object({
  id: IdSchema,
  kind: picklist(['gift_with_purchase', 'discount', 'coupon', 'staff_discount']),
  title: string(),
  description: string(),
  minimumSpend: nullable(MoneySchema),
  validTill: nullable(DateSchema),
  couponCode: nullable(string()),
  /** Whether the bag meets the offer now, and what it still needs. */
  eligible: boolean(),
  remainingSpend: nullable(MoneySchema),
  gifts: array(GiftOptionSchema),
});
export type Offer = InferOutput<typeof OfferSchema>;

/** `GET cart/offers` */
export const OfferListResponseSchema = listOf(OfferSchema);
export type OfferListResponse = InferOutput<typeof OfferListResponseSchema>;

/** A free sample the shopper may choose. */
export const SampleSchema = object({
  id: IdSchema,
  variant: LineVariantSchema,
  brand: BrandRefSchema,
  selected: boolean(),
  available: boolean(),
});
export type Sample = InferOutput<typeof SampleSchema>;

/** `GET cart/samples` and `POST cart/samples`: the samples and how many may be chosen. */
export const SampleSelectionResponseSchema = singleOf(
  object({
    samples: array(SampleSchema),
    maxSelectable: pipe(number(), integer(), minValue(0)),
    selectedCount: pipe(number(), integer(), minValue(0)),
  }),
);
export type SampleSelectionResponse = InferOutput<typeof SampleSelectionResponseSchema>;

/** Body of `POST cart/samples`: the full choice (replaces the previous one). */
export const SampleSelectionBodySchema = object({
  sampleIds: pipe(array(IdSchema), maxLength(20)),
});
export type SampleSelectionBody = InferInput<typeof SampleSelectionBodySchema>;

/** A Beauty Pass reward redeemable on the bag (members only). */
export const BeautyPassOfferSchema = object({
  id: IdSchema,
  title: string(),
  description: string(),
  image: nullable(ImageSchema),
  points: pipe(number(), integer(), minValue(0)),
  /** Rewards are grouped under 499 points and 500 points and above. */
  group: picklist(['under_500', '500_and_above']),
  minimumTier: nullable(picklist(['white', 'black', 'gold'])),
  validTill: nullable(DateSchema),
  applied: boolean(),
  fullyRedeemed: boolean(),
});
export type BeautyPassOffer = InferOutput<typeof BeautyPassOfferSchema>;

/** `GET cart/beauty-pass-offers/` */
export const BeautyPassOfferListResponseSchema = listOf(BeautyPassOfferSchema);
export type BeautyPassOfferListResponse = InferOutput<typeof BeautyPassOfferListResponseSchema>;

/** Body of `POST cart/beauty-pass-offers/`. */
export const BeautyPassOfferBodySchema = object({ offerId: IdSchema });
export type BeautyPassOfferBody = InferInput<typeof BeautyPassOfferBodySchema>;

/** `GET cart/bag/`: everything the bag page shows, in one call. */
export const BagResponseSchema = singleOf(
  object({
    cart: CartSchema,
    offers: array(OfferSchema),
    samples: array(SampleSchema),
    maxSamples: pipe(number(), integer(), minValue(0)),
    beautyPassOffers: array(BeautyPassOfferSchema),
  }),
);
export type BagResponse = InferOutput<typeof BagResponseSchema>;

const QuantitySchema = pipe(
  number(),
  integer(),
  minValue(1),
  maxValue(
    MAX_QUANTITY_PER_ADDITION,
    'Only a maximum quantity of 6 of the item could be added to your bag',
  ),
);

/** Body of `POST cart/line-items/`. */
export const LineItemCreateBodySchema = object({ variantId: IdSchema, quantity: QuantitySchema });
export type LineItemCreateBody = InferInput<typeof LineItemCreateBodySchema>;

/** Body of `PATCH cart/line-items/{id}`: the new quantity of the line. */
export const LineItemUpdateBodySchema = object({ quantity: QuantitySchema });
export type LineItemUpdateBody = InferInput<typeof LineItemUpdateBodySchema>;

/** Body of `POST cart/discount-coupon/`: codes are case sensitive, so never trimmed or cased. */
export const CouponBodySchema = object({
  code: pipe(string(), nonEmpty('Required field'), maxLength(50)),
});
export type CouponBody = InferInput<typeof CouponBodySchema>;

export const cartList = endpoint({ method: 'GET', path: 'cart', response: CartResponseSchema });
export const cartBagList = endpoint({
  method: 'GET',
  path: 'cart/bag',
  response: BagResponseSchema,
});
export const cartItemsCountList = endpoint({
  method: 'GET',
  path: 'cart/items-count',
  response: ItemsCountResponseSchema,
});
export const cartLineItemsCreate = endpoint({
  method: 'POST',
  path: 'cart/line-items',
  body: LineItemCreateBodySchema,
  response: CartResponseSchema,
});
export const cartLineItemsUpdate = endpoint({
  method: 'PATCH',
  path: 'cart/line-items/:id',
  body: LineItemUpdateBodySchema,
  response: CartResponseSchema,
});
export const cartLineItemsDelete = endpoint({
  method: 'DELETE',
  path: 'cart/line-items/:id',
  response: CartResponseSchema,
});
export const cartOffersList = endpoint({
  method: 'GET',
  path: 'cart/offers',
  response: OfferListResponseSchema,
});
export const cartSamplesList = endpoint({
  method: 'GET',
  path: 'cart/samples',
  response: SampleSelectionResponseSchema,
});
export const cartSamplesCreate = endpoint({
  method: 'POST',
  path: 'cart/samples',
  body: SampleSelectionBodySchema,
  response: SampleSelectionResponseSchema,
});
export const cartDiscountCouponCreate = endpoint({
  method: 'POST',
  path: 'cart/discount-coupon',
  body: CouponBodySchema,
  response: CartResponseSchema,
});
export const cartDiscountCouponDelete = endpoint({
  method: 'DELETE',
  path: 'cart/discount-coupon',
  response: CartResponseSchema,
});
export const cartBeautyPassOffersList = endpoint({
  method: 'GET',
  path: 'cart/beauty-pass-offers',
  response: BeautyPassOfferListResponseSchema,
});
export const cartBeautyPassOffersCreate = endpoint({
  method: 'POST',
  path: 'cart/beauty-pass-offers',
  body: BeautyPassOfferBodySchema,
  response: CartResponseSchema,
});
/** Takes a Beauty Pass reward out of the bag: its points, never taken, stay with the member. */
export const cartBeautyPassOffersDelete = endpoint({
  method: 'DELETE',
  path: 'cart/beauty-pass-offers/:id',
  response: CartResponseSchema,
});
