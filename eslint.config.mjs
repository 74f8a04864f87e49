// ESLint (flat config): typescript-eslint with type information for the server, tests and client,
// React's hook rules for the client, one import order everywhere. Formatting is Prettier's job (.prettierrc.json).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import order: side-effect modules first (reflect-metadata must load before any decorator runs), then packages,
// then our own files; stylesheets last, where the code has always put them, so the CSS cascade stays as it is.
const importGroups = [['^\\u0000(?!.*\\.css$)'], ['^node:'], ['^@?\\w'], ['^'], ['^\\.'], ['^\\u0000.*\\.css$']];

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'node_modules/', 'data/', 'test-results/', 'test-results-*/', 'playwright-report/', 'bench/results/', 'bench/tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      'simple-import-sort/imports': ['error', { groups: importGroups }],
      'simple-import-sort/exports': 'error',
      // `_`-prefixed names are deliberately unused (a destructured field left out, a parameter an interface requires).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // `interface LazyLoadedSlices extends WithSlice<typeof xSlice> {}` is how a lazily injected slice types itself (RTK's declaration merging).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  // Type-aware rules for TypeScript: the promise mistakes a compiler does not catch, and casts that do nothing.
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: {
        // Each file is checked with its nearest tsconfig.json: client/tsconfig.json for the client, the root one elsewhere.
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // React Router 7 types navigate() as `void | Promise<void>` (a promise only in data-router mode); nothing waits for it.
      '@typescript-eslint/no-floating-promises': ['error', { allowForKnownSafeCalls: [{ from: 'package', package: 'react-router', name: 'NavigateFunction' }] }],
      // React discards what an event handler returns, and the API client resolves every call to an envelope (it never
      // rejects), so an async onClick/onSubmit is safe; promises passed where other callbacks expect void are still errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  // The client: browser globals and React's rules of hooks.
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Three of v7's React Compiler diagnostics are off: this app is not built with the React Compiler, and each site they
      // flag is deliberate (a loaded record copied into local form state, a latest-value ref read by effects and handlers,
      // the contact form's fill-time stamp for the bot check). Rewriting 21 components' state flow is not a lint change.
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      'react-hooks/purity': 'off',
    },
  },
  // One data path in the client: screens dispatch events and read their slice; sagas load and save through the one fetch
  // subroutine (lib/fetch-saga.ts). Only lib/, the sagas and the api modules they call reach the API client.
  {
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/lib/**', 'client/src/**/*saga.ts', 'client/src/**/api.ts', 'client/src/**/*-api.ts', 'client/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/api-client', '**/api', '**/*-api', './api', './*-api', '../api', '../*-api'],
              allowTypeImports: true,
              message: "Components and pages do not call the API: dispatch an action and let the feature's saga fetch (lib/fetch-saga.ts).",
            },
          ],
        },
      ],
    },
  },
  // Plain CommonJS scripts (jest config, build and test scripts, benches) load with require().
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    // `const crypto = require('node:crypto')` is the idiom, not a redeclared global.
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-redeclare': ['error', { builtinGlobals: false }] },
  },
  // The entry loads Bootstrap's stylesheet, then the site's, before any component's: first in the cascade.
  {
    files: ['client/src/main.tsx'],
    rules: { 'simple-import-sort/imports': ['error', { groups: [['^\\u0000'], ['^node:'], ['^@?\\w'], ['^'], ['^\\.']] }] },
  },
  // Migrations are never edited after they land: checked, but autofix must not reorder their imports.
  {
    files: ['migrations/**'],
    rules: { 'simple-import-sort/imports': 'off', 'simple-import-sort/exports': 'off' },
  },
);
