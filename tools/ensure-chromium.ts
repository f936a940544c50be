// Browser tests use Debian's Chromium (its headless shell; Lighthouse the full browser). Install
// what is missing when we may; else say how, in one line.
import { existsSync } from 'node:fs';
import { chromiumLaunchOptions, chromiumPath } from './playwright-chromium.js';
import { canInstallDebianPackages, installDebianPackages } from './run.mjs';

const wanted = [
  ['chromium-headless-shell', chromiumLaunchOptions.executablePath],
  ['chromium', chromiumPath],
] as const;
const missing = wanted.filter(([, path]) => !existsSync(path));

if (missing.length > 0) {
  const names = missing.map(([name]) => name);
  const packages = names.join(' ');
  const where = missing.map(([, path]) => path).join(', ');
  if (!canInstallDebianPackages()) {
    console.error(
      `Chromium not found at ${where}: install it with "sudo apt-get install -y ${packages}" or set PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH and CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log(`Chromium not found at ${where}: installing Debian's ${packages}…`);
  if (!installDebianPackages(names) || missing.some(([, path]) => !existsSync(path))) {
    console.error(
      `Installing ${packages} failed: run "apt-get install -y ${packages}" and try again.`,
    );
    process.exit(1);
  }
}
