import { defineConfig } from 'vitest/config';

// `npm run test:crash`: a real `npm start` (own ports and data directory) killed with SIGKILL in
// several ways and started again. Slow (minutes); kept out of `npm test`, run after it in CI.
export default defineConfig({
  test: {
    name: 'crash',
    environment: 'node',
    include: ['scripts/crash/**/*.crash.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 180_000,
    // One stack at a time, tests in order: each builds on the state the previous one left.
    fileParallelism: false,
    sequence: { concurrent: false },
  },
});
