// @vitest-environment node
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  assetSecureHeaders,
  CSP_REPORT_MAX_BYTES,
  cspReports,
  pageNonce,
  shopSecureHeaders,
} from './csp';

/** A page that writes the nonce it was given into its body, behind the shop's headers. */
function shop() {
  const app = new Hono();
  app.use(shopSecureHeaders());
  app.route('/', cspReports);
  app.get('*', (c) => c.html(`<script nonce="${pageNonce(c)}"></script>`));
  return app;
}

async function page(app: Hono) {
  const response = await app.request('/');
  const policy = response.headers.get('content-security-policy') ?? '';
  const nonce = /nonce="([^"]+)"/.exec(await response.text())?.[1];
  return { response, policy, nonce };
}

describe('the shop’s Content-Security-Policy', () => {
  it('allows scripts with the nonce the page got, and sets every directive', async () => {
    const { policy, nonce } = await page(shop());
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(policy).toBe(
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'`,
        `style-src 'self' 'nonce-${nonce}'`,
        "style-src-attr 'unsafe-inline'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        'report-to csp',
        'report-uri /csp-report',
      ].join('; '),
    );
  });

  it('adds exactly the configured script and service sources', async () => {
    const app = new Hono();
    app.use(
      shopSecureHeaders({
        scripts: ['https://www.googletagmanager.com/gtm.js'],
        connect: ['https://notify.example.com'],
      }),
    );
    app.get('*', (c) => c.html(`<script nonce="${pageNonce(c)}"></script>`));
    const { policy, nonce } = await page(app);
    expect(policy).toContain(
      `script-src 'self' 'nonce-${nonce}' https://www.googletagmanager.com/gtm.js;`,
    );
    expect(policy).toContain("connect-src 'self' https://notify.example.com;");
  });

  it('has a new nonce in every response', async () => {
    const app = shop();
    const nonces = new Set(await Promise.all([1, 2, 3].map(async () => (await page(app)).nonce)));
    expect(nonces.size).toBe(3);
  });

  it('names the report endpoint and refuses framing to older browsers too', async () => {
    const { response } = await page(shop());
    expect(response.headers.get('reporting-endpoints')).toBe('csp="/csp-report"');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('has no nonce to give a page without the headers', async () => {
    const app = new Hono();
    app.get('/', (c) => c.text(pageNonce(c)));
    app.onError((error, c) => c.text(error.message, 500));
    expect(await (await app.request('/')).text()).toMatch(/^No CSP nonce/);
  });
});

describe('the build files’ security headers', () => {
  it('keep a file’s type, site and HTTPS, and leave a page’s own to pages', async () => {
    const app = new Hono();
    app.use('/assets/*', assetSecureHeaders());
    app.get('/assets/*', (c) => c.body('export {};', 200, { 'content-type': 'text/javascript' }));
    const { headers } = await app.request('/assets/entry-client-1.js');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    for (const pageOnly of [
      'content-security-policy',
      'reporting-endpoints',
      'x-frame-options',
      'cross-origin-opener-policy',
      'referrer-policy',
      'origin-agent-cluster',
      'x-xss-protection',
    ])
      expect(headers.get(pageOnly)).toBeNull();
  });
});

describe('POST /csp-report', () => {
  afterEach(() => vi.restoreAllMocks());

  const post = (body: string, type = 'application/reports+json') =>
    shop().request('/csp-report', {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    });

  it('logs one line per violation of a Reporting API batch', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const response = await post(
      JSON.stringify([
        {
          type: 'csp-violation',
          body: {
            effectiveDirective: 'script-src-elem',
            blockedURL: 'inline',
            documentURL: 'https://shop.example/',
            sourceFile: 'https://shop.example/',
            lineNumber: 12,
          },
        },
        { type: 'deprecation', body: {} },
      ]),
    );
    expect(response.status).toBe(204);
    expect(warn.mock.calls).toEqual([
      [
        'CSP violation: script-src-elem blocked inline on https://shop.example/ at https://shop.example/:12',
      ],
    ]);
  });

  it('reads the older report-uri format, with its fields cut and on one line', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const response = await post(
      JSON.stringify({
        'csp-report': {
          'violated-directive': 'img-src',
          'blocked-uri': `https://elsewhere.example/${'a'.repeat(300)}`,
          'document-uri': 'https://shop.example/\nforged line',
        },
      }),
      'application/csp-report',
    );
    expect(response.status).toBe(204);
    const [line] = warn.mock.calls[0] as [string];
    expect(line).toMatch(
      /^CSP violation: img-src blocked https:\/\/elsewhere\.example\/a+ on https:\/\/shop\.example\/ forged line at -:-$/,
    );
    expect(line).toContain(`/${'a'.repeat(200 - 'https://elsewhere.example/'.length)} on`);
  });

  it('answers 413 to a body larger than a report and 400 to one that is not JSON', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await post('x'.repeat(CSP_REPORT_MAX_BYTES + 1))).status).toBe(413);
    expect((await post('{not json')).status).toBe(400);
    expect(warn).not.toHaveBeenCalled();
  });
});
