// Lighthouse report of the storefront's production build: home, a listing, a product page, a
// search, the bag and the checkout, each measured three times in Debian's Chromium with the mobile
// preset (simulated throttling), and three times as a phone receives its scripts (`phone.ts`),
// medians against the targets. A report, not a test: it exits 0 whatever the figures, 1 only if
// it cannot measure.
//   npx nx build storefront && npm run perf:storefront
//   PERF_BASE_URL=http://localhost:3000 npm run perf:storefront   (measure a server already running)
//   PERF_COMPARE_URL=http://localhost:3301 npm run perf:storefront
//     (also measure a second server, the build before a change, run for run beside the first: on a
//     busy host the figures drift between runs minutes apart, so a change is judged by the
//     difference of runs taken one after the other)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumPath } from '../playwright-chromium.js';
import { FIRST_SECONDS_MS, scriptKbInFirstSeconds } from './phone.js';
import { discoverPages, gzipKb, initialScriptUrls, withShop } from './shop.js';

const runsPerPage = 3;
// Issue 29's goals on a phone: LCP at most 1.2 s, main-thread blocking at most 150 ms, at most 130 KB
// of compressed script in the first 3 s; and no layout shift to speak of.
const targets = { lcpMs: 1200, cls: 0.05, tbtMs: 150, firstSecondsJsKb: 130 };

interface Measurement {
  lcpMs: number;
  /**
   * What the largest paint was (its HTML), and how long each phase Lighthouse splits it into
   * (TTFB, load delay, load time, render delay) took, in ms.
   */
  lcpElement: string;
  lcpPhases: Record<string, number>;
  cls: number;
  tbtMs: number;
  jsKb: number;
  firstSecondsJsKb: number;
  initialJsKb: number;
}

/** What one Lighthouse run measures. */
type LighthouseFigures = Omit<Measurement, 'initialJsKb' | 'firstSecondsJsKb'>;

async function runLighthouse(url: string): Promise<Result> {
  // A fresh browser each run, so no run profits from the one before.
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    // The default configuration is the mobile preset with simulated throttling.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** One run. Lighthouse sometimes loses the trace (NO_NAVSTART) and asks to be run again: twice more at most. */
async function measure(url: string): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    const lhr = await runLighthouse(url);
    if (!lhr.runtimeError) return summarise(lhr);
    if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    console.log(`${url}: ${lhr.runtimeError.code}, running again`);
  }
}

function summarise(lhr: Result): LighthouseFigures {
  const value = (id: string) => {
    const numeric = lhr.audits[id]?.numericValue;
    if (numeric === undefined) throw new Error(`${lhr.finalDisplayedUrl}: no value for ${id}`);
    return numeric;
  };
  const details = lhr.audits['network-requests']?.details;
  const requests = (details?.type === 'table' ? details.items : []) as {
    url: string;
    resourceType?: string;
    transferSize?: number;
  }[];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const kb = (list: typeof scripts) =>
    list.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024;
  // The LCP audit's details: a table naming the element, then a table of its phases.
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[] }
    | undefined;
  const [elementTable, phaseTable] = lcpDetails?.items ?? [];
  return {
    lcpMs: value('largest-contentful-paint'),
    lcpElement: elementTable?.items?.[0]?.node?.snippet ?? 'unknown',
    lcpPhases: Object.fromEntries(
      (phaseTable?.items ?? []).map(({ phase, timing }) => [phase ?? '?', timing ?? 0]),
    ),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    jsKb: kb(scripts),
  };
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function verdict(pass: boolean) {
  return pass ? 'pass' : 'FAIL';
}

/**
 * A page's median figures on each server measured (this build first, then the compared one), or
 * why it was not measured.
 */
type Row = { name: string; path: string; result: Measurement[] | string };

function report(rows: Row[]) {
  const header = [
    'page',
    'path',
    'LCP ms',
    'CLS',
    'TBT ms',
    'JS KB',
    'JS KB 3 s',
    'initial JS KB',
    'LCP',
    'CLS',
    'TBT',
    'JS',
  ];
  const lines = rows.map(({ name, path, result }) => {
    if (typeof result === 'string') return [name, path, result];
    const [figures] = result as [Measurement];
    return [
      name,
      path,
      figures.lcpMs.toFixed(0),
      figures.cls.toFixed(3),
      figures.tbtMs.toFixed(0),
      figures.jsKb.toFixed(1),
      figures.firstSecondsJsKb.toFixed(1),
      figures.initialJsKb.toFixed(1),
      verdict(figures.lcpMs <= targets.lcpMs),
      verdict(figures.cls < targets.cls),
      verdict(figures.tbtMs <= targets.tbtMs),
      verdict(figures.firstSecondsJsKb <= targets.firstSecondsJsKb),
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(
      title.length,
      ...lines.map((line) =>
        line.length === header.length || column < 2 ? line[column]!.length : 0,
      ),
    ),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => {
        if (cells.length < header.length && column === cells.length - 1) return cell;
        return column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!);
      })
      .join('  ');
  console.log(
    `\nLighthouse ${runsPerPage} runs per page, medians; mobile preset, simulated throttling.`,
  );
  console.log(
    `JS KB: every script the page loaded in Lighthouse's run, as transferred (brotli). JS KB 3 s: the scripts a fresh visitor's phone (CPU 4× slower) has received ${FIRST_SECONDS_MS / 1000} s after navigation, as transferred, median of ${runsPerPage}. Initial JS KB: the scripts its HTML asks for (entry, its imports, the route), gzip -9.`,
  );
  console.log(
    `Targets: LCP ≤ ${targets.lcpMs} ms, CLS < ${targets.cls}, TBT ≤ ${targets.tbtMs} ms, JS in the first ${FIRST_SECONDS_MS / 1000} s ≤ ${targets.firstSecondsJsKb} KB.\n`,
  );
  console.log(format(header));
  console.log(format(widths.map((width) => '-'.repeat(width))));
  for (const line of lines) console.log(format(line));
}

/** The medians of a page's runs on one server. */
function medians(
  runs: LighthouseFigures[],
  firstSeconds: number[],
  initialJsKb: number,
): Measurement {
  const pick = (key: 'lcpMs' | 'cls' | 'tbtMs' | 'jsKb') =>
    median(runs.map((result) => result[key]));
  const phases = [...new Set(runs.flatMap((run) => Object.keys(run.lcpPhases)))];
  const medianRun = runs.toSorted((a, b) => a.lcpMs - b.lcpMs)[Math.floor(runs.length / 2)]!;
  return {
    lcpMs: pick('lcpMs'),
    lcpElement: medianRun.lcpElement,
    lcpPhases: Object.fromEntries(
      phases.map((phase) => [phase, median(runs.map((run) => run.lcpPhases[phase] ?? 0))]),
    ),
    cls: pick('cls'),
    tbtMs: pick('tbtMs'),
    jsKb: pick('jsKb'),
    firstSecondsJsKb: median(firstSeconds),
    initialJsKb,
  };
}

/**
 * Measures a page `runsPerPage` times on each server given (the shop and the build it is compared
 * with, run for run), so both see the host in the same state.
 */
async function measurePage(urls: string[]): Promise<Measurement[] | string> {
  const pages = await Promise.all(urls.map((url) => fetch(url)));
  // While the shop is being built, a page may not exist yet: say so and measure the others.
  const missing = pages.find((page) => !page.ok);
  if (missing) return `not measured: the page answers ${missing.status} at ${missing.url}`;
  const initialJsKb = await Promise.all(
    pages.map(async (page, index) => gzipKb(initialScriptUrls(await page.text(), urls[index]!))),
  );
  const runs = urls.map(() => [] as LighthouseFigures[]);
  const firstSeconds = urls.map(() => [] as number[]);
  for (let run = 1; run <= runsPerPage; run++) {
    // Whichever server goes first in a run measured worse in TBT on a busy host, even serving the
    // same page: the order alternates from run to run.
    const order = [...urls.entries()];
    if (run % 2 === 0) order.reverse();
    for (const [index, url] of order) {
      console.log(`${url}: run ${run} of ${runsPerPage}`);
      runs[index]!.push(await measure(url));
      firstSeconds[index]!.push(await scriptKbInFirstSeconds(url));
    }
  }
  return urls.map((_, index) => medians(runs[index]!, firstSeconds[index]!, initialJsKb[index]!));
}

/** Where each page's largest paint came from, and the differences from the compared build. */
function reportDetails(rows: Row[]) {
  console.log('\nLargest paint (medians of each phase, ms):');
  for (const { name, result } of rows) {
    if (typeof result === 'string') continue;
    const [{ lcpElement, lcpPhases }] = result as [Measurement];
    const phases = Object.entries(lcpPhases)
      .map(([phase, ms]) => `${phase} ${ms.toFixed(0)}`)
      .join(', ');
    console.log(`  ${name}: ${phases}; ${lcpElement.slice(0, 120)}`);
  }
  const compared = rows.filter((row) => typeof row.result !== 'string' && row.result[1]);
  if (compared.length === 0) return;
  console.log(
    `\nThis build against ${process.env.PERF_COMPARE_URL} (run for run; negative is better):`,
  );
  for (const { name, result } of compared) {
    const [now, before] = result as [Measurement, Measurement];
    const change = (key: 'lcpMs' | 'tbtMs' | 'firstSecondsJsKb', digits: number) =>
      `${before[key].toFixed(digits)} → ${now[key].toFixed(digits)} (${now[key] - before[key] >= 0 ? '+' : ''}${(now[key] - before[key]).toFixed(digits)})`;
    console.log(
      `  ${name}: LCP ms ${change('lcpMs', 0)}, TBT ms ${change('tbtMs', 0)}, JS KB 3 s ${change('firstSecondsJsKb', 1)}`,
    );
  }
}

async function main() {
  const compareUrl = process.env.PERF_COMPARE_URL?.replace(/\/$/, '');
  await withShop(async (baseUrl) => {
    const rows: Row[] = [];
    for (const [name, path] of await discoverPages(baseUrl)) {
      const urls = [`${baseUrl}${path}`, ...(compareUrl ? [`${compareUrl}${path}`] : [])];
      rows.push({ name, path, result: await measurePage(urls) });
    }
    report(rows);
    reportDetails(rows);
  });
}

try {
  await main();
} catch (error) {
  console.error(`perf:storefront: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
