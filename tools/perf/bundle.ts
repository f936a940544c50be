// Where each measured page's initial JS comes from (home, a listing, a product page, the bag, the
// checkout): the scripts the page needs to become interactive, gzip -9, split by package through
// the build's source maps.
// Each chunk's gzip size is shared among its packages in proportion to their code gzipped alone.
//   npx nx build storefront && npm run perf:bundle
//   PERF_DETAIL=@beauty/i18n npm run perf:bundle   (also list that package's largest files)
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { discoverPages, initialScriptUrls, root, withShop } from './shop.js';

const assets = `${root}apps/storefront/dist/client`;
const detail = process.env.PERF_DETAIL;

/** The package a source file belongs to, in the names an engineer would look for. */
function packageOf(source: string | null) {
  if (!source) return '(bundler runtime)';
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (module) return module[1]!;
  const library = /libs\/([^/]+)\//.exec(source);
  if (library) return `@beauty/${library[1]}`;
  if (/apps\/storefront\//.test(source)) return 'storefront';
  return `(other) ${relative(root, source)}`;
}

/** Generated code of one chunk grouped by source file. */
async function codeBySource(file: string) {
  const code = await readFile(`${assets}${file}`, 'utf8');
  const parts = new Map<string | null, string[]>();
  // The bundler's own runtime chunk comes without a source map.
  if (!existsSync(`${assets}${file}.map`)) return { code, parts: parts.set(null, [code]) };
  const map = JSON.parse(await readFile(`${assets}${file}.map`, 'utf8')) as RawSourceMap;
  const lineStarts = [0];
  for (let index = code.indexOf('\n'); index !== -1; index = code.indexOf('\n', index + 1))
    lineStarts.push(index + 1);
  const offsets: { offset: number; source: string | null }[] = [];
  new SourceMapConsumer(map).eachMapping(
    (mapping) =>
      offsets.push({
        offset: lineStarts[mapping.generatedLine - 1]! + mapping.generatedColumn,
        source: mapping.source ? resolve(dirname(`${assets}${file}`), mapping.source) : null,
      }),
    undefined,
    SourceMapConsumer.GENERATED_ORDER,
  );
  const add = (source: string | null, text: string) => {
    const texts = parts.get(source);
    if (texts) texts.push(text);
    else parts.set(source, [text]);
  };
  if (offsets.length === 0 || offsets[0]!.offset > 0)
    add(null, code.slice(0, offsets[0]?.offset ?? code.length));
  offsets.forEach(({ offset, source }, index) =>
    add(source, code.slice(offset, offsets[index + 1]?.offset ?? code.length)),
  );
  return { code, parts };
}

const gzipBytes = (text: string) => gzipSync(text, { level: 9 }).length;

/** Gzip bytes of a page's initial scripts, by package and by source file. */
async function attribute(files: string[]) {
  const byPackage = new Map<string, number>();
  const bySource = new Map<string, number>();
  let total = 0;
  for (const file of files) {
    const { code, parts } = await codeBySource(file);
    const chunkBytes = gzipBytes(code);
    total += chunkBytes;
    const alone = [...parts].map(([source, texts]) => ({
      source,
      bytes: gzipBytes(texts.join('')),
    }));
    const sum = alone.reduce((all, part) => all + part.bytes, 0);
    for (const { source, bytes } of alone) {
      const share = (chunkBytes * bytes) / sum;
      const name = packageOf(source);
      byPackage.set(name, (byPackage.get(name) ?? 0) + share);
      if (name === detail && source)
        bySource.set(relative(root, source), (bySource.get(relative(root, source)) ?? 0) + share);
    }
  }
  return { total, byPackage, bySource };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);

function print(title: string, total: number, entries: Map<string, number>, limit = Infinity) {
  console.log(`\n${title}: ${kb(total).trim()} KB gzip`);
  [...entries]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .forEach(([name, bytes]) => console.log(`${kb(bytes)} KB  ${name}`));
}

async function main() {
  await withShop(async (baseUrl) => {
    for (const [name, path] of await discoverPages(baseUrl)) {
      const page = await fetch(`${baseUrl}${path}`);
      if (!page.ok) {
        console.log(`\n${name} ${path}: not measured, the page answers ${page.status}`);
        continue;
      }
      const urls = initialScriptUrls(await page.text(), `${baseUrl}${path}`);
      const files = [...urls].map((url) => new URL(url).pathname);
      const { total, byPackage, bySource } = await attribute(files);
      print(`${name} ${path}, ${files.length} scripts`, total, byPackage);
      if (detail)
        print(
          `  ${detail}, largest files`,
          [...bySource.values()].reduce((a, b) => a + b, 0),
          bySource,
          Number(process.env.PERF_DETAIL_TOP ?? 15),
        );
    }
  });
}

try {
  await main();
} catch (error) {
  console.error(`perf:bundle: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
