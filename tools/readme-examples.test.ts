// Every ```ts and ```tsx block of the libraries' READMEs (and the root README) is compiled against
// the libraries' public entry points, so an example cannot drift from the API it shows. Each block
// is its own module, so each must stand alone (a shell command is fenced ```sh).
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const root = join(import.meta.dirname, '..');
const readmes = [
  'README.md',
  ...readdirSync(join(root, 'libs')).map((name) => `libs/${name}/README.md`),
].filter((readme) => existsSync(join(root, readme)));

interface Example {
  readme: string;
  /** The line of the opening fence, 1-based. */
  line: number;
  /** Columns the fence is indented by, removed from the code. */
  indent: number;
  extension: 'ts' | 'tsx';
  code: string;
}

function examplesOf(readme: string): Example[] {
  const lines = readFileSync(join(root, readme), 'utf8').split('\n');
  const examples: Example[] = [];
  for (let index = 0; index < lines.length; index++) {
    // Fences may be indented (a block inside a list item); the code is indented as much.
    const opening = /^(\s*)```(\S*)/.exec(lines[index]!);
    if (!opening) continue;
    const [, indent = '', language] = opening;
    let end = lines.findIndex((line, at) => at > index && line.trimStart().startsWith('```'));
    if (end === -1) end = lines.length;
    if (language === 'ts' || language === 'tsx') {
      examples.push({
        readme,
        line: index + 1,
        indent: indent.length,
        extension: language,
        code: lines
          .slice(index + 1, end)
          .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
          .join('\n'),
      });
    }
    index = end;
  }
  return examples;
}

const examples = readmes.flatMap(examplesOf);
const fileOf = (example: Example) =>
  `${example.readme.replaceAll('/', '-').replace(/\.md$/, '')}-${example.line}.${example.extension}`;

let folder: string;
let program: ts.Program;

beforeAll(() => {
  // Inside the workspace, so `@beauty/*` and third-party imports resolve from its node_modules.
  mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
  folder = mkdtempSync(join(root, 'node_modules/.cache/readme-examples-'));
  // ES modules, as the published libraries are: top-level await is allowed.
  writeFileSync(join(folder, 'package.json'), '{ "type": "module" }\n');
  for (const example of examples) writeFileSync(join(folder, fileOf(example)), example.code);
  // The workspace's own compiler settings (NodeNext, strict, react-jsx, `@beauty/source`).
  const base = ts.readConfigFile(join(root, 'tsconfig.base.json'), ts.sys.readFile).config as {
    compilerOptions: unknown;
  };
  program = ts.createProgram(
    examples.map((example) => join(folder, fileOf(example))),
    {
      ...ts.convertCompilerOptionsFromJson(base.compilerOptions, root).options,
      noEmit: true,
      declaration: false,
      declarationMap: false,
      types: ['node'],
      moduleDetection: ts.ModuleDetectionKind.Force,
    },
  );
}, 120_000);

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** The compiler's messages, located in the README (`libs/ui/README.md:14:7`). */
function diagnosticsOf(example: Example): string[] {
  const file = program.getSourceFile(join(folder, fileOf(example)))!;
  return [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].map(
    (diagnostic) => {
      const { line, character } = file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      return `${example.readme}:${example.line + line + 1}:${example.indent + character + 1} TS${diagnostic.code}: ${message}`;
    },
  );
}

describe('README examples compile', () => {
  test(`${examples.length} examples`, () => {
    expect(examples.length).toBeGreaterThan(10);
    const global = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
    expect(
      global.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')),
    ).toEqual([]);
  });
  for (const example of examples) {
    const name = `${example.readme}:${example.line} (${example.extension})`;
    test(name, () => expect(diagnosticsOf(example)).toEqual([]));
  }
});
