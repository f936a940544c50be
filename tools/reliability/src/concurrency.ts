// Concurrency: shoppers racing for the same bag, promo code, email, order, unit of stock and
// booking place, their requests spread over both instances of the shop.
import { randomBytes } from 'node:crypto';
import { atMost, exactly, holds } from './figures.js';
import { cardToken, guest, ok, orderBody, readyCheckout, variantInStock } from './flows.js';
import type { Harness } from './harness.js';
import { registration, Shopper } from './shopper.js';

const section = 'Concurrency';

export async function concurrency(harness: Harness): Promise<void> {
  console.log('\n2. Concurrency, across both instances');
  const { cluster, postgres } = harness;
  const bases = cluster.instances.map((instance) => instance.url);
  const through = (index: number) => bases[index % bases.length]!;

  // 100 parallel add-to-bag of one variant on one bag: the line stops at 6, exactly.
  {
    const variantId = await variantInStock(postgres, 500);
    const shopper = guest(bases[0]!);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        shopper.call('POST', 'cart/line-items', {
          body: { variantId, quantity: 1 },
          base: through(index),
        }),
      ),
    );
    const [line] = await postgres.query<{ quantity: number; lines: number }>(
      'shop',
      `SELECT max(quantity)::int AS quantity, count(*)::int AS lines FROM cart_lines
       WHERE cart_id = (SELECT id FROM carts WHERE device_id = $1)`,
      [shopper.jar.get('device-id')],
    );
    const accepted = answers.filter((answer) => answer.status === 200).length;
    const refused = answers.filter((answer) =>
      String(answer.body?.message).includes('Only a maximum quantity of 6'),
    ).length;
    exactly(section, '100 parallel add-to-bag: final quantity of the line', line?.quantity ?? 0, 6);
    exactly(section, '100 parallel add-to-bag: additions accepted', accepted, 6);
    exactly(section, '100 parallel add-to-bag: refused with the spec message', refused, 94);
    exactly(section, '100 parallel add-to-bag: lines in the bag', line?.lines ?? 0, 1);
  }

  // Promo codes applied in parallel: the bag ends with exactly one, and so does its order.
  {
    const variantId = await variantInStock(postgres, 500, 1);
    const shopper = guest(bases[0]!);
    await readyCheckout(shopper, variantId, 6);
    const codes = ['TAKE5', 'BEAUTY15'];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        shopper.call('POST', 'cart/discount-coupon', {
          body: { code: codes[index % 2] },
          base: through(index),
        }),
      ),
    );
    const bag = ok(await shopper.call('GET', 'cart', { base: through(1) }), 'bag').body.data;
    const applied = answers.filter((answer) => answer.status === 200).length;
    holds(
      section,
      '20 parallel promo codes: the bag holds one of them',
      codes.includes(bag.coupon?.code),
      `bag coupon ${JSON.stringify(bag.coupon)}, ${applied} applications answered 200`,
    );
    const { revision } = ok(await shopper.call('GET', 'checkout-cart'), 'checkout').body.data;
    const placed = await shopper.call('POST', 'orders', {
      body: orderBody(revision, await cardToken(shopper)),
    });
    holds(
      section,
      'the order keeps exactly that one promo code',
      placed.status === 200 && placed.body.data.order.costSummary && bag.coupon?.code !== undefined,
      `${placed.status} ${placed.text.slice(0, 200)}`,
    );
  }

  // One email, 20 parallel registrations: one account.
  {
    const email = `race.${harness.seed}.${randomBytes(4).toString('hex')}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        new Shopper(through(index)).call('POST', 'user', { body: registration(email) }),
      ),
    );
    const [accounts] = await postgres.query<{ count: number }>(
      'shop',
      'SELECT count(*)::int AS count FROM users WHERE lower(email) = $1',
      [email],
    );
    exactly(section, '20 parallel registrations of one email: accounts', accounts!.count, 1);
    exactly(
      section,
      '20 parallel registrations of one email: accepted',
      answers.filter((a) => a.status < 300).length,
      1,
    );
    atMost(
      section,
      '20 parallel registrations of one email: 5xx',
      answers.filter((a) => a.status >= 500).length,
      0,
    );
  }

  // One order, its creation sent 20 times at once with one idempotency key (a client retrying).
  {
    const variantId = await variantInStock(postgres, 500, 2);
    const shopper = guest(bases[0]!);
    const revision = await readyCheckout(shopper, variantId);
    const body = orderBody(revision, await cardToken(shopper));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        shopper.call('POST', 'orders', { body, base: through(index) }),
      ),
    );
    const ids = new Set(answers.filter((a) => a.status === 200).map((a) => a.body.data.order.id));
    const [orders] = await postgres.query<{ count: number }>(
      'shop',
      'SELECT count(*)::int AS count FROM orders WHERE device_id = $1',
      [shopper.jar.get('device-id')],
    );
    exactly(section, '20 retries of one order creation: orders', orders!.count, 1);
    exactly(section, '20 retries of one order creation: distinct orders answered', ids.size, 1);
    exactly(
      section,
      '20 retries of one order creation: answered with that order',
      answers.filter((a) => a.status === 200).length,
      20,
      answers
        .filter((a) => a.status !== 200)
        .map((a) => `${a.status} ${a.text.slice(0, 120)}`)
        .slice(0, 3)
        .join('\n'),
    );
  }

  // The last unit of stock: 10 shoppers place their orders at once; one gets it.
  {
    const variantId = await variantInStock(postgres, 100, 3);
    const shoppers = Array.from({ length: 10 }, (_, index) => guest(through(index)));
    const ready = await Promise.all(
      shoppers.map(async (shopper) => ({
        shopper,
        revision: await readyCheckout(shopper, variantId),
        token: await cardToken(shopper),
      })),
    );
    await postgres.query(
      'shop',
      `UPDATE variant_offers SET stock = 1 WHERE variant_id = $1 AND country = 'sg'`,
      [variantId],
    );
    const answers = await Promise.all(
      ready.map(({ shopper, revision, token }) =>
        shopper.call('POST', 'orders', { body: orderBody(revision, token) }),
      ),
    );
    const [{ stock }] = (await postgres.query<{ stock: number }>(
      'shop',
      `SELECT stock FROM variant_offers WHERE variant_id = $1 AND country = 'sg'`,
      [variantId],
    )) as [{ stock: number }];
    const [{ sold }] = (await postgres.query<{ sold: number }>(
      'shop',
      'SELECT coalesce(sum(quantity), 0)::int AS sold FROM order_lines WHERE variant_id = $1',
      [variantId],
    )) as [{ sold: number }];
    exactly(
      section,
      'last unit of stock, 10 buyers at once: orders placed',
      answers.filter((a) => a.status === 200).length,
      1,
    );
    exactly(section, 'last unit of stock: units sold', sold, 1);
    exactly(section, 'last unit of stock: stock left', stock, 0);
    atMost(section, 'last unit of stock: 5xx', answers.filter((a) => a.status >= 500).length, 0);
  }

  // The last place of a booking session: 10 shoppers book it at once; one gets it.
  {
    const [activity] = await postgres.query<{
      id: number;
      store_id: number;
      question_id: number;
      option: string;
    }>(
      'shop',
      `SELECT a.id, s.store_id, q.id AS question_id, q.options->'en'->>0 AS option
       FROM activities a JOIN activity_schedules s ON s.activity_id = a.id
       JOIN booking_questions q ON q.activity_id = a.id AND q.required
       WHERE a.country = 'sg' AND a.slug = 'skin-consultation' ORDER BY s.store_id, q.position LIMIT 1`,
    );
    const { id, store_id: storeId } = activity!;
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(
      new Date(Date.now() + 2 * 86_400_000),
    );
    const slots = ok(
      await new Shopper(bases[0]!).call(
        'GET',
        `booking-service/time-slots/${id}?storeId=${storeId}&date=${day}`,
      ),
      'time slots',
    ).body.data.slots as { startsAt: string; remainingCapacity: number }[];
    const slot = slots.find((candidate) => candidate.remainingCapacity >= 1)!;
    const book = (index: number) =>
      new Shopper(through(index)).call('POST', 'reservation-service/create', {
        body: {
          activityId: id,
          storeId,
          startsAt: slot.startsAt,
          artistId: null,
          fullName: `Racer ${index}`,
          email: `racer${index}@example.com`,
          phone: { callingCode: '+65', number: '91234567' },
          answers: [{ questionId: activity!.question_id, value: activity!.option }],
        },
      });
    // Every place of the slot but one is taken first.
    for (let taken = 0; taken < slot.remainingCapacity - 1; taken += 1)
      ok(await book(100 + taken), 'booking');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => book(index)));
    const [{ booked }] = (await postgres.query<{ booked: number }>(
      'shop',
      `SELECT count(*)::int AS booked FROM reservations
       WHERE activity_id = $1 AND store_id = $2 AND starts_at = $3 AND status <> 'cancelled'`,
      [id, storeId, slot.startsAt],
    )) as [{ booked: number }];
    exactly(
      section,
      'last booking place, 10 shoppers at once: bookings made',
      answers.filter((a) => a.status === 200).length,
      1,
    );
    exactly(section, 'last booking place: bookings of the slot', booked, slot.remainingCapacity);
    exactly(
      section,
      "last booking place: the others told 'No time slots available'",
      answers.filter((a) => a.status === 409).length,
      9,
    );
  }
}
