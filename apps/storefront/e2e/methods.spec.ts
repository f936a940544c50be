import { expect, test } from './fixtures';

test('a method a path does not serve is a 405 naming the ones it does', async ({ request }) => {
  const page = await request.post('/brands');
  expect(page.status()).toBe(405);
  expect(page.headers()['allow']).toBe('GET, HEAD');

  const api = await request.delete('/api/web/v1/brands');
  expect(api.status()).toBe(405);
  expect(api.headers()['allow']).toBe('GET, HEAD');

  expect((await request.delete('/api/web/v1/no-such-thing')).status()).toBe(404);
});
