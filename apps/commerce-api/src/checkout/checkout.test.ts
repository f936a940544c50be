import {
  CommerceError,
  createCommerceClient,
  createMemoryCookieStore,
  hasServerMessage,
} from '@beauty/commerce-sdk';
import {
  CheckoutResponseSchema,
  ErrorObjectSchema,
  MultipleGwpsResponseSchema,
  ServerMessages,
  type Checkout,
  type CheckoutReplaceBody,
  type CountryCode,
} from '@beauty/commerce-sdk/contract';
import { countries } from '@beauty/i18n';
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { testTokens, useTestApi, type CallOptions } from '../test/api.js';
import { engines } from '../test/databases.js';
import { addressIn, recipientIn, variantWhere as variantOf } from '../test/shoppers.js';

/** A postcode of each country's format (Hong Kong has none). */

/** The methods of issue 21's table, in the checkout's order. */
const methodsOf: Record<CountryCode, string[]> = {
  au: ['card', 'apple_pay', 'afterpay'],
  nz: ['card', 'apple_pay', 'afterpay'],
  sg: ['card', 'apple_pay', 'atome'],
  my: ['card', 'apple_pay', 'atome'],
  hk: ['card', 'apple_pay', 'atome'],
  ph: ['card', 'atome', 'cod'],
  th: ['card', 'apple_pay', 'kbank', 'promptpay', 'atome'],
  id: ['card', 'doku_va', 'kredivo'],
};

const countryCodes = Object.keys(methodsOf) as CountryCode[];

/** An amount in minor units of the country's currency. */
const minor = (amount: number, country: CountryCode) =>
  Math.round(amount * 10 ** countries[country].priceFractionDigits);

describe.each(engines)('checkout on %s', (engine) => {
  const shop = useTestApi(engine);
  const { call, memberIds: users } = shop;
  const newDevice = () => `test-${randomUUID()}`;
  const tokenOf = (member: string) => testTokens.sign(users[member]!);
  const checkoutOf = (body: unknown): Checkout => v.parse(CheckoutResponseSchema, body).data;
  const errorOf = (body: unknown) => v.parse(ErrorObjectSchema, body);
  const add = async (variantId: number, quantity: number, options: CallOptions) => {
    const answer = await call('cart/line-items/', {
      ...options,
      method: 'POST',
      body: { variantId, quantity },
    });
    expect(answer.status).toBe(200);
  };
  const getCheckout = async (options: CallOptions) => {
    const answer = await call('checkout-cart/', options);
    expect(answer.status).toBe(200);
    return checkoutOf(answer.body);
  };
  const put = (body: unknown, options: CallOptions) =>
    call('checkout-cart/', { ...options, method: 'PUT', body });
  /** Replaces the choices of the checkout as it is now: standard delivery and card by default. */
  const choose = async (
    options: CallOptions & { country?: CountryCode },
    overrides: Partial<CheckoutReplaceBody> = {},
  ) => {
    const country = options.country ?? 'sg';
    const { revision } = await getCheckout(options);
    return put(
      {
        revision,
        recipient: recipientIn(country),
        shippingAddress: addressIn(country),
        deliveryOptionId: 'standard',
        collectionStoreId: null,
        paymentMethodId: 'card',
        useCredits: false,
        ...overrides,
      },
      options,
    );
  };
  /** A member's bag, emptied (members keep one bag across the file's tests). */
  const freshMemberBag = async (member: string) => {
    await shop.db.query('DELETE FROM carts WHERE user_id = $1', [users[member]]);
    return { token: await tokenOf(member) };
  };

  /**
   * Variants on offer in the country with plenty of stock, no limit and no automatic offer, priced
   * in [min, max) of the currency.
   */
  const plainVariants = (country: CountryCode, min: number, max: number, count = 1, skip = 0) =>
    shop.db.query<{ id: number; price: number }>(
      `SELECT v.id, coalesce(o.sale_price, o.price)::float AS price
       FROM variants v JOIN variant_offers o ON o.variant_id = v.id AND o.country = $1
       JOIN products p ON p.id = v.product_id JOIN brands b ON b.id = p.brand_id
       WHERE o.stock >= 50 AND v.purchase_limit IS NULL AND NOT b.is_own_brand
         AND b.slug NOT IN ('this-works', 'milk-makeup', 'beautyblender')
         AND coalesce(o.sale_price, o.price) >= $2 AND coalesce(o.sale_price, o.price) < $3
       ORDER BY v.id LIMIT $4 OFFSET $5`,
      [country, min, max, count, skip],
    );
  const variantWhere = (where: string, country: CountryCode = 'sg') =>
    variantOf(shop.db, where, country);

  describe('every country', () => {
    it.each(countryCodes)(
      '%s: offers its payment methods, delivery options, GST and free-shipping threshold',
      async (country) => {
        const device = newDevice();
        const market = countries[country];
        const [item] = await plainVariants(
          country,
          market.freeShippingThreshold / 5,
          market.freeShippingThreshold,
        );
        await add(item!.id, 1, { country, device });
        const checkout = await getCheckout({ country, device });
        expect(checkout.paymentMethods.map((method) => method.id)).toEqual(methodsOf[country]);
        const fee = { amount: market.shippingFee, currency: market.currency };
        expect(checkout.deliveryOptions.map((option) => [option.id, option.price])).toEqual([
          ['standard', fee],
          ...(market.expressShippingFee === undefined
            ? []
            : [['express', { amount: market.expressShippingFee, currency: market.currency }]]),
          ['click_and_collect', { amount: 0, currency: market.currency }],
        ]);
        const [stores] = await shop.db.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM stores
           WHERE country = $1 AND 'click-and-collect' = ANY(services)`,
          [country],
        );
        expect(checkout.collectionStores).toHaveLength(stores!.count);
        expect(checkout.collectionStores.every((store) => store.address.country === country)).toBe(
          true,
        );
        const summary = checkout.costSummary;
        expect(summary.gstPercent).toBe(market.gstPercent);
        expect(summary.subtotal).toEqual({ amount: item!.price, currency: market.currency });
        expect(summary.shipping).toEqual(fee);
        expect(summary.total.amount).toBeCloseTo(item!.price + market.shippingFee, 2);
        expect(minor(summary.priceBeforeGst.amount, country)).toBe(
          Math.round((minor(summary.total.amount, country) * 100) / (100 + market.gstPercent)),
        );
        // The GST is the rest of the total: the two add up to it exactly, in minor units.
        expect(
          minor(summary.priceBeforeGst.amount, country) + minor(summary.gstAmount.amount, country),
        ).toBe(minor(summary.total.amount, country));

        // Five of them reach the threshold: standard delivery is free, express never is.
        await add(item!.id, 4, { country, device });
        const free = await getCheckout({ country, device });
        expect(free.costSummary.shipping.amount).toBe(0);
        expect(free.deliveryOptions[0]!.price.amount).toBe(0);
        const express = free.deliveryOptions.find((option) => option.id === 'express');
        expect(express?.price.amount).toBe(market.expressShippingFee);

        // Every method offered can be chosen.
        for (const method of methodsOf[country]) {
          const answer = await choose({ country, device }, { paymentMethodId: method });
          expect(answer.status, method).toBe(200);
          const chosen = checkoutOf(answer.body);
          expect(chosen.paymentMethodId).toBe(method);
          expect(chosen.blockers).toEqual([]);
        }
      },
    );

    it('names the delivery options and their estimates in the language asked for', async () => {
      const device = newDevice();
      const [item] = await plainVariants('th', 100, 1000);
      await add(item!.id, 1, { country: 'th', device });
      const options = async (language: string) =>
        (await getCheckout({ country: 'th', device, language })).deliveryOptions.map((option) => [
          option.id,
          option.name,
          option.estimatedDelivery,
        ]);
      expect(await options('th')).toEqual([
        ['standard', 'จัดส่งแบบมาตรฐาน', '3-5 วันทำการ'],
        ['express', 'จัดส่งแบบด่วน', '1-2 วันทำการ'],
        ['click_and_collect', 'สั่งออนไลน์รับที่ร้าน', 'พร้อมให้รับสินค้าภายใน 2-3 วันทำการ'],
      ]);
      expect((await options('en'))[0]).toEqual([
        'standard',
        'Standard delivery',
        '3-5 working days',
      ]);
    });

    it('refuses a method the country does not offer', async () => {
      const device = newDevice();
      const [item] = await plainVariants('sg', 10, 30);
      await add(item!.id, 1, { device });
      for (const method of ['cod', 'promptpay', 'kbank', 'doku_va', 'kredivo', 'afterpay']) {
        const answer = await choose({ device }, { paymentMethodId: method });
        expect(answer.status, method).toBe(400);
        expect(errorOf(answer.body)).toMatchObject({
          message: 'This payment method is not available in your country',
          data: { field: 'paymentMethodId' },
        });
      }
      const disabled = 'UPDATE payment_methods SET enabled = $2 WHERE country = $1 AND code = $3';
      await shop.db.query(disabled, ['sg', false, 'atome']);
      try {
        const checkout = await getCheckout({ device });
        expect(checkout.paymentMethods.map((method) => method.id)).toEqual(['card', 'apple_pay']);
        expect((await choose({ device }, { paymentMethodId: 'atome' })).status).toBe(400);
      } finally {
        await shop.db.query(disabled, ['sg', true, 'atome']);
      }
      expect((await getCheckout({ device })).paymentMethodId).toBeNull();
    });

    it('names each method by its kind and the brand shoppers know it by', async () => {
      const device = newDevice();
      const [item] = await plainVariants('th', 10, 3000);
      await add(item!.id, 1, { country: 'th', device });
      const checkout = await getCheckout({ country: 'th', device });
      expect(
        checkout.paymentMethods.map(({ id, kind, provider, brand }) => ({
          id,
          kind,
          provider,
          brand,
        })),
      ).toEqual([
        { id: 'card', kind: 'card', provider: 'card', brand: null },
        { id: 'apple_pay', kind: 'wallet', provider: 'apple_pay', brand: 'Apple Pay' },
        { id: 'kbank', kind: 'bank_enquiry', provider: 'kbank', brand: 'KBank' },
        { id: 'promptpay', kind: 'qr_code', provider: 'promptpay', brand: 'PromptPay' },
        { id: 'atome', kind: 'bnpl', provider: 'atome', brand: 'Atome' },
      ]);
    });
  });

  describe('the cost summary', () => {
    it('adds up a guest’s bag in minor units: no discount, shipping under the threshold, no points', async () => {
      const device = newDevice();
      const [first, second] = await plainVariants('sg', 10, 30, 2);
      await add(first!.id, 1, { device });
      await add(second!.id, 1, { device });
      const checkout = checkoutOf((await choose({ device })).body);
      const subtotal = minor(first!.price + second!.price, 'sg');
      expect(minor(checkout.costSummary.subtotal.amount, 'sg')).toBe(subtotal);
      expect(checkout.costSummary).toMatchObject({
        discount: { amount: 0, currency: 'SGD' },
        giftCardRedeemed: { amount: 0, currency: 'SGD' },
        gstPercent: 9,
        pointsEarned: 0,
      });
      const shipping = subtotal >= 3500 ? 0 : 500;
      expect(minor(checkout.costSummary.shipping.amount, 'sg')).toBe(shipping);
      const total = subtotal + shipping;
      expect(minor(checkout.costSummary.total.amount, 'sg')).toBe(total);
      expect(minor(checkout.costSummary.priceBeforeGst.amount, 'sg')).toBe(
        Math.round((total * 100) / 109),
      );
      expect(checkout.deliveryOptionId).toBe('standard');
      expect(checkout.recipient).toMatchObject({ fullName: 'Mei Tan' });
      expect(checkout.shippingAddress).toMatchObject({ postalCode: '238801', country: 'sg' });
    });

    it('gives staff 30% off and 45% off the own brand, and points on what they pay', async () => {
      const options = await freshMemberBag('staff');
      const [other] = await plainVariants('sg', 10, 30);
      const own = await variantWhere(
        'b.is_own_brand AND o.stock >= 10 AND v.purchase_limit IS NULL AND coalesce(o.sale_price, o.price) < 30',
      );
      await add(other!.id, 1, options);
      await add(own.id, 1, options);
      const { costSummary } = await getCheckout(options);
      const subtotal = minor(other!.price + own.price, 'sg');
      const discount = Math.round(minor(other!.price, 'sg') * 0.3 + minor(own.price, 'sg') * 0.45);
      expect(minor(costSummary.subtotal.amount, 'sg')).toBe(subtotal);
      expect(minor(costSummary.discount.amount, 'sg')).toBe(discount);
      expect(costSummary.pointsEarned).toBe(Math.floor((subtotal - discount) / 100));
      const shipping = subtotal - discount >= 3500 ? 0 : 500;
      expect(minor(costSummary.total.amount, 'sg')).toBe(subtotal - discount + shipping);
    });

    it('takes the 10% offer off This Works and a promo code off its brand', async () => {
      const device = newDevice();
      const thisWorks = await variantWhere(
        "b.slug = 'this-works' AND o.stock >= 10 AND v.purchase_limit IS NULL AND o.sale_price IS NULL",
      );
      const milk = await variantWhere(
        "b.slug = 'milk-makeup' AND o.stock >= 10 AND v.purchase_limit IS NULL AND o.sale_price IS NULL",
      );
      await add(thisWorks.id, 1, { device });
      await add(milk.id, 1, { device });
      let { costSummary } = await getCheckout({ device });
      expect(minor(costSummary.discount.amount, 'sg')).toBe(
        Math.round(minor(thisWorks.price, 'sg') * 0.1),
      );
      const coupon = await call('cart/discount-coupon/', {
        device,
        method: 'POST',
        body: { code: 'MILK20' },
      });
      expect(coupon.status).toBe(200);
      ({ costSummary } = await getCheckout({ device }));
      const discount = Math.round(
        minor(thisWorks.price, 'sg') * 0.1 + minor(milk.price, 'sg') * 0.2,
      );
      expect(minor(costSummary.discount.amount, 'sg')).toBe(discount);
      const subtotal = minor(thisWorks.price + milk.price, 'sg');
      const shipping = subtotal - discount >= 3500 ? 0 : 500;
      expect(minor(costSummary.total.amount, 'sg')).toBe(subtotal - discount + shipping);
    });

    it('doubles a member’s points in their birthday month', async () => {
      const options = await freshMemberBag('pink');
      const [item] = await plainVariants('sg', 20, 40);
      await add(item!.id, 2, options);
      const month = Number(
        new Intl.DateTimeFormat('en', { timeZone: 'Asia/Singapore', month: 'numeric' }).format(
          new Date(),
        ),
      );
      const points = Math.floor(item!.price * 2);
      const birthday = (m: number) =>
        shop.db.query('UPDATE users SET birthday = $2 WHERE id = $1', [
          users.pink,
          `1995-${String(m).padStart(2, '0')}-15`,
        ]);
      try {
        await birthday(month);
        expect((await getCheckout(options)).costSummary.pointsEarned).toBe(points * 2);
        await birthday((month % 12) + 1);
        expect((await getCheckout(options)).costSummary.pointsEarned).toBe(points);
      } finally {
        await shop.db.query('UPDATE users SET birthday = NULL WHERE id = $1', [users.pink]);
      }
    });

    it('rounds rupiah to whole rupiah, points per Rp10,000', async () => {
      const options = await freshMemberBag('staff');
      const country = 'id';
      const [item] = await plainVariants(country, 50_000, 400_000);
      await add(item!.id, 1, { ...options, country });
      const answer = await choose({ ...options, country });
      expect(answer.status).toBe(200);
      const { costSummary } = checkoutOf(answer.body);
      for (const money of [
        costSummary.subtotal,
        costSummary.discount,
        costSummary.priceBeforeGst,
        costSummary.gstAmount,
        costSummary.total,
      ]) {
        expect(money.currency).toBe('IDR');
        expect(Number.isInteger(money.amount)).toBe(true);
      }
      const discount = Math.round(item!.price * 0.3);
      expect(costSummary.discount.amount).toBe(discount);
      expect(costSummary.shipping.amount).toBe(25_000);
      expect(costSummary.total.amount).toBe(item!.price - discount + 25_000);
      expect(costSummary.priceBeforeGst.amount).toBe(
        Math.round((costSummary.total.amount * 100) / 111),
      );
      expect(costSummary.gstAmount).toEqual({
        amount: costSummary.total.amount - costSummary.priceBeforeGst.amount,
        currency: 'IDR',
      });
      expect(costSummary.pointsEarned).toBe(Math.floor((item!.price - discount) / 10_000));
    });
  });

  describe('store credit', () => {
    it('redeems a member’s credit up to what is due and shows it as gift card redeemed', async () => {
      const options = await freshMemberBag('pink');
      const [cheap] = await plainVariants('sg', 10, 20);
      await add(cheap!.id, 1, options);
      const before = await getCheckout(options);
      expect(before.credits).toEqual({
        available: { amount: 20, currency: 'SGD' },
        applied: false,
      });
      const applied = checkoutOf((await choose(options, { useCredits: true })).body);
      const due = minor(cheap!.price, 'sg') + 500;
      expect(applied.credits.applied).toBe(true);
      expect(minor(applied.costSummary.giftCardRedeemed.amount, 'sg')).toBe(Math.min(2000, due));
      expect(minor(applied.costSummary.total.amount, 'sg')).toBe(Math.max(0, due - 2000));
      // GST is on the sale, not on how it is paid.
      expect(minor(applied.costSummary.priceBeforeGst.amount, 'sg')).toBe(
        Math.round((due * 100) / 109),
      );
      expect(minor(applied.costSummary.gstAmount.amount, 'sg')).toBe(
        due - Math.round((due * 100) / 109),
      );

      // Two more of it: the credit covers part of the order.
      await add(cheap!.id, 2, options);
      const partly = await getCheckout(options);
      const subtotal = minor(cheap!.price, 'sg') * 3;
      const dueNow = subtotal + (subtotal >= 3500 ? 0 : 500);
      expect(minor(partly.costSummary.giftCardRedeemed.amount, 'sg')).toBe(Math.min(2000, dueNow));
      expect(minor(partly.costSummary.total.amount, 'sg')).toBe(dueNow - Math.min(2000, dueNow));

      // With credits applied the bag refuses a promo code.
      const coupon = await call('cart/discount-coupon/', {
        ...options,
        method: 'POST',
        body: { code: 'TAKE5' },
      });
      expect(coupon.status).toBe(400);
      expect(errorOf(coupon.body)).toMatchObject({
        message: ServerMessages.promotionInvalid,
        data: { reason: 'combined_with_credits' },
      });
    });

    it('refuses credits with a promo code on the bag, and credits nobody has', async () => {
      const options = await freshMemberBag('pink');
      const milk = await variantWhere(
        "b.slug = 'milk-makeup' AND o.stock >= 10 AND v.purchase_limit IS NULL",
      );
      await add(milk.id, 1, options);
      const coupon = await call('cart/discount-coupon/', {
        ...options,
        method: 'POST',
        body: { code: 'MILK20' },
      });
      expect(coupon.status).toBe(200);
      const before = await getCheckout(options);
      const refused = await choose(options, { useCredits: true });
      expect(refused.status).toBe(400);
      expect(errorOf(refused.body)).toMatchObject({
        message: 'Sorry, the promotion is invalid.',
        data: { field: 'useCredits', reason: 'combined_with_credits' },
      });
      expect(await getCheckout(options)).toEqual(before);

      const device = newDevice();
      await add(milk.id, 1, { device });
      const guest = await choose({ device }, { useCredits: true });
      expect(guest.status).toBe(400);
      expect(errorOf(guest.body).message).toBe('You have no store credit to use');
      // The staff member's credit is in Indonesia, not in Singapore.
      const staff = await freshMemberBag('staff');
      await add(milk.id, 1, staff);
      expect((await choose(staff, { useCredits: true })).status).toBe(400);
    });
  });

  describe('the revision', () => {
    it('refuses choices made on a bag that changed since, and stores nothing', async () => {
      const device = newDevice();
      const [first, second] = await plainVariants('sg', 10, 30, 2, 3);
      await add(first!.id, 1, { device });
      const seen = await getCheckout({ device });
      expect(seen.revision).toMatch(/^[0-9a-f]{32}$/);
      // Reading again changes nothing.
      expect((await getCheckout({ device })).revision).toBe(seen.revision);
      await add(second!.id, 1, { device });
      const changed = await getCheckout({ device });
      expect(changed.revision).not.toBe(seen.revision);
      const stale = await put(
        {
          revision: seen.revision,
          recipient: recipientIn('sg'),
          shippingAddress: addressIn('sg'),
          deliveryOptionId: 'standard',
          collectionStoreId: null,
          paymentMethodId: 'card',
          useCredits: false,
        },
        { device },
      );
      expect(stale.status).toBe(409);
      expect(errorOf(stale.body)).toMatchObject({
        message: 'Your bag has changed. Please review your order before paying.',
        data: { revision: changed.revision },
      });
      expect(await getCheckout({ device })).toEqual(changed);
      const saved = checkoutOf((await choose({ device })).body);
      expect(saved.revision).not.toBe(changed.revision);
      expect((await getCheckout({ device })).revision).toBe(saved.revision);
    });
  });

  describe('bad input', () => {
    const badBodies: [what: string, overrides: Record<string, unknown>, message: string][] = [
      [
        'no full name',
        { recipient: { ...recipientIn('sg'), fullName: ' ' } },
        'Full Name is required',
      ],
      [
        'a name too long',
        { recipient: { ...recipientIn('sg'), fullName: 'x'.repeat(101) } },
        'Character limit exceeded',
      ],
      ['a bad email', { recipient: { ...recipientIn('sg'), email: 'mei' } }, 'Invalid email'],
      [
        'a bad mobile number',
        { recipient: { ...recipientIn('sg'), phone: { callingCode: '+65', number: '12ab' } } },
        'Invalid phone number',
      ],
      [
        'a calling code of no shop country',
        { recipient: { ...recipientIn('sg'), phone: { callingCode: '+1', number: '2025550123' } } },
        'Invalid phone number',
      ],
      [
        'a registration number too long',
        { recipient: { ...recipientIn('sg'), registrationNumber: '1'.repeat(51) } },
        'Character limit exceeded',
      ],
      ['no street', { shippingAddress: { ...addressIn('sg'), line1: '' } }, 'Required field'],
      ['no address', { shippingAddress: null }, 'Required field'],
      [
        'no postcode',
        { shippingAddress: { ...addressIn('sg'), postalCode: '' } },
        'Required field',
      ],
      [
        'a postcode of another format',
        { shippingAddress: { ...addressIn('sg'), postalCode: '2388' } },
        'Invalid postcode',
      ],
      [
        'an address abroad',
        { shippingAddress: addressIn('my') },
        'We can only deliver to an address in Singapore',
      ],
      [
        'an unknown delivery option',
        { deliveryOptionId: 'drone' },
        'This delivery option is not available in your country',
      ],
      ['no delivery option', { deliveryOptionId: '' }, 'Required field'],
      ['no payment method', { paymentMethodId: '' }, 'Required field'],
      [
        'click and collect without a store',
        { deliveryOptionId: 'click_and_collect' },
        'Required field',
      ],
      ['no revision', { revision: '' }, 'Required field'],
    ];

    it('answers 400 with the form’s message and changes nothing', async () => {
      const device = newDevice();
      const [item] = await plainVariants('sg', 10, 30);
      await add(item!.id, 1, { device });
      const before = await getCheckout({ device });
      for (const [what, overrides, message] of badBodies) {
        const answer = await choose({ device }, overrides as Partial<CheckoutReplaceBody>);
        expect(answer.status, what).toBe(400);
        expect(JSON.stringify(answer.body), what).toContain(message);
      }
      for (const body of ['{', '[]', { revision: before.revision }]) {
        const answer = await put(body, { device });
        expect(answer.status).toBe(400);
      }
      expect(await getCheckout({ device })).toEqual(before);
      expect(before).toMatchObject({
        recipient: null,
        shippingAddress: null,
        deliveryOptionId: null,
        paymentMethodId: null,
      });
      expect(before.blockers).toEqual([
        'Please enter the recipient’s details',
        'Please choose a delivery option',
        'Please choose a payment method',
      ]);
    });

    it('refuses express delivery where the country has none', async () => {
      const device = newDevice();
      const [item] = await plainVariants('id', 50_000, 400_000);
      await add(item!.id, 1, { device, country: 'id' });
      const answer = await choose({ device, country: 'id' }, { deliveryOptionId: 'express' });
      expect(answer.status).toBe(400);
      expect(errorOf(answer.body)).toMatchObject({
        message: 'This delivery option is not available in your country',
        data: { field: 'deliveryOptionId' },
      });
    });

    it('lists what blocks an empty bag or an item out of stock', async () => {
      const device = newDevice();
      const empty = await getCheckout({ device });
      expect(empty.blockers[0]).toBe('Your bag is empty');
      expect(empty.costSummary.total.amount).toBe(0);
      const [item] = await plainVariants('sg', 10, 30, 1, 7);
      await add(item!.id, 1, { device });
      await choose({ device });
      expect((await getCheckout({ device })).blockers).toEqual([]);
      const [row] = await shop.db.query<{ old: number }>(
        "SELECT stock AS old FROM variant_offers WHERE variant_id = $1 AND country = 'sg'",
        [item!.id],
      );
      const stock = "UPDATE variant_offers SET stock = $2 WHERE variant_id = $1 AND country = 'sg'";
      await shop.db.query(stock, [item!.id, 0]);
      try {
        const soldOut = await getCheckout({ device });
        expect(soldOut.blockers).toEqual([ServerMessages.outOfStock]);
        expect(soldOut.cart.canCheckout).toBe(false);
      } finally {
        await shop.db.query(stock, [item!.id, row!.old]);
      }
    });
  });

  describe('delivery and recipient per country', () => {
    it('collects at a store of the country offering click and collect, with no address', async () => {
      const device = newDevice();
      const [item] = await plainVariants('sg', 10, 30);
      await add(item!.id, 1, { device });
      const { collectionStores } = await getCheckout({ device });
      const [abroad] = await shop.db.query<{ id: number }>(
        "SELECT id FROM stores WHERE country = 'my' ORDER BY id LIMIT 1",
      );
      const [store] = collectionStores;
      const [noService] = await shop.db.query<{ id: number }>(
        `INSERT INTO stores (slug, country, name, address, city, latitude, longitude, phone, services, opening_hours)
         VALUES ($1, 'sg', 'Makeover Corner', '1 Test Street', 'Singapore', 1.3, 103.8, '+65 6000 0000',
           '{makeover}', '{}') RETURNING id`,
        [`test-${randomUUID()}`],
      );
      for (const id of [abroad!.id, noService!.id, 2_000_000_000]) {
        const answer = await choose(
          { device },
          { deliveryOptionId: 'click_and_collect', collectionStoreId: id },
        );
        expect(answer.status).toBe(400);
        expect(errorOf(answer.body)).toMatchObject({
          message: 'This store does not offer click and collect in your country',
          data: { field: 'collectionStoreId' },
        });
      }
      const answer = await choose(
        { device },
        {
          deliveryOptionId: 'click_and_collect',
          collectionStoreId: store!.id,
          shippingAddress: null,
        },
      );
      expect(answer.status).toBe(200);
      const checkout = checkoutOf(answer.body);
      expect(checkout).toMatchObject({
        deliveryOptionId: 'click_and_collect',
        collectionStore: { id: store!.id, slug: store!.slug, name: store!.name },
        shippingAddress: null,
        blockers: [],
      });
      expect(checkout.costSummary.shipping.amount).toBe(0);
      // In another country the store and the address no longer count.
      const elsewhere = await getCheckout({ device, country: 'my' });
      expect(elsewhere.collectionStore).toBeNull();
      expect(elsewhere.blockers).toContain('Please choose a store to collect your order from');
    });

    it('offers no click and collect where no store of the country has it', async () => {
      const device = newDevice();
      const [item] = await plainVariants('nz', 10, 60);
      await add(item!.id, 1, { device, country: 'nz' });
      const services = (offered: boolean) =>
        shop.db.query(
          `UPDATE stores SET services = CASE WHEN $1 THEN services || '{click-and-collect}'
             ELSE array_remove(services, 'click-and-collect') END
           WHERE country = 'nz'`,
          [offered],
        );
      await services(false);
      try {
        const checkout = await getCheckout({ device, country: 'nz' });
        expect(checkout.collectionStores).toEqual([]);
        expect(checkout.deliveryOptions.map((option) => option.id)).toEqual([
          'standard',
          'express',
        ]);
        const answer = await choose(
          { device, country: 'nz' },
          { deliveryOptionId: 'click_and_collect', collectionStoreId: 1 },
        );
        expect(errorOf(answer.body).message).toBe(
          'This delivery option is not available in your country',
        );
      } finally {
        await services(true);
      }
    });

    it('asks Indonesian recipients for a 16-digit NIK, and nobody else', async () => {
      const device = newDevice();
      const [item] = await plainVariants('id', 50_000, 400_000);
      await add(item!.id, 1, { device, country: 'id' });
      const withNik = (registrationNumber: string | null) => ({
        recipient: { ...recipientIn('id'), registrationNumber },
      });
      const missing = await choose({ device, country: 'id' }, withNik(null));
      expect(errorOf(missing.body)).toMatchObject({
        message: 'Required field',
        data: { field: 'recipient.registrationNumber' },
      });
      const short = await choose({ device, country: 'id' }, withNik('317123456789012'));
      expect(short.status).toBe(400);
      expect(errorOf(short.body).message).toBe('Invalid NIK');
      const ok = await choose({ device, country: 'id' }, withNik('3171234567890123'));
      expect(ok.status).toBe(200);
      expect(checkoutOf(ok.body).recipient?.registrationNumber).toBe('3171234567890123');

      const sg = newDevice();
      const [sgItem] = await plainVariants('sg', 10, 30);
      await add(sgItem!.id, 1, { device: sg });
      expect((await choose({ device: sg })).status).toBe(200);
      const withNumber = await choose(
        { device: sg },
        { recipient: { ...recipientIn('sg'), registrationNumber: 'S1234567D' } },
      );
      expect(withNumber.status).toBe(200);
      // Asked in Indonesia, a recipient without one blocks the order there.
      const [idItem] = await plainVariants('id', 50_000, 400_000);
      await add(idItem!.id, 1, { device: sg, country: 'id' });
      const inIndonesia = await getCheckout({ device: sg, country: 'id' });
      expect(inIndonesia.blockers).toContain('Please enter the recipient’s NIK');
    });

    it.each([
      ['au', ['2000', '0800'], ['200', '20000', 'NSW 2000']],
      ['nz', ['1010'], ['10100']],
      ['ph', ['1226'], ['12260', 'ABCD']],
      ['id', ['10310'], ['1031', '103100']],
      ['my', ['50450'], ['5045']],
      ['th', ['10330'], ['1033']],
      ['sg', ['238801'], ['23880', '2388011']],
      ['hk', ['', '999077'], []],
    ] as const)('checks postcodes in %s', async (country, valid, invalid) => {
      const device = newDevice();
      const market = countries[country];
      const [item] = await plainVariants(
        country,
        market.freeShippingThreshold / 10,
        market.freeShippingThreshold * 2,
      );
      await add(item!.id, 1, { device, country });
      for (const postalCode of valid) {
        const answer = await choose(
          { device, country },
          { shippingAddress: { ...addressIn(country), postalCode } },
        );
        expect(answer.status, postalCode).toBe(200);
        expect(checkoutOf(answer.body).shippingAddress?.postalCode).toBe(postalCode);
      }
      for (const postalCode of invalid) {
        const answer = await choose(
          { device, country },
          { shippingAddress: { ...addressIn(country), postalCode } },
        );
        expect(answer.status, postalCode).toBe(400);
        expect(errorOf(answer.body)).toMatchObject({
          message: 'Invalid postcode',
          data: { field: 'shippingAddress.postalCode' },
        });
      }
    });
  });

  describe('multiple-gwps/', () => {
    it('shows the spend tiers the bag reaches and lets the shopper pick gifts in each', async () => {
      const device = newDevice();
      const tiersOf = async () => {
        const answer = await call('multiple-gwps/', { device });
        expect(answer.status).toBe(200);
        expect(answer.headers.get('cache-control')).toBe('private, no-store');
        return v.parse(MultipleGwpsResponseSchema, answer.body).data.offers;
      };
      const [cheap] = await plainVariants('sg', 10, 30);
      await add(cheap!.id, 1, { device });
      expect(await tiersOf()).toEqual([]);

      const [skus] = await shop.db.query<{ skus: string[] }>(
        `SELECT array_agg(sku ORDER BY id) AS skus FROM (
           SELECT v.id, v.sku FROM variants v JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg'
           WHERE o.stock >= 10 ORDER BY v.id LIMIT 3) AS s`,
      );
      const [tier] = await shop.db.query<{ id: number }>(
        `INSERT INTO bag_offers (kind, title, description, minimum_spend, gift_skus, position)
         VALUES ('gift_with_purchase', 'Pick two deluxe minis', 'Two minis over S$150.',
           '{"sg": 150}', $1, 99) RETURNING id`,
        [skus!.skus],
      );
      await shop.db.query('INSERT INTO gift_tiers (offer_id, max_selectable) VALUES ($1, 2)', [
        tier!.id,
      ]);
      try {
        const [dear] = await plainVariants('sg', 40, 60);
        await add(dear!.id, 4, { device });
        const tiers = await tiersOf();
        expect(tiers.map((offer) => [offer.minimumSpend.amount, offer.maxSelectable])).toEqual([
          [80, 1],
          [150, 2],
        ]);
        const [first, second] = tiers;
        expect(first!.selectedVariantIds).toHaveLength(1);
        expect(second!.options.map((option) => option.variant.sku)).toEqual(skus!.skus);
        const [a, b, c] = second!.options.map((option) => option.variant.id);

        const pick = (giftSelections: unknown) => choose({ device }, { giftSelections } as never);
        const three = await pick([{ offerId: tier!.id, variantIds: [a, b, c] }]);
        expect(three.status).toBe(400);
        expect(errorOf(three.body)).toMatchObject({
          message: 'You can choose up to 2 gifts (3 selected)',
          data: { maxSelectable: 2, noOfSelected: 3 },
        });
        const other = (await plainVariants('sg', 10, 30, 5)).find(
          (variant) => ![a, b, c].includes(variant.id),
        );
        const split = await pick([
          { offerId: tier!.id, variantIds: [a, b] },
          { offerId: tier!.id, variantIds: [c] },
        ]);
        expect(errorOf(split.body).message).toBe('You can choose up to 2 gifts (3 selected)');
        const notOffered = await pick([{ offerId: tier!.id, variantIds: [other!.id] }]);
        expect(errorOf(notOffered.body).message).toBe('This gift is not available with this offer');
        const unknown = await pick([{ offerId: 2_000_000, variantIds: [a] }]);
        expect(errorOf(unknown.body).message).toBe(ServerMessages.offerNotFound);

        const picked = await pick([
          { offerId: tier!.id, variantIds: [b] },
          { offerId: tier!.id, variantIds: [c, b] },
        ]);
        expect(picked.status).toBe(200);
        const checkout = checkoutOf(picked.body);
        expect(checkout.giftSelections).toEqual([
          { offerId: first!.offerId, variantIds: first!.selectedVariantIds },
          { offerId: tier!.id, variantIds: [b, c] },
        ]);
        const gifts = checkout.cart.extras.filter((extra) => extra.kind === 'gift');
        expect(gifts.map((gift) => gift.variant.id)).toEqual([...first!.selectedVariantIds, b, c]);
        expect((await tiersOf())[1]!.selectedVariantIds).toEqual([b, c]);
        // Leaving the choice out keeps it.
        expect((await choose({ device })).status).toBe(200);
        expect((await tiersOf())[1]!.selectedVariantIds).toEqual([b, c]);
      } finally {
        await shop.db.query('DELETE FROM bag_offers WHERE id = $1', [tier!.id]);
      }
    });
  });

  it('is the SDK’s checkoutCart and multipleGwps, the stale revision a typed error', async () => {
    const client = createCommerceClient({
      baseUrl: 'http://shop.test',
      country: 'th',
      language: 'en',
      // The guest's bag is keyed by the device id, which travels as a cookie.
      cookies: createMemoryCookieStore({ 'device-id': newDevice() }),
      fetch: (input, init) => Promise.resolve(shop.api.request(input as string, init)),
    });
    const [item] = await plainVariants('th', 100, 2_000);
    await client.cart.lineItems.create({ variantId: item!.id, quantity: 1 });
    const { data: seen } = await client.checkoutCart.get();
    const body = {
      revision: seen.revision,
      recipient: recipientIn('th'),
      shippingAddress: addressIn('th'),
      deliveryOptionId: 'express',
      collectionStoreId: null,
      paymentMethodId: 'promptpay',
      useCredits: false,
    };
    const { data: chosen } = await client.checkoutCart.replace(body);
    expect(chosen).toMatchObject({ deliveryOptionId: 'express', paymentMethodId: 'promptpay' });
    expect(chosen.costSummary.shipping).toEqual({ amount: 200, currency: 'THB' });
    expect(chosen.blockers).toEqual([]);
    const stale = await client.checkoutCart.replace(body).catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(CommerceError);
    expect(hasServerMessage(stale, 'staleCheckout')).toBe(true);
    expect((await client.multipleGwps.get()).data.offers).toEqual([]);
  });

  it('keeps the checkout out of shared caches', async () => {
    const answer = await call('checkout-cart', { device: newDevice() });
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });
});
