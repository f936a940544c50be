import {
  cartBagList,
  cartBeautyPassOffersCreate,
  cartBeautyPassOffersDelete,
  cartBeautyPassOffersList,
  cartDiscountCouponCreate,
  cartDiscountCouponDelete,
  cartItemsCountList,
  cartLineItemsCreate,
  cartLineItemsDelete,
  cartLineItemsUpdate,
  cartList,
  cartOffersList,
  cartSamplesCreate,
  cartSamplesList,
} from '../contract/cart.js';
import { bare, byId, byIdWithBody, withBody } from '../transport/operations.js';
import type { Transport } from '../transport/transport.js';

/** The bag: `cart/` and its sub-resources. Every change answers with the whole bag. */
export function cartApi(t: Transport) {
  return {
    cart: {
      /** The bag. */
      list: bare(t, cartList),
      bag: {
        /** Everything the bag page shows: bag, offers, samples, Beauty Pass offers. */
        list: bare(t, cartBagList),
      },
      itemsCount: {
        /** Number of items, for the header's bag icon. */
        list: bare(t, cartItemsCountList),
      },
      lineItems: {
        /** Adds a variant (at most 6 per addition). */
        create: withBody(t, cartLineItemsCreate),
        /** Changes a line's quantity. */
        update: byIdWithBody(t, cartLineItemsUpdate),
        /** Removes a line. */
        delete: byId(t, cartLineItemsDelete),
      },
      offers: {
        /** Offers on the bag and how close it is to each. */
        list: bare(t, cartOffersList),
      },
      samples: {
        /** Free samples and how many may be chosen. */
        list: bare(t, cartSamplesList),
        /** Replaces the chosen samples. */
        create: withBody(t, cartSamplesCreate),
      },
      discountCoupon: {
        /** Applies a promo code (case sensitive, one per order). */
        create: withBody(t, cartDiscountCouponCreate),
        /** Removes the promo code. */
        delete: bare(t, cartDiscountCouponDelete),
      },
      beautyPassOffers: {
        /** Beauty Pass rewards redeemable on this bag. */
        list: bare(t, cartBeautyPassOffersList),
        /** Puts one in the bag (members only); its points are taken when the order is placed. */
        create: withBody(t, cartBeautyPassOffersCreate),
        /** Takes one out of the bag again. */
        delete: byId(t, cartBeautyPassOffersDelete),
      },
    },
  };
}
