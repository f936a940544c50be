// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createPageCache, PAGE_CACHE_HEADER, type PageRequest } from './pageCache';

/** A catalogue whose version tests bump, and a clock they move. */
function shopState() {
  const state = { version: 1, now: 0, renders: 0, price: '$30' };
  const cache = createPageCache({
    version: async () => String(state.version),
    maxAgeMs: 30_000,
    now: () => state.now,
  });
  return { state, cache };
}

const boot = (visitorCode: string) => JSON.stringify({ site: 'sg', visitorCode });

function visitor(visitorCode: string, nonce: string, key = '/products/lipstick'): PageRequest {
  return {
    key,
    nonce,
    personal: boot(visitorCode),
    setCookies: [`kameleoonVisitorCode=${visitorCode}`],
  };
}

/** The product page as the renderer streams it: in two pieces, the nonce and boot data in it. */
function renderer(
  state: ReturnType<typeof shopState>['state'],
  request: PageRequest,
  status = 200,
) {
  return async () => {
    state.renders++;
    const pieces = [
      `<html><script nonce="${request.nonce}">start()</script><p>Lipstick ${state.price}</p>`,
      `<script type="application/json" id="shop-boot">${request.personal}</script></html>`,
    ];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
        controller.close();
      },
    });
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
    for (const cookie of request.setCookies) headers.append('set-cookie', cookie);
    return { response: new Response(body, { status, headers }), keep: true };
  };
}

async function serve(
  { state, cache }: ReturnType<typeof shopState>,
  request: PageRequest,
  status = 200,
) {
  const response = await cache.serve(request, renderer(state, request, status));
  const html = await response.text();
  // Let the kept copy settle, as the next visitor's request would arrive after it.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { response, html };
}

describe('the page cache', () => {
  it('answers the second visitor from the first one’s page, with its own nonce, boot data and cookies', async () => {
    const shop = shopState();
    const first = await serve(shop, visitor('aaaaaaaaaaaaaaaa', 'nonce-one'));
    expect(first.response.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    const second = await serve(shop, visitor('bbbbbbbbbbbbbbbb', 'nonce-two'));
    expect(second.response.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(shop.state.renders).toBe(1);
    expect(second.html).toBe(
      `<html><script nonce="nonce-two">start()</script><p>Lipstick $30</p>` +
        `<script type="application/json" id="shop-boot">${boot('bbbbbbbbbbbbbbbb')}</script></html>`,
    );
    expect(second.html).not.toContain('nonce-one');
    expect(second.html).not.toContain('aaaaaaaaaaaaaaaa');
    expect(second.response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(second.response.headers.getSetCookie()).toEqual([
      'kameleoonVisitorCode=bbbbbbbbbbbbbbbb',
    ]);
  });

  it('renders a page with the catalogue version it keeps the page under', async () => {
    const shop = shopState();
    const versions: (string | undefined)[] = [];
    const request = visitor('aaaaaaaaaaaaaaaa', 'nonce-one');
    const render = renderer(shop.state, request);
    const serveAt = async () =>
      (
        await shop.cache.serve(request, (catalogueVersion) => {
          versions.push(catalogueVersion);
          return render();
        })
      ).text();
    await serveAt();
    shop.state.version = 7;
    await serveAt();
    expect(versions).toEqual(['1', '7']);
  });

  it('takes a `$` in the visitor’s data as text', async () => {
    const shop = shopState();
    await serve(shop, visitor('first', 'nonce-one'));
    const { html } = await serve(shop, visitor("$&$'$`", 'nonce-two'));
    expect(html).toContain(boot("$&$'$`"));
  });

  it('renders again once the catalogue changed, and shows the new data', async () => {
    const shop = shopState();
    await serve(shop, visitor('first', 'nonce-one'));
    shop.state.version++;
    shop.state.price = '$25';
    const after = await serve(shop, visitor('second', 'nonce-two'));
    expect(after.response.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    expect(after.html).toContain('Lipstick $25');
    expect(shop.state.renders).toBe(2);
  });

  it('renders again once a kept page is older than its maximum age', async () => {
    const shop = shopState();
    await serve(shop, visitor('first', 'nonce-one'));
    shop.state.now = 30_000;
    expect(
      (await serve(shop, visitor('second', 'nonce-two'))).response.headers.get(PAGE_CACHE_HEADER),
    ).toBe('hit');
    shop.state.now = 30_001;
    expect(
      (await serve(shop, visitor('third', 'nonce-three'))).response.headers.get(PAGE_CACHE_HEADER),
    ).toBe('miss');
  });

  it('keeps pages apart by key', async () => {
    const shop = shopState();
    await serve(shop, visitor('first', 'nonce-one', 'th|/products/lipstick'));
    const other = await serve(shop, visitor('second', 'nonce-two', 'sg|/products/lipstick'));
    expect(other.response.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    expect(shop.state.renders).toBe(2);
  });

  it('never keeps a page that failed, was not found or had a part fail to load', async () => {
    const shop = shopState();
    await serve(shop, visitor('first', 'nonce-one'), 404);
    await serve(shop, visitor('second', 'nonce-two'), 404);
    expect(shop.state.renders).toBe(2);
    const request = visitor('third', 'nonce-three');
    const partial = renderer(shop.state, request);
    await (
      await shop.cache.serve(request, async () => ({ ...(await partial()), keep: false }))
    ).text();
    await serve(shop, visitor('fourth', 'nonce-four'));
    expect(shop.state.renders).toBe(4);
  });

  it('renders a page once for visitors asking for it at the same time', async () => {
    const shop = shopState();
    const pages = await Promise.all(
      ['one', 'two', 'three'].map((code) =>
        shop.cache
          .serve(
            visitor(code, `nonce-${code}`),
            renderer(shop.state, visitor(code, `nonce-${code}`)),
          )
          .then((response) => response.text()),
      ),
    );
    expect(shop.state.renders).toBe(1);
    pages.forEach((html, index) => {
      const code = ['one', 'two', 'three'][index]!;
      expect(html).toContain(`nonce="nonce-${code}"`);
      expect(html).toContain(boot(code));
    });
  });

  it('renders every time without a nonce to swap (the dev server)', async () => {
    const shop = shopState();
    await serve(shop, visitor('first', ''));
    await serve(shop, visitor('second', ''));
    expect(shop.state.renders).toBe(2);
  });
});
