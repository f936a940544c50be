import { createTranslator, importCatalogue, importCoreMessages } from '@beauty/i18n';
import { describe, expect, it } from 'vitest';
import type { RouterContext } from '../router';
import { deferredTranslator } from './DeferredMessages';

const boot = { site: { country: 'th', language: 'th' } } as RouterContext['boot'];

describe('deferredTranslator', () => {
  it("gives the visit's own translator when its catalogue is whole, as the server's is", async () => {
    const catalogue = await importCatalogue('th');
    const messages = createTranslator('th', catalogue, { country: 'th' });
    expect(await deferredTranslator({ boot, catalogue, messages })).toBe(messages);
  });

  it("loads the deferred messages when the browser's catalogue is its core", async () => {
    const catalogue = await importCoreMessages('th');
    const messages = createTranslator('th', catalogue, { country: 'th' });
    expect(() => messages.t('sandbox.cart_title')).toThrow(/sandbox section is deferred/);

    const whole = await deferredTranslator({ boot, catalogue, messages });
    expect(whole.t('sandbox.cart_title')).toBe('พื้นที่ทดสอบถุงช้อปปิ้ง');
    expect(whole.t('shell.about')).toBe(messages.t('shell.about'));
    expect(whole.locale).toBe(messages.locale);
  });
});
