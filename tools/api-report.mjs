// API reports of the published libraries: one `libs/<lib>/api/<entry>.api.md` per entry point of
// each package.json's `exports` (so a new subpath gets its report), written by API Extractor from
// the built `.d.ts` files, which are what a consumer compiles against.
//
//   node tools/api-report.mjs          `npm run api:report`: build, then update the reports
//   node tools/api-report.mjs --check  fail when a surface differs from its checked-in report
//   (`--built`: the libraries are built already, as in `npm test`: no build first)
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import apiExtractor from '@microsoft/api-extractor';
import { entryPoints, publishableLibraries } from './publishable.mjs';
import { buildLibraries } from './release.mjs';
import { root } from './run.mjs';

const { CompilerState, Extractor, ExtractorConfig } = apiExtractor;
const check = process.argv.includes('--check');

/** One entry point's API Extractor settings, without an api-extractor.json per library. */
function extractorConfig(lib, entry, tempFolder) {
  const mainEntryPointFilePath = join(lib.dir, entry.types);
  return ExtractorConfig.prepare({
    configObjectFullPath: undefined,
    packageJsonFullPath: join(lib.dir, 'package.json'),
    configObject: {
      projectFolder: lib.dir,
      mainEntryPointFilePath,
      compiler: {
        // How a consumer resolves the published files: NodeNext, no workspace source condition.
        overrideTsconfig: {
          compilerOptions: {
            target: 'ES2022',
            lib: ['ES2023', 'DOM', 'DOM.Iterable'],
            module: 'NodeNext',
            moduleResolution: 'NodeNext',
            strict: true,
            jsx: 'react-jsx',
            skipLibCheck: true,
            types: [],
          },
          files: [mainEntryPointFilePath],
        },
      },
      apiReport: {
        enabled: true,
        reportFileName: entry.report,
        reportFolder: join(lib.dir, 'api'),
        reportTempFolder: tempFolder,
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      newlineKind: 'lf',
      messages: {
        compilerMessageReporting: { default: { logLevel: 'error' } },
        extractorMessageReporting: {
          default: { logLevel: 'warning' },
          // Release tags (@public, @beta…) are not how these libraries mark stability: semver and
          // changesets are.
          'ae-missing-release-tag': { logLevel: 'none' },
          // A type reachable from the API but not exported by name is part of the surface all the
          // same: the report lists it, so a change to it shows in review.
          'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: true },
          // Documentation is the READMEs' job; an undocumented member or a `{@link}` to another
          // entry point's export is no API change.
          'ae-undocumented': { logLevel: 'none' },
          'ae-unresolved-link': { logLevel: 'none' },
        },
        // Doc comments are written for people (Markdown, `{@link}` to other packages), not TSDoc.
        tsdocMessageReporting: { default: { logLevel: 'none' } },
      },
    },
  });
}

try {
  if (!process.argv.includes('--built')) await buildLibraries();
} catch (error) {
  console.error(`✗ ${error.message}`);
  process.exit(1);
}
const tempFolder = mkdtempSync(join(tmpdir(), 'beauty-api-report-'));
const changed = [];
const failed = [];
let reports = 0;
try {
  for (const lib of publishableLibraries()) {
    const entries = entryPoints(lib.manifest);
    const configs = entries.map((entry) => extractorConfig(lib, entry, tempFolder));
    if (configs.length === 0) continue;
    mkdirSync(join(lib.dir, 'api'), { recursive: true });
    // One TypeScript program for all of a library's entry points instead of one each.
    const compilerState = CompilerState.create(configs[0], {
      additionalEntryPoints: configs.map((config) => config.mainEntryPointFilePath),
    });
    for (const [index, entry] of entries.entries()) {
      const config = configs[index];
      const name = `${lib.name}${entry.subpath.slice(1)}`;
      const report = relative(root, config.reportFilePath);
      // Problems of the declarations (compiler and API Extractor messages), apart from the
      // report's own news (missing, changed), which the outcome below tells.
      let problems = 0;
      const result = Extractor.invoke(config, {
        localBuild: !check,
        compilerState,
        messageCallback: (message) => {
          const serious = ['error', 'warning'].includes(message.logLevel);
          if (message.category !== 'console' && serious) problems += 1;
          // API Extractor's own chatter ("Analysis will use the bundled TypeScript version…").
          if (message.category === 'console' && !serious) message.handled = true;
        },
      });
      reports += 1;
      if (problems > 0) failed.push(`${name} (${report})`);
      if (result.apiReportChanged) changed.push(`${name}: ${report}`);
      console.log(
        `  ${result.apiReportChanged ? (check ? '✗ changed' : '✎ updated') : '✓ unchanged'}  ${name}  ${report}`,
      );
    }
  }
} finally {
  rmSync(tempFolder, { recursive: true, force: true });
}

if (failed.length > 0) {
  console.error(`\nAPI Extractor reported problems (above) for:\n- ${failed.join('\n- ')}`);
  process.exit(1);
}
if (check && changed.length > 0) {
  console.error(
    `\nThe public API changed without its report:\n- ${changed.join('\n- ')}\nIf the change is meant, run \`npm run api:report\`, review the diff and commit the reports (and a changeset naming the library).`,
  );
  process.exit(1);
}
console.log(
  `\nAPI reports: ${reports} entry points, ${check ? 'all match their reports' : `${changed.length} updated`}.`,
);
