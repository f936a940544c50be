import { CommerceError, CommerceNetworkError } from '@beauty/commerce-sdk';
import { ServerMessages } from '@beauty/commerce-sdk/contract';
import { createTranslator, importCatalogue } from '@beauty/i18n';
import type { I18n } from '@beauty/i18n/react';
import { describe, expect, it } from 'vitest';
import { bagRefusalMessage } from './bagRefusal';

const translator = createTranslator('en', await importCatalogue('en'), { country: 'sg' });
const i18n = { text: translator.t } as unknown as Pick<I18n, 'text'>;
const item = {
  productName: 'Matte Velvet Lipstick',
  variantName: 'Ruby',
  brandName: 'Milk Makeup',
};
const refusal = (message: string, data?: unknown) =>
  new CommerceError(message, { statusCode: 400, statusMessage: 'Bad Request', data });

describe('why the bag refused an addition', () => {
  it("says the spec's maximum-quantity message", () => {
    expect(
      bagRefusalMessage(refusal(ServerMessages.maxQuantity, { maxQuantity: 6 }), i18n, item),
    ).toBe('Only a maximum quantity of 6 of the item could be added to your bag');
  });

  it('names the variant or the brand whose limit is reached', () => {
    expect(
      bagRefusalMessage(refusal(ServerMessages.variantLimit, { purchaseLimit: 2 }), i18n, item),
    ).toBe('You have reached the purchase limit for Ruby: 2 items per order.');
    expect(
      bagRefusalMessage(
        refusal(ServerMessages.brandLimit, { brand: 'Milk Makeup', purchaseLimit: 6 }),
        i18n,
        item,
      ),
    ).toBe('You have reached the purchase limit for Milk Makeup: 6 items per order.');
  });

  it('says when the item is not sold in the country', () => {
    expect(bagRefusalMessage(refusal(ServerMessages.unavailableInCountry), i18n, item)).toBe(
      'Matte Velvet Lipstick is not available in your country.',
    );
  });

  it('says how much stock is left', () => {
    expect(
      bagRefusalMessage(refusal('This item is out of stock', { inventory: 0 }), i18n, item),
    ).toBe('Out of stock');
    expect(
      bagRefusalMessage(refusal('Only 2 of this item left in stock', { inventory: 2 }), i18n, item),
    ).toBe('Only 2 left');
  });

  it('falls back to a general message', () => {
    expect(
      bagRefusalMessage(new CommerceNetworkError('offline', { statusCode: 0 }), i18n, item),
    ).toBe('Something went wrong. Please try again.');
    expect(bagRefusalMessage(new Error('boom'), i18n, item)).toBe(
      'Something went wrong. Please try again.',
    );
  });
});
