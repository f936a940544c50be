// Scale-out: what one instance writes, the other reads; a periodic job runs once across both; a
// sign-in throttle counts across both.
import { atMost, exactly, holds } from './figures.js';
import { guest, ok, orderBody, readyCheckout, variantInStock } from './flows.js';
import type { Harness } from './harness.js';
import { sleep } from './processes.js';
import { registration, Shopper } from './shopper.js';

const section = 'Scale-out';

export async function scaleOut(harness: Harness): Promise<void> {
  console.log('\n6. Scale-out: two stateless instances over one PostgreSQL');
  const { cluster, postgres, seed } = harness;
  const [a, b] = cluster.instances.map((instance) => instance.url) as [string, string];

  // A guest's bag written through A is read through B, and a member's too.
  {
    const variantId = await variantInStock(postgres, 500, 5);
    const shopper = guest(a);
    ok(
      await shopper.call('POST', 'cart/line-items', { body: { variantId, quantity: 2 } }),
      'add to bag',
    );
    const read = ok(await shopper.call('GET', 'cart', { base: b }), 'bag').body.data;
    const line = read.lines?.find(
      (candidate: { variant?: { id: number } }) => candidate.variant?.id === variantId,
    );
    holds(
      section,
      "a guest's bag written through A, read through B",
      line?.quantity === 2,
      JSON.stringify(read).slice(0, 300),
    );

    const email = `scale.${seed}@example.com`;
    const memberA = new Shopper(a);
    await memberA.call('POST', 'user', { body: registration(email) });
    await memberA.signIn(email, registration(email).password);
    ok(
      await memberA.call('POST', 'cart/line-items', { body: { variantId, quantity: 3 } }),
      'add to bag',
    );
    const memberB = new Shopper(b);
    for (const [name, value] of memberA.jar) memberB.jar.set(name, value);
    const count = ok(await memberB.call('GET', 'cart/items-count'), 'items count').body.data.count;
    exactly(section, "a member's bag written through A: items counted through B", count, 3);
  }

  // A guest's order placed through A is read through B with its token, and only with it.
  {
    const variantId = await variantInStock(postgres, 500, 6);
    const shopper = guest(a);
    const revision = await readyCheckout(shopper, variantId);
    const token = ok(
      await shopper.call('POST', 'payment-simulator/tokens', {
        body: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
      }),
      'card',
    ).body.data.token;
    const placed = ok(
      await shopper.call('POST', 'orders', { body: orderBody(revision, token) }),
      'order',
    ).body.data;
    const withToken = await new Shopper(b).call(
      'GET',
      `orders/${placed.order.id}?token=${placed.accessToken}`,
    );
    const without = await new Shopper(b).call('GET', `orders/${placed.order.id}`);
    exactly(
      section,
      "a guest's order placed through A, read through B with its token",
      withToken.status,
      200,
    );
    holds(
      section,
      '…and without its token, refused',
      [403, 404].includes(without.status) && !without.text.includes(placed.order.number),
      `${without.status}`,
    );
  }

  // A periodic job runs once across both instances: an unpaid order past 24 hours expires once.
  {
    const variantId = await variantInStock(postgres, 500, 7);
    const shopper = guest(a);
    const revision = await readyCheckout(shopper, variantId);
    // The 3-D Secure card leaves the order waiting for the shopper: payment_pending.
    const token = ok(
      await shopper.call('POST', 'payment-simulator/tokens', {
        body: { number: '4000000000003220', expiry: '12/34', cvc: '123' },
      }),
      'card',
    ).body.data.token;
    const placed = ok(
      await shopper.call('POST', 'orders', { body: orderBody(revision, token) }),
      'order',
    ).body.data;
    const leasesBefore = await postgres.query<{ name: string; runs: number }>(
      'shop',
      'SELECT name, runs::int FROM job_leases',
    );
    await postgres.query(
      'shop',
      "UPDATE orders SET created_at = now() - interval '25 hours' WHERE id = $1",
      [placed.order.id],
    );
    const periods = harness.short ? 3 : 6;
    const started = Date.now();
    await sleep(periods * 2_000 + 1_000);
    const elapsedPeriods = (Date.now() - started) / 2_000;
    const events = await postgres.query<{ count: number }>(
      'shop',
      "SELECT count(*)::int AS count FROM order_events WHERE order_id = $1 AND status = 'payment_expired'",
      [placed.order.id],
    );
    const [{ stock }] = (await postgres.query<{ stock: number }>(
      'shop',
      "SELECT stock FROM variant_offers WHERE variant_id = $1 AND country = 'sg'",
      [variantId],
    )) as [{ stock: number }];
    exactly(
      section,
      'an unpaid order past 24 h, both instances sweeping: expiries recorded',
      events[0]!.count,
      1,
    );
    exactly(section, '…its unit put back on sale once: stock', stock, 500);
    const leasesAfter = await postgres.query<{ name: string; runs: number; instances: number }>(
      'shop',
      'SELECT name, runs::int FROM job_leases',
    );
    const mostRuns = Math.max(
      ...leasesAfter.map(
        (lease) =>
          lease.runs - (leasesBefore.find((before) => before.name === lease.name)?.runs ?? 0),
      ),
    );
    atMost(
      section,
      `rounds of a job in ${elapsedPeriods.toFixed(1)} periods of 2 s, two instances`,
      mostRuns,
      Math.ceil(elapsedPeriods) + 1,
      leasesAfter.map((lease) => `${lease.name}: ${lease.runs}`).join(', '),
    );
  }

  // Sign-in throttling counts across both: wrong passwords alternated between A and B.
  {
    const email = `throttle.${seed}@example.com`;
    const member = new Shopper(a);
    await member.call('POST', 'user', { body: registration(email) });
    const client = { 'X-Forwarded-For': `203.0.113.${seed % 200}` };
    const attempt = (index: number, password: string) =>
      new Shopper(index % 2 === 0 ? a : b).call('POST', 'auth/token', {
        body: { grant_type: 'password', email, password },
        headers: client,
      });
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1)
      statuses.push((await attempt(index, 'Wrong#Pass123')).status);
    const rightPassword = await attempt(7, registration(email).password);
    exactly(
      section,
      'wrong passwords alternated between A and B: refused as wrong before the block',
      statuses.filter((s) => s === 401).length,
      5,
    );
    exactly(section, '…the 6th attempt, through either: blocked', statuses[5]!, 429);
    exactly(
      section,
      '…the right password from that client, through B: blocked',
      rightPassword.status,
      429,
    );
  }
}
