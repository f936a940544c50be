// The contract holds the lists of statuses and point-log sources: these tests iterate them.
import {
  NamedPointSourceSchema,
  OrderStatusSchema,
  type OrderStatus,
} from '@beauty/commerce-sdk/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import deferredThai from './messages/deferred/th.js';
import {
  createTranslator,
  importCatalogue,
  giftTypeKey,
  GIFT_TYPES,
  LOYALTY_TIERS,
  orderStatusMessages,
  pointsSourceMessage,
  shownTier,
  TIER_MESSAGES,
  tierMessageKey,
  tierNameKey,
  type DeferredCatalogue,
  type MessageKey,
  type OrderStatusContext,
  type OrderStatusMessageKey,
} from './index.js';

const englishCatalogue = await importCatalogue('en');

const en = createTranslator('en', englishCatalogue);
const text = (key: MessageKey) =>
  (en.t as (key: MessageKey, values: object) => string)(key, {
    link: '/help',
    href: '/points',
    expiry: '1 Jan',
  });
const exists = (key: MessageKey | undefined) =>
  key === undefined || Object.hasOwn(englishCatalogue, key);
const statuses = OrderStatusSchema.options;

describe('orderStatusMessages', () => {
  const contexts: OrderStatusContext[] = [
    {},
    { paymentMethod: 'kbank' },
    { paymentMethod: 'KBANK', verifyingKbankPayment: true },
    { paymentMethod: 'doku' },
    { paymentMethod: 'qr' },
    { paymentMethod: 'card' },
    { clickAndCollect: true },
    { clickAndCollect: true, subStatus: 'packed' },
    { clickAndCollect: true, subStatus: 'processing' },
    { clickAndCollect: true, subStatus: 'payment_pending' },
    { clickAndCollect: true, subStatus: 'fraud_check_pending' },
  ];

  it('names catalogue messages for every status in every context', () => {
    for (const status of statuses) {
      for (const context of contexts) {
        const messages = orderStatusMessages(status, context);
        for (const key of Object.values(messages)) {
          expect(exists(key), `${status} ${JSON.stringify(context)}: ${key}`).toBe(true);
        }
      }
    }
  });

  it('shares short labels where the spec says so', () => {
    const label = (status: OrderStatus) => text(orderStatusMessages(status).label);
    expect(label('payment_failed')).toBe(label('payment_blocked'));
    expect(label('returned')).toBe(label('returned_to_sender'));
    expect(label('lost')).toBe(label('lost_in_transit'));
    expect(label('untrackable')).toBe(label('lost'));
    const labels = new Set(statuses.map(label));
    expect(labels.size).toBe(statuses.length - 5);
    expect(text(orderStatusMessages('payment_failed').longTitle)).not.toBe(
      text(orderStatusMessages('payment_blocked').longTitle),
    );
  });

  it('picks payment-method variants', () => {
    expect(orderStatusMessages('payment_pending', { paymentMethod: 'kbank' }).description).toBe(
      'order.status.payment_pending.kbank_description',
    );
    expect(
      orderStatusMessages('payment_pending', {
        paymentMethod: 'kbank',
        verifyingKbankPayment: true,
      }).description,
    ).toBe('order.status.payment_pending.verifying_kbank_payment_description');
    expect(orderStatusMessages('payment_pending', { paymentMethod: 'doku' }).description).toBe(
      'order.status.payment_pending.doku_description',
    );
    // DOKU's virtual account waits for the transfer as bank_transfer_pending: the DOKU text.
    expect(
      orderStatusMessages('bank_transfer_pending', { paymentMethod: 'doku' }).description,
    ).toBe('order.status.payment_pending.doku_description');
    expect(orderStatusMessages('bank_transfer_pending').description).toBe(
      'order.status.bank_transfer_pending.description',
    );
    expect(
      text(orderStatusMessages('payment_pending', { paymentMethod: 'card' }).description),
    ).toContain('within 24 hours');
    expect(
      text(orderStatusMessages('payment_failed', { paymentMethod: 'qr' }).description),
    ).toContain('QR code has expired');
    // The API names why a payment failed: an expired PromptPay QR code gets its own text.
    expect(
      text(
        orderStatusMessages('payment_failed', {
          paymentMethod: 'promptpay',
          paymentFailure: 'qr_expired',
        }).description,
      ),
    ).toContain('QR code has expired');
    expect(
      text(
        orderStatusMessages('payment_failed', {
          paymentMethod: 'promptpay',
          paymentFailure: 'declined',
        }).description,
      ),
    ).toContain('emailed you instructions to retry');
    expect(text(orderStatusMessages('payment_blocked').description)).toContain(
      'contact customer support',
    );
  });

  it('applies the click and collect overrides and pickup notes', () => {
    const cnc = (status: OrderStatus, subStatus?: OrderStatusContext['subStatus']) =>
      orderStatusMessages(status, { clickAndCollect: true, ...(subStatus ? { subStatus } : {}) });
    expect(text(cnc('completed').label)).toBe('Picked up');
    expect(text(cnc('dispatch_in_progress', 'processing').label)).toBe('Processing');
    expect(text(cnc('dispatch_in_progress', 'packed').label)).toBe('Ready for pickup');
    expect(text(cnc('ready_for_pick_up').description)).toContain('one-time password');
    expect(text(cnc('order_placed', 'fraud_check_pending').description)).toContain('4 hours');
    expect(text(cnc('order_placed', 'fraud_check_pending').pickupNote!)).toContain(
      'wait for our email',
    );
    expect(text(cnc('paid').pickupNote!)).toContain('7 days');
    for (const status of [
      'payment_pending',
      'payment_expired',
      'payment_failed',
      'payment_blocked',
      'cancelled',
    ] as const) {
      expect(cnc(status).pickupNote).toBe(`cnc.pickup_note.${status}`);
    }
    expect(cnc('shipped').pickupNote).toBeUndefined();
    expect(orderStatusMessages('paid').pickupNote).toBeUndefined();
    expect(text(orderStatusMessages('completed').label)).toBe('Completed');
  });
});

describe('catalogue types', () => {
  it('make a status of the contract without its messages in every language a compile error', () => {
    // DeferredCatalogue asks each language for these keys of every status of the contract.
    expectTypeOf<OrderStatusMessageKey<'payment_blocked' | 'cod'>>().toEqualTypeOf<
      | 'order.label.payment_unsuccessful'
      | 'order.label.cod'
      | `order.status.${'payment_blocked' | 'cod'}.${'long_title' | 'description'}`
    >();
    const { 'order.label.unconfirmed': _label, ...withoutOneLabel } = deferredThai;
    // @ts-expect-error a language without the short label of one status does not compile
    withoutOneLabel satisfies DeferredCatalogue;
    // @ts-expect-error nor do the catalogues as they are, once the contract adds a status
    deferredThai satisfies Readonly<
      Record<OrderStatusMessageKey<OrderStatus | 'teleported'>, string>
    >;
  });
});

describe('tiers', () => {
  it('shows pink as white', () => {
    expect(shownTier('pink')).toBe('white');
    expect(text(tierNameKey('pink'))).toBe('White');
    expect(tierMessageKey('pink', 'in_progress')).toBe('tier.white.in_progress');
  });

  it('has a message for each situation a tier can be in, and only those', () => {
    const available = LOYALTY_TIERS.filter((tier) => tier !== 'pink').map((tier) => [
      tier,
      TIER_MESSAGES.filter((message) => tierMessageKey(tier, message)),
    ]);
    expect(Object.fromEntries(available)).toEqual({
      white: ['in_progress', 'just_downgraded'],
      black: ['just_upgraded', 'in_progress', 'just_downgraded', 'downgrade_warning', 'keep_tier'],
      gold: ['just_upgraded', 'downgrade_warning', 'keep_tier', 'max_tier'],
    });
    for (const [tier, messages] of available) {
      for (const message of messages as string[]) {
        expect(exists(tierMessageKey(tier as 'white', message as 'keep_tier'))).toBe(true);
      }
    }
    expect(tierMessageKey('gold', 'in_progress')).toBeUndefined();
    for (const message of TIER_MESSAGES) {
      expect(
        LOYALTY_TIERS.some((tier) => tierMessageKey(tier, message)),
        message,
      ).toBe(true);
    }
  });
});

describe('points sources and gift types', () => {
  it('labels every point-log source of the contract', () => {
    for (const source of [...NamedPointSourceSchema.options, 'registration_of_glow_app_account']) {
      const message = pointsSourceMessage(source);
      expect(message && exists(message.key), source).toBe(true);
    }
    expect(pointsSourceMessage('registration_of_glow_app_account')).toEqual({
      key: 'points.source.registration_of_product_account',
      productName: 'Glow App',
    });
    expect(en.t('points.source.registration_of_product_account', { productName: 'Glow App' })).toBe(
      'Glow App account registration',
    );
    expect(pointsSourceMessage('lottery_win')).toBeUndefined();
  });

  it('names the six insider gift types and treats unknown ones as others', () => {
    expect(GIFT_TYPES.map((type) => text(giftTypeKey(type)))).toEqual([
      'Welcome voucher',
      'Birthday voucher',
      'Gold welcome gift',
      'Birthday points',
      'Staff discount',
      'Other gifts',
    ]);
    expect(giftTypeKey('mystery')).toBe('gift.type.others');
  });
});
