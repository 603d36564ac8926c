import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { gzipKb, initialJsGzipKb, messagesGzipKb } from './lib/initial-js';
import { REPO_ROOT } from './lib/paths';
import { startStack } from './lib/stack';
import { ensureApiBuild } from './lib/api-build';
import { ensureWebBuild } from './lib/web-build';

/**
 * `npm run bench`: the figures issues ask for, measured the same way every time.
 *   - initial JS of `/` (gzip): the entry script and its modulepreloads in the built index.html
 *   - initial JS of each dashboard route (gzip): that, plus the signed-in screens' messages, the
 *     signed-in layout and the project shell's lazy parts, the route's lazily loaded chunk and
 *     every chunk they import statically (what the browser must load before the screen draws);
 *     chunks loaded later on their own (the uPlot chart) are listed apart, not counted
 *   - cold start: from spawning the whole product (API + embedded PostgreSQL + Auth emulator +
 *     Google simulator, install and build done) to /api/health answering, on a fresh data dir
 *   - the Google simulator's runReport (its own benchmark; budget: warm median < 100 ms)
 *   - the 25-month backfill of one GA4 property and one Ads account through the sync engine:
 *     Google requests, rows stored, seconds, rows per second (budget: ≤ 24 Data API requests; 21 measured)
 *   - the 16-month backfill of the demo Search Console site through the sync engine
 *     (apps/api/bench/search-backfill.bench.ts): Search Console requests, rows stored, seconds,
 *     rows per second (informational)
 *   - the dashboard endpoints on 200 projects × 3 years (apps/api/bench/dashboards.bench.ts;
 *     budget: p95 < 50 ms at 20 concurrent requests; throughput as a ratio of a trivial route,
 *     CPU per request, and the plans of the queries behind a view)
 *   - serving and the API's hot path (apps/api/bench/hot-path.bench.ts): the encodings and cache
 *     headers of the built app over HTTP, `GET /api/project` and `GET /api/project/{uid}` for 20
 *     users as a share of a bare Fastify measured in the same run, and the API's start as
 *     TypeScript (tsx) and as built JavaScript — each figure beside its goal (informational)
 *   - the default alert rules against 24 anomalies injected into the simulator, its tracking
 *     outages and campaigns switched on or off (apps/api/bench/monitoring.bench.ts): recall,
 *     precision and every false alarm (budget: recall ≥ 0.8, precision ≥ 0.5)
 *   - the budgets' projection against the actual cost of every monthly cycle of the last 12 months
 *     of each demo Ads account, made on day 10 and day 20, beside a plain linear projection
 *     (apps/api/bench/pacing.bench.ts): median and worst absolute percentage error (informational)
 *   - the alerts inbox of a member of 200 projects with 2,000 open alerts
 *     (apps/api/bench/inbox.bench.ts; budget: p95 < 100 ms for one user's requests)
 *   - one client report's PDF printed by the server's Chromium (apps/api/bench/pdf.bench.ts;
 *     budget: the first, Chromium's launch included, ≤ 5 s; skipped without Chromium)
 *   - 200 scheduled client reports due at once, sent by two instances with their PDFs
 *     (apps/api/bench/report-delivery.bench.ts; budget: all sent within 15 min, Node's peak RSS
 *     ≤ 1 GB; Chromium's peak printed)
 *   - Lighthouse on the three dashboards, signed in, with the demo project's synced data
 *     (apps/api/bench/lighthouse-dashboards.bench.ts; budget: desktop performance ≥ 95,
 *     accessibility 100), and on `/` signed out for a phone and a desktop
 * Exits non-zero when a budget is missed. `npm run bench -- js` measures the web's JS only;
 * `npm run bench -- hot-path` serving and the hot path only; `npm run bench -- lighthouse` the
 * Lighthouse runs only; `npm run bench -- pacing` the budgets' projection only;
 * `npm run bench -- inbox` the alerts inbox only; `npm run bench -- pdf` one report's PDF only;
 * `npm run bench -- delivery` the 200 scheduled reports only;
 * `npm run bench -- dashboards` the dashboards (the search screen's among them) and the portfolio
 * only (`npm run bench -- dashboards --projects=1000`: on a data set grown to 1,000 projects, to
 * see how the cost grows); `npm run bench -- search-backfill` the Search Console backfill only;
 * `npm run bench -- load` 200 connections for 60 s through HAProxy to two API instances
 * (apps/api/bench/load-balanced.bench.ts: error rate, p50/p95/p99, every acknowledged write found
 * afterwards; not part of the whole run).
 */
const BUDGETS = { initialJsGzipKb: 250, dashboardRouteJsGzipKb: 200, coldStartSeconds: 30 };

const DIST = path.join(REPO_ROOT, 'apps/web/dist');

/** Chunks a built chunk imports statically (`import{…}from"./x.js"`, `import"./x.js"`). */
const staticImports = (file: string): string[] =>
  [
    ...readFileSync(path.join(DIST, file), 'utf8').matchAll(
      /\bimport\s*(?:[^"'()]*?\bfrom\s*)?["']\.\/([^"']+\.js)["']/g,
    ),
  ].map((match) => path.posix.join(path.posix.dirname(file), match[1] ?? ''));

/**
 * Dashboard routes by the chunk their lazy component lives in (file names keep the module's). The
 * Each dashboard screen is a module of its own in `app/screens/` (`dashboard-screen.tsx`,
 * `analytics-screen.tsx`, `ads-screen.tsx`, `search-screens.tsx`), so a chunk of its own.
 */
const DASHBOARD_ROUTES = {
  '/project/:id/dashboard': 'dashboard-screen-',
  '/project/:id/analytics': 'analytics-screen-',
  '/project/:id/ads': 'ads-screen-',
  '/project/:id/search': 'search-screens-',
} as const;

/**
 * What every project screen loads lazily beside its own chunk: the signed-in layout (the gates)
 * and the sidebar's open-alerts badge and alert watcher.
 */
const PROJECT_SHELL_CHUNKS = ['signed-in-layout-', 'monitoring-badge-', 'alert-watcher-'];

/**
 * The initial JS of a signed-in route: `/`'s, plus the signed-in screens' messages (their layout
 * route waits for them), the project shell's lazy parts, its route chunk, and the chunks all of
 * them import statically.
 */
const routeJsGzipKb = (initial: Record<string, number>, chunkPrefix: string) => {
  const assets = readdirSync(path.join(DIST, 'assets'));
  const chunkOf = (prefix: string) => {
    const chunk = assets.find((name) => name.startsWith(prefix) && name.endsWith('.js'));
    if (!chunk) throw new Error(`no chunk ${prefix}*.js in the build`);
    return `assets/${chunk}`;
  };
  const seen = new Set(Object.keys(initial).map((src) => src.replace(/^\//, '')));
  const added: Record<string, number> = Object.fromEntries(
    Object.entries(messagesGzipKb('app')).map(([src, kb]) => [src.replace(/^\//, ''), kb]),
  );
  const queue = [chunkPrefix, ...PROJECT_SHELL_CHUNKS].map(chunkOf);
  while (queue.length > 0) {
    const file = queue.shift() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    added[file] = gzipKb(file);
    queue.push(...staticImports(file));
  }
  const initialKb = Object.values(initial).reduce((sum, kb) => sum + kb, 0);
  const routeKb = Object.values(added).reduce((sum, kb) => sum + kb, 0);
  return { totalKb: Math.round((initialKb + routeKb) * 10) / 10, routeChunks: added };
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
    isApiCompiled: true,
  });
  const seconds = (performance.now() - started) / 1000;
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
  return Math.round(seconds * 10) / 10;
};

const hotPath = () =>
  spawnSync('npx', ['tsx', 'apps/api/bench/hot-path.bench.ts'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });

const inbox = () =>
  spawnSync('npx', ['tsx', 'apps/api/bench/inbox.bench.ts'], { cwd: REPO_ROOT, stdio: 'inherit' });

const lighthouseDashboards = () =>
  spawnSync('npx', ['tsx', 'apps/api/bench/lighthouse-dashboards.bench.ts'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });

const pacing = () =>
  spawnSync('npx', ['tsx', 'apps/api/bench/pacing.bench.ts'], { cwd: REPO_ROOT, stdio: 'inherit' });

/** `--projects=N` passes through: the dashboards' cost on a data set of N projects. */
const dashboardsBench = () =>
  spawnSync(
    'npx',
    [
      'tsx',
      'apps/api/bench/dashboards.bench.ts',
      ...process.argv.filter((arg) => arg.startsWith('--projects=')),
    ],
    { cwd: REPO_ROOT, stdio: 'inherit' },
  );

const searchBackfill = () =>
  spawnSync('npx', ['tsx', 'apps/api/bench/search-backfill.bench.ts'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });

const onePdf = () =>
  spawnSync('npx', ['tsx', 'apps/api/bench/pdf.bench.ts'], { cwd: REPO_ROOT, stdio: 'inherit' });

const reportDelivery = () =>
  spawnSync('npx', ['tsx', 'apps/api/bench/report-delivery.bench.ts'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });

const main = async () => {
  if (process.argv.includes('pacing')) {
    process.exit(pacing().status ?? 1);
  }
  if (process.argv.includes('pdf')) {
    process.exit(onePdf().status ?? 1);
  }
  if (process.argv.includes('delivery')) {
    process.exit(reportDelivery().status ?? 1);
  }
  if (process.argv.includes('search-backfill')) {
    process.exit(searchBackfill().status ?? 1);
  }
  await ensureWebBuild();
  await ensureApiBuild();
  if (process.argv.includes('hot-path')) {
    process.exit(hotPath().status ?? 1);
  }
  if (process.argv.includes('inbox')) {
    process.exit(inbox().status ?? 1);
  }
  if (process.argv.includes('lighthouse')) {
    process.exit(lighthouseDashboards().status ?? 1);
  }
  if (process.argv.includes('dashboards')) {
    process.exit(dashboardsBench().status ?? 1);
  }
  if (process.argv.includes('load')) {
    const load = spawnSync('npx', ['tsx', 'apps/api/bench/load-balanced.bench.ts'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    });
    process.exit(load.status ?? 1);
  }
  const js = initialJsGzipKb();
  console.log(`initial JS of / (gzip): ${js.totalKb} kB`, js.files);
  console.log(
    'every chunk (gzip -9, kB):',
    Object.fromEntries(
      readdirSync(path.join(DIST, 'assets'))
        .filter((name) => name.endsWith('.js'))
        .map((name) => [name, gzipKb(`assets/${name}`)])
        .sort(([, a], [, b]) => Number(b) - Number(a)),
    ),
  );
  const routes = Object.entries(DASHBOARD_ROUTES).map(([route, prefix]) => {
    const measured = routeJsGzipKb(js.files, prefix);
    console.log(
      `initial JS of ${route} (gzip): ${measured.totalKb} kB; its chunks beyond /:`,
      measured.routeChunks,
    );
    return { route, ...measured };
  });
  const later = readdirSync(path.join(DIST, 'assets')).filter((name) =>
    /^uplot-chart-.*\.js$/.test(name),
  );
  console.log(
    'loaded when a trend is drawn (not initial):',
    Object.fromEntries(later.map((name) => [`assets/${name}`, gzipKb(`assets/${name}`)])),
  );
  const jsMisses = routes
    .filter(({ totalKb }) => totalKb > BUDGETS.dashboardRouteJsGzipKb)
    .map(({ route, totalKb }) => `${route} ${totalKb} kB`);
  // `npm run bench -- js`: the web's figures only (no servers started).
  if (process.argv.includes('js')) {
    if (js.totalKb > BUDGETS.initialJsGzipKb || jsMisses.length > 0) process.exit(1);
    return;
  }
  const cold = await coldStartSeconds();
  console.log(`cold start to /api/health (fresh data dir): ${cold} s`);
  hotPath();
  const sim = spawnSync('npx', ['tsx', 'apps/google-sim/bench/run-report.bench.ts'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });

  const backfill = spawnSync('npx', ['tsx', 'apps/api/bench/backfill.bench.ts'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  const searchBackfillRun = searchBackfill();
  const dashboards = dashboardsBench();
  const monitoring = spawnSync('npx', ['tsx', 'apps/api/bench/monitoring.bench.ts'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  pacing();
  const inboxRun = inbox();
  const pdf = onePdf();
  const delivery = reportDelivery();
  const lighthouse = lighthouseDashboards();

  const misses = [
    js.totalKb > BUDGETS.initialJsGzipKb &&
      `initial JS ${js.totalKb} kB > ${BUDGETS.initialJsGzipKb} kB`,
    ...jsMisses.map((miss) => `initial JS of ${miss} > ${BUDGETS.dashboardRouteJsGzipKb} kB`),
    cold > BUDGETS.coldStartSeconds && `cold start ${cold} s > ${BUDGETS.coldStartSeconds} s`,
    sim.status !== 0 && 'simulator runReport over budget',
    backfill.status !== 0 && 'backfill over its request budget',
    searchBackfillRun.status !== 0 && 'the Search Console backfill failed',
    dashboards.status !== 0 && 'dashboard endpoints over budget',
    inboxRun.status !== 0 && 'alerts inbox over budget',
    pdf.status !== 0 && 'one PDF over budget',
    delivery.status !== 0 && '200 scheduled reports over their time or memory budget',
    monitoring.status !== 0 && 'default alert rules below their precision or recall',
    lighthouse.status !== 0 && 'Lighthouse on a dashboard below its budget',
  ].filter(Boolean);
  console.log(
    JSON.stringify({
      initialJsGzipKb: js.totalKb,
      dashboardRoutesJsGzipKb: Object.fromEntries(
        routes.map(({ route, totalKb }) => [route, totalKb]),
      ),
      coldStartSeconds: cold,
      budgets: BUDGETS,
    }),
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
