// Size benchmark: what a shop pays, in gzip bytes of JS and CSS, to import Button alone and to
// import everything from @beauty/ui. Bundled from source with Vite as an app would (React left
// out: the shop has it anyway), so tree-shaking and per-module CSS are what is measured.
// Run: npm run bench (in libs/ui).
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type Plugin, type Rolldown } from 'vite';

interface Size {
  js: number;
  css: number;
}

function entry(code: string): Plugin {
  return {
    name: 'bench-entry',
    resolveId: (id) => (id === 'bench:entry' ? '\0bench:entry' : undefined),
    load: (id) => (id === '\0bench:entry' ? code : undefined),
  };
}

async function measure(code: string): Promise<Size> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: import.meta.dirname,
    plugins: [entry(code), vanillaExtractPlugin()],
    resolve: { conditions: ['@beauty/source', 'module', 'browser', 'production'] },
    build: {
      write: false,
      minify: true,
      cssCodeSplit: false,
      rolldownOptions: {
        input: 'bench:entry',
        external: [/^react($|\/)/, /^react-dom($|\/)/],
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const size: Size = { js: 0, css: 0 };
  for (const item of outputs.flatMap((output) => output.output)) {
    const source = item.type === 'chunk' ? item.code : item.source;
    const bytes = gzipSync(typeof source === 'string' ? Buffer.from(source) : source).length;
    if (item.fileName.endsWith('.js')) size.js += bytes;
    else if (item.fileName.endsWith('.css')) size.css += bytes;
  }
  return size;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// An app build drops the entry's exports, so the entry hands what it imports to a global.
const button = await measure("import { Button } from '@beauty/ui'; globalThis.ui = [Button];");
const themed = await measure(
  "import { Button, lightTheme } from '@beauty/ui'; globalThis.ui = [Button, lightTheme];",
);
const everything = await measure("import * as ui from '@beauty/ui'; globalThis.ui = ui;");

console.log('@beauty/ui size (gzip, React excluded)');
for (const [name, size] of [
  ['Button alone', button],
  ['Button + lightTheme', themed],
  ['everything', everything],
] as const) {
  console.log(
    `  ${name.padEnd(20)} JS ${kb(size.js).padStart(9)}   CSS ${kb(size.css).padStart(9)}`,
  );
}
console.log(
  `Button alone / everything: JS ${(button.js / everything.js).toFixed(3)}x, CSS ${(button.css / everything.css).toFixed(3)}x`,
);
console.log(
  `everything / Button alone: JS ${(everything.js / button.js).toFixed(1)}x, CSS ${(everything.css / button.css).toFixed(1)}x`,
);
