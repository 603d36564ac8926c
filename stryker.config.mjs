// @ts-check
import path from 'node:path';
// Mutation testing of the API and the contracts: `npm run mutation` (scripts/mutation.ts), which
// passes the files to mutate in KAMPA_MUTATE and keeps one incremental file per scope. Slow (see
// docs/mutation.md); not part of `npm test` or CI.

/** What is mutated by default: the API's modules, plugins and lib, and the contracts. */
export const DEFAULT_SCOPE = ['apps/api/src/**/*.ts', 'packages/contracts/src/**/*.ts'];

/**
 * Never mutated. Tests and test helpers; the Drizzle schema and the migrations (declarations the
 * migrations, not the tests, turn into tables); and the process plumbing — the server's entry, the
 * embedded PostgreSQL, its lock and watchdog, process facts, the local mail receiver's process —
 * which runs in child processes that Stryker cannot switch mutants in (it is covered by real-process
 * tests: server.integration.test.ts, embedded.integration.test.ts and `npm run test:crash`).
 */
export const NEVER_MUTATED = [
  '!**/*.test.ts',
  '!apps/api/src/db/schema.ts',
  '!apps/api/src/db/migrations/**',
  '!apps/api/src/db/embedded.ts',
  '!apps/api/src/db/postgres-lock.ts',
  '!apps/api/src/db/watchdog.ts',
  '!apps/api/src/server.ts',
  '!apps/api/src/lib/processes.ts',
  '!apps/api/src/lib/mail/receiver-server.ts',
];

// Globs may hold commas (`{a,b}`): the script passes them one a line.
const scope = process.env.KAMPA_MUTATE ? process.env.KAMPA_MUTATE.split('\n') : DEFAULT_SCOPE;
const testFiles = process.env.KAMPA_MUTATION_TESTS?.split('\n');

// The tests' PostgreSQL and Auth emulator data (apps/api/test/global-setup.ts): Stryker's copy of
// the repository is a private (0700) directory the postgres user cannot enter.
process.env.KAMPA_TEST_DATA_DIR ??= path.resolve('data/test-mutation');

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts' },
  // Each mutant runs only the tests that reached its code in the first (dry) run.
  coverageAnalysis: 'perTest',
  mutate: [...scope, ...NEVER_MUTATED],
  // Only these test files (`npm run mutation -- <glob> --tests <glob>`), else every test of
  // vitest.mutation.config.ts that imports a mutated file.
  ...(testFiles ? { testFiles } : {}),
  // One worker: every worker starts its own PostgreSQL and Auth emulator on the same port and data
  // directory (apps/api/test/global-setup.ts), and the machine's cores are shared anyway.
  concurrency: 1,
  // Static mutants — code run outside any test: module constants, and the plugins' and routes'
  // registration, which runs when a test file's `beforeAll` builds the app — can only be tested by
  // running every selected test again, app builds and all (a minute or more each here). They are
  // left out (reported as ignored) unless KAMPA_MUTATION_STATIC=1.
  ignoreStatic: process.env.KAMPA_MUTATION_STATIC !== '1',
  incremental: true,
  incrementalFile: process.env.KAMPA_MUTATION_INCREMENTAL ?? 'reports/mutation/incremental.json',
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { reportTests: false, reportMutants: true, reportScoreTable: true },
  thresholds: { high: 80, low: 60, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  // Copied into the sandbox: only what the API's tests read.
  ignorePatterns: [
    '/data',
    '/reports',
    '/test-results',
    '/playwright-report',
    '/coverage',
    '/e2e',
    '/apps/web',
    '**/dist',
  ],
};
