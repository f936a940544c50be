import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import rule of the API's modules lives in the workspace's eslint.config.mjs, which CI runs;
// these cases show that a wrong import fails it.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../../', import.meta.url)) });

/** What the import rule says of a file at `path` (under the API's `src`) that imports `from`. */
async function importProblems(path: string, from: string): Promise<string[]> {
  const code = `import { thing } from '${from}';\nexport const used = thing;\n`;
  const [result] = await eslint.lintText(code, { filePath: `apps/commerce-api/src/${path}` });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const throughEntrance = expect.stringContaining('entered only through its index.ts');

describe('the API modules’ import rule', () => {
  it('refuses a domain reaching into another domain', async () => {
    expect(await importProblems('member/x.ts', '../bag/cart-view.js')).toEqual([throughEntrance]);
    expect(await importProblems('member/x.ts', '../bag/view.js')).toEqual([throughEntrance]);
    expect(await importProblems('loyalty/x.ts', '../catalogue/listing.js')).toEqual([
      throughEntrance,
    ]);
    expect(await importProblems('app.ts', './bag/routes.js')).toEqual([throughEntrance]);
  });

  it('lets a domain and the composition roots use a domain through its index.ts', async () => {
    expect(await importProblems('member/x.ts', '../catalogue/index.js')).toEqual([]);
    expect(await importProblems('loyalty/x.ts', '../auth/index.js')).toEqual([]);
    expect(await importProblems('app.ts', './bag/index.js')).toEqual([]);
    expect(await importProblems('db/migrations.ts', '../bag/index.js')).toEqual([]);
    expect(await importProblems('seed/seed.ts', '../bag/index.js')).toEqual([]);
  });

  it('refuses infrastructure importing a domain, even by its entrance', async () => {
    for (const path of ['http/x.ts', 'db/x.ts', 'seed/x.ts', 'config.ts']) {
      expect(await importProblems(path, '../bag/index.js')).toEqual([
        expect.stringContaining('never imports a domain'),
      ]);
    }
    expect(await importProblems('db/migrations.ts', '../bag/migrations.js')).toEqual([
      throughEntrance,
    ]);
  });

  it('refuses a domain importing a composition root', async () => {
    for (const from of ['../app.js', '../index.js', '../db/migrations.js', '../seed/seed.js']) {
      expect(await importProblems('bag/x.ts', from)).toEqual([
        expect.stringContaining('composition root'),
      ]);
    }
  });
});
