import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  baseURL,
  COUNTRY_COOKIE,
  expect,
  expectHydrated,
  expectNoAxeViolations,
  markDocument,
  sameDocument,
  test,
  visit,
} from './fixtures';
import { ROUTE_COMPONENTS_FILE } from '../server/routeComponents';

/** The client build the running server serves. */
const CLIENT_DIR = fileURLToPath(new URL('../dist/client', import.meta.url));
const NEW_VERSION = 'A new version of the shop is available.';

/** The build id a page names in its boot data. */
const pageBuildId = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(document.getElementById('shop-boot')!.textContent!) as { buildId: string })
        .buildId,
  );

/** The build id of the pages the server renders now. */
async function servedBuildId(request: APIRequestContext): Promise<string | undefined> {
  const html = await (
    await request.get('/about', { headers: { Cookie: `${COUNTRY_COOKIE}=sg` } })
  ).text();
  return /"buildId":"([^"]+)"/.exec(html)?.[1];
}

/** Full page loads of the main frame from now on, as their URLs. */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      loads.push(request.url());
    }
  });
  return loads;
}

interface Deployment {
  id: string;
  /**
   * Puts the build that was there back, for the specs that follow on the same server, once the
   * server serves it again (`served` answers the build id of its pages).
   */
  restore(served: () => Promise<string | undefined>): Promise<void>;
}

/**
 * Deploys a second build into the folder the running server serves, as a deployment would: the
 * new build's files next to the old ones, the old build's route rules manifest and the chunks
 * the new build replaces gone, and `builds/latest.json` written last. The second build is this
 * one with `changedChunk` changed: it gets a new name, and so does every chunk importing it (their
 * content names it), up to the entry.
 */
async function deployNextBuild(changedChunk: string): Promise<Deployment> {
  const id = `e2e${Date.now().toString(36)}`;
  const path = (...parts: string[]) => join(CLIENT_DIR, ...parts);
  const backup = path(`.before-${id}`);
  await mkdir(backup);
  const moved: string[] = [];
  const added: string[] = [];
  const moveAway = async (file: string) => {
    await rename(path(file), join(backup, basename(file)));
    moved.push(file);
  };
  let previousId: string | undefined;
  // The old build's files back (the build id last), then the new build's gone once no page
  // names them any more.
  const putBack = async () => {
    for (const file of moved.toReversed()) await rename(join(backup, basename(file)), path(file));
  };
  const removeAdded = async () => {
    for (const file of added) if (!moved.includes(file)) await rm(path(file), { force: true });
    await rm(backup, { recursive: true, force: true });
  };

  try {
    const previous = JSON.parse(await readFile(path('builds/latest.json'), 'utf8')) as {
      id: string;
    };
    previousId = previous.id;
    const files = new Set(await readdir(path('assets')));
    const scripts = [...files].filter((file) => file.endsWith('.js'));
    const sources = new Map(
      await Promise.all(
        scripts.map(async (file) => [file, await readFile(path('assets', file), 'utf8')] as const),
      ),
    );
    // The changed chunk and, transitively, every chunk that imports one of them.
    const renamed = new Set([changedChunk]);
    for (let grew = true; grew;) {
      grew = false;
      for (const [file, source] of sources) {
        if (renamed.has(file)) continue;
        if ([...renamed].some((name) => source.includes(`/${name}`))) {
          renamed.add(file);
          grew = true;
        }
      }
    }
    const newName = (file: string) => file.replace(/\.js$/, `-${id}.js`);
    const rewrite = (text: string) =>
      [...renamed].reduce(
        (result, name) => result.replaceAll(`/${name}`, `/${newName(name)}`),
        text,
      );

    for (const file of renamed) {
      await writeFile(path('assets', newName(file)), rewrite(sources.get(file)!));
      added.push(join('assets', newName(file)));
    }
    for (const file of ['.vite/manifest.json', ROUTE_COMPONENTS_FILE]) {
      const manifest = await readFile(path(file), 'utf8');
      await moveAway(file);
      await writeFile(path(file), rewrite(manifest));
      added.push(file);
    }
    await writeFile(
      path(`builds/meta/${id}.json`),
      JSON.stringify({ id, timestamp: Date.now(), matcher: {}, prerendered: [] }),
    );
    added.push(`builds/meta/${id}.json`);
    // The old build's files go; their compressed copies with them.
    await moveAway(`builds/meta/${previous.id}.json`);
    for (const file of renamed) {
      for (const copy of [file, `${file}.gz`, `${file}.br`]) {
        if (files.has(copy)) await moveAway(join('assets', copy));
      }
    }
    await moveAway('builds/latest.json');
    await writeFile(path('builds/latest.json'), JSON.stringify({ id, timestamp: Date.now() }));
    added.push('builds/latest.json');
  } catch (error) {
    await putBack();
    await removeAdded();
    throw error;
  }
  return {
    id,
    async restore(served) {
      await putBack();
      await expect.poll(served).toBe(previousId);
      await removeAdded();
    },
  };
}

// The files of the build the server serves change under it: no other test of this file may run
// meanwhile.
test.describe('build freshness', () => {
  test.describe.configure({ mode: 'serial' });
  let deployment: Deployment | undefined;
  test.afterAll(async ({ request }) => {
    await deployment?.restore(() => servedBuildId(request));
  });

  test('asks for the latest build with a timestamp, and for its manifest a second after load', async ({
    page,
  }) => {
    const latest = page.waitForRequest(/\/builds\/latest\.json\?t=\d+$/);
    const started = Date.now();
    const meta = page.waitForRequest(/\/builds\/meta\/[^/]+\.json$/);
    await visit(page, '/about');
    await latest;
    await meta;
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    // This tab's build is the deployed one: nothing to offer.
    await expect(page.getByText(NEW_VERSION)).toHaveCount(0);
  });

  test('a build deployed under open tabs: each reloads once into it, for a new id or a chunk gone', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const builtId = await servedBuildId(request);
    // Two shoppers' tabs of the shop as it is, each past its manifest check (two browsers: no
    // cache shared). The first has been to the brands page already (its code is loaded).
    const otherShopper = await browser.newContext({ baseURL: baseURL() });
    const polled = await otherShopper.newPage();
    const browsing = page;
    for (const tab of [polled, browsing]) {
      const meta = tab.waitForRequest(/\/builds\/meta\/[^/]+\.json$/);
      await visit(tab, '/about');
      await meta;
      expect(await pageBuildId(tab)).toBe(builtId);
    }
    await polled
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Brands' })
      .click();
    await expect(polled.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();
    await polled.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
    await expect(polled.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    const brandsChunk = JSON.parse(await readFile(join(CLIENT_DIR, ROUTE_COMPONENTS_FILE), 'utf8'))[
      'src/routes/_default/brands/index.tsx?tsr-split=component'
    ] as string;

    deployment = await deployNextBuild(basename(brandsChunk));
    // Deployed: the server renders pages of the new build.
    await expect.poll(() => servedBuildId(request)).toBe(deployment.id);

    // A tab the shopper comes back to asks for the latest build: it is stale, says so, and its
    // next route change is a full page load of the new build, once.
    const polledLoads = documentLoads(polled);
    await polled.evaluate(() =>
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
    );
    const banner = polled.getByRole('status').filter({ hasText: NEW_VERSION });
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(polled);
    await markDocument(polled);
    await polled
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Brands' })
      .click();
    await expect(polled).toHaveURL(/\/brands$/);
    await expect.poll(() => sameDocument(polled).catch(() => false)).toBe(false);
    await expectHydrated(polled.locator('body'));
    expect(await pageBuildId(polled)).toBe(deployment.id);
    await expect(polled.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
    // The new build is current: route changes stay in the page.
    await markDocument(polled);
    await polled.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
    await expect(polled.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    expect(await sameDocument(polled)).toBe(true);
    expect(polledLoads).toEqual([expect.stringMatching(/\/brands$/)]);
    await otherShopper.close();

    // A tab that has not asked yet goes where the old build's chunk is gone: it reloads once,
    // into the new build.
    const browsingLoads = documentLoads(browsing);
    await browsing
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Brands' })
      .click();
    await expect(browsing).toHaveURL(/\/brands$/);
    await expect.poll(() => browsingLoads.length).toBe(1);
    await expectHydrated(browsing.locator('body'));
    await expect.poll(() => pageBuildId(browsing).catch(() => undefined)).toBe(deployment.id);
    await expect(browsing.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(browsing.getByText(NEW_VERSION)).toHaveCount(0);
    await markDocument(browsing);
    await browsing.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
    await expect(browsing.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    expect(await sameDocument(browsing)).toBe(true);
    expect(browsingLoads).toEqual([expect.stringMatching(/\/brands$/)]);
  });
});
