import { createTranslator, importCatalogue } from '@beauty/i18n';
import type { I18n } from '@beauty/i18n/react';
import { describe, expect, it } from 'vitest';
import { methodLabel, methodNote } from './paymentMethods';

const textIn = async (language: 'en' | 'th') =>
  ({
    text: createTranslator(language, await importCatalogue(language), { country: 'th' }).t,
  }) as unknown as Pick<I18n, 'text'>;

const method = (kind: 'bank_enquiry' | 'qr_code' | 'bnpl' | 'card', brand: string | null) => ({
  id: kind,
  kind,
  provider: kind,
  brand,
  // The shop's own English name: never what the label is built from.
  name: 'Internal method name',
});

describe('methodLabel', () => {
  it("names a bank or QR payment by the API's brand, in the shopper's language", async () => {
    const en = await textIn('en');
    expect(methodLabel(method('bank_enquiry', 'KBank'), en)).toBe('Online banking (KBank)');
    expect(methodLabel(method('qr_code', 'PromptPay'), en)).toBe('QR code payment (PromptPay)');
    const th = await textIn('th');
    expect(methodLabel(method('qr_code', 'PromptPay'), th)).toContain('PromptPay');
    expect(methodLabel(method('qr_code', 'PromptPay'), th)).not.toBe(
      methodLabel(method('qr_code', 'PromptPay'), en),
    );
  });

  it('names a pay-later provider by its brand, a card by its kind', async () => {
    const en = await textIn('en');
    expect(methodLabel(method('bnpl', 'Atome'), en)).toBe('Atome');
    expect(methodNote(method('bnpl', 'Atome'), en)).toContain('with Atome');
    expect(methodLabel(method('card', null), en)).toBe('Credit or debit card');
  });
});
