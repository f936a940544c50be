import { expect, test } from './fixtures';

// The server under test is started as `npm start` starts it, with no signing secret configured:
// a seeded member must still be able to sign in and reach their bag.
test('a seeded member signs in through the API and reads their bag', async ({ page }) => {
  const home = await page.goto('/?country_code=sg');
  expect(home?.status()).toBe(200);

  // From the shop's own page, as its script calls the API (same origin, the browser's headers).
  const answers = await page.evaluate(async () => {
    const headers = {
      'Content-Type': 'application/json',
      'X-Site-Country': 'sg',
      'Accept-Language': 'en',
    };
    const signIn = await fetch('/api/web/v1/auth/token', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        grant_type: 'password',
        email: 'gold.member@example.com',
        password: 'Beauty#2026',
      }),
    });
    const bag = await fetch('/api/web/v1/cart', { headers });
    return {
      signIn: { status: signIn.status, body: await signIn.json() },
      bag: { status: bag.status, body: await bag.json() },
    };
  });
  expect(answers.signIn.status).toBe(200);
  expect(answers.signIn.body).toMatchObject({
    data: { tokenType: 'Bearer', account: { tier: 'gold' } },
  });
  expect(answers.bag.status).toBe(200);
  expect(answers.bag.body).toHaveProperty('data');

  const cookies = await page.context().cookies();
  const cookie = (name: string) => cookies.find((c) => c.name === name);
  expect(cookie('jwt-data')?.httpOnly).toBe(false);
  expect(cookie('jwt-signature')?.httpOnly).toBe(true);
  expect(cookie('jwt-refresh-token')?.httpOnly).toBe(true);

  // Every page a member opens carries the token cookies: the bag page renders, not a 500.
  const bagPage = await page.goto('/cart');
  expect(bagPage?.status()).toBe(200);
});

test('a wrong password is refused with the spec’s message, not a server error', async ({
  request,
}) => {
  const response = await request.post('/api/web/v1/auth/token', {
    headers: { 'X-Site-Country': 'sg' },
    data: { grant_type: 'password', email: 'gold.member@example.com', password: 'Wrong#2026' },
  });
  expect(response.status()).toBe(401);
  expect(await response.json()).toMatchObject({ message: 'Authentication failed.' });
});
