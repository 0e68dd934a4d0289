import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { importFences } from './eslint/importFences.js';

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'node_modules', '.data', 'coverage', 'bench/.work', 'tests/.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, fences: importFences },
    rules: {
      'fences/import-fences': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Every package a file imports is declared in package.json (express once arrived only through
    // json-server): dependencies for what the app and the server run, devDependencies for the rest.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-extraneous-dependencies': ['error', { devDependencies: true, includeTypes: true }],
    },
  },
  {
    // The store answers with promises: a read not awaited is a truthy object in a check (`if
    // (!store.get(…))` never fires), a write not awaited may land after its transaction ended.
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts', 'tests/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // The pre-paint boot script runs as a classic script in the browser.
    files: ['public/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    // The shared domain must stay free of React and Express so both sides can import it.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', 'react-admin', '@mui/*', 'express', 'json-server', 'node:*'] }],
    },
  },
  {
    // The database is reached through server/db (the schema, Kysely's queries) and the store that
    // holds the connection: nowhere else opens a connection or writes SQL. (Before the worker
    // block below, which sets this rule for its own files.)
    files: ['server/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['server/db/**', 'server/store/**', 'server/reads/readWorker.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['better-sqlite3', 'kysely'], message: 'Reach the database through server/db and the store.' }] },
      ],
    },
  },
  {
    // A worker thread serves no HTTP: the pool and each worker's entry load no Express (types aside).
    files: ['server/threads/**/*.ts', 'server/**/*Worker.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['express', 'json-server'], allowTypeImports: true }] }],
    },
  },
  {
    // The first screen is drawn before react-admin and MUI have loaded (src/firstScreen): it must not bring them.
    files: ['src/firstScreen/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react-admin', 'ra-*', '@mui/*', 'zod', 'zod/*'] }],
    },
  },
  {
    // One list renderer (docs/decisions/0093-one-list-table.md): every list draws ListTable.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/firstScreen/**', 'src/publicPages/**', 'src/domain/**', 'src/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-admin',
              importNames: ['Datagrid', 'DatagridConfigurable', 'DataTable', 'SimpleList'],
              message: 'Lists draw ListTable (src/resources/common/list), with their columns as data.',
            },
          ],
        },
      ],
    },
  },
  {
    // The plain kit (src/ui) draws with plain elements and our stylesheets: the chrome and the
    // first screen use it before react-admin and MUI have loaded (decision 0094).
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: ['src/ui/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react-admin', 'ra-*', '@mui/*', '@emotion/*'] }],
    },
  },
  {
    // The pages shown without a session (src/publicPages) load before, and without, the admin app:
    // plain React and static CSS, so react-admin and MUI must not come with them.
    files: ['src/publicPages/**/*.{ts,tsx}'],
    ignores: ['src/publicPages/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react-admin', 'ra-*', '@mui/*'] }],
    },
  },
  {
    // Fixed vocabularies are what list screens import for their tabs and filters: without zod
    // and the entity schemas, which would otherwise be built on those screens' first render.
    files: ['src/domain/vocabulary/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['zod', 'zod/*', '../entities/*', 'react', 'react-*', 'react-admin', '@mui/*', 'express', 'json-server', 'node:*'] },
      ],
    },
  },
  {
    // List screens' command buttons read the command definitions: zod and the entity schemas would load with them (payloads/ holds those).
    files: ['src/domain/actions/*.ts'],
    ignores: ['src/domain/actions/payloads/**', 'src/domain/actions/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'zod',
            'zod/*',
            '../entities',
            '../entities/*',
            './payloads',
            './payloads/*',
            'react',
            'react-*',
            'react-admin',
            '@mui/*',
            'express',
            'json-server',
            'node:*',
          ],
        },
      ],
    },
  },
);
