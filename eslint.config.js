import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The package direction of docs/architecture-notes.md, as import zones: shared imports nothing of ours;
 * projections imports shared; backend imports both; the two UIs import shared only. Test code obeys the
 * same direction: only the root test harness (`test/`) and test support files (`*.spec.ts`, `testing.ts`)
 * may reach into it, and projections' tests only for a fresh database.
 */
const PACKAGE_ZONES = [
  {
    target: './shared/src',
    from: ['./projections', './backend', './frontend', './backoffice', './test'],
    message: 'shared is the isomorphic contract: it imports no other package of ours.',
  },
  {
    target: './projections/src',
    from: ['./backend', './frontend', './backoffice', './test'],
    except: ['./database.ts'],
    message: 'projections imports shared only (its tests may use test/database.ts for a fresh database).',
  },
  {
    target: './backend/src/**/!(*.spec|testing).ts',
    from: ['./frontend', './backoffice', './test'],
    message: 'backend code imports shared and projections; only specs and testing.ts files use the test harness.',
  },
  {
    target: ['./frontend/src', './backoffice/src'],
    from: ['./backend', './projections', './test'],
    message: 'The site and the staff app import shared only (never backend code, never pg).',
  },
  { target: './frontend/src', from: ['./backoffice'], message: 'The site and the staff app are separate apps.' },
  {
    target: './frontend/src/features',
    from: './frontend/src/app',
    message:
      'Features do not import the app layer: they export SitePage descriptions that app/routes.tsx turns into routes.',
  },
  {
    target: './frontend/src/{lib,components,config}/**/!(*.spec).{ts,tsx}',
    from: ['./frontend/src/features', './frontend/src/app'],
    message: 'lib, components and config are below the features and the app: they import neither.',
  },
  { target: './backoffice/src', from: ['./frontend'], message: 'The site and the staff app are separate apps.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '.data/**',
      'coverage/**',
      // Code that must fail a rule, linted on purpose by test/lint/noCycle.spec.ts.
      'test/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  // Boundaries between packages, and no import cycles anywhere.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // import-x builds the import graph (no-cycle) only from files whose extension it knows, and it knows
      // .js/.mjs/.cjs alone unless told: without these two settings every .ts/.tsx module resolved fine and
      // was then skipped, so no-cycle never saw a cycle. test/lint/noCycle.spec.ts keeps this true.
      'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'shared/tsconfig.json',
            'projections/tsconfig.json',
            'backend/tsconfig.json',
            'frontend/tsconfig.json',
            'backoffice/tsconfig.json',
            'test/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: PACKAGE_ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // The two browser apps: the site and the staff app (react-admin) served under /hq.
  {
    files: ['frontend/src/**/*.{ts,tsx}', 'backoffice/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'pg', message: 'The browser apps never talk to PostgreSQL.' },
            { name: 'kysely', message: 'The browser apps never talk to PostgreSQL.' },
          ],
        },
      ],
    },
  },
  // A feature of the site is used by others only through its public index (bulletproof-react).
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'pg', message: 'The browser apps never talk to PostgreSQL.' },
            { name: 'kysely', message: 'The browser apps never talk to PostgreSQL.' },
          ],
          patterns: [
            {
              group: ['@/features/*/*'],
              message:
                'Import another feature through its public index (@/features/<name>); inside a feature, use relative paths.',
            },
          ],
        },
      ],
    },
  },
);
