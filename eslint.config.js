import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Server modules from the bottom up: each may import only those before it (see the server block).
const SERVER_MODULE_ORDER = [
  'uploads',
  'coin',
  'notifications',
  'users',
  'tasks',
  'votes',
  'comments',
  'rewards',
  'auth',
  'products',
  'links',
  'apps',
  'health',
  'dev',
];
const server = (path) => `apps/server/src/${path}`;

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/server/drizzle/**', '**/test-results/**', 'bench/out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // --- Server and contracts: import direction (docs/decisions/015-server-layout.md) -------------
  // No import cycles between files (type-only imports aside: they vanish at build), and one
  // direction between layers, tests and their helpers aside (they build the whole app):
  //   modules -> platform -> db;  platform never imports modules;  db imports neither;
  //   seed/ may import anything below it and nothing imports seed/;  contracts import no app;
  //   a module imports only modules listed before it in SERVER_MODULE_ORDER, so modules cannot
  //   form a cycle either (a module that needs a higher one's rule gets it from a lower place or
  //   as a plain value).
  {
    files: ['apps/server/src/**/*.ts', 'packages/contracts/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle reads each imported file: it must parse TypeScript, not only resolve paths.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'packages/contracts/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/server/src/**/*.ts', 'packages/contracts/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-helpers.ts', 'apps/server/src/test/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: 'apps/server/src/db',
              from: [server('platform'), server('modules'), server('seed'), server('app.ts')],
              message: 'db/ is the bottom layer: it imports neither platform/, modules/ nor seed/.',
            },
            {
              target: 'apps/server/src/platform',
              from: [server('modules'), server('seed'), server('app.ts')],
              message: 'platform/ is shared mechanism: it never imports modules/ or seed/.',
            },
            {
              target: 'apps/server/src/modules',
              from: [server('seed'), server('app.ts'), server('server.ts')],
              message: 'modules/ never import seed/ or the app: the seed imports modules, not the reverse.',
            },
            ...SERVER_MODULE_ORDER.slice(0, -1).map((name, i) => ({
              target: server(`modules/${name}`),
              from: SERVER_MODULE_ORDER.slice(i + 1).map((higher) => server(`modules/${higher}`)),
              message: `modules/${name} may import only the modules before it in SERVER_MODULE_ORDER (eslint.config.js): a later one could close a module cycle.`,
            })),
            {
              target: 'packages/contracts/src',
              from: ['apps'],
              message: 'contracts are shared by both apps and import neither.',
            },
          ],
        },
      ],
    },
  },
  // --- end server and contracts -----------------------------------------------------------------
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', Buffer: 'readonly' } },
  },
);
