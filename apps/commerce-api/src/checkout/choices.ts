import type { CheckoutReplaceBodySchema } from '@beauty/commerce-sdk/contract';
import { COUNTRY_CODES, countries } from '@beauty/i18n';
import type * as v from 'valibot';
import type { Queryable } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { isHomeDelivery } from './delivery.js';
import { CheckoutMessages } from './messages.js';
import type { PricedCheckout } from './priced.js';

type ReplaceBody = v.InferOutput<typeof CheckoutReplaceBodySchema>;

/** The calling codes a recipient's mobile may have: the shop's countries'. */
const callingCodes = new Set(COUNTRY_CODES.map((code) => countries[code].callingCode));

/** A 400 naming the field at fault (`recipient.phone.callingCode`), for the form. */
const invalid = (message: string, field: string, details: Record<string, unknown> = {}) =>
  new ApiError(400, message, { field, ...details });

/** The choices as they will be stored, every one checked against the country. */
interface Choices {
  recipient: ReplaceBody['recipient'];
  shippingAddress: ReplaceBody['shippingAddress'];
  deliveryOptionId: string;
  collectionStoreId: number | null;
  paymentMethodId: string;
  useCredits: boolean;
  giftSelections: { offerId: number; variantIds: number[] }[] | undefined;
}

/**
 * Checks the shopper's choices against the country and the priced checkout: a 400 with the
 * form's message and the field at the first fault, before anything is stored.
 */
function checkedChoices(priced: PricedCheckout, body: ReplaceBody): Choices {
  const { country } = priced.viewer;
  const market = countries[country];

  const { recipient } = body;
  if (!callingCodes.has(recipient.phone.callingCode))
    throw invalid(CheckoutMessages.invalidPhoneNumber, 'recipient.phone.callingCode');
  const registrationNumber = recipient.registrationNumber?.trim() || null;
  const rule = market.registrationNumber;
  if (rule && !registrationNumber)
    throw invalid(CheckoutMessages.requiredField, 'recipient.registrationNumber');
  if (rule && registrationNumber && !rule.pattern.test(registrationNumber))
    throw invalid(
      CheckoutMessages.invalidRegistrationNumber(rule.name),
      'recipient.registrationNumber',
    );

  const option = priced.deliveryOptions.find((candidate) => candidate.id === body.deliveryOptionId);
  if (!option) throw invalid(CheckoutMessages.deliveryOptionUnavailable, 'deliveryOptionId');
  let shippingAddress: Choices['shippingAddress'] = null;
  let collectionStoreId: number | null = null;
  if (isHomeDelivery(option)) {
    const address = body.shippingAddress;
    if (!address) throw invalid(CheckoutMessages.requiredField, 'shippingAddress');
    if (address.country !== country)
      throw invalid(CheckoutMessages.addressOutsideCountry(market.name), 'shippingAddress.country');
    const pattern = market.postalCodePattern;
    if (pattern && address.postalCode === '')
      throw invalid(CheckoutMessages.requiredField, 'shippingAddress.postalCode');
    if (pattern && !pattern.test(address.postalCode))
      throw invalid(CheckoutMessages.invalidPostcode, 'shippingAddress.postalCode');
    shippingAddress = address;
  } else {
    if (body.collectionStoreId === null)
      throw invalid(CheckoutMessages.requiredField, 'collectionStoreId');
    if (!priced.collectionStores.some((store) => store.id === body.collectionStoreId))
      throw invalid(CheckoutMessages.collectionStoreUnavailable, 'collectionStoreId');
    collectionStoreId = body.collectionStoreId;
  }

  if (!priced.paymentMethods.some((method) => method.id === body.paymentMethodId))
    throw invalid(CheckoutMessages.paymentMethodUnavailable, 'paymentMethodId');

  if (body.useCredits) {
    if (priced.credits.availableMinor === 0)
      throw invalid(CheckoutMessages.noStoreCredit, 'useCredits');
    // Promo codes cannot be combined with credits (spec section 5): the bag refuses a code once
    // credits are applied, with the same message and reason.
    if (priced.couponCode)
      throw invalid(CheckoutMessages.promotionInvalid, 'useCredits', {
        reason: 'combined_with_credits',
      });
  }

  // An offer named twice is one choice: its gifts together.
  const chosenGifts = new Map<number, Set<number>>();
  for (const { offerId, variantIds } of body.giftSelections ?? []) {
    chosenGifts.set(offerId, new Set([...(chosenGifts.get(offerId) ?? []), ...variantIds]));
  }
  const giftSelections =
    body.giftSelections &&
    [...chosenGifts].map(([offerId, chosen]) => {
      const tier = priced.giftTiers.find((candidate) => candidate.offerId === offerId);
      if (!tier) throw invalid(CheckoutMessages.offerNotFound, 'giftSelections');
      const variantIds = [...chosen];
      for (const variantId of variantIds) {
        const option = tier.options.find((gift) => gift.variant.id === variantId);
        if (!option?.available) throw invalid(CheckoutMessages.giftNotOffered, 'giftSelections');
      }
      if (variantIds.length > tier.maxSelectable)
        throw invalid(
          CheckoutMessages.tooManyGifts(tier.maxSelectable, variantIds.length),
          'giftSelections',
          { maxSelectable: tier.maxSelectable, noOfSelected: variantIds.length },
        );
      return { offerId: tier.offerId, variantIds };
    });

  return {
    recipient: { ...recipient, registrationNumber },
    shippingAddress,
    deliveryOptionId: option.id,
    collectionStoreId,
    paymentMethodId: body.paymentMethodId,
    useCredits: body.useCredits,
    giftSelections,
  };
}

/**
 * Replaces the checkout choices of the priced (locked) bag, in the caller's transaction, after
 * checking all of them: a refused body changes nothing.
 */
export async function replaceChoices(
  tx: Queryable,
  priced: PricedCheckout,
  body: ReplaceBody,
): Promise<void> {
  const choices = checkedChoices(priced, body);
  await tx.query(
    `INSERT INTO checkout_choices (cart_id, recipient, shipping_address, delivery_option,
       collection_store_id, payment_method)
     VALUES ($1, $2::jsonb, $3::jsonb, $4, $5, $6)
     ON CONFLICT (cart_id) DO UPDATE SET recipient = EXCLUDED.recipient,
       shipping_address = EXCLUDED.shipping_address, delivery_option = EXCLUDED.delivery_option,
       collection_store_id = EXCLUDED.collection_store_id, payment_method = EXCLUDED.payment_method,
       updated_at = now()`,
    [
      priced.bagId,
      JSON.stringify(choices.recipient),
      choices.shippingAddress === null ? null : JSON.stringify(choices.shippingAddress),
      choices.deliveryOptionId,
      choices.collectionStoreId,
      choices.paymentMethodId,
    ],
  );
  await tx.query('UPDATE carts SET credits_applied = $2, updated_at = now() WHERE id = $1', [
    priced.bagId,
    choices.useCredits,
  ]);
  if (choices.giftSelections) {
    const offerIds = choices.giftSelections.map((selection) => selection.offerId);
    await tx.query(
      'DELETE FROM cart_gift_selections WHERE cart_id = $1 AND offer_id = ANY($2::int[])',
      [priced.bagId, offerIds],
    );
    await tx.query(
      `INSERT INTO cart_gift_selections (cart_id, offer_id, variant_id)
       SELECT $1, s."offerId", unnest(s."variantIds")
       FROM jsonb_to_recordset($2::jsonb) AS s("offerId" int, "variantIds" int[])`,
      [priced.bagId, JSON.stringify(choices.giftSelections)],
    );
  }
}
