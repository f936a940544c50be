import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { Queryable } from '../db/database.js';
import { siteCountry, siteLanguage } from './site.js';

/**
 * How long a browser or a shared cache (a CDN) may use an anonymous catalogue or content answer
 * without asking again, and how much longer it may serve it while it asks in the background. A
 * price, stock level or promotion reaches every visitor at most the sum of the two after it
 * changed (the window the API README documents); the API's own cache is never behind.
 */
export const SHARED_MAX_AGE_SECONDS = 30;
export const STALE_WHILE_REVALIDATE_SECONDS = 30;

const sharedCacheControl = `public, max-age=${SHARED_MAX_AGE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
/** A member's or a preview's answer is theirs alone: no cache keeps it. */
const personalCacheControl = 'private, no-store';
/** What the shared answers differ by, besides the URL. */
const vary = 'X-Site-Country, Accept-Language, X-Preview-Mode';

/** Bytes of answers kept in the process at most; the oldest go first. */
const MAX_KEPT_BYTES = 32 * 1024 * 1024;

/** An answer kept: a found one with its tag, or a not-found one (a path that is no content page). */
type Answer = { body: string; contentType: string } & (
  { status: 200; etag: string } | { status: 404 }
);

export interface SharedAnswersOptions {
  /** Where the catalogue version is read (`catalogue_version`, bumped by every change). */
  db: Queryable;
  /** Whether the request is a member's (a token or session cookie): never cached, never served from the cache. */
  isPersonal(c: Context): boolean;
  /** Keep answers in the process (default); without, every request is answered afresh. */
  keep?: boolean;
}

const versionReaders = new WeakMap<Queryable, () => Promise<string>>();

/**
 * One read at a time for requests that come together (a page's server render asks for its
 * listing, facets and content at once): a request is answered by a read that started after it
 * arrived, so it sees every change committed before, and those arriving while a read runs share
 * the next one.
 */
function versionReader(db: Queryable): () => Promise<string> {
  let running: Promise<string> | undefined;
  let queued: Promise<string> | undefined;
  const start = () => {
    const read = db
      .query<{ version: string }>('SELECT version FROM catalogue_version')
      .then(([row]) => String(row?.version));
    running = read;
    const done = () => {
      if (running === read) running = undefined;
    };
    read.then(done, done);
    return read;
  };
  const after = () => {
    queued = undefined;
    return start();
  };
  return () => {
    // A queued read has not started yet: it starts after this call arrived.
    if (queued) return queued;
    if (running) return (queued = running.then(after, after));
    return start();
  };
}

/**
 * The catalogue version: bumped once, at its commit, by every transaction that changes what
 * catalogue and content answers show (`catalogue_version`, see the catalogue's migrations).
 * Whatever is kept under one version (an answer, a page) is stale once another is read. Every
 * change committed before the call is seen; calls that come together share reads.
 */
export function readCatalogueVersion(db: Queryable): Promise<string> {
  let read = versionReaders.get(db);
  if (!read) versionReaders.set(db, (read = versionReader(db)));
  return read();
}

/**
 * The environment an in-process caller passes with a request (`api.request(url, init, env)`):
 * the storefront's page render names the catalogue version it read before it began, and every
 * answer of the page is made and kept under it, with no read of its own. A request over HTTP
 * cannot set it: its environment is the Node server's bindings.
 */
export interface InProcessBindings {
  catalogueVersion?: string;
}

const callersVersion = (c: Context) => {
  const version = (c.env as InProcessBindings | undefined)?.catalogueVersion;
  return typeof version === 'string' ? version : undefined;
};

declare module 'hono' {
  interface ContextVariableMap {
    /**
     * The catalogue version an anonymous catalogue or content request read first; not set for a
     * member's or a preview's, whose answers are never kept.
     */
    catalogueVersion: string | undefined;
  }
}

/** Whether `If-None-Match` names the tag (a list, weak tags included, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * Answers anonymous GETs of the catalogue and content (and its reads by POST, keyed by their body)
 * the same to everyone: each carries an `ETag`
 * (a hash of its body) and `Cache-Control` with `stale-while-revalidate`, and a matching
 * `If-None-Match` gets a 304. Answers are kept in the process under the catalogue version read from
 * the database on every request, so a change committed by any instance (a price, a stock level, a
 * promotion) is seen by the next request to every instance. A member's request (or a preview) is
 * never answered from or into the cache.
 */
export function sharedAnswers({ db, isPersonal, keep = true }: SharedAnswersOptions) {
  let keptVersion: string | undefined;
  const kept = new Map<string, Answer>();
  let keptBytes = 0;
  const inFlight = new Map<string, Promise<Answer | undefined>>();

  // A key counts too: a read by POST is keyed by its body.
  const keepAnswer = (key: string, answer: Answer) => {
    kept.set(key, answer);
    keptBytes += key.length + answer.body.length;
    for (const [oldest, { body }] of kept) {
      if (keptBytes <= MAX_KEPT_BYTES) break;
      kept.delete(oldest);
      keptBytes -= oldest.length + body.length;
    }
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    if (isPersonal(c) || c.req.header('x-preview-mode') === 'true') {
      await next();
      c.header('Cache-Control', personalCacheControl);
      return;
    }
    // Read before the answer is made: an answer made from newer data than its version is only
    // kept under a version nobody asks for once the newer one is read.
    const version = callersVersion(c) ?? (await readCatalogueVersion(db));
    c.set('catalogueVersion', version);
    if (version !== keptVersion) {
      kept.clear();
      keptBytes = 0;
      keptVersion = version;
    }
    const url = new URL(c.req.url);
    // A read by POST (a carousel's products) is the same answer for the same body.
    const body =
      c.req.method === 'POST' ? `|${c.req.header('content-type')}|${await c.req.text()}` : '';
    const key = `${url.pathname}${url.search}|${siteCountry(c)}|${siteLanguage(c)}${body}`;
    let answer = keep ? kept.get(key) : undefined;
    // Requests for an answer being made wait for it rather than make it again (a cold start or the
    // first requests after a change would otherwise each run the same queries at once).
    const making = `${version}|${key}`;
    if (!answer && keep) answer = await inFlight.get(making);
    const made = !answer;
    if (!answer) {
      let settle: (made: Answer | undefined) => void = () => {};
      if (keep) inFlight.set(making, new Promise((resolve) => (settle = resolve)));
      try {
        await next();
        // Not found is as lasting as found under one version: the storefront asks whether a path
        // is a content page before it shows a category there, on every listing it renders.
        const { status } = c.res;
        if (status !== 200 && status !== 404) return;
        const body = await c.res.text();
        const contentType = c.res.headers.get('content-type') ?? 'application/json';
        answer =
          status === 404
            ? { status, body, contentType }
            : {
                status,
                body,
                contentType,
                etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
              };
        if (keep && version === keptVersion) keepAnswer(key, answer);
      } finally {
        settle(answer);
        inFlight.delete(making);
      }
    }
    if (answer.status === 404) {
      const notFound = new Response(answer.body, {
        status: 404,
        headers: { 'Content-Type': answer.contentType },
      });
      if (!made) return notFound;
      c.res = notFound;
      return;
    }
    const headers = {
      ETag: answer.etag,
      'Cache-Control': sharedCacheControl,
      Vary: vary,
    };
    const response =
      c.req.method === 'GET' && matches(c.req.header('if-none-match'), answer.etag)
        ? new Response(null, { status: 304, headers })
        : new Response(answer.body, {
            status: 200,
            headers: { ...headers, 'Content-Type': answer.contentType },
          });
    if (!made) return response;
    c.res = response;
  };
  return middleware;
}
