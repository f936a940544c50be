import { describe, expect, it } from 'vitest';
import { settle, testClient } from '../test/harness.js';
import { SETTINGS_WARNINGS } from './settings.js';

describe('serviceUrl', () => {
  it('sends every call to the self-hosted service instead of the vendor hosts', async () => {
    const { client, http } = testClient({
      serviceUrl: 'http://localhost:3000/flags-service/',
      networkDomain: 'shop.example.sg',
      environment: 'staging',
    });
    await client.initialize();
    expect(http.requests[0]?.url).toBe(
      'http://localhost:3000/flags-service/v3/tstsite01?environment=staging',
    );
    client.trackConversion({ visitorCode: 'visitor1', goalId: 7 });
    await client.flush({ visitorCode: 'visitor1', instant: true });
    expect(http.tracking()[0]?.url).toMatch(
      /^http:\/\/localhost:3000\/flags-service\/visit\/events\?siteCode=tstsite01&/,
    );
    client.close();
  });

  it('is not used, with a warning, when it is not a plain http(s) URL', async () => {
    for (const serviceUrl of ['ftp://flags.example.com', 'https://x.example.com/?a=1', 'nope']) {
      const { client, http, warnings } = testClient({ serviceUrl });
      expect(warnings).toContain(SETTINGS_WARNINGS.invalidServiceUrl);
      await client.initialize();
      await settle();
      expect(http.requests[0]?.url).toBe('https://sdk-config.kameleoon.eu/v3/tstsite01');
      client.close();
    }
  });
});
