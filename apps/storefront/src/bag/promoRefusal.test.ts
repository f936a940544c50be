import { CommerceError } from '@beauty/commerce-sdk';
import { PROMO_REFUSAL_REASONS, ServerMessages } from '@beauty/commerce-sdk/contract';
import { createTranslator, formatPrice, importCatalogue } from '@beauty/i18n';
import { describe, expect, it } from 'vitest';
import { promoRefusalMessage } from './promoRefusal';

const words = async (language: 'en' | 'th') => {
  const translator = createTranslator(language, await importCatalogue(language), { country: 'sg' });
  return {
    text: translator.t.bind(translator) as never,
    formatPrice: (amount: number) => formatPrice(amount, 'sg', language),
  };
};

const refusal = (data: Record<string, unknown>) =>
  new CommerceError(ServerMessages.promotionInvalid, {
    statusCode: 400,
    statusMessage: 'Bad Request',
    data,
  });

describe('promoRefusalMessage', () => {
  it('says the spec’s message and why, for every reason the API gives', async () => {
    const en = await words('en');
    const messages = PROMO_REFUSAL_REASONS.map((reason) =>
      promoRefusalMessage(refusal({ reason, minimumSpend: { amount: 60, currency: 'SGD' } }), en),
    );
    for (const message of messages)
      expect(message).toMatch(/^Sorry, the promotion is invalid\. \S/);
    expect(new Set(messages).size).toBe(PROMO_REFUSAL_REASONS.length);
    expect(messages[PROMO_REFUSAL_REASONS.indexOf('minimum_spend')]).toBe(
      'Sorry, the promotion is invalid. This promo code needs a minimum order of $60.00.',
    );
    expect(messages[PROMO_REFUSAL_REASONS.indexOf('unknown')]).toBe(
      'Sorry, the promotion is invalid. Promo codes are case sensitive.',
    );
  });

  it('speaks the shopper’s language, and says only the spec’s message without a reason', async () => {
    const th = await words('th');
    expect(promoRefusalMessage(refusal({ reason: 'one_per_order' }), th)).toBe(
      'ขออภัย โปรโมชันนี้ไม่ถูกต้อง ใช้โค้ดส่วนลดได้เพียงหนึ่งโค้ดต่อคำสั่งซื้อ',
    );
    expect(promoRefusalMessage(refusal({}), th)).toBe('ขออภัย โปรโมชันนี้ไม่ถูกต้อง');
    expect(promoRefusalMessage(new Error('offline'), th)).not.toContain('โปรโมชัน');
  });
});
