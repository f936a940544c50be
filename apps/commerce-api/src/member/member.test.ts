import {
  ErrorObjectSchema,
  NotificationPreferencesResponseSchema,
  SubscriptionListResponseSchema,
  SubscriptionResponseSchema,
  WaitlistResponseSchema,
  WishListResponseSchema,
} from '@beauty/commerce-sdk/contract';
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { testTokens, useTestApi } from '../test/api.js';
import { engines } from '../test/databases.js';
import { MAX_SAVED_VARIANTS } from './saved.js';

describe.each(engines)('member routes on %s', (engine) => {
  const shop = useTestApi(engine);
  const { call, memberIds: users } = shop;
  const errorOf = (body: unknown) => v.parse(ErrorObjectSchema, body);
  const tokenOf = (member: string) => testTokens.sign(users[member]!);
  const variantIds = async (where: string, count: number, country = 'sg') =>
    (
      await shop.db.query<{ id: number }>(
        `SELECT v.id FROM variants v JOIN variant_offers o ON o.variant_id = v.id AND o.country = $1
         WHERE ${where} ORDER BY v.id LIMIT $2`,
        [country, count],
      )
    ).map((row) => row.id);

  describe('wishlist/', () => {
    it('is for members only', async () => {
      const answer = await call('wishlist/');
      expect(answer.status).toBe(401);
      expect(errorOf(answer.body).message).toBe('You are not authorized to perform this action');
      expect((await call('wishlist/1', { method: 'PATCH', body: { saved: true } })).status).toBe(
        401,
      );
    });

    it('saves and removes variants, each once, per member', async () => {
      const token = await tokenOf('gold');
      const [first, second] = await variantIds('o.stock > 0', 2);
      await call(`wishlist/${first}`, { token, method: 'PATCH', body: { saved: true } });
      await call(`wishlist/${first}/`, { token, method: 'PATCH', body: { saved: true } });
      const saved = await call(`wishlist/${second}`, {
        token,
        method: 'PATCH',
        body: { saved: true },
      });
      expect(saved.headers.get('cache-control')).toBe('private, no-store');
      const list = v.parse(WishListResponseSchema, saved.body);
      expect(list.data.map((item) => item.variant.id).sort()).toEqual([first, second].sort());
      expect(list.meta.total).toBe(2);
      const removed = await call(`wishlist/${first}`, {
        token,
        method: 'PATCH',
        body: { saved: false },
      });
      expect(
        v.parse(WishListResponseSchema, removed.body).data.map((item) => item.variant.id),
      ).toEqual([second]);
      const other = v.parse(
        WishListResponseSchema,
        (await call('wishlist', { token: await tokenOf('black') })).body,
      );
      expect(other.data).toEqual([]);
    });

    it('refuses unknown variants, variants not sold in the country, bad bodies, and a full list', async () => {
      const token = await tokenOf('white');
      for (const id of ['99999999', 'abc', '0', '9007199254740991']) {
        const answer = await call(`wishlist/${id}`, {
          token,
          method: 'PATCH',
          body: { saved: true },
        });
        expect(answer.status).toBe(404);
        expect(errorOf(answer.body).message).toBe('Resource not found!');
      }
      for (const body of [{}, { saved: 'yes' }, null]) {
        const answer = await call('wishlist/1', { token, method: 'PATCH', body });
        expect(answer.status).toBe(400);
      }
      expect((await call('wishlist/1', { token, method: 'PATCH', body: '{"saved":' })).status).toBe(
        400,
      );
      const [notInPh] = await shop.db.query<{ id: number }>(
        `SELECT v.id FROM variants v WHERE NOT EXISTS
           (SELECT 1 FROM variant_offers o WHERE o.variant_id = v.id AND o.country = 'ph') ORDER BY v.id LIMIT 1`,
      );
      const unavailable = await call(`wishlist/${notInPh!.id}`, {
        token,
        country: 'ph',
        method: 'PATCH',
        body: { saved: true },
      });
      expect(unavailable.status).toBe(400);
      expect(errorOf(unavailable.body).message).toBe('This item is not available in your country');

      const many = await variantIds('true', MAX_SAVED_VARIANTS + 1);
      await shop.db.query(
        'INSERT INTO wishlist_items (user_id, variant_id) SELECT $1, unnest($2::int[])',
        [users.white, many.slice(0, MAX_SAVED_VARIANTS)],
      );
      const full = await call(`wishlist/${many[MAX_SAVED_VARIANTS]}`, {
        token,
        method: 'PATCH',
        body: { saved: true },
      });
      expect(full.status).toBe(400);
      expect(errorOf(full.body).data).toMatchObject({ maxItems: MAX_SAVED_VARIANTS });
    });
  });

  describe('waitlist/', () => {
    it('lets a member wait for an out-of-stock variant, not for one in stock', async () => {
      const token = await tokenOf('black');
      const [soldOut] = await variantIds('o.stock = 0', 1);
      const [inStock] = await variantIds('o.stock > 10', 1);
      const joined = await call(`waitlist/${soldOut}`, {
        token,
        method: 'PATCH',
        body: { subscribed: true },
      });
      const list = v.parse(WaitlistResponseSchema, joined.body);
      expect(list.data).toHaveLength(1);
      expect(list.data[0]).toMatchObject({
        variant: { id: soldOut, inStock: false },
        notifiedAt: null,
      });
      const refused = await call(`waitlist/${inStock}`, {
        token,
        method: 'PATCH',
        body: { subscribed: true },
      });
      expect(refused.status).toBe(400);
      expect(errorOf(refused.body).message).toBe(
        'This item is in stock: add it to your bag instead',
      );
      const left = await call(`waitlist/${soldOut}`, {
        token,
        method: 'PATCH',
        body: { subscribed: false },
      });
      expect(v.parse(WaitlistResponseSchema, left.body).data).toEqual([]);
    });

    it("keeps a guest's waitlist on their device, with the email to notify", async () => {
      const [soldOut] = await variantIds('o.stock = 0', 1);
      const withoutEmail = await call(`waitlist/${soldOut}`, {
        method: 'PATCH',
        body: { subscribed: true },
      });
      expect(withoutEmail.status).toBe(400);
      expect(
        (
          await call(`waitlist/${soldOut}`, {
            method: 'PATCH',
            body: { subscribed: true, email: 'not-an-email' },
          })
        ).status,
      ).toBe(400);
      const device = `test-${randomUUID()}`;
      const joined = await call(`waitlist/${soldOut}`, {
        device,
        method: 'PATCH',
        body: { subscribed: true, email: 'Guest@Example.com' },
      });
      expect(v.parse(WaitlistResponseSchema, joined.body).data).toHaveLength(1);
      expect(
        v.parse(WaitlistResponseSchema, (await call('waitlist', { device })).body).data,
      ).toHaveLength(1);
      expect(v.parse(WaitlistResponseSchema, (await call('waitlist/')).body).data).toEqual([]);
      const fresh = await call(`waitlist/${soldOut}`, {
        method: 'PATCH',
        body: { subscribed: true, email: 'other@example.com' },
      });
      expect(fresh.headers.get('set-cookie')).toMatch(/^device-id=/);
    });
  });

  describe('notification-subscription/', () => {
    it("shows a member's preferences with defaults and changes them", async () => {
      const token = await tokenOf('pink');
      const initial = v.parse(
        NotificationPreferencesResponseSchema,
        (await call('notification-subscription/', { token })).body,
      );
      expect(initial.data).toHaveLength(20);
      expect(initial.data).toContainEqual({
        channel: 'email',
        topic: 'order_updates',
        subscribed: true,
      });
      expect(initial.data).toContainEqual({
        channel: 'sms',
        topic: 'promotions',
        subscribed: false,
      });
      const changed = v.parse(
        NotificationPreferencesResponseSchema,
        (
          await call('notification-subscription', {
            token,
            method: 'POST',
            body: {
              preferences: [
                { channel: 'sms', topic: 'promotions', subscribed: false },
                { channel: 'sms', topic: 'promotions', subscribed: true },
                { channel: 'email', topic: 'order_updates', subscribed: false },
              ],
            },
          })
        ).body,
      );
      expect(changed.data).toContainEqual({
        channel: 'sms',
        topic: 'promotions',
        subscribed: true,
      });
      expect(changed.data).toContainEqual({
        channel: 'email',
        topic: 'order_updates',
        subscribed: false,
      });
      const again = v.parse(
        NotificationPreferencesResponseSchema,
        (await call('notification-subscription', { token })).body,
      );
      expect(again.data).toEqual(changed.data);
    });

    it('refuses guests and invalid preferences', async () => {
      expect((await call('notification-subscription/')).status).toBe(401);
      const token = await tokenOf('pink');
      for (const body of [
        { preferences: [] },
        { preferences: [{ channel: 'pigeon', topic: 'newsletter', subscribed: true }] },
        { preferences: 'all' },
      ]) {
        const answer = await call('notification-subscription/', { token, method: 'POST', body });
        expect(answer.status).toBe(400);
      }
    });
  });

  describe('notification-subscription/subscribe', () => {
    it('subscribes an email with marketing consent and adds topics on a second subscription', async () => {
      const device = `test-${randomUUID()}`;
      const first = await call('notification-subscription/subscribe', {
        device,
        method: 'POST',
        body: { email: ' Fan@Example.com ', marketingConsent: true },
      });
      expect(v.parse(SubscriptionResponseSchema, first.body).data).toMatchObject({
        email: 'fan@example.com',
        topics: ['newsletter'],
      });
      const second = await call('notification-subscription/subscribe/', {
        device,
        method: 'POST',
        body: { email: 'fan@example.com', topics: ['events'], marketingConsent: true },
      });
      expect(v.parse(SubscriptionResponseSchema, second.body).data.topics).toEqual([
        'events',
        'newsletter',
      ]);
      const mine = v.parse(
        SubscriptionListResponseSchema,
        (await call('notification-subscription/subscribe', { device })).body,
      );
      expect(mine.data.map((subscription) => subscription.email)).toEqual(['fan@example.com']);
      const nobody = v.parse(
        SubscriptionListResponseSchema,
        (await call('notification-subscription/subscribe')).body,
      );
      expect(nobody.data).toEqual([]);
    });

    it('requires marketing consent and a valid email', async () => {
      for (const body of [
        { email: 'fan@example.com', marketingConsent: false },
        { email: 'fan@example.com' },
        { email: 'nope', marketingConsent: true },
        { email: 'fan@example.com', topics: [], marketingConsent: true },
      ]) {
        const answer = await call('notification-subscription/subscribe', { method: 'POST', body });
        expect(answer.status).toBe(400);
        expect(errorOf(answer.body).statusCode).toBe(400);
      }
    });

    it("lists a member's subscriptions by their account email", async () => {
      const token = await tokenOf('new');
      await call('notification-subscription/subscribe', {
        token,
        method: 'POST',
        body: { email: 'NEW.member@example.com', marketingConsent: true },
      });
      const list = v.parse(
        SubscriptionListResponseSchema,
        (await call('notification-subscription/subscribe', { token })).body,
      );
      expect(list.data.map((subscription) => subscription.email)).toEqual([
        'new.member@example.com',
      ]);
    });
  });
});
