// Conformance runner: replays the vectors recorded from the original engine against ours.
// Any folder of the shared format works; nothing here knows ids, visitor codes or file names.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  FlagsClient,
  FlagsError,
  MemoryStorage,
  hashDouble,
  type RawConfiguration,
  type SdkInfo,
  type Timers,
  type VisitorDataInput,
} from '../src/index.js';

/** Outcome of one check. */
export interface CheckResult {
  family: string;
  id: string;
  status: 'passed' | 'failed' | 'skipped';
  expected?: unknown;
  actual?: unknown;
}

/** Totals of a run, per family and overall. */
export interface ConformanceReport {
  checks: CheckResult[];
  families: Map<string, { passed: number; failed: number; skipped: number }>;
  passed: number;
  failed: number;
  skipped: number;
}

interface Header {
  family?: string;
  sdkInfo?: Partial<SdkInfo>;
  siteCode?: string;
  defaultStartTime?: number;
  timezone?: string;
}

interface HashVector {
  kind: 'rule' | 'variation' | 'holdout' | 'meGroup';
  visitorCode: string;
  id?: number;
  respoolTime?: number | null;
  meGroup?: string;
  input: string;
  hash: number;
}

interface Step {
  op: string;
  tags?: string[];
  expect?: unknown;
  [field: string]: unknown;
}

interface Case {
  id: string;
  config: string;
  visitorCode: string;
  steps: Step[];
  tags?: string[];
}

interface FamilyFile extends Header {
  configs?: Record<string, RawConfiguration>;
  cases?: Case[];
  vectors?: HashVector[];
}

const SKIP_TAG = 'quirk';

/** Masks tracking nonces the way the vectors do. */
export const maskNonces = (line: string) => line.replace(/([?&]nonce=)[0-9A-F]{16}/g, '$1{NONCE}');

/** Deep equality with exact numbers (object key order ignored). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => deepEqual(item, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => Object.hasOwn(right, key) && deepEqual(left[key], right[key]));
}

/** Expected hash input of a vector, built from its parts. */
function hashInput(vector: HashVector): string {
  if (vector.kind === 'meGroup') return vector.visitorCode + String(vector.meGroup);
  const suffix = vector.kind !== 'holdout' && vector.respoolTime ? String(vector.respoolTime) : '';
  return vector.visitorCode + String(vector.id) + suffix;
}

/** A seeded [0, 1) generator (mulberry32) so runs are repeatable. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Timers that never fire: the runner drives tracking itself through `flush`. */
const stillTimers: Timers = { setTimeout: () => null, clearTimeout: () => undefined };

const errorName = (error: unknown) =>
  error instanceof FlagsError ? error.kind : error instanceof Error ? error.name : String(error);

interface Sent {
  method: string;
  url: string;
  body: string;
}

async function runCase(file: FamilyFile, testCase: Case, record: (r: CheckResult) => void) {
  const family = file.family ?? 'unknown';
  const configuration = file.configs?.[testCase.config];
  let now = file.defaultStartTime ?? Date.now();
  const sent: Sent[] = [];
  const caseSkipped = testCase.tags?.includes(SKIP_TAG) ?? false;
  const checkSteps = testCase.steps.filter((step) => step.expect !== undefined);
  if (caseSkipped) {
    checkSteps.forEach((_, index) =>
      record({ family, id: `${testCase.id}#${index}`, status: 'skipped' }),
    );
    return;
  }
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (method === 'GET') return new Response(JSON.stringify(configuration), { status: 200 });
    sent.push({ method, url, body: String(init?.body ?? '') });
    return new Response(null, { status: 204 });
  };
  const client = new FlagsClient({
    siteCode: file.siteCode ?? 'site',
    fetch,
    storage: new MemoryStorage(),
    eventSource: null,
    clock: { now: () => now },
    random: seededRandom(1),
    timers: stillTimers,
    cookies: null,
    logger: { warn: () => undefined, error: () => undefined },
    sdk: file.sdkInfo ?? {},
  });
  let index = 0;
  try {
    if (configuration === undefined) throw new Error(`unknown config ${testCase.config}`);
    await client.initialize();
    for (const step of testCase.steps) {
      const visitorCode =
        typeof step.visitorCode === 'string' ? step.visitorCode : testCase.visitorCode;
      let actual: unknown;
      try {
        actual = await runStep(client, step, visitorCode, sent, {
          set: (time) => (now = time),
          get: () => now,
        });
      } catch (error) {
        actual = { runnerError: String(error) };
      }
      if (step.expect === undefined) continue;
      const id = `${testCase.id}#${index}`;
      index += 1;
      if (step.tags?.includes(SKIP_TAG)) {
        record({ family, id, status: 'skipped' });
        continue;
      }
      const passed = deepEqual(actual, step.expect);
      record(
        passed
          ? { family, id, status: 'passed' }
          : { family, id, status: 'failed', expected: step.expect, actual },
      );
    }
  } catch (error) {
    for (; index < checkSteps.length; index += 1) {
      record({
        family,
        id: `${testCase.id}#${index}`,
        status: 'failed',
        actual: { runnerError: String(error) },
      });
    }
  } finally {
    client.close();
  }
}

async function runStep(
  client: FlagsClient,
  step: Step,
  visitorCode: string,
  sent: Sent[],
  clock: { set(time: number): void; get(): number },
): Promise<unknown> {
  switch (step.op) {
    case 'setTime':
      clock.set(Number(step.now));
      return undefined;
    case 'advanceTime':
      clock.set(clock.get() + Number(step.ms));
      return undefined;
    case 'seedVisits':
      client.setVisitHistory(
        visitorCode,
        step.visits as { timeStarted: number; timeLastActivity: number }[],
      );
      return undefined;
    case 'seedCbScores':
      client.setConversionScores(visitorCode, step.cbs as Record<string, Record<string, number>>);
      return undefined;
    case 'addData':
      client.addData(visitorCode, ...(step.data as VisitorDataInput[]));
      return undefined;
    case 'trackConversion':
      client.trackConversion({
        visitorCode,
        goalId: Number(step.goalId),
        ...(step.revenue !== undefined ? { revenue: Number(step.revenue) } : {}),
        ...(step.negative !== undefined ? { negative: Boolean(step.negative) } : {}),
      });
      return undefined;
    case 'setLegalConsent':
      client.setLegalConsent(visitorCode, Boolean(step.consent));
      return undefined;
    case 'setForcedVariation':
      try {
        client.setForcedVariation({
          visitorCode,
          experimentId: Number(step.experimentId),
          variationKey: (step.variationKey as string | null) ?? null,
          forceTargeting: step.forceTargeting !== false,
        });
        return { ok: true };
      } catch (error) {
        return { error: errorName(error) };
      }
    case 'evaluate':
      try {
        const variation = client.getVariation({
          visitorCode,
          featureKey: String(step.featureKey),
          track: step.track !== false,
        });
        const variables: Record<string, { type: string; value: unknown }> = {};
        for (const [key, variable] of variation.variables) {
          variables[key] = { type: variable.type, value: variable.value };
        }
        return {
          variationKey: variation.key,
          variationId: variation.id,
          experimentId: variation.experimentId,
          active: variation.key !== 'off',
          variables,
        };
      } catch (error) {
        const name = errorName(error);
        return {
          error: name,
          active: name === 'FeatureFlagEnvironmentDisabled' ? false : { error: name },
        };
      }
    case 'getVariable':
      try {
        const variable = client.getFeatureFlagVariable({
          visitorCode,
          featureKey: String(step.featureKey),
          variableKey: String(step.variableKey),
        });
        return { type: variable.type, value: variable.value };
      } catch (error) {
        return { error: errorName(error) };
      }
    case 'flush': {
      const before = sent.length;
      await client.flush({ visitorCode, instant: true });
      return {
        requests: sent.slice(before).map(({ method, url, body }) => ({
          method,
          url,
          lines: body.split('\n').map(maskNonces),
        })),
      };
    }
    default:
      throw new Error(`Unknown step op ${step.op}`);
  }
}

/** Runs every family file of `dir` and adds up the checks. */
export async function runConformance(dir: string): Promise<ConformanceReport> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  const report: ConformanceReport = {
    checks: [],
    families: new Map(),
    passed: 0,
    failed: 0,
    skipped: 0,
  };
  const record = (result: CheckResult) => {
    report.checks.push(result);
    report[result.status] += 1;
    const totals = report.families.get(result.family) ?? { passed: 0, failed: 0, skipped: 0 };
    totals[result.status] += 1;
    report.families.set(result.family, totals);
  };
  const previousTimeZone = process.env.TZ;
  try {
    for (const name of names) {
      const file = JSON.parse(await readFile(join(dir, name), 'utf8')) as FamilyFile;
      const family = file.family ?? name.replace(/\.json$/, '');
      if (Array.isArray(file.vectors)) {
        for (const [index, vector] of file.vectors.entries()) {
          const input = hashInput(vector);
          const hash = hashDouble(input);
          const passed = input === vector.input && hash === vector.hash;
          record(
            passed
              ? { family, id: `${family}/${index}`, status: 'passed' }
              : {
                  family,
                  id: `${family}/${index}`,
                  status: 'failed',
                  expected: { input: vector.input, hash: vector.hash },
                  actual: { input, hash },
                },
          );
        }
      }
      if (!Array.isArray(file.cases)) continue;
      // Visit conditions count days in the time zone the vectors were recorded in.
      if (file.timezone) process.env.TZ = file.timezone;
      for (const testCase of file.cases) await runCase({ ...file, family }, testCase, record);
    }
  } finally {
    if (previousTimeZone === undefined) delete process.env.TZ;
    else process.env.TZ = previousTimeZone;
  }
  return report;
}

/** Human-readable report; its last line is `N passed, M failed, K skipped`. */
export function formatReport(report: ConformanceReport, maxFailures = 20): string {
  const lines: string[] = [];
  for (const [family, totals] of report.families) {
    lines.push(
      `${family}: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
    );
  }
  const failures = report.checks.filter((check) => check.status === 'failed');
  for (const failure of failures.slice(0, maxFailures)) {
    lines.push(`FAIL ${failure.id}`);
    lines.push(`  expected ${JSON.stringify(failure.expected)}`);
    lines.push(`  actual   ${JSON.stringify(failure.actual)}`);
  }
  if (failures.length > maxFailures)
    lines.push(`... ${failures.length - maxFailures} more failures`);
  lines.push(`${report.passed} passed, ${report.failed} failed, ${report.skipped} skipped`);
  return lines.join('\n');
}
