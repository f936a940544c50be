// Size benchmark: bundles each public entry the way an app would (minified ES module, all
// dependencies included except React and the router) and prints its gzip size against the
// baseline of the bare third-party dependencies, bundled in the same run.
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const external = [/^react($|\/)/, /^react-dom($|\/)/, /^@tanstack\//];

async function gzipBytes(entry: string): Promise<{ raw: number; gzip: number }> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['es'], fileName: 'entry' },
      rollupOptions: { external },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((out) =>
    'output' in out ? out.output : [],
  );
  let raw = 0;
  let gzip = 0;
  for (const chunk of outputs) {
    if (chunk.type !== 'chunk') continue;
    raw += Buffer.byteLength(chunk.code);
    gzip += gzipSync(chunk.code, { level: 9 }).length;
  }
  return { raw, gzip };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const baseline = await gzipBytes(here('./baseline.ts'));
const rows = [
  ['baseline: bowser + isbot + md5 + stack parser', baseline],
  ['@beauty/analytics (whole entry)', await gzipBytes(here('../src/index.ts'))],
  [
    '@beauty/analytics/react (with the core it uses)',
    await gzipBytes(here('../src/react/index.ts')),
  ],
] as const;

console.log('@beauty/analytics bundle size (minified ES module, gzip level 9)');
for (const [name, size] of rows)
  console.log(
    `  ${name.padEnd(50)} ${kb(size.raw).padStart(9)} min  ${kb(size.gzip).padStart(8)} gzip  ×${(size.gzip / baseline.gzip).toFixed(2)} baseline`,
  );
