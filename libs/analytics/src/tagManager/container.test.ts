import { describe, expect, it } from 'vitest';
import { AnalyticsConfigError, createDataLayer, validateContainerId } from '../index.js';

describe('validateContainerId', () => {
  it.each(['GTM-ABC1234', 'G-XYZ9876'])('accepts %s', (id) => {
    expect(validateContainerId(id)).toBe(id);
  });

  it.each(['gtm-abc1234', 'UA-1234-1', 'GTM-', 'GTM-abc', ''])(
    'refuses %j with a message suggesting the right form',
    (id) => {
      expect(() => validateContainerId(id)).toThrow(AnalyticsConfigError);
      expect(() => validateContainerId(id)).toThrow(/GTM- or G- followed by upper-case/);
    },
  );
});

describe('createDataLayer', () => {
  it('keeps events already queued by the page and appends new ones', () => {
    const page: Record<string, unknown> = { dataLayer: [{ event: 'gtm.js' }] };
    const layer = createDataLayer(page);
    layer.push({ event: 'page_viewed', url: 'https://shop.example/' });
    expect(page.dataLayer).toEqual([
      { event: 'gtm.js' },
      { event: 'page_viewed', url: 'https://shop.example/' },
    ]);
  });

  it('creates the named layer when the page has none', () => {
    const page: Record<string, unknown> = {};
    createDataLayer(page, 'shopLayer').push({ event: 'page_viewed' });
    expect(page.shopLayer).toEqual([{ event: 'page_viewed' }]);
  });
});

describe('createDataLayer names', () => {
  it.each(['', 'data-layer', '1layer', 'window.dataLayer'])('refuses %j', (name) => {
    expect(() => createDataLayer({}, name)).toThrow(/Invalid data-layer name/);
  });
});
