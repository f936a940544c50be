// Where a phone's main thread goes while a page loads and settles: the page opened as a fresh
// visitor (CPU slowed 4×, as `phone.ts` opens it), traced and under V8's sampling profiler, from
// navigation until some seconds after the load event. Every task of 50 ms or more on the page's
// main thread (what Lighthouse counts as a long task) is listed with the functions it spent its
// time in, alone and with what they called, mapped to their sources through the build's source
// maps. A report for finding what to make cheaper, not a test: Lighthouse's TBT on a busy host
// moves by hundreds of ms between runs, while the functions in a long task stay the same.
//   npx nx build storefront && npm run perf:main-thread
//   npm run perf:main-thread -- /pages/makeup '/search?q=serum'   (only these paths)
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { asPhone, WATCH_MS } from './phone.js';
import { discoverPages, root, withShop } from './shop.js';

const LONG_MS = 50;
const SAMPLING_US = 200;
const assets = `${root}apps/storefront/dist/client`;

/** A frame of V8's CPU profile (the DevTools protocol's `Runtime.CallFrame`). */
interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

/** V8's CPU profile (the DevTools protocol's `Profiler.Profile`), as far as it is read here. */
interface Profile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  startTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** V8's names for samples that are not JavaScript. */
const NOT_SCRIPT: Record<string, string> = {
  '(program)': '(browser: parsing, style, layout, paint)',
  '(garbage collector)': '(garbage collection)',
};

const sourceMaps = new Map<string, Promise<SourceMapConsumer | undefined>>();

function sourceMap(file: string) {
  let map = sourceMaps.get(file);
  if (!map) {
    const path = `${assets}${file}.map`;
    map = existsSync(path)
      ? readFile(path, 'utf8').then(
          (text) => new SourceMapConsumer(JSON.parse(text) as RawSourceMap),
        )
      : Promise.resolve(undefined);
    sourceMaps.set(file, map);
  }
  return map;
}

/** A function as an engineer looks it up: its name and its source file and line. */
async function nameOf({ functionName, url, lineNumber, columnNumber }: CallFrame) {
  if (!url) return NOT_SCRIPT[functionName] ?? functionName;
  const { pathname } = new URL(url);
  const map = pathname.startsWith('/assets/') ? await sourceMap(pathname) : undefined;
  if (!map) return `${functionName || '(anonymous)'} ${pathname}:${lineNumber + 1}`;
  const { source, line, name } = map.originalPositionFor({
    line: lineNumber + 1,
    column: columnNumber,
  });
  const file = String(source)
    .replace(/^(?:\.\.\/)+/, '')
    .replace(/^.*node_modules\//, '');
  return `${name ?? (functionName || '(anonymous)')} ${file}:${line}`;
}

/** A task of the page's main thread, from the trace: start and length in ms. */
interface Task {
  startMs: number;
  durationMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

/** The long tasks of the page's main thread: the renderer main thread with the most events. */
function longTasks(events: TraceEvent[]): Task[] {
  const threads = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const busiest = threads
    .map((thread) => ({
      thread,
      count: events.filter((event) => event.pid === thread.pid && event.tid === thread.tid).length,
    }))
    .sort((a, b) => b.count - a.count)[0]?.thread;
  if (!busiest) return [];
  return events
    .filter(
      (event) =>
        event.pid === busiest.pid &&
        event.tid === busiest.tid &&
        event.ph === 'X' &&
        event.name === 'RunTask' &&
        (event.dur ?? 0) >= LONG_MS * 1000,
    )
    .map((event) => ({ startMs: event.ts / 1000, durationMs: event.dur! / 1000 }))
    .sort((a, b) => a.startMs - b.startMs);
}

interface Breakdown extends Task {
  self: Map<string, number>;
  inclusive: Map<string, number>;
}

/** Each task's samples, by function: alone (the sampled frame) and with what it called. */
async function breakDown(tasks: Task[], profile: Profile): Promise<Breakdown[]> {
  const parents = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const names = new Map<number, string>();
  for (const node of profile.nodes) names.set(node.id, await nameOf(node.callFrame));
  const breakdowns: Breakdown[] = tasks.map((task) => ({
    ...task,
    self: new Map(),
    inclusive: new Map(),
  }));
  const add = (times: Map<string, number>, name: string, ms: number) =>
    times.set(name, (times.get(name) ?? 0) + ms);
  // Profile and trace share the browser's clock, in microseconds.
  let at = profile.startTime / 1000;
  const deltas = profile.timeDeltas ?? [];
  // Samples and tasks both come in time order: one pass over each.
  let next = 0;
  (profile.samples ?? []).forEach((id, index) => {
    at += (deltas[index] ?? 0) / 1000;
    const ms = (deltas[index + 1] ?? 0) / 1000;
    while (
      next < breakdowns.length &&
      at >= breakdowns[next]!.startMs + breakdowns[next]!.durationMs
    )
      next++;
    const task = breakdowns[next];
    if (!task || at < task.startMs || names.get(id) === '(idle)') return;
    add(task.self, names.get(id)!, ms);
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parents.get(node)) {
      const name = names.get(node)!;
      if (name === '(root)' || seen.has(name)) continue;
      seen.add(name);
      add(task.inclusive, name, ms);
    }
  });
  return breakdowns;
}

const largest = (times: Map<string, number>, count: number) =>
  [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `      ${ms.toFixed(0).padStart(4)} ms  ${name}`)
    .join('\n');

async function profilePage(url: string) {
  return asPhone(async (page, cdp) => {
    const browser = page.context().browser()!;
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_US });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(WATCH_MS);
    const { profile } = await cdp.send('Profiler.stop');
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    const tasks = longTasks(trace.traceEvents);
    const start = tasks[0] ? Math.min(profile.startTime / 1000, tasks[0].startMs) : 0;
    return { start, tasks: await breakDown(tasks, profile) };
  });
}

async function main() {
  const only = process.argv.slice(2);
  await withShop(async (baseUrl) => {
    const pages = only.length
      ? only.map((path): [string, string] => [path, path])
      : await discoverPages(baseUrl);
    for (const [name, path] of pages) {
      const { start, tasks } = await profilePage(`${baseUrl}${path}`);
      const blocking = tasks.reduce((sum, { durationMs }) => sum + durationMs - LONG_MS, 0);
      console.log(
        `\n${name === path ? path : `${name} ${path}`}: ${tasks.length} tasks of ${LONG_MS} ms or more, ${blocking.toFixed(0)} ms past ${LONG_MS} ms in all (phone, CPU 4× slower)`,
      );
      for (const task of tasks) {
        console.log(
          `  at ${(task.startMs - start).toFixed(0)} ms, ${task.durationMs.toFixed(0)} ms\n    alone:\n${largest(task.self, 5)}\n    with what they called:\n${largest(task.inclusive, 8)}`,
        );
      }
    }
  });
}

try {
  await main();
} catch (error) {
  console.error(`perf:main-thread: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
