import type { APIRequestContext, Page } from '@playwright/test';
import {
  baseURL,
  CONSENT_COOKIE,
  COUNTRY_COOKIE,
  expect,
  expectHydrated,
  expectNoAxeViolations,
  test,
  visit,
} from './fixtures';

/** The engine's visitor-code cookie. */
const VISITOR_COOKIE = 'kameleoonVisitorCode';

/** The flag and the experiment of `apps/commerce-api/flags/configuration.json`. */
const HOME_HERO = { featureKey: 'home-hero', experimentId: 1001 };
const ADD_TO_BAG_LABEL = { featureKey: 'add-to-bag-label', experimentId: 2001 };
const ADD_TO_BAG_GOAL = 301;

type Consent = 'granted' | 'denied' | undefined;

interface Boot {
  experiments: {
    visitorCode: string | null;
    variations: Record<string, { key: string } | undefined>;
  };
}

/** A visitor code no other test (or retry) uses. */
const newVisitorCode = () =>
  `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/** The page as the server renders it for a visitor: its HTML and boot data. */
async function serverPage(
  request: APIRequestContext,
  path: string,
  visitorCode: string | null,
  consent?: Consent,
) {
  const cookies = [`${COUNTRY_COOKIE}=sg`];
  if (visitorCode) cookies.push(`${VISITOR_COOKIE}=${visitorCode}`);
  if (consent) cookies.push(`${CONSENT_COOKIE}=${consent}`);
  const response = await request.get(path, { headers: { Cookie: cookies.join('; ') } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const json = /<script id="shop-boot" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  expect(json).toBeDefined();
  return { html, boot: JSON.parse(json!) as Boot, response };
}

/** The tracking lines the experimentation stand-in received for a visitor. */
async function tracking(request: APIRequestContext, visitorCode: string): Promise<string[]> {
  const answer = await request.get(
    `/flags-service/sandbox/tracking?visitorCode=${encodeURIComponent(visitorCode)}`,
  );
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as { data: { line: string }[] };
  return data.map((entry) => entry.line);
}

const assignment = (experimentId: number) => new RegExp(`eventType=experiment&id=${experimentId}&`);
const conversion = new RegExp(`eventType=conversion&goalId=${ADD_TO_BAG_GOAL}&`);

/** A product of the seeded catalogue whose every variant is in stock in Singapore. */
async function productInStock(request: APIRequestContext): Promise<string> {
  const headers = { 'X-Site-Country': 'sg' };
  const listing = await request.get('/api/web/v1/variants?perPage=50&inStock=true', { headers });
  const { data } = (await listing.json()) as { data: { product: { slug: string } }[] };
  for (const { product } of data) {
    const answer = await request.get(`/api/web/v1/products/${product.slug}`, { headers });
    if (!answer.ok()) continue;
    const { variants } = (
      (await answer.json()) as {
        data: { variants: { availableInCountry: boolean; inventory: number }[] };
      }
    ).data;
    if (variants.every((variant) => variant.availableInCountry && variant.inventory >= 2)) {
      return product.slug;
    }
  }
  throw new Error('No product fully in stock in the seeded catalogue');
}

/** A new visitor code the experiment gives `variationKey` (the split is 50/50 by visitor). */
async function visitorWith(request: APIRequestContext, path: string, variationKey: string) {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const visitorCode = newVisitorCode();
    const { boot } = await serverPage(request, path, visitorCode);
    if (boot.experiments.variations[ADD_TO_BAG_LABEL.featureKey]?.key === variationKey) {
      return visitorCode;
    }
  }
  throw new Error(`No visitor of 40 got ${variationKey}`);
}

/** Gives the page's browser the visitor's cookies, as a returning visitor would have them. */
async function beVisitor(page: Page, visitorCode: string, consent?: Consent) {
  const url = baseURL();
  await page
    .context()
    .addCookies([
      { name: VISITOR_COOKIE, value: visitorCode, url },
      ...(consent ? [{ name: CONSENT_COOKIE, value: consent, url }] : []),
    ]);
}

const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as { dataLayer?: unknown[] }).dataLayer ?? []) as object[]);

/** The data layer's page views. */
const pageViews = async (page: Page) =>
  (await dataLayer(page)).filter((entry) => (entry as { event?: string }).event === 'page_viewed');

/** Counts the browser's own evaluations: it never needs the configuration to render. */
function configurationRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/flags-service/v3/')) seen.push(request.url());
  });
  return seen;
}

/** React's complaints about a page that hydrated differently from the server's HTML. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/hydrat/i.test(error.message)) errors.push(error.message);
  });
  return errors;
}

test.describe('flags and experiments', () => {
  test('the home-hero flag renders on the server and is the same after hydration', async ({
    page,
    request,
  }) => {
    const visitorCode = newVisitorCode();
    const { html, boot } = await serverPage(request, '/', visitorCode, 'granted');
    expect(boot.experiments.visitorCode).toBe(visitorCode);
    expect(boot.experiments.variations[HOME_HERO.featureKey]?.key).toBe('spotlight');
    expect(html).toContain('data-hero-layout="spotlight"');

    const evaluations = configurationRequests(page);
    const errors = hydrationErrors(page);
    await beVisitor(page, visitorCode, 'granted');
    await visit(page, '/');
    const hero = page.locator('[data-hero-layout]').first();
    await expectHydrated(hero);
    await expect(hero).toHaveAttribute('data-hero-layout', 'spotlight');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(evaluations).toEqual([]);
    expect(errors).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('the add-to-bag experiment splits visitors, renders on the server and keeps its variation', async ({
    page,
    request,
  }) => {
    test.slow();
    const slug = await productInStock(request);
    const path = `/products/${slug}`;
    const treated = await visitorWith(request, path, 'add-now');
    const control = await visitorWith(request, path, 'off');

    // The server's HTML already carries each visitor's label: nothing changes when the page loads.
    expect((await serverPage(request, path, treated)).html).toContain('Add to bag now');
    expect((await serverPage(request, path, control)).html).not.toContain('Add to bag now');

    const evaluations = configurationRequests(page);
    const errors = hydrationErrors(page);
    await beVisitor(page, treated, 'granted');
    await visit(page, path);
    const button = page.getByRole('button', { name: /^Add to bag/ });
    await expectHydrated(button);
    await expect(button).toHaveText('Add to bag now');
    // Later visits of the same visitor get the same variation.
    await page.reload();
    await expectHydrated(page.locator('body'));
    await expect(button).toHaveText('Add to bag now');
    expect(evaluations).toEqual([]);
    expect(errors).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('with consent, assignments and the add-to-bag conversion are tracked', async ({
    page,
    request,
  }) => {
    test.slow();
    const slug = await productInStock(request);
    const visitorCode = newVisitorCode();
    await beVisitor(page, visitorCode, 'granted');
    await visit(page, `/products/${slug}`);
    await expect
      .poll(() => tracking(request, visitorCode), { timeout: 15_000 })
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(assignment(HOME_HERO.experimentId)),
          expect.stringMatching(assignment(ADD_TO_BAG_LABEL.experimentId)),
        ]),
      );

    await page.getByRole('button', { name: /^Add to bag/ }).click();
    await expect(page.getByText('Added to bag', { exact: true })).toBeVisible();
    await expect
      .poll(() => tracking(request, visitorCode), { timeout: 15_000 })
      .toContainEqual(expect.stringMatching(conversion));
  });

  test('without consent only the conversion and the targeted delivery are sent, the rest once the shopper accepts', async ({
    page,
    request,
  }) => {
    test.slow();
    const slug = await productInStock(request);
    const visitorCode = newVisitorCode();
    await beVisitor(page, visitorCode);
    await visit(page, `/products/${slug}`, { consent: null });
    // The cookie question is asked until the shopper answers; page views wait for the answer.
    const banner = page.getByRole('region', { name: 'Cookie choices' });
    await expect(banner).toBeVisible();
    await expect.poll(async () => (await dataLayer(page)).length).toBeGreaterThan(0);
    expect(await pageViews(page)).toEqual([]);
    await page.getByRole('button', { name: /^Add to bag/ }).click();
    await expect(page.getByText('Added to bag', { exact: true })).toBeVisible();
    await expect
      .poll(() => tracking(request, visitorCode), { timeout: 15_000 })
      .toContainEqual(expect.stringMatching(conversion));
    // The server sends every second: one more round has passed with the experiment still held.
    await page.waitForTimeout(2000);
    const lines = await tracking(request, visitorCode);
    expect(lines).toContainEqual(expect.stringMatching(assignment(HOME_HERO.experimentId)));
    expect(lines.filter((line) => assignment(ADD_TO_BAG_LABEL.experimentId).test(line))).toEqual(
      [],
    );
    for (const line of lines) {
      expect(line).toMatch(
        new RegExp(`eventType=conversion|eventType=experiment&id=${HOME_HERO.experimentId}&`),
      );
    }

    // Accepting keeps the answer a year, and releases the page view held so far.
    await banner.getByRole('button', { name: 'Accept cookies' }).click();
    await expect(banner).toHaveCount(0);
    await expect.poll(() => pageViews(page)).toHaveLength(1);
    const consent = (await page.context().cookies()).find((c) => c.name === CONSENT_COOKIE);
    expect(consent?.value).toBe('granted');
    expect(Math.round((consent!.expires * 1000 - Date.now()) / 86_400_000)).toBe(365);

    // The next page is not asked again, and the experiment held back is tracked now.
    await page.reload();
    await expectHydrated(page.locator('body'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await expect
      .poll(() => tracking(request, visitorCode), { timeout: 15_000 })
      .toContainEqual(expect.stringMatching(assignment(ADD_TO_BAG_LABEL.experimentId)));
    expect(await page.context().cookies()).toContainEqual(
      expect.objectContaining({ name: VISITOR_COOKIE, value: visitorCode }),
    );
  });

  test(
    'refusing cookies by keyboard: never asked again, no page views, and the question covers nothing on a phone',
    { tag: '@mobile' },
    async ({ page, request }) => {
      const slug = await productInStock(request);
      await beVisitor(page, newVisitorCode());
      await visit(page, `/products/${slug}`, { consent: null });
      const banner = page.getByRole('region', { name: 'Cookie choices' });
      await expect(banner).toBeVisible();
      // The add-to-bag button stays in reach, and nothing lies over it: on a phone, where its bar
      // is pinned to the bottom of the screen, the question sits above the bar.
      const add = page.getByRole('button', { name: /^Add to bag/ });
      await expect(add).toBeInViewport();
      if (page.viewportSize()!.width < 768) {
        const bar = (await page.getByRole('group', { name: /^Buy / }).boundingBox())!;
        const question = (await banner.boundingBox())!;
        expect(question.y + question.height).toBeLessThanOrEqual(bar.y + 1);
      }
      expect(
        await add.evaluate((button) => {
          const box = button.getBoundingClientRect();
          const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return top !== null && button.contains(top);
        }),
      ).toBe(true);
      await expectNoAxeViolations(page);

      const refuse = banner.getByRole('button', { name: 'Refuse cookies' });
      await expectHydrated(refuse);
      await refuse.focus();
      await page.keyboard.press('Enter');
      await expect(banner).toHaveCount(0);
      const cookies = await page.context().cookies();
      expect(cookies).toContainEqual(
        expect.objectContaining({ name: CONSENT_COOKIE, value: 'denied' }),
      );
      // Consent is required by the configuration: the visitor-code cookie goes.
      await expect
        .poll(async () => (await page.context().cookies()).map((cookie) => cookie.name))
        .not.toContain(VISITOR_COOKIE);

      await page.reload();
      await expectHydrated(page.locator('body'));
      await expect(banner).toHaveCount(0);
      await expect.poll(async () => (await dataLayer(page)).length).toBeGreaterThan(0);
      expect(await pageViews(page)).toEqual([]);
    },
  );

  test('the visitor-code cookie is set when consent allows it and zeroed on refusal', async ({
    request,
  }) => {
    const given = await serverPage(request, '/', null, 'granted');
    const code = given.boot.experiments.visitorCode;
    expect(code).toMatch(/^[a-z0-9]{16}$/);
    const set = given.response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie');
    expect(set.map((header) => header.value)).toContainEqual(
      expect.stringMatching(new RegExp(`^${VISITOR_COOKIE}=${code}; Max-Age=31536000; Path=/`)),
    );

    const refused = await serverPage(request, '/', newVisitorCode(), 'denied');
    const zeroed = refused.response
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'set-cookie')
      .map((header) => header.value);
    expect(zeroed).toContainEqual(
      expect.stringMatching(new RegExp(`^${VISITOR_COOKIE}=; Max-Age=0`)),
    );
  });

  test('QA forces a variation from the query for that page only, untracked', async ({
    page,
    request,
  }) => {
    test.slow();
    const slug = await productInStock(request);
    const path = `/products/${slug}`;
    const control = await visitorWith(request, path, 'off');

    await beVisitor(page, control, 'granted');
    await visit(page, `${path}?flags_force=${ADD_TO_BAG_LABEL.featureKey}:add-now`);
    const button = page.getByRole('button', { name: /^Add to bag/ });
    await expectHydrated(button);
    await expect(button).toHaveText('Add to bag now');
    await expectNoAxeViolations(page);

    // The link changed nothing stored: the same visitor without it sees their own variation.
    await visit(page, path);
    await expect(button).toHaveText('Add to bag');
    await page.waitForTimeout(2000);
    expect(
      (await tracking(request, control)).filter((line) =>
        line.includes(`eventType=experiment&id=${ADD_TO_BAG_LABEL.experimentId}&variationId=20011`),
      ),
    ).toEqual([]);

    // A flag can be forced off as well, and a malformed value is ignored.
    const { html } = await serverPage(
      request,
      `/?flags_force=${HOME_HERO.featureKey}:off`,
      control,
    );
    expect(html).toContain('data-hero-layout="standard"');
    const ignored = await serverPage(request, '/?flags_force=<script>:x,nope', control);
    expect(ignored.html).toContain('data-hero-layout="spotlight"');
  });
});
