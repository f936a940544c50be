import { createCommerceClient } from '@beauty/commerce-sdk';
import { describe, expect, it, vi } from 'vitest';
import { commerceAccess } from './scope';

describe('commerceAccess', () => {
  it('makes the client on the first call only, and gives the same one to every call', async () => {
    const create = vi.fn(() =>
      createCommerceClient({ baseUrl: 'https://shop.test', country: 'sg', language: 'en' }),
    );
    const commerce = commerceAccess(create);
    expect(create).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([commerce(), commerce()]);
    expect(first).toBe(second);
    expect(await commerce()).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('waits for a client whose code loads first', async () => {
    const client = createCommerceClient({
      baseUrl: 'https://shop.test',
      country: 'th',
      language: 'th',
    });
    const commerce = commerceAccess(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return client;
    });
    expect(await commerce()).toBe(client);
  });
});
