import { describe, expect, it } from 'vitest';
import { MAX_FAILURES_PER_EMAIL_AND_CLIENT } from '../auth/index.js';
import { useTestApi } from '../test/api.js';
import { browser } from '../test/browser.js';
import { engines } from '../test/databases.js';
import { UNLOCK_REQUESTED_MESSAGE } from './unlocks.js';

describe.each(engines)('unlocking and signing out everywhere on %s', (engine) => {
  const shop = useTestApi(engine);
  const password = 'Unlock#2026';

  const register = async (email: string) => {
    const answer = await browser(shop.api, '192.0.2.250').call('POST', 'user', {
      body: {
        email,
        password,
        passwordConfirmation: password,
        firstName: 'Una',
        lastName: 'Lock',
        phone: null,
        birthday: null,
        consents: {
          dataCollection: true,
          thirdPartyDisclosure: true,
          over14: true,
          marketing: false,
        },
      },
    });
    expect(answer.status).toBe(201);
  };
  const unlockMails = async (to: string) =>
    (
      ((await shop.call(`sandbox/mail?to=${encodeURIComponent(to)}`)).body as { data: unknown })
        .data as {
        kind: string;
        data: { link: string };
      }[]
    ).filter((mail) => mail.kind === 'account_unlock');

  it('lifts a blocked sign-in with the emailed link, once, and never says whether an email exists', async () => {
    const email = 'blocked.member@example.com';
    await register(email);
    const device = browser(shop.api, '192.0.2.77');
    const attempt = (secret: string) =>
      device.call('POST', 'auth/token', {
        body: { grant_type: 'password', email, password: secret },
      });
    for (let failure = 0; failure < MAX_FAILURES_PER_EMAIL_AND_CLIENT; failure += 1) {
      expect((await attempt('Wrong#2026')).status).toBe(401);
    }
    const blocked = await attempt(password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('This sign-in attempt was blocked.');
    expect(blocked.body.data.referenceId).toMatch(/^SI-[0-9A-F]{10}$/);

    const known = await device.call('POST', 'unlocks', { body: { email } });
    const unknown = await device.call('POST', 'unlocks', {
      body: { email: 'nobody.here@example.com' },
    });
    expect(known.body).toEqual(unknown.body);
    expect(known.body.data.message).toBe(UNLOCK_REQUESTED_MESSAGE);
    expect(await unlockMails('nobody.here@example.com')).toEqual([]);
    const [mail] = await unlockMails(email);
    const link = new URL(mail!.data.link, 'http://shop.test');
    expect(link.pathname).toBe('/users/unlock');
    const token = link.searchParams.get('token')!;

    expect((await device.call('PUT', 'unlocks', { body: { token } })).status).toBe(200);
    expect((await attempt(password)).status).toBe(200);
    const reused = await device.call('PUT', 'unlocks', { body: { token } });
    expect(reused).toMatchObject({ status: 400, body: { message: 'has expired' } });
  });

  it('signs a member out of every device with scope all, and only this one without', async () => {
    const email = 'everywhere.member@example.com';
    await register(email);
    const signIn = async (address: string) => {
      const device = browser(shop.api, address);
      const answer = await device.call('POST', 'auth/token', {
        body: { grant_type: 'password', email, password },
      });
      expect(answer.status).toBe(200);
      return device;
    };
    const [phone, laptop, tablet] = [
      await signIn('192.0.2.81'),
      await signIn('192.0.2.82'),
      await signIn('192.0.2.83'),
    ];
    expect((await phone.call('DELETE', 'sessions')).status).toBe(200);
    expect((await phone.call('GET', 'user')).status).toBe(401);
    expect((await laptop.call('GET', 'user')).status).toBe(200);

    expect((await laptop.call('DELETE', 'sessions?scope=all')).status).toBe(200);
    expect((await tablet.call('GET', 'user')).status).toBe(401);
    expect(
      (
        await tablet.call('POST', 'auth/token', {
          body: { grant_type: 'refresh_token', flow: 'client' },
        })
      ).status,
    ).toBe(401);
    expect((await laptop.call('DELETE', 'sessions?scope=everyone')).status).toBe(400);
  });
});
