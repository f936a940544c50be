import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PasswordSchema } from './account.js';
import {
  checkPassword,
  isProblemOrderStatus,
  PROBLEM_ORDER_STATUSES,
  type PasswordContext,
} from './values.js';

const met = (password: string, context?: PasswordContext) =>
  Object.fromEntries(checkPassword(password, context).map((rule) => [rule.code, rule.met]));

describe('checkPassword', () => {
  it('checks length, digit, special character and mixed case (001 to 004)', () => {
    expect(met('abc')).toEqual({
      AUTH_MS_PV_001: false,
      AUTH_MS_PV_002: false,
      AUTH_MS_PV_003: false,
      AUTH_MS_PV_004: false,
    });
    expect(met('Secret#2026')).toEqual({
      AUTH_MS_PV_001: true,
      AUTH_MS_PV_002: true,
      AUTH_MS_PV_003: true,
      AUTH_MS_PV_004: true,
    });
  });

  it('refuses the email (005), the email or the last 2 passwords (006), and a mismatch (007)', () => {
    expect(met('Ann@shop.sg', { email: 'ann@shop.sg' }).AUTH_MS_PV_005).toBe(false);
    expect(met('Other#2026', { email: 'ann@shop.sg' }).AUTH_MS_PV_005).toBe(true);
    const previous = ['Oldest#1', 'Older#22', 'Recent#3'];
    expect(met('Recent#3', { previousPasswords: previous }).AUTH_MS_PV_006).toBe(false);
    expect(met('Older#22', { previousPasswords: previous }).AUTH_MS_PV_006).toBe(false);
    expect(met('Oldest#1', { previousPasswords: previous }).AUTH_MS_PV_006).toBe(true);
    expect(met('a', { confirmationOf: 'b' }).AUTH_MS_PV_007).toBe(false);
  });

  it('says what PasswordSchema says about rules 001 to 004', () => {
    for (const password of [
      'Ab#1',
      'Secret#abc',
      'Secret12ก',
      'secret#123',
      'Ab1#😀😀',
      'Ärger#1234',
    ]) {
      const result = v.safeParse(PasswordSchema, password);
      const refused = result.success ? [] : result.issues.map((issue) => issue.message);
      const unmet = checkPassword(password)
        .filter((rule) => !rule.met)
        .map((rule) => rule.code);
      expect(unmet, password).toEqual(refused);
    }
  });

  it('reaches a browser bundle without the validation library', async () => {
    // What the storefront imports from the contract: bundlers drop the unused schema modules.
    const result = await build({
      stdin: {
        contents: `export { checkPassword, MAX_QUANTITY_PER_ADDITION } from './src/contract/index.ts';`,
        resolveDir: fileURLToPath(new URL('../..', import.meta.url)),
        loader: 'ts',
      },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const [output] = Object.values(result.metafile.outputs);
    const bundled = Object.entries(output!.inputs).filter(([, input]) => input.bytesInOutput > 0);
    expect(bundled.map(([path]) => path)).toEqual(['src/contract/values.ts']);
  });
});

describe('isProblemOrderStatus', () => {
  it('marks the statuses where the shopper may need to act, and only those', () => {
    expect(isProblemOrderStatus('payment_failed')).toBe(true);
    expect(isProblemOrderStatus('lost_in_transit')).toBe(true);
    expect(isProblemOrderStatus('delivered')).toBe(false);
    expect(isProblemOrderStatus('bank_transfer_pending')).toBe(false);
    expect(PROBLEM_ORDER_STATUSES).toHaveLength(new Set(PROBLEM_ORDER_STATUSES).size);
  });
});
