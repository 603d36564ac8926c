import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getHealthContract } from '@kampa/contracts/health/get-health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callContract } from '#test/call-contract';
import { formatReport, runFuzz } from '#test/fuzz/run';
import { createFuzzWorld, type FuzzWorld } from '#test/fuzz/world';
import { createTestApp, type TestApp } from '#test/test-app';

/**
 * The fuzzer: requests generated from every contract in ALL_CONTRACTS (valid and broken, every
 * kind of token), sent to the real app on PostgreSQL. `npm test` sends a fixed-seed 2,000;
 * `npm run fuzz` sends 10,000 with a new seed (FUZZ_RUNS, FUZZ_SEED) and prints the counts.
 *
 * Properties of every answer: no 5xx except the documented ones (502/503
 * google_unavailable, since Google here is an unreachable port, so no simulator needs to run); no write to any table without a success; every error in the one
 * error shape, as JSON; redirects only to our own paths; successes within the contract's response
 * schema; signed-in answers `no-store`.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const SEED = Number(process.env.FUZZ_SEED ?? 15_2026);
/** Nothing listens on port 1: Google "cannot be reached" at once. */
const UNREACHABLE = 'http://127.0.0.1:1';

let testApp: TestApp;
let world: FuzzWorld;
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'kampa-fuzz-web-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Kampa</title>');
  await writeFile(path.join(distDir, 'assets', 'app-1234.js'), 'console.log(1)');
  testApp = await createTestApp({
    WEB_DIST_DIR: distDir,
    RATE_LIMIT_MAX: 1_000_000,
    GOOGLE_OAUTH_AUTHORIZE_URL: `${UNREACHABLE}/o/oauth2/v2/auth`,
    GOOGLE_OAUTH_TOKEN_URL: `${UNREACHABLE}/token`,
    GOOGLE_OAUTH_REVOKE_URL: `${UNREACHABLE}/revoke`,
    GOOGLE_OAUTH_USERINFO_URL: `${UNREACHABLE}/oauth2/v3/userinfo`,
    GOOGLE_ANALYTICS_ADMIN_URL: UNREACHABLE,
    GOOGLE_ANALYTICS_DATA_URL: UNREACHABLE,
    GOOGLE_ADS_URL: UNREACHABLE,
    GOOGLE_SEARCH_CONSOLE_URL: UNREACHABLE,
  });
  world = await createFuzzWorld(testApp);
});
afterAll(async () => {
  await testApp.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('the API under generated hostile input', () => {
  it(
    `${RUNS} requests from the contracts: no unexpected 5xx, no write without success, one error shape`,
    async () => {
      const report = await runFuzz({ testApp, world, runs: RUNS, seed: SEED });
      console.log(formatReport(report));
      expect(report.failures.map((failure) => failure.problems.join('; '))).toEqual([]);
      // Every operation was tried, the primary project is still there for the next run's
      // requests to reach past the access checks, and the app still answers.
      expect(report.byOperation.size).toBeGreaterThan(20);
      const primary = await testApp.app.inject({
        method: 'GET',
        url: `/api/project/${world.projects.primary}`,
        headers: { authorization: world.headers.owner },
      });
      expect(primary.statusCode, report.deletes.join('\n')).toBe(200);
      expect((await callContract(testApp.app, null, getHealthContract)).status).toBe(200);
    },
    Math.max(120_000, RUNS * 60),
  );
});
