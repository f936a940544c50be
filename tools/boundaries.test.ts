import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { bin, root } from './run.mjs';

// The projects' module boundaries live in eslint.config.mjs (Nx's enforce-module-boundaries over
// the tags of each package.json), which `npm test` runs; these cases show a wrong import fails it.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

// The rule reads Nx's cached project graph and skips itself without one (a fresh clone before any
// `nx` command): compute it first, as `nx run-many -t lint` does.
beforeAll(() => {
  execFileSync(bin('nx'), ['show', 'projects'], {
    cwd: root,
    env: { ...process.env, NX_DAEMON: 'false' },
    stdio: 'ignore',
  });
});

/** The boundary rule's messages for a file at `path` that imports `from`. */
async function boundaryProblems(path: string, from: string): Promise<string[]> {
  const code = `import { thing } from '${from}';\nexport const used = thing;\n`;
  const [result] = await eslint.lintText(code, { filePath: path });
  return result!.messages
    .filter((message) => message.ruleId === '@nx/enforce-module-boundaries')
    .map((message) => message.message);
}

describe('project boundaries', () => {
  it('refuses a library importing an app', async () => {
    expect(await boundaryProblems('libs/ui/src/x.ts', '@beauty/commerce-api')).toEqual([
      'A project tagged with "type:lib" can only depend on libs tagged with "type:lib"',
    ]);
  });

  it('refuses a core library importing the design system, and the API importing it', async () => {
    expect(await boundaryProblems('libs/analytics/src/x.ts', '@beauty/ui')).toEqual([
      'A project tagged with "scope:core" can only depend on libs tagged with "scope:core"',
    ]);
    expect(await boundaryProblems('apps/commerce-api/src/x.ts', '@beauty/ui')).toEqual([
      'A project tagged with "scope:api" can only depend on libs tagged with "scope:api", "scope:core"',
    ]);
  });

  it('lets each project import what it wires', async () => {
    expect(await boundaryProblems('libs/ui/src/x.ts', '@beauty/i18n')).toEqual([]);
    expect(await boundaryProblems('apps/commerce-api/src/x.ts', '@beauty/commerce-sdk')).toEqual(
      [],
    );
    expect(await boundaryProblems('apps/storefront/src/x.ts', '@beauty/commerce-sdk')).toEqual([]);
    expect(await boundaryProblems('apps/storefront/server/x.ts', '@beauty/commerce-api')).toEqual(
      [],
    );
    expect(await boundaryProblems('apps/storybook/src/x.ts', '@beauty/ui')).toEqual([]);
  });
});
