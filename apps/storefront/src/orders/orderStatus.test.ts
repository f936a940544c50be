import { describe, expect, it } from 'vitest';
import { historySteps, isPurchase, statusMessagesOf, type OrderStatusFacts } from './orderStatus';

const order = (facts: Partial<OrderStatusFacts> & Pick<OrderStatusFacts, 'status'>) => ({
  subStatus: null,
  paymentFailure: null,
  paymentMethod: { provider: 'card' },
  deliveryOption: { kind: 'standard' as const },
  ...facts,
});

describe('statusMessagesOf', () => {
  it('words a pending payment by the order’s payment method', () => {
    expect(statusMessagesOf(order({ status: 'payment_pending' })).description).toBe(
      'order.status.payment_pending.method_description',
    );
    const kbank = order({ status: 'payment_pending', paymentMethod: { provider: 'kbank' } });
    expect(statusMessagesOf(kbank).description).toBe(
      'order.status.payment_pending.kbank_description',
    );
    expect(statusMessagesOf(kbank, { verifyingKbankPayment: true }).description).toBe(
      'order.status.payment_pending.verifying_kbank_payment_description',
    );
    expect(
      statusMessagesOf(order({ status: 'payment_pending', paymentMethod: { provider: 'doku' } }))
        .description,
    ).toBe('order.status.payment_pending.doku_description');
  });

  it('tells an expired QR code from a declined payment', () => {
    const failed = { status: 'payment_failed' as const, paymentMethod: { provider: 'promptpay' } };
    expect(statusMessagesOf(order({ ...failed, paymentFailure: 'qr_expired' })).description).toBe(
      'order.status.payment_failed.qr_description',
    );
    expect(statusMessagesOf(order({ ...failed, paymentFailure: 'declined' })).description).toBe(
      'order.status.payment_failed.description',
    );
    expect(statusMessagesOf(order({ status: 'payment_blocked' })).label).toBe(
      'order.label.payment_unsuccessful',
    );
  });

  it('uses click and collect’s labels and pickup notes for a collected order', () => {
    const collect = { deliveryOption: { kind: 'click_and_collect' as const } };
    expect(statusMessagesOf(order({ status: 'completed', ...collect })).label).toBe(
      'cnc.label.picked_up',
    );
    expect(
      statusMessagesOf(order({ status: 'dispatch_in_progress', subStatus: 'packed', ...collect }))
        .label,
    ).toBe('cnc.label.ready_for_pick_up');
    expect(
      statusMessagesOf(
        order({ status: 'order_placed', subStatus: 'fraud_check_pending', ...collect }),
      ),
    ).toMatchObject({
      description: 'cnc.fraud_check_pending.description',
      pickupNote: 'cnc.pickup_note.fraud_check_pending',
    });
    expect(statusMessagesOf(order({ status: 'paid', ...collect })).pickupNote).toBe(
      'cnc.pickup_note.paid',
    );
    expect(statusMessagesOf(order({ status: 'paid' })).pickupNote).toBeUndefined();
  });
});

describe('isPurchase', () => {
  it.each(['paid', 'purchased', 'cod', 'order_placed', 'shipped', 'completed'] as const)(
    'counts %s',
    (status) => expect(isPurchase(status)).toBe(true),
  );
  it.each([
    'unconfirmed',
    'payment_pending',
    'bank_transfer_pending',
    'payment_failed',
    'payment_expired',
    'order_cancelled',
  ] as const)('does not count %s', (status) => expect(isPurchase(status)).toBe(false));
});

describe('historySteps', () => {
  it('keeps each status once, where the order last entered it', () => {
    const at = (minute: number) => `2026-11-25T10:0${minute}:00.000Z`;
    const steps = historySteps([
      { status: 'unconfirmed', subStatus: null, at: at(0) },
      { status: 'payment_pending', subStatus: null, at: at(1) },
      { status: 'payment_failed', subStatus: null, at: at(2) },
      { status: 'payment_pending', subStatus: null, at: at(3) },
      { status: 'paid', subStatus: null, at: at(4) },
    ]);
    expect(steps.map((step) => [step.status, step.at])).toEqual([
      ['unconfirmed', at(0)],
      ['payment_failed', at(2)],
      ['payment_pending', at(3)],
      ['paid', at(4)],
    ]);
  });
});
