// The lockfile is the manifests' one record: fails when `npm install` would rewrite it (a
// manifest changed without it), and leaves the committed file as it was.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { npm, root, run } from './run.mjs';

const lockfile = join(root, 'package-lock.json');
const before = readFileSync(lockfile, 'utf8');
const code = await run(npm, [
  'install',
  '--package-lock-only',
  '--ignore-scripts',
  '--no-audit',
  '--no-fund',
  '--loglevel=error',
]);
const after = readFileSync(lockfile, 'utf8');
if (after !== before) writeFileSync(lockfile, before);
if (code !== 0) process.exit(code);
if (after !== before) {
  console.error(
    'package-lock.json is out of step with the package.json files: run `npm install` and commit the lockfile.',
  );
  process.exit(1);
}
console.log('package-lock.json is in step with every package.json.');
