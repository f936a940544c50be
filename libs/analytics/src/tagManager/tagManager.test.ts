// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  AnalyticsConfigError,
  createAnalytics,
  createDataLayer,
  loadTagManager,
} from '../index.js';

const scripts = () => [...document.querySelectorAll('script')];

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('loadTagManager', () => {
  it('loads gtm.js deferred with the container id and data-layer name as query parameters', () => {
    const page: Record<string, unknown> = {};
    const dataLayer = createDataLayer(page, 'shopLayer');
    const script = loadTagManager({ containerId: 'GTM-ABC1234', dataLayer, now: () => 1700 });
    expect(scripts()).toHaveLength(1);
    expect(script?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234&l=shopLayer');
    expect(script?.defer).toBe(true);
    expect(script?.hasAttribute('async')).toBe(false);
    expect(page.shopLayer).toEqual([{ event: 'gtm.js', 'gtm.start': 1700 }]);
  });

  it('loads gtag/js for a G- measurement id and configures it with tag commands', () => {
    const dataLayer = createDataLayer({});
    const script = loadTagManager({ containerId: 'G-XYZ9876', dataLayer, now: () => 1700 });
    expect(script?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-XYZ9876&l=dataLayer');
    loadTagManager({ containerId: 'G-XYZ9876', dataLayer });
    const commands = dataLayer.events.map((entry) => [...(entry as IArguments)]);
    expect(commands).toEqual([
      ['js', new Date(1700)],
      ['config', 'G-XYZ9876'],
    ]);
    expect(Object.prototype.toString.call(dataLayer.events[0])).toBe('[object Arguments]');
  });

  it('loads once however often it is called', () => {
    const page: Record<string, unknown> = {};
    const dataLayer = createDataLayer(page);
    loadTagManager({ containerId: 'GTM-ABC1234', dataLayer, nonce: 'n0nce' });
    loadTagManager({ containerId: 'GTM-ABC1234', dataLayer });
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.nonce).toBe('n0nce');
    expect((page.dataLayer as unknown[]).length).toBe(1);
  });

  it('loads nothing when not configured, in preview or without a document', () => {
    const dataLayer = createDataLayer({});
    expect(loadTagManager({ containerId: undefined, dataLayer })).toBeUndefined();
    expect(loadTagManager({ containerId: '', dataLayer })).toBeUndefined();
    expect(
      loadTagManager({ containerId: 'GTM-ABC1234', dataLayer, preview: true }),
    ).toBeUndefined();
    expect(
      loadTagManager({ containerId: 'GTM-ABC1234', dataLayer, document: undefined }),
    ).toBeUndefined();
    expect(scripts()).toHaveLength(0);
  });

  it('refuses a malformed id even in preview, and a script origin that is not http(s)', () => {
    const dataLayer = createDataLayer({});
    expect(() => loadTagManager({ containerId: 'gtm-abc', dataLayer, preview: true })).toThrow(
      AnalyticsConfigError,
    );
    expect(() =>
      loadTagManager({ containerId: 'GTM-ABC1234', dataLayer, origin: 'javascript:alert(1)//' }),
    ).toThrow(/http\(s\)/);
    expect(scripts()).toHaveLength(0);
  });

  it('supports a first-party proxy origin', () => {
    const script = loadTagManager({
      containerId: 'GTM-ABC1234',
      dataLayer: createDataLayer({}),
      origin: 'https://metrics.shop.example',
    });
    expect(script?.src).toBe('https://metrics.shop.example/gtm.js?id=GTM-ABC1234&l=dataLayer');
  });
});

describe('createAnalytics', () => {
  it('refuses a malformed container id at start-up', () => {
    expect(() => createAnalytics({ containerId: 'UA-1234-1', target: {} })).toThrow(
      /GTM- or G- followed by upper-case letters and digits/,
    );
  });

  it('starts the tag manager on the page and keeps it off in preview', () => {
    const live = createAnalytics({ containerId: 'GTM-ABC1234', target: {} });
    expect(live.start()?.src).toContain('id=GTM-ABC1234');
    document.head.innerHTML = '';
    const preview = createAnalytics({ containerId: 'GTM-ABC1234', target: {}, preview: true });
    expect(preview.start()).toBeUndefined();
    expect(scripts()).toHaveLength(0);
  });
});
