import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const WEB = 'apps/web/src';
const API = 'apps/api/src';

/** Folders under `dir` (relative to this file), read from disk: a new one is covered unedited. */
const foldersOf = (dir) =>
  readdirSync(new URL(`./${dir}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** API modules: each one's `index.ts` is its public face, everything else in it is private. */
const API_MODULES = foldersOf(`${API}/modules`);

/** Every `.ts` file directly in `src/` but `config.ts`: the composition (app, server, build). */
const API_COMPOSITION = `${API}/!(config).ts`;

/**
 * The API's imports, checked on resolved paths (so `../../x`, `import()` and re-exports alike):
 * `lib/` → `db/` and `config.ts` → `plugins/` → `modules/` (each through its face) → `jobs/` →
 * the composition (`app.ts`, `server.ts`, `build-server.ts`), never upwards.
 */
const API_ZONES = [
  {
    target: `${API}/lib/**`,
    from: [`${API}/{db,plugins,modules,jobs}/**`, `${API}/*.ts`],
    message:
      '`lib/` is the bottom layer: it imports nothing else of the API (pass what it needs in).',
  },
  {
    target: `${API}/db/**`,
    from: [`${API}/{plugins,modules,jobs}/**`, API_COMPOSITION],
    message: '`db/` imports only `lib/` and `config.ts`.',
  },
  {
    target: `${API}/plugins/**`,
    from: [`${API}/jobs/**`, API_COMPOSITION],
    message: 'Plugins use `lib/`, `db/` and module faces; `app.ts` composes them with the jobs.',
  },
  {
    target: `${API}/modules/**`,
    from: [`${API}/{plugins,jobs}/**`, API_COMPOSITION],
    message:
      "Modules use `lib/` (identity types included), `db/` and other modules' faces, never plugins, jobs or `app.ts`.",
  },
  {
    target: `${API}/jobs/**`,
    from: [`${API}/plugins/**`, API_COMPOSITION],
    message: 'Jobs use module faces, `lib/` and `db/`; `app.ts` composes them.',
  },
  ...API_MODULES.map((module) => ({
    target: [`${API}/*.ts`, `${API}/!(modules)/**`, `${API}/modules/!(${module})/**`],
    from: `${API}/modules/${module}/**`,
    except: [`**/${API}/modules/${module}/index.ts`],
    message: `Import \`modules/${module}\` (its index.ts), not its files: they are private to it. Export what others need from its index.ts; a write that must share a transaction takes the \`tx\` as a parameter.`,
  })),
];

/** Web feature folders, read from disk so a new feature is covered without editing this file. */
const WEB_FEATURES = foldersOf(`${WEB}/features`);

const TOO_DEEP = { group: ['../../../*'], message: 'Too deep: import from a closer module.' };
const PARENT_RELATIVE = {
  regex: '^\\.\\./',
  message: 'Import through the `@/` alias (`@/lib/…`, `@/features/<area>/…`), not `../`.',
};
const NOT_APP = {
  group: ['@/app', '@/app/**'],
  message: 'Imports point one way: only `app/` composes routes, providers and the session wiring.',
};
const NOT_FEATURES = {
  group: ['@/features', '@/features/**'],
  message:
    'Shared `components/` and `lib/` never import a feature: move the shared part to `lib/` or `components/`, or pass it in from `app/` as a prop.',
};
const notOtherFeatures = (feature) => ({
  group: ['@/features/*/**', `!@/features/${feature}/**`],
  message: `A feature does not import another feature's internals: share through \`lib/\` or \`components/\`, or compose in \`app/\`.`,
});
const TEST_SUPPORT = {
  group: ['@kampa/contracts/test-support/**'],
  message: 'Test data factories are for tests only.',
};
const EAGER_TOAST = {
  group: ['react-hot-toast'],
  importNames: ['default', 'toast'],
  message:
    'Toast with `toast` from `@/lib/toast`: it loads react-hot-toast with the first toast, not with the first page.',
};

/** `import()` is not seen by no-restricted-imports; the same rules for lazy imports. */
const dynamicImport = (pattern, message) => ({
  selector: `ImportExpression[source.value=/${pattern}/]`,
  message,
});
const NAMED_EXPORTS = { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' };

const restrictImports = (...patterns) => ['error', { patterns }];

const WEB_TESTS = [`${WEB}/**/*.test.{ts,tsx}`, `${WEB}/**/test/**`];

/**
 * The import rules of one web area (ESLint keeps only the last matching options of a rule, so each
 * area repeats the common ones): `../` is refused everywhere, test factories outside tests.
 */
const webArea = (files, patterns, syntax) => {
  const rules = (isTest) => ({
    'no-restricted-imports': restrictImports(
      PARENT_RELATIVE,
      ...patterns,
      ...(isTest ? [] : [TEST_SUPPORT, EAGER_TOAST]),
    ),
    'no-restricted-syntax': [
      'error',
      NAMED_EXPORTS,
      dynamicImport('^\\.\\.\\/', PARENT_RELATIVE.message),
      ...syntax,
    ],
  });
  return [
    { files, ignores: WEB_TESTS, rules: rules(false) },
    { files: files.flatMap((glob) => WEB_TESTS.map((test) => [glob, test])), rules: rules(true) },
  ];
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      // npm run mutation: Stryker's copy of the repository and its reports.
      '.stryker-tmp/**',
      'reports/**',
      'apps/api/src/db/migrations/**',
      'apps/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': restrictImports(TOO_DEEP),
    },
  },
  // Imports are resolved as TypeScript resolves them (`@/`, workspace packages, extensionless).
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['{apps,packages}/*/tsconfig.json', '{e2e,scripts}/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
  },
  // No import cycles in the apps and the contracts (`import type` is erased, so it is not one).
  {
    files: [`${API}/**/*.ts`, `${WEB}/**/*.{ts,tsx}`, 'packages/contracts/src/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // The API: one way through the layers, and each module reached only through its face. A test
  // may use its own module's private files (it is inside the module).
  {
    files: [`${API}/**/*.ts`],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: API_ZONES }] },
  },
  {
    files: [`${API}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrictImports(TOO_DEEP, TEST_SUPPORT),
    },
  },
  // The web: `app/` → `features/` → `components/` and `lib/` → contracts, all through `@/`.
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...webArea([`${WEB}/**/*.{ts,tsx}`], [], []),
  ...webArea(
    [`${WEB}/components/**/*.{ts,tsx}`, `${WEB}/lib/**/*.{ts,tsx}`],
    [NOT_APP, NOT_FEATURES],
    [dynamicImport('^@\\/(features|app)(\\/|$)', NOT_FEATURES.message)],
  ),
  ...WEB_FEATURES.flatMap((feature) =>
    webArea(
      [`${WEB}/features/${feature}/**/*.{ts,tsx}`],
      [NOT_APP, notOtherFeatures(feature)],
      [
        dynamicImport('^@\\/app(\\/|$)', NOT_APP.message),
        dynamicImport(
          `^@\\/features\\/(?!${feature}\\/)[^/]+\\/`,
          notOtherFeatures(feature).message,
        ),
      ],
    ),
  ),
  // Code states its rules itself instead of citing a specification document by name or section.
  // (The Google simulator's random data seed is unrelated.)
  {
    ignores: ['apps/google-sim/**'],
    rules: {
      'no-warning-comments': [
        'error',
        { terms: ['the seed', "seed's", 'seed section', 'seed:'], location: 'anywhere' },
      ],
    },
  },
  {
    files: ['e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  // Browser tests take `test` from the project's fixtures, which shift the browser's clock with
  // the calendar sweep's (a spec on Playwright's bare `test` would run on today's date).
  {
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: 'Import `test` from e2e/fixtures/test (or a fixture built on it).',
            },
          ],
        },
      ],
    },
  },
);
