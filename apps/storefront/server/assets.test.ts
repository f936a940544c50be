import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeTree } from '../src/routeTree.gen';
import { routeIdOfFile } from './assets';

const app = join(import.meta.dirname, '..');

function routeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    // Files and folders starting with '-' are not routes.
    if (entry.name.startsWith('-')) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')
      ? [relative(app, path)]
      : [];
  });
}

describe('routeIdOfFile', () => {
  it("names every route file of the shop by the router's own id for it", () => {
    const files = routeFiles(join(app, 'src/routes'));
    expect(files.length).toBeGreaterThan(30);
    const ids = files.map((file) => routeIdOfFile(`${file}?tsr-split=component`));
    // The router gives its routes their ids when it is created.
    const router = createRouter({ routeTree, context: undefined as never });
    expect(new Set(ids)).toEqual(new Set(Object.keys(router.routesById)));
  });

  it('reads folders, dots, index routes and optional segments', () => {
    expect(routeIdOfFile('src/routes/_default/orders/$id/index.tsx')).toBe('/_default/orders/$id/');
    expect(routeIdOfFile('src/routes/_blank/happening/classes.cancel.$id.tsx')).toBe(
      '/_blank/happening/classes/cancel/$id',
    );
    expect(routeIdOfFile('src/routes/_preview/preview/homepage.{-$slugUrl}.tsx')).toBe(
      '/_preview/preview/homepage/{-$slugUrl}',
    );
    expect(routeIdOfFile('src/routes/__root.tsx')).toBe('__root__');
    expect(routeIdOfFile('src/content/ContentBlocks.tsx')).toBeUndefined();
  });
});
