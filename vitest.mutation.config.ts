import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

// The tests `npm run mutation` (StrykerJS, stryker.config.mjs) runs against each mutant: the API's
// and the contracts' unit and integration tests in one project, so the Auth emulator and the
// embedded PostgreSQL of the global setup start once per Stryker worker. Not the fuzzer (a new
// random seed each run would make the score wander) and not the crash tests (a real `npm start`).
//
// Stryker runs this from a copy of the repository (.stryker-tmp/sandbox-…) whose node_modules is a
// link to the real one, so `@kampa/contracts` would resolve to the unmutated originals: the alias
// points it at the copy beside this file instead.
//
// A named target (`npm run mutation -- --target <name>`, scripts/mutation-targets.ts) runs unit
// tests only and sets KAMPA_MUTATION_UNIT=1: no PostgreSQL or Auth emulator is started, and the
// integration tests are left out even if a glob would name them.
const UNIT_ONLY = process.env.KAMPA_MUTATION_UNIT === '1';

export default defineConfig({
  resolve: {
    alias: [
      {
        find: /^@kampa\/contracts\/(.*)$/,
        replacement: path.join(ROOT, 'packages/contracts/src/$1.ts'),
      },
    ],
  },
  test: {
    environment: 'node',
    include: ['packages/contracts/src/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
    exclude: [
      '**/*.crash.test.ts',
      '**/*.fuzz.test.ts',
      '**/node_modules/**',
      ...(UNIT_ONLY ? ['**/*.integration.test.ts'] : []),
    ],
    globalSetup: UNIT_ONLY ? [] : ['apps/api/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
