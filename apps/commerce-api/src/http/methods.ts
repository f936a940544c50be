import type { Hono } from 'hono';
import { METHOD_NAME_ALL } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';

/**
 * The methods each path of the app answers, for the `Allow` header of a 405: read from the app's
 * routes on first use (after every route is mounted). GET implies HEAD, as Hono serves both.
 */
export function allowedMethods(app: Hono): (path: string) => string[] {
  let router: TrieRouter<string> | undefined;
  const methods = new Set<string>();
  return (path) => {
    if (!router) {
      router = new TrieRouter<string>();
      for (const route of app.routes) {
        // Middleware is registered for every method: it says nothing about what a path serves.
        if (route.method === METHOD_NAME_ALL) continue;
        router.add(route.method, route.path, route.method);
        methods.add(route.method);
      }
    }
    const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const allowed = [...methods].filter((method) => router!.match(method, trimmed)[0].length > 0);
    if (allowed.includes('GET')) allowed.push('HEAD');
    return allowed.sort();
  };
}
