// One lint configuration for the whole workspace. The module-boundary rules of ARCHITECTURE.md live here.
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
);
