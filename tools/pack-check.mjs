// Proves another internal app can install our libraries: packs each one with `npm pack`, installs
// the tarballs in a scratch project outside the workspace, then imports them in Node and
// typechecks a consumer against their published types.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bin, root } from './run.mjs';

const libraries = ['commerce-sdk', 'flags-sdk', 'i18n', 'analytics', 'ui'];
const sh = (command, args, cwd) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

console.log('Building the publishable libraries…');
sh(
  bin('nx'),
  ['run-many', '-t', 'build', '--projects=tag:publishable', '--output-style=static'],
  root,
);

const scratch = mkdtempSync(join(tmpdir(), 'beauty-pack-check-'));
const results = [];
try {
  const tarballs = {};
  for (const name of libraries) {
    const [packed] = JSON.parse(
      sh('npm', ['pack', '--json', '--pack-destination', scratch], join(root, 'libs', name)),
    );
    tarballs[`@beauty/${name}`] = `file:${join(scratch, packed.filename)}`;
    const files = packed.files.map((file) => file.path);
    if (files.some((file) => file.startsWith('src/'))) throw new Error(`${name} ships its sources`);
  }

  const app = join(scratch, 'consumer');
  mkdirSync(app);
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'pack-check-consumer',
      private: true,
      type: 'module',
      dependencies: { ...tarballs, react: '^19.0.0', 'react-dom': '^19.0.0' },
    }),
  );
  console.log('Installing the tarballs in a scratch project…');
  sh('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], app);

  // What a consumer sees at run time.
  const checks = {
    '@beauty/commerce-sdk': `
      import { createCommerceClient, CommerceError } from '@beauty/commerce-sdk';
      import { BrandSchema } from '@beauty/commerce-sdk/contract';
      const client = createCommerceClient({ baseUrl: 'http://localhost', country: 'sg', language: 'en' });
      assert(typeof client.brands.list === 'function' && new CommerceError('x').statusCode === 500 && BrandSchema.type === 'object');`,
    '@beauty/flags-sdk': `
      import { generateVisitorCode } from '@beauty/flags-sdk';
      assert(/^[a-z0-9]{16}$/.test(generateVisitorCode()));`,
    '@beauty/i18n': `
      import { formatPrice } from '@beauty/i18n';
      assert(formatPrice(35, 'sg', 'en').includes('35.00'));`,
    '@beauty/analytics': `
      import { validateContainerId } from '@beauty/analytics';
      assert(validateContainerId('GTM-ABC123') === 'GTM-ABC123');`,
    '@beauty/ui': `
      import { createElement } from 'react';
      import { renderToString } from 'react-dom/server';
      import { existsSync } from 'node:fs';
      import { fileURLToPath } from 'node:url';
      import { Button, lightTheme } from '@beauty/ui';
      assert(renderToString(createElement(Button, null, 'Add to bag')).includes('<button'));
      assert(typeof lightTheme === 'string' && existsSync(fileURLToPath(import.meta.resolve('@beauty/ui/styles.css'))));`,
  };
  for (const [name, body] of Object.entries(checks)) {
    const file = join(app, `${name.replace('@beauty/', '')}.mjs`);
    writeFileSync(
      file,
      `const assert = (ok) => { if (!ok) throw new Error('check failed'); };\n${body}\n`,
    );
    try {
      sh(process.execPath, [file], app);
      results.push([name, 'imports and runs']);
    } catch {
      results.push([name, 'FAILED to import and run']);
    }
  }

  // What a consumer sees at compile time: the published .d.ts files and exports map.
  writeFileSync(
    join(app, 'consumer.ts'),
    `import { createCommerceClient, type Brand } from '@beauty/commerce-sdk';
import type { Layout } from '@beauty/commerce-sdk/contract';
import { generateVisitorCode } from '@beauty/flags-sdk';
import { formatPrice, type CountryCode } from '@beauty/i18n';
import { createDataLayer } from '@beauty/analytics';
import { Button, type ButtonProps } from '@beauty/ui';
const client = createCommerceClient({ baseUrl: 'http://localhost', country: 'th', language: 'th' });
export const names: Promise<string[]> = client.brands.list().then(({ data }) => data.map((b: Brand) => b.name));
export const exempted = (layout: Layout) => layout.config.smartLinkExemptedPaths.map((p) => p.type);
export const code: string = generateVisitorCode();
const country: CountryCode = 'th';
export const price: string = formatPrice(500, country, 'th');
export const layer = createDataLayer({});
export const props: ButtonProps = { variant: 'secondary' };
export { Button };
`,
  );
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        target: 'ES2022',
        lib: ['ES2023', 'DOM'],
        jsx: 'react-jsx',
        noEmit: true,
        skipLibCheck: true,
        types: [],
      },
      files: ['consumer.ts'],
    }),
  );
  try {
    sh(bin('tsc'), ['-p', join(app, 'tsconfig.json')], app);
    results.push(['published types', 'typecheck a consumer']);
  } catch {
    results.push(['published types', 'FAILED to typecheck a consumer']);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

for (const [name, outcome] of results)
  console.log(`  ${outcome.startsWith('FAILED') ? '✗' : '✓'} ${name}: ${outcome}`);
const failed = results.filter(([, outcome]) => outcome.startsWith('FAILED')).length;
mkdirSync(join(root, 'reports'), { recursive: true });
writeFileSync(
  join(root, 'reports/pack-check.json'),
  JSON.stringify({ passed: results.length - failed, failed }),
);
console.log(`pack-check: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
