import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deepEqual, formatReport, maskNonces, runConformance } from '../conformance/runner.js';

// The shared vectors live beside the repository, <root>/../shared/conformance/flags, unless
// `npm test` found them elsewhere (beside the origin of a scratch clone): FLAGS_CONFORMANCE_DIR.
const shared =
  process.env.FLAGS_CONFORMANCE_DIR ??
  fileURLToPath(new URL('../../../../shared/conformance/flags', import.meta.url));

describe('conformance with the original engine', () => {
  it('finds the shared vectors', () => {
    expect(existsSync(shared)).toBe(true);
  });

  it('passes every vector that is not a quirk of the original', { timeout: 60_000 }, async () => {
    const report = await runConformance(shared);
    const summary = formatReport(report);
    expect(report.failed, summary).toBe(0);
    expect(report.passed).toBeGreaterThan(15_000);
    expect(summary.split('\n').at(-1)).toBe(
      `${report.passed} passed, 0 failed, ${report.skipped} skipped`,
    );
  });

  it('compares deeply and masks nonces', () => {
    expect(deepEqual({ a: [1, { b: null }] }, { a: [1, { b: null }] })).toBe(true);
    expect(deepEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(deepEqual([1], { 0: 1 })).toBe(false);
    expect(maskNonces('eventType=activity&nonce=0123456789ABCDEF&visitorCode=x')).toBe(
      'eventType=activity&nonce={NONCE}&visitorCode=x',
    );
  });
});
