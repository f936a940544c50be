import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// The changeset rule of `npm test` (tools/changeset-check.mjs), on a scratch repository with two
// publishable libraries, as a fresh clone has it: no tags, no remote branch.
const script = fileURLToPath(new URL('./changeset-check.mjs', import.meta.url));
const identity = {
  GIT_AUTHOR_NAME: 'test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
};
let repo: string;

const write = (path: string, text: string) => {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  writeFileSync(join(repo, path), text);
};
const git = (...args: string[]) => {
  const result = spawnSync('git', args, { cwd: repo, env: { ...process.env, ...identity } });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
};
const commit = (message: string) => {
  git('add', '-A');
  git('commit', '-q', '-m', message);
};
const library = (name: string, version: string, peerDependencies = {}) =>
  JSON.stringify({ name, version, peerDependencies, nx: { tags: ['publishable'] } });
const changeset = (file: string, name: string, bump = 'minor') =>
  write(`.changeset/${file}.md`, `---\n'${name}': ${bump}\n---\n\nWhat changed.\n`);
const check = () => {
  const result = spawnSync(process.execPath, [script, repo], { encoding: 'utf8' });
  return { code: result.status, output: result.stdout + result.stderr };
};

beforeEach(() => {
  repo = mkdtempSync(join(tmpdir(), 'changeset-check-'));
  git('init', '-q', '-b', 'trunk');
  write('package.json', JSON.stringify({ name: 'fixture', private: true, workspaces: ['libs/*'] }));
  write(
    '.changeset/config.json',
    JSON.stringify({
      baseBranch: 'main',
      access: 'restricted',
      changelog: false,
      commit: false,
      changedFilePatterns: ['**', '!**/*.{test,stories}.{ts,tsx}'],
    }),
  );
  write('libs/a/package.json', library('@fixture/a', '0.1.0'));
  write('libs/b/package.json', library('@fixture/b', '0.1.0', { '@fixture/a': '*' }));
  commit('foundation');
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

describe('changeset check', () => {
  it('passes when nothing changed since the changesets config came in', () => {
    const { code, output } = check();
    expect(output).toContain('no release yet');
    expect(code).toBe(0);
  });

  it('fails naming a changed library without a changeset, passes once one names it', () => {
    write('libs/a/src/index.ts', 'export const a = 1;\n');
    changeset('other', '@fixture/b');
    commit('a changes, the changeset names b only');
    let { code, output } = check();
    expect(code).toBe(1);
    expect(output).toContain('without a changeset naming them: @fixture/a.');
    expect(output).toContain('npm run changeset');

    changeset('a-feature', '@fixture/a');
    ({ code, output } = check());
    expect(output).toContain('@fixture/a: 1 files changed, named by a changeset');
    expect(code).toBe(0);
  });

  it('needs no changeset when only tests or stories of a library changed', () => {
    write('libs/a/src/index.test.ts', 'export {};\n');
    write('libs/a/src/Button/Button.stories.tsx', 'export default {};\n');
    commit('tests only');
    let { code, output } = check();
    expect(output).toContain('@fixture/a: only tests or stories changed (2 files)');
    expect(code).toBe(0);

    write('libs/a/src/index.ts', 'export const a = 1;\n');
    ({ code, output } = check());
    expect(code).toBe(1);
    expect(output).toContain('without a changeset naming them: @fixture/a.');
  });

  it('fails when a peer leaves the published range of a library released without it', () => {
    write('libs/a/src/index.ts', 'export const a = 1;\n');
    changeset('a-feature', '@fixture/a');
    commit('a changes with a minor changeset');
    let { code, output } = check();
    expect(code).toBe(1);
    expect(output).toContain('@fixture/b: its peer @fixture/a gets a minor bump out of ^0.1.0');

    changeset('b-follows', '@fixture/b', 'patch');
    ({ code, output } = check());
    expect(code).toBe(0);
  });

  it('compares with the last release once there is one', () => {
    write('libs/a/src/index.ts', 'export const a = 1;\n');
    changeset('a-feature', '@fixture/a');
    commit('a changes with its changeset');
    // What `changeset version` leaves: the version, a changelog, the changeset consumed.
    write('libs/a/package.json', library('@fixture/a', '0.2.0'));
    write('libs/a/CHANGELOG.md', '# @fixture/a\n\n## 0.2.0\n');
    unlinkSync(join(repo, '.changeset/a-feature.md'));
    commit('release');
    let { code, output } = check();
    expect(output).toContain('the last release');
    expect(code).toBe(0);

    write('libs/a/src/index.ts', 'export const a = 2;\n');
    ({ code, output } = check());
    expect(code).toBe(1);
    expect(output).toContain('@fixture/a');
  });
});
