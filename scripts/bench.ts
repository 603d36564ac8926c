import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from './lib/paths';
import { startStack } from './lib/stack';
import { ensureWebBuild } from './lib/web-build';

/**
 * `npm run bench`: the figures issues ask for, measured the same way every time.
 *   - initial JS of `/` (gzip): the entry script and its modulepreloads in the built index.html
 *   - cold start: from spawning the whole product (API + embedded PostgreSQL + Auth emulator +
 *     Google simulator, install and build done) to /api/health answering, on a fresh data dir
 *   - the Google simulator's runReport (its own benchmark; budget: warm median < 100 ms)
 *   - the 13-month backfill of one GA4 property and one Ads account through the sync engine:
 *     Google requests, rows stored, seconds, rows per second (budget: ≤ 30 Data API requests)
 *   - the dashboard endpoints on 200 projects × 3 years (apps/api/bench/dashboards.bench.ts;
 *     budget: p95 < 50 ms at 20 concurrent requests; throughput as a ratio of a trivial route,
 *     CPU per request, and the plans of the queries behind a view)
 * Exits non-zero when a budget is missed.
 */
const BUDGETS = { initialJsGzipKb: 250, coldStartSeconds: 30 };

const initialJsGzipKb = (): { totalKb: number; files: Record<string, number> } => {
  const dist = path.join(REPO_ROOT, 'apps/web/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const scripts = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1] ?? '');
  const files: Record<string, number> = {};
  for (const src of scripts) {
    const size = gzipSync(readFileSync(path.join(dist, src)), { level: 9 }).length;
    files[src] = Math.round((size / 1024) * 10) / 10;
  }
  const totalKb = Math.round(Object.values(files).reduce((sum, kb) => sum + kb, 0) * 10) / 10;
  return { totalKb, files };
};

const coldStartSeconds = async (): Promise<number> => {
  const dataDir = path.join(REPO_ROOT, 'data/bench');
  await rm(dataDir, { recursive: true, force: true });
  const started = performance.now();
  const stack = await startStack({
    port: 23_000,
    emulatorPort: 23_001,
    simPort: 23_005,
    dataDir,
    isVerbose: false,
    env: { LOG_LEVEL: 'warn' },
  });
  const seconds = (performance.now() - started) / 1000;
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
  return Math.round(seconds * 10) / 10;
};

const main = async () => {
  await ensureWebBuild();
  const js = initialJsGzipKb();
  console.log(`initial JS of / (gzip): ${js.totalKb} kB`, js.files);
  const cold = await coldStartSeconds();
  console.log(`cold start to /api/health (fresh data dir): ${cold} s`);
  const sim = spawnSync('npx', ['tsx', 'apps/google-sim/bench/run-report.bench.ts'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });

  const backfill = spawnSync('npx', ['tsx', 'apps/api/bench/backfill.bench.ts'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  const dashboards = spawnSync('npx', ['tsx', 'apps/api/bench/dashboards.bench.ts'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });

  const misses = [
    js.totalKb > BUDGETS.initialJsGzipKb &&
      `initial JS ${js.totalKb} kB > ${BUDGETS.initialJsGzipKb} kB`,
    cold > BUDGETS.coldStartSeconds && `cold start ${cold} s > ${BUDGETS.coldStartSeconds} s`,
    sim.status !== 0 && 'simulator runReport over budget',
    backfill.status !== 0 && 'backfill over its request budget',
    dashboards.status !== 0 && 'dashboard endpoints over budget',
  ].filter(Boolean);
  console.log(
    JSON.stringify({ initialJsGzipKb: js.totalKb, coldStartSeconds: cold, budgets: BUDGETS }),
  );
  if (misses.length > 0) {
    console.error(`Over budget: ${misses.join('; ')}`);
    process.exit(1);
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
