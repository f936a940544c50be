import {
  BagResponseSchema,
  BeautyPassOfferListResponseSchema,
  CartResponseSchema,
  ErrorObjectSchema,
  ItemsCountResponseSchema,
  OfferListResponseSchema,
  SampleSelectionResponseSchema,
  ServerMessages,
  type Cart,
  type CountryCode,
} from '@beauty/commerce-sdk/contract';
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { testTokens, useTestApi, type CallOptions } from '../test/api.js';
import { engines } from '../test/databases.js';
import { variantWhere as variantOf } from '../test/shoppers.js';
import { mergeGuestBag } from './merge.js';

describe.each(engines)('bag on %s', (engine) => {
  const shop = useTestApi(engine);
  const { call, memberIds: users } = shop;
  const bagOf = (body: unknown): Cart => v.parse(CartResponseSchema, body).data;
  const errorOf = (body: unknown) => v.parse(ErrorObjectSchema, body);
  const newDevice = () => `test-${randomUUID()}`;
  const tokenOf = (member: string) => testTokens.sign(users[member]!);
  const add = (variantId: number, quantity: number, options: CallOptions = {}) =>
    call('cart/line-items/', { ...options, method: 'POST', body: { variantId, quantity } });

  /**
   * Variants on offer in the country with plenty of stock, no limits and no automatic offer, at
   * 10 to 59.99: one is under every minimum spend, six are over S$60.
   */
  const plainVariants = async (count: number, country = 'sg', skip = 0) =>
    shop.db.query<{ id: number; price: number }>(
      `SELECT v.id, coalesce(o.sale_price, o.price)::float AS price
       FROM variants v JOIN variant_offers o ON o.variant_id = v.id AND o.country = $1
       JOIN products p ON p.id = v.product_id JOIN brands b ON b.id = p.brand_id
       WHERE o.stock >= 50 AND v.purchase_limit IS NULL AND NOT b.is_own_brand
         AND b.slug NOT IN ('this-works', 'milk-makeup', 'beautyblender')
         AND coalesce(o.sale_price, o.price) >= 10 AND coalesce(o.sale_price, o.price) < 60
       ORDER BY v.id LIMIT $2 OFFSET $3`,
      [country, count, skip],
    );
  const variantWhere = (where: string, country: CountryCode = 'sg') =>
    variantOf(shop.db, where, country);

  describe('cart/ and cart/items-count/', () => {
    it('gives a new guest an empty bag and a year-long device-id cookie', async () => {
      const { status, body, headers } = await call('cart/');
      const setCookie = headers.get('set-cookie');
      const cacheControl = headers.get('cache-control');
      expect(status).toBe(200);
      expect(cacheControl).toBe('private, no-store');
      expect(setCookie).toMatch(/^device-id=[\w-]+;/);
      expect(setCookie).toMatch(/Max-Age=31536000/);
      expect(setCookie).toMatch(/Path=\//);
      expect(setCookie).toMatch(/SameSite=Lax/);
      const bag = bagOf(body);
      expect(bag).toMatchObject({ lines: [], itemsCount: 0, coupon: null, canCheckout: false });
      expect(bag.totals).toMatchObject({
        subtotal: { amount: 0, currency: 'SGD' },
        shipping: null,
        freeShippingThreshold: { amount: 35, currency: 'SGD' },
      });
    });

    it('counts items without creating a bag or a cookie', async () => {
      const device = newDevice();
      const empty = await call('cart/items-count/', { device });
      expect(v.parse(ItemsCountResponseSchema, empty.body).data.count).toBe(0);
      expect((await call('cart/items-count/')).headers.get('set-cookie')).toBeNull();
      const [first, second] = await plainVariants(2);
      await add(first!.id, 2, { device });
      await add(second!.id, 3, { device });
      const counted = await call('cart/items-count', { device });
      expect(v.parse(ItemsCountResponseSchema, counted.body).data.count).toBe(5);
    });

    it.each([
      ['au', 25, 'AUD'],
      ['nz', 25, 'NZD'],
      ['sg', 35, 'SGD'],
      ['my', 80, 'MYR'],
      ['id', 500_000, 'IDR'],
      ['ph', 3_000, 'PHP'],
      ['th', 500, 'THB'],
      ['hk', 200, 'HKD'],
    ])('shows the free-shipping threshold of %s (%d)', async (country, threshold, currency) => {
      const bag = bagOf((await call('cart/', { country, device: newDevice() })).body);
      expect(bag.totals.freeShippingThreshold).toEqual({ amount: threshold, currency });
    });
  });

  describe('cart/line-items/', () => {
    it('adds, adds up, prices the lines and charges shipping below the threshold only', async () => {
      const device = newDevice();
      const cheap = await variantWhere(
        `o.stock >= 50 AND v.purchase_limit IS NULL AND NOT b.is_own_brand
         AND b.slug NOT IN ('this-works', 'milk-makeup', 'beautyblender')
         AND coalesce(o.sale_price, o.price) BETWEEN 12 AND 30`,
      );
      const first = await add(cheap.id, 1, { device });
      expect(first.status).toBe(200);
      let bag = bagOf(first.body);
      expect(bag.lines).toHaveLength(1);
      expect(bag.lines[0]).toMatchObject({
        quantity: 1,
        unitPrice: { amount: cheap.price, currency: 'SGD' },
        warnings: [],
      });
      expect(bag.canCheckout).toBe(true);
      expect(bag.totals.shipping).toEqual({ amount: 5, currency: 'SGD' });
      expect(bag.totals.total.amount).toBeCloseTo(cheap.price + 5, 2);
      expect(bag.totals.remainingForFreeShipping.amount).toBeCloseTo(35 - cheap.price, 2);
      bag = bagOf((await add(cheap.id, 2, { device })).body);
      expect(bag.lines).toHaveLength(1);
      expect(bag.lines[0]!.quantity).toBe(3);
      expect(bag.itemsCount).toBe(3);
      expect(bag.totals.subtotal.amount).toBeCloseTo(cheap.price * 3, 2);
      expect(bag.totals.shipping).toEqual({ amount: 0, currency: 'SGD' });
      expect(bag.totals.total.amount).toBeCloseTo(cheap.price * 3, 2);
      expect(bag.totals.remainingForFreeShipping.amount).toBe(0);
    });

    it("refuses more than 6 of an item with 'Only a maximum quantity of 6 of the item could be added to your bag'", async () => {
      const device = newDevice();
      const [variant] = await plainVariants(1);
      for (const path of ['cart/line-items/', 'cart/line-items']) {
        const seven = await call(path, {
          device,
          method: 'POST',
          body: { variantId: variant!.id, quantity: 7 },
        });
        expect(seven.status).toBe(400);
        expect(errorOf(seven.body).message).toBe(ServerMessages.maxQuantity);
      }
      expect((await add(variant!.id, 4, { device })).status).toBe(200);
      const over = await add(variant!.id, 3, { device });
      expect(over.status).toBe(400);
      expect(errorOf(over.body)).toMatchObject({
        message: ServerMessages.maxQuantity,
        data: { maxQuantity: 6, quantityInBag: 4 },
      });
      expect((await add(variant!.id, 2, { device })).status).toBe(200);
      const bag = bagOf((await call('cart', { device })).body);
      expect(bag.lines[0]!.quantity).toBe(6);
    });

    it('enforces the variant purchase limit', async () => {
      const device = newDevice();
      const limited = await variantWhere('v.purchase_limit = 2 AND o.stock >= 10');
      const over = await add(limited.id, 3, { device });
      expect(over.status).toBe(400);
      expect(errorOf(over.body).message).toBe(ServerMessages.variantLimit);
      expect((await add(limited.id, 2, { device })).status).toBe(200);
      const again = await add(limited.id, 1, { device });
      expect(errorOf(again.body).message).toBe(ServerMessages.variantLimit);
    });

    it('enforces the brand purchase limit across the lines of a brand', async () => {
      const device = newDevice();
      const rows = await shop.db.query<{ id: number }>(
        `SELECT v.id FROM variants v JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg'
         JOIN products p ON p.id = v.product_id JOIN brands b ON b.id = p.brand_id
         WHERE b.slug = 'beautyblender' AND o.stock >= 10 AND v.purchase_limit IS NULL
         ORDER BY v.id LIMIT 2`,
      );
      expect(rows).toHaveLength(2);
      expect((await add(rows[0]!.id, 4, { device })).status).toBe(200);
      const over = await add(rows[1]!.id, 3, { device });
      expect(over.status).toBe(400);
      expect(errorOf(over.body)).toMatchObject({
        message: ServerMessages.brandLimit,
        data: { brand: 'Beautyblender', purchaseLimit: 6 },
      });
      expect((await add(rows[1]!.id, 2, { device })).status).toBe(200);
    });

    it("refuses a variant not sold in the visitor's country and flags it after a country change", async () => {
      const [notInPh] = await shop.db.query<{ id: number }>(
        `SELECT v.id FROM variants v JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg' AND o.stock >= 10
         WHERE v.purchase_limit IS NULL
           AND NOT EXISTS (SELECT 1 FROM variant_offers x WHERE x.variant_id = v.id AND x.country = 'ph')
         ORDER BY v.id LIMIT 1`,
      );
      const device = newDevice();
      const refused = await add(notInPh!.id, 1, { device, country: 'ph' });
      expect(refused.status).toBe(400);
      expect(errorOf(refused.body).message).toBe(ServerMessages.unavailableInCountry);
      expect((await add(notInPh!.id, 1, { device, country: 'sg' })).status).toBe(200);
      const inPh = bagOf((await call('cart/', { device, country: 'ph' })).body);
      expect(inPh.lines[0]!.warnings).toEqual([
        { code: 'unavailable_in_country', message: ServerMessages.unavailableInCountry },
      ]);
      expect(inPh.canCheckout).toBe(false);
      expect(inPh.totals.subtotal).toEqual({ amount: 0, currency: 'PHP' });
    });

    it('refuses an out-of-stock variant and flags a line that runs out, blocking checkout', async () => {
      const soldOut = await variantWhere('o.stock = 0');
      const device = newDevice();
      const refused = await add(soldOut.id, 1, { device });
      expect(refused.status).toBe(400);
      expect(errorOf(refused.body).message).toBe('This item is out of stock');

      const [variant] = await plainVariants(1, 'sg', 40);
      const [other] = await plainVariants(1, 'sg', 41);
      await add(variant!.id, 2, { device });
      const added = bagOf((await add(other!.id, 1, { device })).body);
      expect(added.canCheckout).toBe(true);
      await shop.db.query(
        `UPDATE variant_offers SET stock = 0 WHERE variant_id = $1 AND country = 'sg'`,
        [variant!.id],
      );
      try {
        const flagged = bagOf((await call('cart/', { device })).body);
        const line = flagged.lines.find((candidate) => candidate.variant.id === variant!.id)!;
        expect(line.warnings).toEqual([
          { code: 'out_of_stock', message: ServerMessages.outOfStock },
        ]);
        expect(line.inventory).toBe(0);
        expect(flagged.canCheckout).toBe(false);
        const raised = await call(`cart/line-items/${line.id}`, {
          device,
          method: 'PATCH',
          body: { quantity: 3 },
        });
        expect(raised.status).toBe(400);
        const removed = await call(`cart/line-items/${line.id}`, { device, method: 'DELETE' });
        expect(bagOf(removed.body).canCheckout).toBe(true);
      } finally {
        await shop.db.query(
          `UPDATE variant_offers SET stock = 100 WHERE variant_id = $1 AND country = 'sg'`,
          [variant!.id],
        );
      }
    });

    it('changes and removes a line; refuses unknown lines and lines of someone else', async () => {
      const device = newDevice();
      const [variant] = await plainVariants(1, 'sg', 3);
      const line = bagOf((await add(variant!.id, 1, { device })).body).lines[0]!;
      const updated = await call(`cart/line-items/${line.id}/`, {
        device,
        method: 'PATCH',
        body: { quantity: 5 },
      });
      expect(bagOf(updated.body).lines[0]!.quantity).toBe(5);

      const seven = await call(`cart/line-items/${line.id}`, {
        device,
        method: 'PATCH',
        body: { quantity: 7 },
      });
      expect(errorOf(seven.body).message).toBe(ServerMessages.maxQuantity);
      const stranger = await call(`cart/line-items/${line.id}`, {
        device: newDevice(),
        method: 'PATCH',
        body: { quantity: 1 },
      });
      expect(stranger.status).toBe(403);
      expect(errorOf(stranger.body).message).toBe('Line item does not belong to the current user');
      const member = await call(`cart/line-items/${line.id}`, {
        token: await tokenOf('gold'),
        method: 'DELETE',
      });
      expect(member.status).toBe(403);

      for (const id of ['99999999', '9007199254740991', 'abc', '-1']) {
        const unknown = await call(`cart/line-items/${id}`, { device, method: 'DELETE' });
        expect(unknown.status).toBe(404);
        expect(errorOf(unknown.body).message).toBe('Resource not found!');
      }
      const removed = await call(`cart/line-items/${line.id}`, { device, method: 'DELETE' });
      expect(bagOf(removed.body).lines).toEqual([]);
    });

    it('answers malformed bodies and unknown variants with a 4xx error object, never a 500', async () => {
      const device = newDevice();
      const bodies: CallOptions[] = [
        { body: '{"variantId": 1,' },
        { body: { variantId: '1', quantity: 1 } },
        { body: { variantId: 1, quantity: 0 } },
        { body: { variantId: 1, quantity: 1.5 } },
        { body: { quantity: 1 } },
        { body: [1, 2] },
      ];
      for (const options of bodies) {
        const response = await call('cart/line-items/', { ...options, device, method: 'POST' });
        expect(response.status).toBe(400);
        expect(errorOf(response.body).statusCode).toBe(400);
      }
      for (const variantId of [99_999_999, 2 ** 53 - 1]) {
        const unknown = await add(variantId, 1, { device });
        expect(unknown.status).toBe(404);
        expect(errorOf(unknown.body).message).toBe('Resource not found!');
      }
      const oversize = await call('cart/line-items/', {
        device,
        method: 'POST',
        body: JSON.stringify({ variantId: 1, quantity: 1, padding: 'x'.repeat(200_000) }),
      });
      expect(oversize.status).toBe(413);
      const badCountry = await add(1, 1, { device, country: 'fr' });
      expect(badCountry.status).toBe(400);
    });
  });

  describe('concurrent changes of one bag', () => {
    it('20 concurrent additions of one variant to a new bag make one line of 6, never more', async () => {
      const device = newDevice();
      const [variant] = await plainVariants(1, 'sg', 5);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => add(variant!.id, 1, { device })),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(6);
      expect(answers.filter((answer) => answer.status === 400)).toHaveLength(14);
      const bag = bagOf((await call('cart/', { device })).body);
      expect(bag.lines).toHaveLength(1);
      expect(bag.lines[0]!.quantity).toBe(6);
      const [bags] = await shop.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM carts WHERE device_id = $1',
        [device],
      );
      expect(bags!.count).toBe(1);
    });

    it('20 concurrent additions of different variants keep all 20 lines', async () => {
      const token = await tokenOf('black');
      const variants = await plainVariants(20, 'sg', 100);
      const answers = await Promise.all(variants.map((variant) => add(variant.id, 1, { token })));
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      const bag = bagOf((await call('cart/', { token })).body);
      expect(bag.lines.map((line) => line.variant.id).sort()).toEqual(
        variants.map((variant) => variant.id).sort(),
      );
      expect(bag.itemsCount).toBe(20);
    });
  });

  describe('merging a guest bag into the member bag', () => {
    it('adds quantities up to the cap, keeps every line and the promo code, drops the guest bag', async () => {
      const [shared, guestOnly, memberOnly] = await plainVariants(3, 'sg', 200);
      const device = newDevice();
      await add(shared!.id, 4, { device });
      await add(guestOnly!.id, 2, { device });
      expect(
        (await call('cart/discount-coupon/', { device, method: 'POST', body: { code: 'TAKE5' } }))
          .status,
      ).toBe(200);
      const token = await tokenOf('pink');
      await add(shared!.id, 3, { token });
      await add(memberOnly!.id, 1, { token });

      await shop.db.transaction((tx) =>
        mergeGuestBag(tx, { deviceId: device, userId: users.pink! }),
      );

      const bag = bagOf((await call('cart/', { token })).body);
      const quantities = Object.fromEntries(
        bag.lines.map((line) => [line.variant.id, line.quantity]),
      );
      expect(quantities).toEqual({ [shared!.id]: 6, [guestOnly!.id]: 2, [memberOnly!.id]: 1 });
      expect(bag.coupon?.code).toBe('TAKE5');
      const [left] = await shop.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM carts WHERE device_id = $1',
        [device],
      );
      expect(left!.count).toBe(0);
      // A device without a bag merges nothing.
      await shop.db.transaction((tx) =>
        mergeGuestBag(tx, { deviceId: newDevice(), userId: users.pink! }),
      );
      expect(bagOf((await call('cart/', { token })).body).lines).toHaveLength(3);
    });

    it('keeps lines over the brand limit after a merge, flagged and blocking checkout', async () => {
      const rows = await shop.db.query<{ id: number }>(
        `SELECT v.id FROM variants v JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg'
         JOIN products p ON p.id = v.product_id JOIN brands b ON b.id = p.brand_id
         WHERE b.slug = 'beautyblender' AND o.stock >= 10 AND v.purchase_limit IS NULL
         ORDER BY v.id DESC LIMIT 2`,
      );
      const device = newDevice();
      await add(rows[0]!.id, 4, { device });
      const token = await tokenOf('new');
      await add(rows[1]!.id, 4, { token });
      await shop.db.transaction((tx) =>
        mergeGuestBag(tx, { deviceId: device, userId: users.new! }),
      );
      const bag = bagOf((await call('cart/', { token })).body);
      const merged = bag.lines.filter((line) => rows.some((row) => row.id === line.variant.id));
      expect(merged.map((line) => line.quantity)).toEqual([4, 4]);
      for (const line of merged)
        expect(line.warnings).toContainEqual({
          code: 'brand_limit',
          message: ServerMessages.brandLimit,
        });
      expect(bag.canCheckout).toBe(false);
    });

    it('merges a guest bag the member still has on the device at the next bag call', async () => {
      const [variant] = await plainVariants(1, 'sg', 300);
      const device = newDevice();
      await add(variant!.id, 2, { device });
      const token = await tokenOf('white');
      const response = await shop.api.request('/api/web/v1/cart/', {
        headers: { Authorization: `Bearer ${token}`, Cookie: `device-id=${device}` },
      });
      const bag = bagOf(await response.json());
      expect(bag.lines.find((line) => line.variant.id === variant!.id)?.quantity).toBe(2);
      expect(bagOf((await call('cart/', { device })).body).lines).toEqual([]);
    });
  });

  describe('cart/discount-coupon/', () => {
    const apply = (code: string, options: CallOptions) =>
      call('cart/discount-coupon/', { ...options, method: 'POST', body: { code } });
    const expectInvalid = (answer: { status: number; body: unknown }, reason: string) => {
      expect(answer.status).toBe(400);
      expect(errorOf(answer.body)).toMatchObject({
        message: 'Sorry, the promotion is invalid.',
        data: { reason },
      });
    };

    it('is case sensitive, needs the minimum order amount, and applies one code per order', async () => {
      const device = newDevice();
      const [variant] = await plainVariants(1, 'sg', 10);
      await add(variant!.id, 1, { device });
      expectInvalid(await apply('beauty15', { device }), 'unknown');
      expectInvalid(await apply('NOPE', { device }), 'unknown');
      const short = await apply('BEAUTY15', { device });
      expectInvalid(short, 'minimum_spend');
      expect(errorOf(short.body).data).toMatchObject({
        minimumSpend: { amount: 60, currency: 'SGD' },
        remainingSpend: { amount: Math.round((60 - variant!.price) * 100) / 100, currency: 'SGD' },
      });
      await add(variant!.id, 6 - 1, { device });
      const applied = bagOf((await apply('BEAUTY15', { device })).body);
      const subtotal = variant!.price * 6;
      expect(applied.coupon).toMatchObject({
        code: 'BEAUTY15',
        discount: { amount: Math.round(subtotal * 15) / 100, currency: 'SGD' },
      });
      expect(applied.totals.discount.amount).toBeCloseTo(subtotal * 0.15, 2);
      expect(applied.totals.total.amount).toBeCloseTo(subtotal * 0.85, 2);
      expectInvalid(await apply('TAKE5', { device }), 'one_per_order');
      expect(bagOf((await apply('BEAUTY15', { device })).body).coupon?.code).toBe('BEAUTY15');
      const removed = bagOf(
        (await call('cart/discount-coupon/', { device, method: 'DELETE' })).body,
      );
      expect(removed.coupon).toBeNull();
      expect(removed.totals.discount.amount).toBe(0);
      expect(bagOf((await apply('TAKE5', { device })).body).coupon?.discount.amount).toBe(5);
    });

    it('refuses expired codes, codes for brands or products not in the bag, and codes with credits', async () => {
      const device = newDevice();
      const [variant] = await plainVariants(1, 'sg', 20);
      await add(variant!.id, 2, { device });
      expectInvalid(await apply('SUMMER24', { device }), 'expired');
      expectInvalid(await apply('MILK20', { device }), 'not_applicable_to_bag');
      expectInvalid(await apply('GLOWBOOST', { device }), 'not_applicable_to_bag');

      const [glow] = await shop.db.query<{ id: number; price: number }>(
        `SELECT v.id, coalesce(o.sale_price, o.price)::float AS price FROM variants v
         JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg' WHERE v.sku = '00562-1'`,
      );
      await add(glow!.id, 1, { device });
      const product = bagOf((await apply('GLOWBOOST', { device })).body);
      // Only the restricted product is discounted.
      expect(product.coupon?.discount.amount).toBeCloseTo(glow!.price * 0.25, 2);
      await call('cart/discount-coupon', { device, method: 'DELETE' });

      await shop.db.query('UPDATE carts SET credits_applied = true WHERE device_id = $1', [device]);
      expectInvalid(await apply('TAKE5', { device }), 'combined_with_credits');
    });

    it('keeps first-order codes for signed-in members who never ordered', async () => {
      const [variant] = await plainVariants(1, 'sg', 30);
      const device = newDevice();
      await add(variant!.id, 1, { device });
      expectInvalid(await apply('WELCOME10', { device }), 'sign_in_required');

      const newMember = await tokenOf('new');
      await add(variant!.id, 1, { token: newMember });
      const applied = bagOf((await apply('WELCOME10', { token: newMember })).body);
      expect(applied.coupon?.code).toBe('WELCOME10');

      await shop.db.query('INSERT INTO member_orders (user_id) VALUES ($1)', [users.gold]);
      const returning = await tokenOf('gold');
      await add(variant!.id, 1, { token: returning });
      expectInvalid(await apply('WELCOME10', { token: returning }), 'first_order_only');
    });

    it('stops discounting when the bag falls below the minimum, and lets another code replace it', async () => {
      const device = newDevice();
      const [variant] = await plainVariants(1, 'sg', 90);
      const line = bagOf((await add(variant!.id, 6, { device })).body).lines[0]!;
      expect(variant!.price * 6).toBeGreaterThanOrEqual(60);
      expect(bagOf((await apply('BEAUTY15', { device })).body).coupon?.code).toBe('BEAUTY15');
      const lowered = bagOf(
        (
          await call(`cart/line-items/${line.id}`, {
            device,
            method: 'PATCH',
            body: { quantity: 1 },
          })
        ).body,
      );
      expect(lowered.coupon).toBeNull();
      expect(lowered.totals.discount.amount).toBe(0);
      expect(bagOf((await apply('TAKE5', { device })).body).coupon?.code).toBe('TAKE5');
    });

    it('validates the body', async () => {
      for (const body of [{ code: '' }, { code: 5 }, {}, { code: 'x'.repeat(51) }]) {
        const answer = await call('cart/discount-coupon/', {
          method: 'POST',
          body,
          device: newDevice(),
        });
        expect(answer.status).toBe(400);
      }
    });
  });

  describe('offers and the staff discount', () => {
    it('lists the offers with eligibility, gives the gift over the minimum spend and 10% off This Works', async () => {
      const device = newDevice();
      const empty = v.parse(OfferListResponseSchema, (await call('cart/offers', { device })).body);
      expect(empty.data.map((offer) => offer.kind)).toEqual([
        'gift_with_purchase',
        'discount',
        'coupon',
        'coupon',
      ]);
      const gift = empty.data[0]!;
      expect(gift).toMatchObject({
        eligible: false,
        minimumSpend: { amount: 80, currency: 'SGD' },
        remainingSpend: { amount: 80, currency: 'SGD' },
      });
      expect(gift.gifts.length).toBeGreaterThan(0);

      const thisWorks = await variantWhere(
        "b.slug = 'this-works' AND o.stock >= 10 AND v.purchase_limit IS NULL AND o.sale_price IS NULL",
      );
      const bag = bagOf((await add(thisWorks.id, 1, { device })).body);
      expect(bag.totals.discount.amount).toBeCloseTo(thisWorks.price * 0.1, 2);

      const [expensive] = await shop.db.query<{ id: number }>(
        `SELECT v.id FROM variants v JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg'
         JOIN products p ON p.id = v.product_id JOIN brands b ON b.id = p.brand_id
         WHERE o.stock >= 10 AND v.purchase_limit IS NULL AND coalesce(o.sale_price, o.price) >= 90
           AND b.slug NOT IN ('this-works', 'milk-makeup', 'beautyblender') ORDER BY v.id LIMIT 1`,
      );
      const withGift = bagOf((await add(expensive!.id, 1, { device })).body);
      expect(withGift.extras.filter((extra) => extra.kind === 'gift')).toHaveLength(1);
      const offers = v.parse(
        OfferListResponseSchema,
        (await call('cart/offers/', { device })).body,
      );
      expect(offers.data[0]).toMatchObject({ eligible: true, remainingSpend: { amount: 0 } });
      expect(offers.data[1]).toMatchObject({ kind: 'discount', eligible: true });
    });

    it('gives employees 30% off all items and 45% off the own-brand collection', async () => {
      const token = await tokenOf('staff');
      const [other] = await plainVariants(1, 'sg', 50);
      const own = await variantWhere(
        'b.is_own_brand AND o.stock >= 10 AND v.purchase_limit IS NULL',
      );
      await add(other!.id, 1, { token });
      const bag = bagOf((await add(own.id, 1, { token })).body);
      expect(bag.totals.discount.amount).toBeCloseTo(other!.price * 0.3 + own.price * 0.45, 2);
      const offers = v.parse(OfferListResponseSchema, (await call('cart/offers', { token })).body);
      expect(offers.data.find((offer) => offer.kind === 'staff_discount')).toMatchObject({
        eligible: true,
      });
      const guest = v.parse(
        OfferListResponseSchema,
        (await call('cart/offers', { device: newDevice() })).body,
      );
      expect(guest.data.some((offer) => offer.kind === 'staff_discount')).toBe(false);
    });
  });

  describe('cart/samples', () => {
    it('lets the shopper choose up to the allowed number of samples, only with items in the bag', async () => {
      const device = newDevice();
      const empty = v.parse(
        SampleSelectionResponseSchema,
        (await call('cart/samples', { device })).body,
      );
      expect(empty.data.maxSelectable).toBe(0);
      expect(empty.data.samples.length).toBeGreaterThanOrEqual(3);
      const ids = empty.data.samples.map((sample) => sample.id);
      const refused = await call('cart/samples', {
        device,
        method: 'POST',
        body: { sampleIds: [ids[0]] },
      });
      expect(refused.status).toBe(400);
      expect(errorOf(refused.body).message).toBe('Samples or rewards are not available');

      const [variant] = await plainVariants(1, 'sg', 60);
      await add(variant!.id, 1, { device });
      const tooMany = await call('cart/samples', {
        device,
        method: 'POST',
        body: { sampleIds: ids.slice(0, 3) },
      });
      expect(tooMany.status).toBe(400);
      expect(errorOf(tooMany.body)).toMatchObject({ data: { maxSelectable: 2, noOfSelected: 3 } });
      const unknown = await call('cart/samples', {
        device,
        method: 'POST',
        body: { sampleIds: [999_999] },
      });
      expect(unknown.status).toBe(404);

      const chosen = await call('cart/samples/', {
        device,
        method: 'POST',
        body: { sampleIds: ids.slice(0, 2) },
      });
      const selection = v.parse(SampleSelectionResponseSchema, chosen.body).data;
      expect(selection).toMatchObject({ maxSelectable: 2, selectedCount: 2 });
      const bag = bagOf((await call('cart/', { device })).body);
      expect(
        bag.extras.filter((extra) => extra.kind === 'sample').map((extra) => extra.id),
      ).toEqual(ids.slice(0, 2));
      const gold = await tokenOf('gold');
      await add(variant!.id, 1, { token: gold });
      const goldSamples = v.parse(
        SampleSelectionResponseSchema,
        (await call('cart/samples', { token: gold })).body,
      );
      expect(goldSamples.data.maxSelectable).toBe(3);
    });
  });

  describe('cart/beauty-pass-offers/', () => {
    it('lists the rewards to guests but lets only members redeem them', async () => {
      const device = newDevice();
      const list = v.parse(
        BeautyPassOfferListResponseSchema,
        (await call('cart/beauty-pass-offers/', { device })).body,
      );
      expect(list.data.map((offer) => offer.group)).toContain('under_500');
      expect(list.data.map((offer) => offer.group)).toContain('500_and_above');
      const refused = await call('cart/beauty-pass-offers/', {
        device,
        method: 'POST',
        body: { offerId: list.data[0]!.id },
      });
      expect(refused.status).toBe(401);
      expect(errorOf(refused.body).message).toBe('Only registered members can redeem');
    });

    it('holds a reward in the bag without taking its points, refuses what cannot be redeemed, and takes it out again', async () => {
      const token = await tokenOf('black');
      const redeem = (offerId: number) =>
        call('cart/beauty-pass-offers', { token, method: 'POST', body: { offerId } });
      const offers = async () =>
        v.parse(
          BeautyPassOfferListResponseSchema,
          (await call('cart/beauty-pass-offers', { token })).body,
        ).data;
      const list = await offers();
      const byTitle = (title: string) => list.find((offer) => offer.title.startsWith(title))!;
      const member = async () => {
        const [row] = await shop.db.query<{ points: number; remaining: number; held: number }>(
          `SELECT u.points,
                  (SELECT remaining FROM beauty_pass_rewards WHERE id = $2) AS remaining,
                  (SELECT coalesce(sum(points), 0)::int FROM reward_redemptions
                   WHERE user_id = u.id AND held) AS held
           FROM users u WHERE u.id = $1`,
          [users.black, mini.id],
        );
        return row!;
      };
      const mini = byTitle('Deluxe concealer');
      const before = await member();
      const [variant] = await plainVariants(1, 'sg', 70);
      await add(variant!.id, 1, { token });
      const bag = bagOf((await redeem(mini.id)).body);
      expect(
        bag.extras.some((extra) => extra.kind === 'reward' && extra.sourceId === mini.id),
      ).toBe(true);
      // Points are taken when the order is placed: in the bag the reward is a hold.
      expect(await member()).toEqual({
        points: before.points,
        remaining: before.remaining - 1,
        held: before.held + mini.points,
      });
      expect((await redeem(mini.id)).status).toBe(200);
      expect((await member()).held).toBe(before.held + mini.points);
      expect((await offers()).find((offer) => offer.id === mini.id)?.applied).toBe(true);

      const soldOut = await redeem(byTitle('Limited shampoo').id);
      expect(soldOut.status).toBe(409);
      expect(errorOf(soldOut.body).message).toBe(ServerMessages.fullyRedeemed);
      expect(byTitle('Limited shampoo').fullyRedeemed).toBe(true);
      expect((await redeem(byTitle('Gold fragrance').id)).status).toBe(403);
      expect((await redeem(999_999)).status).toBe(404);

      const removed = await call(`cart/beauty-pass-offers/${mini.id}`, { token, method: 'DELETE' });
      expect(removed.status).toBe(200);
      expect(bagOf(removed.body).extras.some((extra) => extra.kind === 'reward')).toBe(false);
      expect(await member()).toEqual(before);
      const again = await call(`cart/beauty-pass-offers/${mini.id}`, { token, method: 'DELETE' });
      expect(again.status).toBe(404);
      expect(errorOf(again.body).message).toBe('This reward is not in your bag');

      const pink = await tokenOf('pink');
      await add(variant!.id, 1, { token: pink });
      const poor = await call('cart/beauty-pass-offers', {
        token: pink,
        method: 'POST',
        body: { offerId: byTitle('Lip gloss').id },
      });
      expect(poor.status).toBe(400);
      expect(errorOf(poor.body).data).toMatchObject({ points: 500 });
    });
  });

  describe('cart/bag/', () => {
    it('answers the bag, offers, samples and Beauty Pass offers in one call', async () => {
      const device = newDevice();
      const [variant] = await plainVariants(1, 'sg', 80);
      await add(variant!.id, 2, { device });
      const bag = v.parse(BagResponseSchema, (await call('cart/bag/', { device })).body).data;
      expect(bag.cart.itemsCount).toBe(2);
      expect(bag.maxSamples).toBe(2);
      expect(bag.offers.length).toBeGreaterThan(0);
      expect(bag.samples.length).toBeGreaterThan(0);
      expect(bag.beautyPassOffers.length).toBeGreaterThan(0);
    });
  });
});
