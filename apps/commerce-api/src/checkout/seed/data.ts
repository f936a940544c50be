import type { CountryCode, PaymentKind } from '@beauty/commerce-sdk/contract';

export interface PaymentMethodSeed {
  country: CountryCode;
  /** The method's id in the contract (`PaymentMethod.id`). */
  code: string;
  kind: PaymentKind;
  provider: string;
  /** The brand shoppers know the method by; `null` for a card or cash on delivery. */
  brand: string | null;
  name: string;
  position: number;
}

const card = {
  code: 'card',
  kind: 'card',
  provider: 'card',
  brand: null,
  name: 'Credit or debit card',
} as const;
const applePay = {
  code: 'apple_pay',
  kind: 'wallet',
  provider: 'apple_pay',
  brand: 'Apple Pay',
  name: 'Apple Pay',
} as const;
const afterpay = {
  code: 'afterpay',
  kind: 'bnpl',
  provider: 'afterpay',
  brand: 'Afterpay',
  name: 'Afterpay',
} as const;
const atome = {
  code: 'atome',
  kind: 'bnpl',
  provider: 'atome',
  brand: 'Atome',
  name: 'Atome',
} as const;

/** Which methods each country offers, in the order the checkout lists them (issue 21's table). */
export const paymentMethodSeeds: readonly PaymentMethodSeed[] = [
  ...(['au', 'nz'] as const).flatMap((country) => [
    { country, ...card, position: 1 },
    { country, ...applePay, position: 2 },
    { country, ...afterpay, position: 3 },
  ]),
  ...(['sg', 'my', 'hk'] as const).flatMap((country) => [
    { country, ...card, position: 1 },
    { country, ...applePay, position: 2 },
    { country, ...atome, position: 3 },
  ]),
  { country: 'ph', ...card, position: 1 },
  { country: 'ph', ...atome, position: 2 },
  {
    country: 'ph',
    code: 'cod',
    kind: 'cod',
    provider: 'cod',
    brand: null,
    name: 'Cash on delivery',
    position: 3,
  },
  { country: 'th', ...card, position: 1 },
  { country: 'th', ...applePay, position: 2 },
  {
    country: 'th',
    code: 'kbank',
    kind: 'bank_enquiry',
    provider: 'kbank',
    brand: 'KBank',
    name: 'KBank online banking',
    position: 3,
  },
  {
    country: 'th',
    code: 'promptpay',
    kind: 'qr_code',
    provider: 'promptpay',
    brand: 'PromptPay',
    name: 'PromptPay QR',
    position: 4,
  },
  { country: 'th', ...atome, position: 5 },
  { country: 'id', ...card, position: 1 },
  {
    country: 'id',
    code: 'doku_va',
    kind: 'virtual_account',
    provider: 'doku',
    brand: 'DOKU',
    name: 'Bank transfer (virtual account)',
    position: 2,
  },
  {
    country: 'id',
    code: 'kredivo',
    kind: 'bnpl',
    provider: 'kredivo',
    brand: 'Kredivo',
    name: 'Kredivo',
    position: 3,
  },
];

/** Store credit of seeded members (by email), in the country's minor unit. */
export const storeCreditSeeds: readonly {
  email: string;
  country: CountryCode;
  balanceMinor: number;
}[] = [
  { email: 'pink.member@example.com', country: 'sg', balanceMinor: 20_00 },
  { email: 'white.member@example.com', country: 'my', balanceMinor: 30_00 },
  { email: 'gold.member@example.com', country: 'hk', balanceMinor: 150_00 },
  // Rupiah have no minor unit in the shop's prices.
  { email: 'staff.member@example.com', country: 'id', balanceMinor: 100_000 },
];
