import { describe, expect, it } from 'vitest';
import { createConsentGate, createDataLayer, EVENTS_ALLOWED_BEFORE_CONSENT } from '../index.js';

function setup(options: Parameters<typeof createConsentGate>[1] = {}) {
  const page: Record<string, unknown> = {};
  const layer = createDataLayer(page);
  const gate = createConsentGate(layer, options);
  const names = () => (page.dataLayer as object[]).map(describeEntry);
  return { page, layer, gate, names };
}

/** An event's name, or a tag command's first two arguments ("consent update"). */
function describeEntry(entry: object): string {
  return Object.prototype.toString.call(entry) === '[object Arguments]'
    ? [...(entry as IArguments)].slice(0, 2).join(' ')
    : (entry as { event: string }).event;
}

describe('consent gate', () => {
  it('signals denied storage by default and holds shopper events until consent', () => {
    const { gate, names, page } = setup();
    expect(gate.status).toBe('pending');
    const [command, event] = page.dataLayer as object[];
    expect(Object.prototype.toString.call(command)).toBe('[object Arguments]');
    expect([...(command as IArguments)]).toEqual([
      'consent',
      'default',
      {
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
    expect(event).toEqual({
      event: 'consent_default',
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(gate.push({ event: 'page_viewed', page_url: 'https://shop.example/' })).toBe('queued');
    expect(gate.push({ event: 'add_to_bag' })).toBe('queued');
    expect(names()).toEqual(['consent default', 'consent_default']);
  });

  it('lets only the allowed events through before consent', () => {
    const { gate, names } = setup({ allowedBeforeConsent: ['store_locator_opened'] });
    expect(EVENTS_ALLOWED_BEFORE_CONSENT).toEqual(['gtm.js', 'consent_default', 'consent_update']);
    expect(gate.push({ event: 'gtm.js' })).toBe('sent');
    expect(gate.push({ event: 'store_locator_opened' })).toBe('sent');
    expect(gate.push({ event: 'page_viewed' })).toBe('queued');
    expect(names()).toEqual([
      'consent default',
      'consent_default',
      'gtm.js',
      'store_locator_opened',
    ]);
  });

  it('on grant signals it first, then releases held events in order and passes new ones', () => {
    const { gate, names, page } = setup();
    gate.push({ event: 'page_viewed', n: 1 });
    gate.push({ event: 'view_item', n: 2 });
    gate.setStatus('granted');
    expect(names()).toEqual([
      'consent default',
      'consent_default',
      'consent update',
      'consent_update',
      'page_viewed',
      'view_item',
    ]);
    expect((page.dataLayer as Record<string, unknown>[])[3]).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'granted',
    });
    expect(gate.push({ event: 'add_to_bag' })).toBe('sent');
    expect(names().at(-1)).toBe('add_to_bag');
  });

  it('on denial drops held and later events, and a later grant only passes new ones', () => {
    const { gate, names } = setup();
    gate.push({ event: 'page_viewed' });
    gate.setStatus('denied');
    expect(gate.push({ event: 'view_item' })).toBe('dropped');
    expect(gate.push({ event: 'gtm.js' })).toBe('sent');
    gate.setStatus('granted');
    expect(gate.push({ event: 'add_to_bag' })).toBe('sent');
    expect(names()).toEqual([
      'consent default',
      'consent_default',
      'consent update',
      'consent_update',
      'gtm.js',
      'consent update',
      'consent_update',
      'add_to_bag',
    ]);
  });

  it('reflects a withdrawal immediately', () => {
    const { gate, names } = setup({ status: 'granted' });
    expect(gate.push({ event: 'page_viewed' })).toBe('sent');
    gate.setStatus('denied');
    expect(gate.allowed).toBe(false);
    expect(gate.push({ event: 'page_viewed' })).toBe('dropped');
    expect(names()).toEqual([
      'consent default',
      'consent_default',
      'page_viewed',
      'consent update',
      'consent_update',
    ]);
  });

  it('keeps only the newest events while pending, up to the queue size', () => {
    const { gate, names } = setup({ maxQueued: 2 });
    for (const n of [1, 2, 3]) gate.push({ event: `e${n}` });
    gate.setStatus('granted');
    expect(names()).toEqual([
      'consent default',
      'consent_default',
      'consent update',
      'consent_update',
      'e2',
      'e3',
    ]);
  });

  it('notifies subscribers of changes only', () => {
    const { gate } = setup();
    const seen: string[] = [];
    const stop = gate.subscribe((status) => seen.push(status));
    gate.setStatus('granted');
    gate.setStatus('granted');
    gate.setStatus('denied');
    stop();
    gate.setStatus('granted');
    expect(seen).toEqual(['granted', 'denied']);
  });

  it('passes everything when consent is not required', () => {
    const { gate, names } = setup({ required: false });
    expect(gate.push({ event: 'page_viewed' })).toBe('sent');
    expect(names()).toEqual(['consent default', 'consent_default', 'page_viewed']);
  });
});
