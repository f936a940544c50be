// @vitest-environment node
import { AnalyticsConfigError } from '@beauty/analytics';
import { describe, expect, it } from 'vitest';
import {
  errorReportingConnectSources,
  LOCAL_ERROR_REPORTING_API_KEY,
  readAnalyticsConfig,
  tagManagerScriptSource,
} from './analytics';
import { tagManagerStandIn } from './tagManagerStandIn';

describe('the analytics configuration', () => {
  it('has no tag manager and reports to the local collector when nothing is set', () => {
    const config = readAnalyticsConfig({});
    expect(config).toEqual({
      tagManager: null,
      errorReporting: {
        apiKey: LOCAL_ERROR_REPORTING_API_KEY,
        endpoints: {
          notify: '/api/web/v1/error-reports/notify',
          sessions: '/api/web/v1/error-reports/sessions',
        },
        releaseStage: 'production',
      },
    });
    expect(tagManagerScriptSource(config)).toBeUndefined();
    expect(errorReportingConnectSources(config)).toEqual([]);
  });

  it('loads a valid container from the vendor, or the configured host, and allows exactly it', () => {
    const vendor = readAnalyticsConfig({ SHOP_TAG_MANAGER_ID: 'GTM-ABC1234' });
    expect(tagManagerScriptSource(vendor)).toBe('https://www.googletagmanager.com/gtm.js');
    const standIn = readAnalyticsConfig({
      SHOP_TAG_MANAGER_ID: 'G-XYZ9876',
      SHOP_TAG_MANAGER_URL: 'http://localhost:3000/tag-manager/',
    });
    expect(tagManagerScriptSource(standIn)).toBe('http://localhost:3000/tag-manager/gtag/js');
  });

  it('refuses to start with a malformed container id, suggesting GTM- or G-', () => {
    expect(() => readAnalyticsConfig({ SHOP_TAG_MANAGER_ID: 'gtm-abc1234' })).toThrow(
      new AnalyticsConfigError(
        'Invalid tag-manager container id "gtm-abc1234": expected GTM- or G- followed by upper-case letters and digits, e.g. GTM-ABC1234 or G-XYZ9876.',
      ),
    );
    expect(() =>
      readAnalyticsConfig({ SHOP_TAG_MANAGER_ID: 'GTM-ABC1234', SHOP_TAG_MANAGER_URL: '/gtm' }),
    ).toThrow(AnalyticsConfigError);
    expect(() => readAnalyticsConfig({ SHOP_ERROR_NOTIFY_URL: 'javascript:alert(1)' })).toThrow(
      AnalyticsConfigError,
    );
  });

  it('lets pages post to a collector elsewhere, by origin', () => {
    const config = readAnalyticsConfig({
      SHOP_ERROR_NOTIFY_URL: 'https://notify.example.com',
      SHOP_ERROR_SESSIONS_URL: 'https://sessions.example.com/v1',
      SHOP_ERROR_REPORTING_API_KEY: 'ffffffffffffffffffffffffffffffff',
    });
    expect(errorReportingConnectSources(config)).toEqual([
      'https://notify.example.com',
      'https://sessions.example.com',
    ]);
  });

  it('turns reporting off in development unless a release stage says otherwise', () => {
    expect(readAnalyticsConfig({ NODE_ENV: 'development' }).errorReporting.releaseStage).toBe(
      'development',
    );
    expect(
      readAnalyticsConfig({ NODE_ENV: 'development', SHOP_RELEASE_STAGE: 'e2e' }).errorReporting
        .releaseStage,
    ).toBe('e2e');
  });
});

describe('the tag manager stand-in', () => {
  it('serves a container that pushes its load event into the named data layer', async () => {
    const response = await tagManagerStandIn.request(
      '/tag-manager/gtm.js?id=GTM-E2E0001&l=shopLayer',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    const page: Record<string, unknown> = {};
    new Function('window', await response.text())(page);
    expect(page.shopLayer).toEqual([
      { event: 'gtm.load', 'gtm.uniqueEventId': 0, container: 'GTM-E2E0001' },
    ]);
  });

  it('refuses a malformed id or data-layer name', async () => {
    for (const query of ['id=bad', 'id=GTM-ABC1234&l=a;alert(1)']) {
      expect((await tagManagerStandIn.request(`/tag-manager/gtm.js?${query}`)).status).toBe(400);
    }
  });
});
