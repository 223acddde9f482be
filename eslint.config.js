import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Server modules from the bottom up: each may import only those before it (see the server block).
const SERVER_MODULE_ORDER = [
  'jobs',
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
  'orders',
  'devices',
  'customisation',
  'draws',
  'numbers',
  'chat',
  'links',
  'apps',
  'staff',
  'health',
  'dev',
];
const server = (path) => `apps/server/src/${path}`;
const WEB_SRC = 'apps/web/src';
const SHARED = ['components', 'lib', 'hooks', 'content', 'locales', 'config'];
const FEATURES = [
  'auth',
  'chat',
  'customisation',
  'devices',
  'draws',
  'numbers',
  'coin',
  'comments',
  'info',
  'notifications',
  'products',
  'orders',
  'rewards',
  'staff',
  'tasks',
  'uploads',
  'users',
];
/**
 * What a feature lets other features use besides its `api/` (one file per call: fetcher, query hook,
 * types). Anything else in a feature is its own.
 */
const FEATURE_PUBLIC = {
  // the rich editor: the task form's description uses it too (issue 18), loaded lazily
  comments: ['components/task-comments.tsx', 'components/rich-editor.tsx'],
  // staff sections the console (features/staff) mounts
  devices: ['components/staff-devices-panel.tsx'],
  customisation: ['components/staff-custom-orders-panel.tsx'],
  orders: [
    'components/staff-orders-panel.tsx',
    'components/reward-settings-panel.tsx',
    'components/webhook-secrets-panel.tsx',
    'components/store-connections-panel.tsx',
  ],
  draws: ['components/staff-draws-panel.tsx'],
  numbers: ['components/staff-numbers-panel.tsx'],
  // staff-managed photos and videos (decision 050): the video guides (features/info) show them too
  products: ['components/landing-media.tsx'],
  rewards: [
    'components/reward-button.tsx',
    'components/batch-reward-button.tsx',
    'components/reward-chip.tsx',
    'hooks/use-reward-winners.ts',
  ],
  // the console's frame and helpers, for the staff sections other features add (orders, devices)
  staff: [
    'components/staff-panel.tsx',
    'components/csv-download-link.tsx',
    'utils/format.ts',
    'utils/paging.ts',
  ],
  uploads: ['hooks/use-upload.ts'],
  users: ['components/user-avatar.tsx', 'components/user-name.tsx'],
};
const WEB_ZONES = [
  ...SHARED.map((dir) => ({
    target: `./${dir}`,
    from: ['./features', './app'],
    message: 'Shared code must not import features or app: move the piece down or pass it in.',
  })),
  { target: './features', from: './app', message: 'Features must not import app: pass it in.' },
  ...FEATURES.map((feature) => ({
    target: `./features/${feature}`,
    from: './features',
    except: [
      `./${feature}`,
      ...FEATURES.filter((other) => other !== feature).flatMap((other) => [
        `./${other}/api`,
        ...(FEATURE_PUBLIC[other] ?? []).map((file) => `./${other}/${file}`),
      ]),
    ],
    message:
      "Another feature's internals: use its api/ or a file it lists as public (FEATURE_PUBLIC in eslint.config.js).",
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/drizzle/**',
      '**/test-results/**',
      'bench/out/**',
    ],
  },
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
  // The web's import direction (docs/decisions/014-web-layout-and-import-rules.md): shared code →
  // features → app, never back; a feature uses another only through its public files; no cycles.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // parse the imported TypeScript modules too, so no-cycle can follow them
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })],
    },
    rules: {
      // a lazy import() back into a module that imports this one statically is no load-order
      // problem (locales/translation.ts loads cn.ts, which uses its translationOf), and splitting it
      // off would move it out of the startup chunk into every language chunk's import list
      'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: true }],
      'import-x/no-restricted-paths': ['error', { basePath: WEB_SRC, zones: WEB_ZONES }],
    },
  },
  {
    // tests (and their fixtures) compose the whole app and reach into any feature to set it up
    files: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**', 'apps/web/src/features/*/testing/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // `./x` for the same folder, `@/…` for anything else; the route list stays relative because
    // vite.config.ts loads it through Vite's runner, which does not know the alias
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/app/routes.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./', message: 'Import from a parent folder through the @/ alias.' }] },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        Buffer: 'readonly',
      },
    },
  },
);
