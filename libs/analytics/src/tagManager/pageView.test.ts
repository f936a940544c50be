import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildSiteData, createAnalytics, isPageViewEnabled, pageViewEvent } from '../index.js';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const site = buildSiteData({
  country: 'SG',
  language: 'en',
  device: { isMobile: false, isTablet: false },
  signedIn: true,
});
const shopper = { id: 7, email: ' Ann@Shop.Example ', loyaltyTier: 'black' };

function granted() {
  const page: Record<string, unknown> = {};
  const analytics = createAnalytics({ target: page, consent: { status: 'granted' } });
  const pageViews = () =>
    (page.dataLayer as Record<string, unknown>[]).filter((entry) => entry.event === 'page_viewed');
  return { analytics, page, pageViews };
}

describe('isPageViewEnabled', () => {
  it.each([
    '/cart',
    '/cart/',
    '/orders/R123/confirmation',
    '/orders/R123/payment_pending',
    '/orders/R123/payment_failed',
    '/orders/R123/payment_instruction',
  ])('skips %s, whose page view is disabled', (path) => {
    expect(isPageViewEnabled(path)).toBe(false);
  });

  it.each(['/', '/orders/R123', '/brands/armani-beauty', '/cart-guide'])('reports %s', (path) => {
    expect(isPageViewEnabled(path)).toBe(true);
  });

  it('lets route meta decide first: any matched route switching it off wins', () => {
    expect(isPageViewEnabled('/about', [undefined, { analyticsPageView: false }])).toBe(false);
    expect(isPageViewEnabled('/cart', [{ analyticsPageView: true }])).toBe(true);
    expect(
      isPageViewEnabled('/about', [{ analyticsPageView: true }, { analyticsPageView: false }]),
    ).toBe(false);
  });
});

describe('pageViewEvent', () => {
  it('labels guests and signed-in shoppers', () => {
    expect(pageViewEvent('https://shop.example/', null, null).event_label).toBe('Guest');
  });

  it.each(['/about', 'javascript:alert(1)', 'ftp://shop.example/'])('refuses %j as URL', (url) => {
    expect(() => pageViewEvent(url, null, null)).toThrow(TypeError);
  });
});

describe('trackPageView', () => {
  it('pushes page_viewed with the full URL, the hashed user data and the site data', async () => {
    const { analytics, pageViews } = granted();
    const url = 'https://www.shop.example/brands/milk-makeup?language=en&country_code=SG#top';
    const event = await analytics.trackPageView({ url, shopper, site });
    expect(pageViews()).toEqual([event]);
    expect(event).toMatchObject({
      event: 'page_viewed',
      event_label: 'Signed In',
      page_url: url,
      site,
      user: { id: '7', email_md5: md5('ann@shop.example'), loyalty_tier: 'black' },
    });
    expect(JSON.stringify(pageViews())).not.toContain('Ann@Shop');
  });

  it('labels a guest page view and sends no user data', async () => {
    const { analytics } = granted();
    const event = await analytics.trackPageView({ url: 'https://shop.example/', shopper: null });
    expect(event).toMatchObject({ event_label: 'Guest', user: null });
  });

  it('skips the bag and routes whose meta disables the page view', async () => {
    const { analytics, pageViews } = granted();
    expect(await analytics.trackPageView({ url: 'https://shop.example/cart?x=1' })).toBeUndefined();
    expect(
      await analytics.trackPageView({
        url: 'https://shop.example/about',
        routeMeta: [{ analyticsPageView: false }],
      }),
    ).toBeUndefined();
    expect(pageViews()).toEqual([]);
  });

  it('keeps call order although hashing is asynchronous', async () => {
    const { analytics, pageViews } = granted();
    const first = analytics.trackPageView({ url: 'https://shop.example/a', shopper });
    const second = analytics.trackPageView({ url: 'https://shop.example/b', shopper: null });
    await Promise.all([first, second]);
    expect(pageViews().map((event) => event.page_url)).toEqual([
      'https://shop.example/a',
      'https://shop.example/b',
    ]);
  });

  it('rejects a relative URL without blocking later page views', async () => {
    const { analytics, pageViews } = granted();
    await expect(analytics.trackPageView({ url: '/about' })).rejects.toThrow(/full URL/);
    await analytics.trackPageView({ url: 'https://shop.example/about' });
    expect(pageViews()).toHaveLength(1);
  });

  it('holds page views until consent and releases them when it is given', async () => {
    const page: Record<string, unknown> = {};
    const analytics = createAnalytics({ target: page });
    await analytics.trackPageView({ url: 'https://shop.example/', shopper });
    expect(analytics.track({ event: 'view_item' })).toBe('queued');
    const events = () =>
      (page.dataLayer as { event?: string }[]).flatMap((entry) => entry.event ?? []);
    expect(events()).toEqual(['consent_default']);
    analytics.consent.setStatus('granted');
    expect(events()).toEqual(['consent_default', 'consent_update', 'page_viewed', 'view_item']);
  });
});

describe('createAnalytics on the server', () => {
  it('keeps its data layer private instead of on the shared global object', async () => {
    const analytics = createAnalytics({ consent: { required: false } });
    await analytics.trackPageView({ url: 'https://shop.example/' });
    expect(analytics.dataLayer.events).toHaveLength(3);
    expect('dataLayer' in globalThis).toBe(false);
  });
});
