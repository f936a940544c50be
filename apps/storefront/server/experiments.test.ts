// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_FLAGS_SITE_CODE, FLAGS_STAND_IN_PATH, openShopExperiments } from './experiments';

const reportError = () => undefined;

describe('the shop’s experimentation service', () => {
  it('is the stand-in on the shop’s origin when none is configured, reached in process', async () => {
    const experiments = await openShopExperiments({}, reportError);
    try {
      expect(experiments.options).toMatchObject({
        siteCode: DEFAULT_FLAGS_SITE_CODE,
        environment: 'development',
        serviceUrl: FLAGS_STAND_IN_PATH,
      });
      expect(experiments.connectSources).toEqual([]);
      const answer = await experiments.options.fetch!(
        `http://localhost${FLAGS_STAND_IN_PATH}/v3/${DEFAULT_FLAGS_SITE_CODE}?environment=development`,
      );
      expect(answer.status).toBe(200);
      const served = await experiments.standIn!.request(`${FLAGS_STAND_IN_PATH}/sandbox/tracking`);
      expect(served.status).toBe(200);
    } finally {
      experiments.close();
    }
  });

  it('keeps the tracking read-back closed in a deployment', async () => {
    const experiments = await openShopExperiments(
      { COMMERCE_ENV: 'production', COMMERCE_JWT_SECRET: 'x'.repeat(40) },
      reportError,
    );
    try {
      expect(experiments.options.environment).toBe('production');
      const read = await experiments.standIn!.request(`${FLAGS_STAND_IN_PATH}/sandbox/tracking`);
      expect(read.status).toBe(403);
    } finally {
      experiments.close();
    }
  });

  it('is the configured service, whose origin the pages may send conversions to', async () => {
    const experiments = await openShopExperiments(
      {
        SHOP_FLAGS_SERVICE_URL: 'https://flags.example.com/kameleoon/',
        SHOP_FLAGS_SITE_CODE: 'abc123',
        SHOP_FLAGS_ENVIRONMENT: 'staging',
      },
      reportError,
    );
    expect(experiments.standIn).toBeNull();
    expect(experiments.options).toMatchObject({
      siteCode: 'abc123',
      environment: 'staging',
      serviceUrl: 'https://flags.example.com/kameleoon',
    });
    expect(experiments.connectSources).toEqual(['https://flags.example.com']);
  });

  it('refuses a service URL or site code it cannot use, naming the variable', async () => {
    await expect(
      openShopExperiments({ SHOP_FLAGS_SERVICE_URL: 'ftp://flags.example.com' }, reportError),
    ).rejects.toThrow('SHOP_FLAGS_SERVICE_URL must be an http(s) URL without query or fragment');
    await expect(
      openShopExperiments({ SHOP_FLAGS_SERVICE_URL: 'flags' }, reportError),
    ).rejects.toThrow('SHOP_FLAGS_SERVICE_URL is not a URL: "flags"');
    await expect(openShopExperiments({ SHOP_FLAGS_SITE_CODE: 'a b' }, reportError)).rejects.toThrow(
      'SHOP_FLAGS_SITE_CODE',
    );
  });
});
