import type { PaymentMethod } from '@beauty/commerce-sdk/contract';
import type { I18n } from '@beauty/i18n/react';

/**
 * A payment method's name in the shopper's words: the kind of method in their language, with the
 * brand the API names it by (KBank, PromptPay); wallets and pay-later providers are their brand.
 */
export function methodLabel(method: PaymentMethod, i18n: Pick<I18n, 'text'>): string {
  const brand = method.brand ?? method.name;
  switch (method.kind) {
    case 'wallet':
    case 'bnpl':
      return brand;
    case 'card':
    case 'virtual_account':
    case 'cod':
      return i18n.text(`checkout.method.${method.kind}`);
    case 'bank_enquiry':
    case 'qr_code':
      return i18n.text(`checkout.method.${method.kind}`, { name: brand });
  }
}

/** What happens with the method once the order is placed. */
export function methodNote(method: PaymentMethod, i18n: Pick<I18n, 'text'>): string {
  return method.kind === 'bnpl'
    ? i18n.text('checkout.method_note.bnpl', { name: method.brand ?? method.name })
    : i18n.text(`checkout.method_note.${method.kind}`);
}
