import { defineConfig } from 'vitest/config';

// Three tiers, named by file suffix:
//   unit         `*.test.ts` beside the code (Node)
//   web          `apps/web/**/*.test.tsx?` in jsdom (configured in apps/web/vite.config.ts)
//   integration  `*.integration.test.ts`: the API through app.inject against real PostgreSQL
//                and the Firebase Auth emulator (started once by the global setup)
//   fuzz         `*.fuzz.test.ts`: the contract fuzzer, on the same setup; a step of its own in
//                `npm test` (after the others: it keeps both cores busy) and `npm run fuzz`
// Crash tests (`*.crash.test.ts`, a real `npm start` killed and restarted) are slow and run on
// their own: `npm run test:crash` (vitest.crash.config.ts).
export default defineConfig({
  test: {
    projects: [
      'apps/web/vite.config.ts',
      {
        test: {
          name: 'unit',
          environment: 'node',
          // The simulator's synthetic-data tests compute months of data: seconds on a busy machine.
          testTimeout: 20_000,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'apps/google-sim/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [
            '**/*.integration.test.ts',
            '**/*.crash.test.ts',
            '**/*.fuzz.test.ts',
            '**/node_modules/**',
          ],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['apps/*/src/**/*.integration.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'fuzz',
          environment: 'node',
          include: ['apps/api/src/**/*.fuzz.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
