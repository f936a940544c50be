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
} from 'valibot';
import {
  BrandRefSchema,
  DateSchema,
  IdSchema,
  ImageSchema,
  MoneySchema,
  listOf,
  singleOf,
} from './shared.js';
import { endpoint } from './endpoint.js';
import { MAX_QUANTITY_PER_ADDITION } from './values.js';
import { named, types } from './named.js';
import type {
  BagResponse,
  BeautyPassOffer,
  BeautyPassOfferBody,
  BeautyPassOfferListResponse,
  Cart,
  CartExtra,
  CartLine,
  CartResponse,
  CartTotals,
  Coupon,
  CouponBody,
  GiftOption,
  ItemsCountResponse,
  LineItemCreateBody,
  LineItemUpdateBody,
  LineVariant,
  LineWarning,
  Offer,
  OfferListResponse,
  Sample,
  SampleSelectionBody,
  SampleSelectionResponse,
} from './types.gen.js';

/** The variant a bag line holds. */
export const LineVariantSchema = named(
  object({
    id: IdSchema,
    sku: string(),
    name: string(),
    productId: IdSchema,
    productSlug: string(),
    productName: string(),
    image: nullable(ImageSchema),
    price: MoneySchema,
    originalPrice: nullable(MoneySchema),
  }),
  types<LineVariant>,
);

/** Why a bag line needs attention. `out_of_stock` and `unavailable_in_country` block checkout. */
export const LineWarningSchema = named(
  object({
    code: picklist(['out_of_stock', 'unavailable_in_country', 'variant_limit', 'brand_limit']),
    message: string(),
  }),
  types<LineWarning>,
);

/** A line of the bag. */
export const CartLineSchema = named(
  object({
    id: IdSchema,
    variant: LineVariantSchema,
    brand: BrandRefSchema,
    quantity: pipe(number(), integer(), minValue(1)),
    /** Units left in the visitor's country. */
    inventory: pipe(number(), integer(), minValue(0)),
    unitPrice: MoneySchema,
    total: MoneySchema,
    warnings: array(LineWarningSchema),
  }),
  types<CartLine>,
);

/** A free gift or sample added to the bag by an offer or a choice. */
export const CartExtraSchema = named(
  object({
    id: IdSchema,
    kind: picklist(['gift', 'sample', 'reward']),
    variant: LineVariantSchema,
    brand: BrandRefSchema,
    /** Offer or reward that brought it in. */
    sourceId: nullable(IdSchema),
  }),
  types<CartExtra>,
);

/** The promo code on the bag (one per order, case sensitive). */
export const CouponSchema = named(
  object({
    code: string(),
    description: string(),
    discount: MoneySchema,
  }),
  types<Coupon>,
);

/** The money of a bag or checkout. */
export const CartTotalsSchema = named(
  object({
    subtotal: MoneySchema,
    discount: MoneySchema,
    shipping: nullable(MoneySchema),
    /** Free-shipping threshold of the country and what is left to reach it. */
    freeShippingThreshold: MoneySchema,
    remainingForFreeShipping: MoneySchema,
    total: MoneySchema,
  }),
  types<CartTotals>,
);

/** The shopping bag. */
export const CartSchema = named(
  object({
    id: IdSchema,
    lines: array(CartLineSchema),
    extras: array(CartExtraSchema),
    itemsCount: pipe(number(), integer(), minValue(0)),
    coupon: nullable(CouponSchema),
    totals: CartTotalsSchema,
    /** False while a line blocks checkout (out of stock, not sold in the country, over a limit). */
    canCheckout: boolean(),
  }),
  types<Cart>,
);

/** `GET cart/` and the answer of every bag change. */
export const CartResponseSchema = named(singleOf(CartSchema), types<CartResponse>);

/** `GET cart/items-count/` (the header's bag icon). */
export const ItemsCountResponseSchema = named(
  singleOf(object({ count: pipe(number(), integer(), minValue(0)) })),
  types<ItemsCountResponse>,
);

/** A variant offered as a gift with purchase. */
export const GiftOptionSchema = named(
  object({
    variant: LineVariantSchema,
    brand: BrandRefSchema,
    available: boolean(),
  }),
  types<GiftOption>,
);

/** An offer on the bag (gift with purchase, discount, coupon). */
export const OfferSchema = named(
  object({
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
  }),
  types<Offer>,
);

/** `GET cart/offers` */
export const OfferListResponseSchema = named(listOf(OfferSchema), types<OfferListResponse>);

/** A free sample the shopper may choose. */
export const SampleSchema = named(
  object({
    id: IdSchema,
    variant: LineVariantSchema,
    brand: BrandRefSchema,
    selected: boolean(),
    available: boolean(),
  }),
  types<Sample>,
);

/** `GET cart/samples` and `POST cart/samples`: the samples and how many may be chosen. */
export const SampleSelectionResponseSchema = named(
  singleOf(
    object({
      samples: array(SampleSchema),
      maxSelectable: pipe(number(), integer(), minValue(0)),
      selectedCount: pipe(number(), integer(), minValue(0)),
    }),
  ),
  types<SampleSelectionResponse>,
);

/** Body of `POST cart/samples`: the full choice (replaces the previous one). */
export const SampleSelectionBodySchema = named(
  object({
    sampleIds: pipe(array(IdSchema), maxLength(20)),
  }),
  types<SampleSelectionBody>,
);

/** A Beauty Pass reward redeemable on the bag (members only). */
export const BeautyPassOfferSchema = named(
  object({
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
  }),
  types<BeautyPassOffer>,
);

/** `GET cart/beauty-pass-offers/` */
export const BeautyPassOfferListResponseSchema = named(
  listOf(BeautyPassOfferSchema),
  types<BeautyPassOfferListResponse>,
);

/** Body of `POST cart/beauty-pass-offers/`. */
export const BeautyPassOfferBodySchema = named(
  object({ offerId: IdSchema }),
  types<BeautyPassOfferBody>,
);

/** `GET cart/bag/`: everything the bag page shows, in one call. */
export const BagResponseSchema = named(
  singleOf(
    object({
      cart: CartSchema,
      offers: array(OfferSchema),
      samples: array(SampleSchema),
      maxSamples: pipe(number(), integer(), minValue(0)),
      beautyPassOffers: array(BeautyPassOfferSchema),
    }),
  ),
  types<BagResponse>,
);

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
export const LineItemCreateBodySchema = named(
  object({ variantId: IdSchema, quantity: QuantitySchema }),
  types<LineItemCreateBody>,
);

/** Body of `PATCH cart/line-items/{id}`: the new quantity of the line. */
export const LineItemUpdateBodySchema = named(
  object({ quantity: QuantitySchema }),
  types<LineItemUpdateBody>,
);

/** Body of `POST cart/discount-coupon/`: codes are case sensitive, so never trimmed or cased. */
export const CouponBodySchema = named(
  object({
    code: pipe(string(), nonEmpty('Required field'), maxLength(50)),
  }),
  types<CouponBody>,
);

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
