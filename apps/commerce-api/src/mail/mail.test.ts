import { formatPrice } from '@beauty/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApi } from '../test/api.js';
import { engines } from '../test/databases.js';
import { queueMail } from './outbox.js';

describe.each(engines)('the outbox on %s', (engine) => {
  const shop = useTestApi(engine);
  const outbox = async (to: string) =>
    shop.call(`sandbox/mail?to=${encodeURIComponent(to)}`) as Promise<{
      status: number;
      body: { data: Record<string, unknown>[]; meta: { total: number } };
    }>;

  afterEach(() => vi.unstubAllEnvs());

  it('writes a reset email in the language the shopper asked in', async () => {
    await shop.call('passwords', {
      body: { email: 'gold.member@example.com' },
      country: 'th',
      language: 'th',
    });
    const { body } = await outbox('gold.member@example.com');
    const mail = body.data.at(-1)!;
    expect(mail).toMatchObject({ kind: 'password_reset', language: 'th', subject: 'ตั้งรหัสผ่านใหม่' });
    expect(mail.text).toContain(String((mail.data as { link: string }).link));
  });

  it('writes order emails with the amount in the country’s currency', async () => {
    await shop.db.transaction((tx) =>
      queueMail(tx, {
        to: 'Shopper@Example.com',
        kind: 'order_confirmation',
        language: 'en',
        country: 'my',
        data: {
          name: 'Aisha',
          number: 'MY-1001',
          total: { amount: 120.5, currency: 'MYR' },
          link: '/orders/1/confirmation',
        },
      }),
    );
    const { body } = await outbox('shopper@example.com');
    expect(body.data).toEqual([
      expect.objectContaining({
        to: 'shopper@example.com',
        subject: 'Thank you for your order MY-1001',
        text: `Hi Aisha, we have received your order MY-1001 for ${formatPrice(120.5, 'my', 'en')}. You can follow it here: /orders/1/confirmation`,
      }),
    ]);
  });

  it('loses no email of a change that rolls back, and keeps none either', async () => {
    await expect(
      shop.db.transaction(async (tx) => {
        await queueMail(tx, {
          to: 'rollback@example.com',
          kind: 'payment_retry',
          language: 'en',
          country: 'sg',
          data: { name: 'R', number: 'SG-1', link: '/orders/1/payment_failed' },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await outbox('rollback@example.com')).body.meta.total).toBe(0);
  });

  it('refuses the sandbox in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const answer = await outbox('gold.member@example.com');
    expect(answer).toMatchObject({
      status: 403,
      body: { message: 'You are not authorized to perform this action' },
    });
  });
});
