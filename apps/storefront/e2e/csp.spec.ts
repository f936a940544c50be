import type { APIRequestContext } from '@playwright/test';
import { baseURL, expect, test } from './fixtures';

const GOOGLEBOT =
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/120.0.0.0 Safari/537.36';

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

/** The nonce a policy allows scripts with. */
function nonceOf(policy: string): string {
  const nonce = /'nonce-([^']+)'/.exec(directives(policy).get('script-src')?.join(' ') ?? '')?.[1];
  if (!nonce) throw new Error(`No nonce in the policy: ${policy}`);
  return nonce;
}

/** A page as a returning shopper (or a crawler) gets it: its status, policy and HTML. */
async function fetchPage(request: APIRequestContext, path: string, userAgent?: string) {
  const response = await request.get(path, {
    headers: { cookie: 'locale=sg', ...(userAgent && { 'user-agent': userAgent }) },
  });
  return {
    status: response.status(),
    policy: response.headers()['content-security-policy'] ?? '',
    frameOptions: response.headers()['x-frame-options'],
    html: await response.text(),
  };
}

test.describe('the Content-Security-Policy', () => {
  test('is sent with every kind of page, and each script of the page carries its nonce', async ({
    request,
  }) => {
    const listed = await request.get('/api/web/v1/variants?perPage=1', {
      headers: { 'X-Site-Country': 'sg' },
    });
    const [tile] = ((await listed.json()) as { data: { product: { slug: string } }[] }).data;
    const pages: [path: string, status: number, userAgent?: string][] = [
      ['/', 200],
      ['/brands/dior', 200],
      [`/products/${tile!.product.slug}`, 200],
      ['/no/such/page', 404],
      ['/swagger', 200],
      // Crawlers get the page rendered complete, by another renderer.
      ['/', 200, GOOGLEBOT],
    ];
    for (const [path, status, userAgent] of pages) {
      const page = await fetchPage(request, path, userAgent);
      expect(page.status, path).toBe(status);
      const policy = directives(page.policy);
      const nonce = nonceOf(page.policy);
      expect(Object.fromEntries(policy), path).toEqual({
        'default-src': ["'self'"],
        // The fraud-prevention provider's scripts: checkout pages load one.
        'script-src': ["'self'", `'nonce-${nonce}'`, 'https://cdn4.forter.com/sn/'],
        'style-src': ["'self'", `'nonce-${nonce}'`],
        'style-src-attr': ["'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'report-to': ['csp'],
        'report-uri': ['/csp-report'],
      });
      expect(page.frameOptions, path).toBe('DENY');
      const scripts = [...page.html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
      // The page loader, the router's data and whatever React adds.
      expect(scripts.length, path).toBeGreaterThan(1);
      for (const script of scripts) {
        // A JSON data block (the shop's boot data) is never run, so the policy does not apply.
        if (script.includes('type="application/json"')) continue;
        expect(script, path).toContain(`nonce="${nonce}"`);
      }
    }
  });

  test('has a fresh nonce in every response', async ({ request }) => {
    const first = nonceOf((await fetchPage(request, '/')).policy);
    const second = nonceOf((await fetchPage(request, '/')).policy);
    expect(first).not.toBe(second);
    // 16 random bytes, base64.
    expect(first).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  test.describe('refuses', () => {
    test.use({ cspViolationsExpected: true });

    test('a script without the nonce, and reports it', async ({
      shopper: { page, visit },
      cspViolations,
    }) => {
      // The shop's own scripts ran: it hydrated, and nothing was refused.
      await visit('/');
      expect(cspViolations).toEqual([]);
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.injected = true;';
        document.body.append(script);
      });
      await expect
        .poll(() => cspViolations)
        .toContainEqual(expect.stringMatching(/^script-src-elem refused inline/));
      expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    });

    test('to be framed by another site', async ({ page }) => {
      await page.route('http://framing.example/', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><title>Framing</title><iframe src="${baseURL()}/about"></iframe>`,
        }),
      );
      await page.goto('http://framing.example/');
      // Chromium shows its error page in the frame instead of the shop.
      const framed = page.frames().find((frame) => frame !== page.mainFrame());
      await expect.poll(() => framed?.url()).toBe('chrome-error://chromewebdata/');
      await expect(page.frameLocator('iframe').locator('#main')).toHaveCount(0);
    });
  });
});

test.describe('the CSP report endpoint', () => {
  test('takes both report formats and answers 204', async ({ request }) => {
    const reportUri = await request.post('/csp-report', {
      headers: { 'content-type': 'application/csp-report' },
      data: JSON.stringify({
        'csp-report': {
          'document-uri': `${baseURL()}/`,
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'inline',
        },
      }),
    });
    expect(reportUri.status()).toBe(204);
    const reportingApi = await request.post('/csp-report', {
      headers: { 'content-type': 'application/reports+json' },
      data: JSON.stringify([
        {
          type: 'csp-violation',
          url: `${baseURL()}/`,
          body: {
            documentURL: `${baseURL()}/`,
            effectiveDirective: 'img-src',
            blockedURL: 'https://elsewhere.example/pixel.gif',
          },
        },
      ]),
    });
    expect(reportingApi.status()).toBe(204);
  });

  test('refuses what is too large to be a report', async ({ request }) => {
    const response = await request.post('/csp-report', {
      headers: { 'content-type': 'application/reports+json' },
      data: JSON.stringify([{ type: 'csp-violation', body: { sample: 'x'.repeat(20_000) } }]),
    });
    expect(response.status()).toBe(413);
  });
});
