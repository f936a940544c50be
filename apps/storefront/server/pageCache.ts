/** Bytes of pages kept at most; the oldest go first. */
const MAX_KEPT_BYTES = 64 * 1024 * 1024;

/** The response header saying whether a page came from the cache (`hit`) or was rendered (`miss`). */
export const PAGE_CACHE_HEADER = 'X-Shop-Page-Cache';

/** One request for a page, as the renderer describes it to the cache. */
export interface PageRequest {
  /**
   * Everything the page's HTML depends on but the visitor's own parts: the build, origin, path and
   * query, site, and the visit's experiment variations and consent.
   */
  key: string;
  /** This response's Content-Security-Policy nonce, written on the page's scripts. */
  nonce: string;
  /**
   * The visitor's own part of the page, exactly as it is written into the page (the boot data,
   * with the visitor code): a kept page gets the current visitor's in place of the one it was
   * rendered with.
   */
  personal: string;
  /** Cookies this response sets (the visitor code, the country): never kept with the page. */
  setCookies: string[];
}

/** A page as rendered, and whether it may be kept (no part of it failed to load). */
export interface RenderedPage {
  response: Response;
  keep: boolean;
}

interface KeptPage {
  html: string;
  headers: [string, string][];
  nonce: string;
  personal: string;
  keptAt: number;
}

export interface PageCacheOptions {
  /**
   * Reads the catalogue version (`readCatalogueVersion`), which every change to the catalogue or
   * content bumps at its commit: pages are kept under the version they were rendered at, so the
   * next page after a change, on any instance, is rendered from the new data.
   */
  version: () => Promise<string>;
  /** How long a page is kept at most, in milliseconds, whatever the version. */
  maxAgeMs: number;
  /** The clock (tests move it). */
  now?: () => number;
}

/** The server's cache of anonymous pages. */
export interface PageCache {
  /**
   * Answers the page from the cache when a page of the same key was rendered at the current
   * catalogue version within `maxAgeMs`, with this response's nonce and the visitor's own part in
   * place; otherwise renders it (streamed as before) and keeps it once complete.
   */
  serve(
    request: PageRequest,
    render: (catalogueVersion?: string) => Promise<RenderedPage>,
  ): Promise<Response>;
}

/**
 * Keeps anonymous pages' HTML in the process. A page's personal parts (the bag count, the member's
 * name) are never in its HTML: they arrive after hydration. What differs per response is swapped in
 * on the way out: the CSP nonce (each response's own, so a nonce is never reused), the visitor's
 * boot data and the cookies set.
 */
export function createPageCache({
  version,
  maxAgeMs,
  now = () => Date.now(),
}: PageCacheOptions): PageCache {
  let keptVersion: string | undefined;
  const kept = new Map<string, KeptPage>();
  let keptBytes = 0;
  const making = new Map<string, Promise<KeptPage | undefined>>();

  const forget = (key: string) => {
    const page = kept.get(key);
    if (!page) return;
    kept.delete(key);
    keptBytes -= page.html.length;
  };
  const keep = (key: string, page: KeptPage) => {
    forget(key);
    kept.set(key, page);
    keptBytes += page.html.length;
    for (const oldest of kept.keys()) {
      if (keptBytes <= MAX_KEPT_BYTES) break;
      forget(oldest);
    }
  };

  const fromKept = (page: KeptPage, request: PageRequest) => {
    // Functions as replacements: a `$` in the visitor's data is text, not a pattern.
    const html = page.html
      .replace(page.personal, () => request.personal)
      .replaceAll(page.nonce, () => request.nonce);
    const headers = new Headers(page.headers);
    for (const cookie of request.setCookies) headers.append('Set-Cookie', cookie);
    headers.set(PAGE_CACHE_HEADER, 'hit');
    return new Response(html, { status: 200, headers });
  };

  return {
    async serve(request, render) {
      // Without both (the dev server renders without nonces) nothing could be swapped in.
      if (!request.nonce || !request.personal) return (await render()).response;
      // Read before rendering: a page rendered from newer data than its version is only kept
      // under a version nobody asks for once the newer one is read.
      const current = await version();
      if (current !== keptVersion) {
        kept.clear();
        keptBytes = 0;
        keptVersion = current;
      }
      const page = kept.get(request.key);
      if (page && now() - page.keptAt <= maxAgeMs) return fromKept(page, request);
      if (page) forget(request.key);
      // Requests for a page being rendered wait for it rather than render it again (a cold start
      // or the first visitors after a change would otherwise each render it at once).
      const rendering = `${current}|${request.key}`;
      const pending = making.get(rendering);
      const waited = pending && (await pending);
      if (waited) return fromKept(waited, request);

      let settle: (page?: KeptPage) => void = () => {};
      const mine = new Promise<KeptPage | undefined>((resolve) => (settle = resolve));
      making.set(rendering, mine);
      const done = (page?: KeptPage) => {
        settle(page);
        if (making.get(rendering) === mine) making.delete(rendering);
      };
      let rendered: RenderedPage;
      try {
        rendered = await render(current);
      } catch (error) {
        done();
        throw error;
      }
      const { response: fresh, keep: keepable } = rendered;
      const headers = new Headers(fresh.headers);
      headers.set(PAGE_CACHE_HEADER, 'miss');
      const answer = (body: ReadableStream<Uint8Array> | null) =>
        new Response(body, { status: fresh.status, statusText: fresh.statusText, headers });
      if (
        !keepable ||
        fresh.status !== 200 ||
        !fresh.body ||
        !headers.get('content-type')?.startsWith('text/html')
      ) {
        done();
        return answer(fresh.body);
      }
      // The visitor gets the stream as it renders; the copy is kept once it is complete.
      const [toVisitor, toKeep] = fresh.body.tee();
      // Not kept: the cookies are this visitor's, and the length changes with what is swapped in.
      const unkept = new Set(['set-cookie', 'content-length', PAGE_CACHE_HEADER.toLowerCase()]);
      const keptHeaders = [...headers].filter(([name]) => !unkept.has(name));
      void new Response(toKeep).text().then(
        (html) => {
          // A page the visitor's data or nonce cannot be found in again is not kept.
          if (!html.includes(request.personal) || !html.includes(request.nonce)) return done();
          const page: KeptPage = {
            html,
            headers: keptHeaders,
            nonce: request.nonce,
            personal: request.personal,
            keptAt: now(),
          };
          if (current === keptVersion) keep(request.key, page);
          done(page);
        },
        () => done(),
      );
      return answer(toVisitor);
    },
  };
}
