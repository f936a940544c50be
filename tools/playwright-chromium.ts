// Debian's Chromium for every browser test, never a browser downloaded by a test tool. Tests run
// in its headless shell (Debian's `chromium-headless-shell`, the browser without its window
// machinery, as Playwright's own headless runs do): on two cores a page costs it far less. Lighthouse
// measures in the full browser (`chromiumPath`). Background networking is off and every host but
// localhost is unresolvable: this machine has no internet.

/** Debian's full Chromium, for measurements of what a shopper's browser does. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumLaunchOptions = {
  executablePath:
    process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  ],
};
