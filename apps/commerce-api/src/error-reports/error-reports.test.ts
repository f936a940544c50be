import { createErrorReporter } from '@beauty/analytics';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApi } from '../test/api.js';
import { engines } from '../test/databases.js';

const API_KEY = '0123456789abcdef0123456789abcdef';

describe.each(engines)('the error-report collector on %s', (engine) => {
  const shop = useTestApi(engine);
  const reportsOf = async (apiKey = API_KEY) =>
    (await shop.call(`sandbox/error-reports?apiKey=${apiKey}`)) as {
      status: number;
      body: { data: Record<string, unknown>[]; meta: { total: number } };
    };
  /** The shop's own reporter, delivering to the collector in process. */
  const reporter = (options: { maxEvents?: number } = {}) =>
    createErrorReporter({
      apiKey: API_KEY,
      enabled: true,
      releaseStage: 'production',
      endpoints: {
        notify: 'http://shop.test/api/web/v1/error-reports/notify',
        sessions: 'http://shop.test/api/web/v1/error-reports/sessions',
      },
      fetch: async (input, init) => shop.api.request(input, init),
      logger: { warn: () => {} },
      ...options,
    });

  afterEach(() => vi.unstubAllEnvs());

  it('keeps what the reporter sends: the error, where, its breadcrumbs and the session', async () => {
    const client = reporter();
    expect(await client.startSession()).toBe(true);
    client.leaveClickBreadcrumb(`  Add to bag ${'x'.repeat(200)}  `, 'button.add');
    expect(
      await client.notify(new TypeError('price is undefined'), {
        unhandled: true,
        context: '/brands/milk-makeup',
      }),
    ).toBe(true);

    const { status, body } = await reportsOf();
    expect(status).toBe(200);
    const [event, session] = body.data;
    expect(event).toMatchObject({
      kind: 'event',
      errorClass: 'TypeError',
      message: 'price is undefined',
      context: '/brands/milk-makeup',
      unhandled: true,
    });
    const sent = (
      event!.payload as { event: { breadcrumbs: { metaData: { targetText: string } }[] } }
    ).event;
    expect(sent.breadcrumbs[0]!.metaData.targetText).toHaveLength(140);
    expect(session).toMatchObject({ kind: 'session' });
  });

  it('takes at most the session’s event limit from one reporter', async () => {
    const client = reporter({ maxEvents: 2 });
    await client.startSession();
    const sent = [];
    for (let n = 0; n < 4; n += 1) sent.push(await client.notify(new Error(`failure ${n}`)));
    expect(sent).toEqual([true, true, false, false]);
    const { body } = await reportsOf();
    expect(body.data.filter((report) => String(report.message).startsWith('failure'))).toHaveLength(
      2,
    );
  });

  it('refuses a notification without the project’s key or in another payload version', async () => {
    const payload = {
      apiKey: API_KEY,
      payloadVersion: '4',
      notifier: { name: 'test', version: '1', url: 'https://example.com' },
      events: [
        {
          exceptions: [{ errorClass: 'Error', message: 'x', stacktrace: [] }],
          severity: 'error',
          unhandled: true,
        },
      ],
    };
    const send = (headers: Record<string, string>) =>
      shop.call('error-reports/notify', { body: payload, headers });

    expect((await send({ 'Bugsnag-Payload-Version': '4' })).status).toBe(401);
    expect(
      (
        await send({
          'Bugsnag-Api-Key': 'ffffffffffffffffffffffffffffffff',
          'Bugsnag-Payload-Version': '4',
        })
      ).status,
    ).toBe(401);
    expect(
      (await send({ 'Bugsnag-Api-Key': API_KEY, 'Bugsnag-Payload-Version': '5' })).status,
    ).toBe(400);
    const accepted = await send({ 'Bugsnag-Api-Key': API_KEY, 'Bugsnag-Payload-Version': '4' });
    expect(accepted).toMatchObject({ status: 202, body: { data: { events: 1 } } });
  });

  it('accepts reports up to 1 MB, above the rest of the API’s body limit', async () => {
    const client = reporter();
    await client.startSession();
    expect(await client.notify(new Error('big'), { metadata: { dump: 'x'.repeat(500_000) } })).toBe(
      true,
    );
    const tooLarge = await shop.call('error-reports/notify', {
      body: 'x'.repeat(1_100_000),
      headers: { 'Bugsnag-Api-Key': API_KEY, 'Bugsnag-Payload-Version': '4' },
    });
    expect(tooLarge.status).toBe(413);
  });

  it('lists reports only in the sandbox, which production refuses', async () => {
    expect((await reportsOf('not-a-key')).status).toBe(400);
    vi.stubEnv('NODE_ENV', 'production');
    expect((await reportsOf()).status).toBe(403);
  });
});
