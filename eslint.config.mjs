// One lint configuration for the whole workspace. The module-boundary rules of ARCHITECTURE.md live here.
import { readdirSync } from 'node:fs';
import nx from '@nx/eslint-plugin';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const appPackages = ['@beauty/storefront', '@beauty/storybook', '@beauty/commerce-api'];

/** Libraries never import apps, by package name or by path. */
const noAppImports = {
  paths: appPackages.map((name) => ({ name, message: 'Libraries never import apps.' })),
  patterns: [
    {
      group: ['@beauty/storefront/*', '@beauty/commerce-api/*', '@beauty/storybook/*'],
      message: 'Libraries never import apps.',
    },
    { group: ['**/apps/**'], message: 'Libraries never import apps.' },
  ],
};

/** Nobody reaches into another package's internals: only its package name and declared subpaths. */
const noDeepLibImports = [
  {
    group: ['**/libs/*/src', '**/libs/*/src/**', '**/libs/*/dist/**'],
    message: 'Import libraries by package name (@beauty/...), never by path.',
  },
  {
    group: ['@beauty/*/src', '@beauty/*/src/**', '@beauty/*/dist/**'],
    message: 'Use the package entry or a subpath it exports; internals are private.',
  },
];

/**
 * The commerce API's modules (ARCHITECTURE.md, "API modules"): every folder of its `src` is a
 * domain, but the shared infrastructure below. A domain is entered only through its `index.ts`;
 * infrastructure imports no domain; only the composition roots import domains, by their entrance.
 */
const apiSrc = 'apps/commerce-api/src';
const apiInfrastructure = ['http', 'db', 'seed', 'test'];
const apiDomains = readdirSync(new URL(`./${apiSrc}`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !apiInfrastructure.includes(entry.name))
  .map((entry) => entry.name);
/** A relative import of a domain folder: `./bag…`, `../bag…`, `../../catalogue…`. */
const apiDomainFolder = `^(?:\\./|(?:\\.\\./)+)(?:${apiDomains.join('|')})`;
const apiEntranceOnly = {
  regex: `${apiDomainFolder}(?:/(?!index\\.js$)|$)`,
  message: 'An API domain is entered only through its index.ts (ARCHITECTURE.md, "API modules").',
};
const apiNoDomain = {
  regex: `${apiDomainFolder}(?:/|$)`,
  message:
    'API infrastructure (http/, db/, seed/, config) never imports a domain: domains import it.',
};
const apiNoCompositionRoot = {
  regex: '^(?:\\.\\./)+(?:index|app|start|prepare|main|db/migrate|db/migrations|seed/seed)\\.js$',
  message:
    'A domain never imports an entrance or a composition root (app, start, the migration and seed lists): they import the domains.',
};
const apiImportRule = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns: [...noDeepLibImports, ...patterns] }],
});

const reactPackages = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-dom/client',
  'react-dom/server',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/reports/**',
      '**/.nx/**',
      '**/.data/**',
      '**/storybook-static/**',
      '**/test-results/**',
      '**/routeTree.gen.ts',
      '**/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': ['error', { patterns: noDeepLibImports }],
    },
  },
  {
    // Who may import whom between projects, by the tags in each package.json's `nx` field
    // (ARCHITECTURE.md): libraries never import apps, the design system only the core libraries,
    // the API only the core libraries, the apps only what they wire.
    files: ['{libs,apps}/*/{src,server,e2e}/**/*.{ts,tsx}'],
    // Build and test settings may use the workspace scripts in tools/, which are no project; so
    // may the storefront's budget test, which measures a page's scripts as `perf:bundle` does.
    ignores: ['**/test/global-setup.ts', 'apps/storefront/e2e/budget.spec.ts'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          depConstraints: [
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'scope:core', onlyDependOnLibsWithTags: ['scope:core'] },
            { sourceTag: 'scope:ui', onlyDependOnLibsWithTags: ['scope:ui', 'scope:core'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'scope:core'] },
            {
              sourceTag: 'scope:storybook',
              onlyDependOnLibsWithTags: ['scope:storybook', 'scope:ui', 'scope:core'],
            },
            {
              sourceTag: 'scope:storefront',
              onlyDependOnLibsWithTags: ['scope:storefront', 'scope:ui', 'scope:core', 'scope:api'],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['libs/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: noAppImports.paths, patterns: [...noAppImports.patterns, ...noDeepLibImports] },
      ],
    },
  },
  {
    // Framework-agnostic cores: React only in a `react/` subpath folder of the library.
    files: ['libs/{commerce-sdk,flags-sdk,i18n,analytics}/src/**/*.{ts,tsx}'],
    ignores: ['libs/*/src/react/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...noAppImports.paths,
            ...reactPackages.map((name) => ({
              name,
              message: 'The core entry is framework-agnostic: React belongs in the react/ subpath.',
            })),
          ],
          patterns: [
            ...noAppImports.patterns,
            ...noDeepLibImports,
            {
              group: ['react/*', 'react-dom/*', '@tanstack/react-*'],
              message: 'The core entry is framework-agnostic: React belongs in the react/ subpath.',
            },
          ],
        },
      ],
    },
  },
  {
    // The commerce SDK runs in browsers, Node and edge runtimes: no DOM-only globals.
    files: ['libs/commerce-sdk/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'navigator',
      ],
    },
  },
  {
    // Commerce API: composition roots (app, start, index), top-level tests and test helpers.
    files: [`${apiSrc}/**/*.ts`],
    rules: apiImportRule(apiEntranceOnly),
  },
  {
    // Commerce API infrastructure; the migration and seed lists take domains' parts (entrances only).
    files: [
      `${apiSrc}/{http,db,seed}/**/*.ts`,
      `${apiSrc}/{config,configuration-error,data-dir,openapi,prepare,main}.ts`,
    ],
    ignores: [`${apiSrc}/db/migrations.ts`, `${apiSrc}/seed/seed.ts`],
    rules: apiImportRule(apiNoDomain),
  },
  {
    // Commerce API domains (their tests may import the package entrance).
    files: apiDomains.map((domain) => `${apiSrc}/${domain}/**/*.ts`),
    ignores: ['**/*.test.ts'],
    rules: apiImportRule(apiEntranceOnly, apiNoCompositionRoot),
  },
);
