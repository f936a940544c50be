// @vitest-environment node
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressAnswers } from './compression';

const page = `<!doctype html><html><body>${'<p>Lipstick, matte, in red</p>'.repeat(200)}</body></html>`;

function shop(answer: () => Response) {
  const app = new Hono();
  app.use(compressAnswers());
  app.all('*', () => answer());
  return app;
}

const html = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers } });

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    [undefined, undefined],
  ])('%j gets %j', (accept, expected) => {
    expect(chooseEncoding(accept)).toBe(expected);
  });
});

describe('compressAnswers', () => {
  it('sends a page in brotli to a browser that takes it, whole once decompressed', async () => {
    const response = await shop(() => html(page, { ETag: '"abc"' })).request('/', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Content-Length')).toBeNull();
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('ETag')).toBe('W/"abc"');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(bytes).toString()).toBe(page);
  });

  it('sends gzip to a browser without brotli', async () => {
    const response = await shop(() => html(page)).request('/', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(page);
  });

  it('hands over each piece of a streamed page as it comes, not when the page ends', async () => {
    let finish: () => void = () => {};
    const rest = new Promise<void>((resolve) => (finish = resolve));
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode('<!doctype html><head><link rel="stylesheet"></head>'));
        await rest;
        controller.enqueue(encoder.encode(`<body>${page}</body>`));
        controller.close();
      },
    });
    const response = await shop(() => html(body)).request('/', {
      headers: { 'Accept-Encoding': 'br' },
    });
    const reader = response.body!.getReader();
    const first = await reader.read();
    const head = brotliDecompressSync(first.value!, {
      finishFlush: constants.BROTLI_OPERATION_FLUSH,
    }).toString();
    expect(head).toBe('<!doctype html><head><link rel="stylesheet"></head>');
    finish();
    while (!(await reader.read()).done);
  });

  it.each([
    ['a small answer', () => html('<p>small</p>', { 'Content-Length': '12' }), 'GET'],
    ['an answer already encoded', () => html(page, { 'Content-Encoding': 'br' }), 'GET'],
    ['no-transform', () => html(page, { 'Cache-Control': 'no-transform' }), 'GET'],
    ['a picture', () => new Response(page, { headers: { 'Content-Type': 'image/png' } }), 'GET'],
    ['a HEAD request', () => html(page), 'HEAD'],
  ] as const)('leaves alone %s', async (_case, answer, method) => {
    const made = answer();
    const response = await shop(answer).request('/', {
      method,
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(response.headers.get('Content-Encoding')).toBe(made.headers.get('Content-Encoding'));
  });
});
