// Browser tests use Debian's Chromium (its headless shell; Lighthouse the full browser). Install
// what is missing when we may; else say how, in one line.
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

const wanted = [
  [
    'chromium-headless-shell',
    process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH ?? '/usr/bin/chromium-headless-shell',
  ],
  ['chromium', process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'],
];
const missing = wanted.filter(([, path]) => !existsSync(path));

if (missing.length > 0) {
  const packages = missing.map(([name]) => name);
  const where = missing.map(([, path]) => path).join(', ');
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      `Chromium not found at ${where}: install it with "sudo apt-get install -y ${packages.join(' ')}" or set PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH and CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log(`Chromium not found at ${where}: installing Debian's ${packages.join(' and ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const code =
    (await run('apt-get', ['update', '-qq'], { env })) ||
    (await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
      env,
    }));
  if (code !== 0 || missing.some(([, path]) => !existsSync(path))) {
    console.error(
      `Installing ${packages.join(' ')} failed: run "apt-get install -y ${packages.join(' ')}" and try again.`,
    );
    process.exit(1);
  }
}
