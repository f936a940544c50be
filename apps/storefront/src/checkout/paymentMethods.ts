import type { PaymentMethod } from '@beauty/commerce-sdk/contract';
import type { I18n } from '@beauty/i18n/react';

/** A payment method's name in the shopper's words: brands keep their name. */
export function methodLabel(method: PaymentMethod, i18n: Pick<I18n, 'text'>): string {
  switch (method.kind) {
    case 'wallet':
    case 'bnpl':
      return method.name;
    case 'card':
    case 'virtual_account':
    case 'cod':
      return i18n.text(`checkout.method.${method.kind}`);
    case 'bank_enquiry':
    case 'qr_code':
      return i18n.text(`checkout.method.${method.kind}`, { name: providerName(method) });
  }
}

/** What happens with the method once the order is placed. */
export function methodNote(method: PaymentMethod, i18n: Pick<I18n, 'text'>): string {
  return method.kind === 'bnpl'
    ? i18n.text('checkout.method_note.bnpl', { name: method.name })
    : i18n.text(`checkout.method_note.${method.kind}`);
}

// The provider's brand (KBank, PromptPay) is the first word of the method's name.
const providerName = (method: PaymentMethod) => method.name.split(' ')[0] ?? method.provider;
