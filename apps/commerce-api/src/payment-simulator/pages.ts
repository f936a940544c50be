import type { ProviderPageDecision, ProviderPayment } from '@beauty/commerce-sdk/contract';

/** A decision the shopper can take on a provider page. */
export type Decision = ProviderPageDecision['decision'];

/**
 * The page's policy: nothing but the page itself and its form posting back here. No script at
 * all, so a strict Content-Security-Policy of the shop holds on the simulator's pages too.
 */
export const PAGE_CSP =
  "default-src 'none'; style-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

/** Title, explanation and buttons of each kind of provider page. */
const pageKinds: Record<
  string,
  { title: string; text: string; buttons: [Decision, string][] } | undefined
> = {
  card: {
    title: '3-D Secure check',
    text: 'Your bank asks you to confirm this card payment.',
    buttons: [
      ['approve', 'Pass'],
      ['decline', 'Fail'],
    ],
  },
  bank_enquiry: {
    title: 'KBank payment',
    text: 'Sign in to K PLUS and approve this payment.',
    buttons: [
      ['approve', 'Approve'],
      ['decline', 'Decline'],
    ],
  },
  bnpl: {
    title: 'Pay later',
    text: 'Pay in instalments: approve the plan to complete your order.',
    buttons: [
      ['approve', 'Approve'],
      ['decline', 'Decline'],
      ['cancel', 'Cancel'],
    ],
  },
};

/** Which decisions a payment's page offers. */
export const decisionsOf = (payment: ProviderPayment): Decision[] =>
  pageKinds[payment.kind]?.buttons.map(([decision]) => decision) ?? [];

function html(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Payment simulator</title></head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

/**
 * The provider page of a pending payment: the amount, the merchant reference and one button per
 * decision, each a plain form post (no script). A settled payment's page links back to the shop.
 */
export function paymentPage(payment: ProviderPayment, action: string, returnUrl: string): string {
  const kind = pageKinds[payment.kind];
  const amount = `${escapeHtml(payment.currency)} ${escapeHtml(payment.amount)}`;
  if (!kind || payment.status !== 'pending') {
    return html(
      'Payment',
      `<p>This payment is ${escapeHtml(payment.status)}.</p>
<p><a href="${escapeHtml(returnUrl)}">Back to the shop</a></p>`,
    );
  }
  const buttons = kind.buttons
    .map(
      ([decision, label]) =>
        `<form method="post" action="${escapeHtml(action)}"><button type="submit" name="decision" value="${decision}">${escapeHtml(label)}</button></form>`,
    )
    .join('\n');
  return html(
    kind.title,
    `<p>${escapeHtml(kind.text)}</p>
<dl><dt>Amount</dt><dd>${amount}</dd><dt>Provider</dt><dd>${escapeHtml(payment.provider)}</dd><dt>Reference</dt><dd>${escapeHtml(payment.reference)}</dd></dl>
${buttons}`,
  );
}
