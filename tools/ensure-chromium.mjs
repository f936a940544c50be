// Browser tests use Debian's Chromium. Install it when missing and we may; else say how, in one line.
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

const path = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH ?? '/usr/bin/chromium';

if (!existsSync(path)) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      `Chromium not found at ${path}: install it with "sudo apt-get install -y chromium" or set PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH.`,
    );
    process.exit(1);
  }
  console.log(`Chromium not found at ${path}: installing Debian's chromium package…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const code =
    (await run('apt-get', ['update', '-qq'], { env })) ||
    (await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
      env,
    }));
  if (code !== 0 || !existsSync(path)) {
    console.error('Installing chromium failed: run "apt-get install -y chromium" and try again.');
    process.exit(1);
  }
}
