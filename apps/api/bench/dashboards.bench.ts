/**
 * Benchmark of the dashboard endpoints on 200 projects × 3 years of GA4 and Ads data and 16 months
 * of Search Console data (the search screen's endpoint among them):
 *   npx tsx apps/api/bench/dashboards.bench.ts
 * Generates the data once into its own embedded PostgreSQL (data/bench-dashboards; again when the
 * generator or the day changes), starts the whole stack on it, loads each endpoint with 20
 * concurrent requests (autocannon) across all projects, and prints p50/p95/p99, throughput as a
 * ratio of a trivial authenticated route measured in the same run, CPU per request, and the plans
 * of the queries a dashboard runs. Each dashboard is loaded twice: the default view rotating over
 * the projects (repeat views, as people open them: after the first round from the view cache) and
 * a different range per request (never cached). The portfolio (every project of a user who is a
 * member of all 200, each with a budget and this month's six targets, so its pacing and targets
 * columns are computed for all) is loaded with 10 concurrent requests, its statements printed with
 * their plans. Exits 1 when an endpoint's p95 is over its budget (50 ms, the portfolio 100 ms).
 *
 * How the cost grows: `--projects=N` (e.g. `npm run bench -- dashboards --projects=1000`) grows the
 * same data set to N projects (adding only the projects it does not hold yet) and rotates the
 * dashboards' requests over all N, so most views read pages no recent request has read; the
 * portfolio stays that of a user with 200 projects. The data's size on disk is printed with the
 * figures (docs/decisions/015-scaling-past-one-postgresql.md holds the table and what it decided).
 */
import path from 'node:path';
import { shiftDays, todayIn } from '@kampa/contracts/common/date-range';
import { startStack } from '@kampa/scripts/lib/stack';
import { REPO_ROOT } from '../src/lib/paths';
import { BENCH_PROJECTS, benchProjectUid, openBenchData } from './dashboard-data';
import { explainDashboardQueries, explainPortfolioQueries } from './explain';
import { benchIdentity, loadSlice, summarize, type LoadSlice } from './load';

/** Its own embedded PostgreSQL; `BENCH_DASHBOARDS_DIR` keeps a second data set beside it. */
const DATA_DIR = process.env.BENCH_DASHBOARDS_DIR ?? path.join(REPO_ROOT, 'data/bench-dashboards');
/** `--generate-only`: writes (or grows) the data set and stops, to load it later on a quiet machine. */
const GENERATE_ONLY = process.argv.includes('--generate-only');
const BUDGET_P95_MS = 50;
/** The portfolio (all 200 projects in one answer) at fewer concurrent requests. */
const PORTFOLIO_BUDGET_P95_MS = 100;
const PORTFOLIO_CONNECTIONS = 10;
const CONNECTIONS = 20;
const SLICE_SECONDS = 2;
/** Rounds per route: its total load time is ROUNDS × 2 s. */
const ROUNDS = Number(process.env.BENCH_DASHBOARD_ROUNDS ?? 5);
const PORTS = { port: 23_100, emulatorPort: 23_101, simPort: 23_105 };

/** `--projects=N`: the data set's size (200 unless asked). */
const projectsOf = (argv: readonly string[]): number => {
  const arg = argv.find((value) => value.startsWith('--projects='));
  if (arg === undefined) return BENCH_PROJECTS;
  const projects = Number(arg.slice('--projects='.length));
  if (!Number.isInteger(projects) || projects < 1 || projects > 10_000) {
    throw new Error(`--projects must be a whole number from 1 to 10000, not ${arg}`);
  }
  return projects;
};
const PROJECTS = projectsOf(process.argv);
/** The portfolio's user: a member of this many projects (an agency's 200 clients) at any size. */
const PORTFOLIO_PROJECTS = Math.min(PROJECTS, BENCH_PROJECTS);

/**
 * A different 28-day range for every request (a prime cycle of start days against the 200
 * projects), so no answer comes from the view cache: the cost of computing a view.
 */
const uncachedQuery = (i: number): string => {
  const from = shiftDays('2024-01-01', i % 997);
  return `from=${from}&to=${shiftDays(from, 27)}`;
};

const main = async () => {
  const today = todayIn('Europe/Prague');
  const { database, handle } = await openBenchData(DATA_DIR, {
    today,
    projects: PROJECTS,
    log: console.log,
  });
  let stack: Awaited<ReturnType<typeof startStack>> | null = null;
  try {
    // Every project has a budget (a monthly one on the whole account, or on two campaigns for
    // every third project) and this month's six targets, so the portfolio computes its pacing and
    // targets columns for all 200 (written again on each run: cheap, and never stale).
    await handle.pool.query(`DELETE FROM budgets WHERE project_id IN
      (SELECT id FROM projects WHERE uid LIKE 'bench-%')`);
    await handle.pool.query(`
      INSERT INTO budgets (project_id, name, cycle_kind, start_day, campaign_ids, amount)
      SELECT p.id, 'Měsíční rozpočet', 'monthly', 1 + (row_number() OVER (ORDER BY p.uid))::int % 28,
        CASE WHEN row_number() OVER (ORDER BY p.uid) % 3 = 0
          THEN ARRAY['9000001', '9000002'] ELSE ARRAY[]::text[] END,
        150000 + (row_number() OVER (ORDER BY p.uid)) * 1000
      FROM projects p WHERE p.uid LIKE 'bench-%'`);
    await handle.pool.query(
      `DELETE FROM kpi_targets WHERE project_id IN (SELECT id FROM projects WHERE uid LIKE 'bench-%')`,
    );
    await handle.pool.query(
      `INSERT INTO kpi_targets (project_id, month, metric, value)
       SELECT p.id, $1::date, m.metric, m.value
       FROM projects p CROSS JOIN (VALUES ('sessions', 40000), ('keyEvents', 900),
         ('totalRevenue', 2500000), ('conversions', 700), ('cpa', 250), ('roas', 5)) AS m(metric, value)
       WHERE p.uid LIKE 'bench-%'`,
      [`${today.slice(0, 7)}-01`],
    );
    const sizes = await handle.pool.query<{ relname: string; rows: string; size: string }>(`
      SELECT relname, n_live_tup::text AS rows, pg_size_pretty(pg_total_relation_size(relid)) AS size
      FROM pg_stat_user_tables
      WHERE relname IN ('ga_daily', 'ga_daily_dimension', 'ga_range_users', 'ads_daily_campaign',
        'ads_daily', 'ads_change_events', 'gsc_daily', 'gsc_daily_dimension', 'sync_runs',
        'sync_chunks')
      ORDER BY pg_total_relation_size(relid) DESC`);
    console.log(
      sizes.rows.map((row) => `  ${row.relname}: ${row.rows} rows, ${row.size}`).join('\n'),
    );
    const disk = await handle.pool.query<{ bytes: string }>(
      'SELECT pg_database_size(current_database())::text AS bytes',
    );
    const diskGb = Number(disk.rows[0]!.bytes) / 1024 ** 3;
    console.log(`  the database on disk: ${diskGb.toFixed(1)} GiB (${PROJECTS} projects)`);
    if (GENERATE_ONLY) return;

    console.log('\nplans of the queries behind one dashboard view (EXPLAIN (ANALYZE, BUFFERS)):');
    const plans = await explainDashboardQueries(
      handle.pool,
      benchProjectUid(Math.min(17, PROJECTS)),
    );
    for (const plan of plans) console.log(plan);

    stack = await startStack({
      ...PORTS,
      dataDir: path.join(DATA_DIR, 'stack'),
      isVerbose: false,
      env: {
        DATABASE_URL: database.url,
        SYNC_WORKERS: 'false',
        RATE_LIMIT_MAX: '100000000',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: '',
      },
    });
    // Two people: one member of every project (whose dashboards are opened), and an agency's
    // member of its 200 clients (whose portfolio is asked); one person at the usual size.
    const emulatorHost = `127.0.0.1:${PORTS.emulatorPort}`;
    const identity = await benchIdentity(stack.url, emulatorHost);
    const agency =
      PORTFOLIO_PROJECTS === PROJECTS ? identity : await benchIdentity(stack.url, emulatorHost);
    const addMember = async (uid: string, lastProject: number) =>
      handle.pool.query(
        `INSERT INTO project_members (project_id, user_id, role)
         SELECT p.id, u.id, 'viewer' FROM projects p, users u
         WHERE p.uid LIKE 'bench-%' AND p.uid <= $2 AND u.firebase_uid = $1
         ON CONFLICT DO NOTHING`,
        [uid, benchProjectUid(lastProject)],
      );
    await addMember(identity.uid, PROJECTS);
    await addMember(agency.uid, PORTFOLIO_PROJECTS);
    console.log(
      `\nthe statements behind one portfolio answer (member of ${PORTFOLIO_PROJECTS} of the ${PROJECTS} projects):`,
    );
    for (const plan of await explainPortfolioQueries(handle.pool, agency.uid)) console.log(plan);

    const project = (i: number) => benchProjectUid((i % PROJECTS) + 1);
    const routes: {
      name: string;
      path: (i: number) => string;
      isBudgeted: boolean;
      connections?: number;
      budgetMs?: number;
      token?: string;
    }[] = [
      { name: 'trivial GET /api/user/me', path: () => '/api/user/me', isBudgeted: false },
      {
        name: 'overview /dashboard',
        path: (i) => `/api/project/${project(i)}/dashboard`,
        isBudgeted: true,
      },
      {
        name: 'analytics /analytics/dashboard',
        path: (i) => `/api/project/${project(i)}/analytics/dashboard`,
        isBudgeted: true,
      },
      {
        name: 'ads /ads/dashboard',
        path: (i) => `/api/project/${project(i)}/ads/dashboard`,
        isBudgeted: true,
      },
      {
        name: 'search /search/dashboard',
        path: (i) => `/api/project/${project(i)}/search/dashboard`,
        isBudgeted: true,
      },
      ...(['dashboard', 'analytics/dashboard', 'ads/dashboard', 'search/dashboard'] as const).map(
        (route) => ({
          name: `${route} (uncached)`,
          path: (i: number) => `/api/project/${project(i)}/${route}?${uncachedQuery(i)}`,
          isBudgeted: false,
        }),
      ),
      {
        name: `portfolio /api/portfolio (${PORTFOLIO_CONNECTIONS} conc.)`,
        path: () => '/api/portfolio',
        isBudgeted: true,
        connections: PORTFOLIO_CONNECTIONS,
        budgetMs: PORTFOLIO_BUDGET_P95_MS,
        token: agency.idToken,
      },
      {
        name: `portfolio uncached range (${PORTFOLIO_CONNECTIONS} conc.)`,
        path: (i: number) => `/api/portfolio?${uncachedQuery(i)}`,
        isBudgeted: false,
        connections: PORTFOLIO_CONNECTIONS,
        token: agency.idToken,
      },
    ];
    console.log(
      `\nload: ${CONNECTIONS} concurrent requests, ${ROUNDS} rounds of ${SLICE_SECONDS} s per route ` +
        `(routes interleaved, so a change in the machine's load hits them alike; 2 s warm-up ` +
        `each), rotating over ${PROJECTS} projects; default view = last 28 days vs previous period`,
    );
    const base = { url: stack.url, token: identity.idToken, connections: CONNECTIONS };
    const connectionsOf = (route: (typeof routes)[number]) => route.connections ?? CONNECTIONS;
    for (const route of routes) {
      await loadSlice({
        ...base,
        connections: connectionsOf(route),
        token: route.token ?? identity.idToken,
        path: route.path,
        seconds: 2,
        first: 0,
      });
    }
    const slices = routes.map((): LoadSlice[] => []);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [index, route] of routes.entries()) {
        const first = slices[index]!.reduce((sum, slice) => sum + slice.requests, 1000);
        slices[index]!.push(
          await loadSlice({
            ...base,
            connections: connectionsOf(route),
            token: route.token ?? identity.idToken,
            path: route.path,
            seconds: SLICE_SECONDS,
            first,
          }),
        );
      }
    }
    const results = routes.map((route, index) => ({
      ...summarize(slices[index]!),
      name: route.name,
      isBudgeted: route.isBudgeted,
      budgetMs: route.budgetMs ?? BUDGET_P95_MS,
    }));
    const trivial = results[0]!;
    console.log(
      ['route', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'vs trivial', 'CPU ms/req', 'errors']
        .map((cell, i) => (i === 0 ? cell.padEnd(42) : cell.padStart(11)))
        .join(''),
    );
    for (const result of results) {
      const ratio = result.requestsPerSecond / trivial.requestsPerSecond;
      console.log(
        [
          result.name.padEnd(42),
          ...[result.p50, result.p95, result.p99].map((ms) => ms.toFixed(1).padStart(11)),
          result.requestsPerSecond.toFixed(0).padStart(11),
          ratio.toFixed(2).padStart(11),
          (result.cpuMsPerRequest?.toFixed(1) ?? '–').padStart(11),
          String(result.errors).padStart(11),
        ].join(''),
      );
    }
    const misses = results.filter(
      (result) => result.isBudgeted && (result.p95 >= result.budgetMs || result.errors > 0),
    );
    console.log(
      JSON.stringify({
        projects: PROJECTS,
        portfolioProjects: PORTFOLIO_PROJECTS,
        diskGb: Math.round(diskGb * 10) / 10,
        dashboards: results.map((result) => ({
          route: result.name,
          p95Ms: result.p95,
          requestsPerSecond: Math.round(result.requestsPerSecond),
          ratioToTrivial:
            Math.round((result.requestsPerSecond / trivial.requestsPerSecond) * 100) / 100,
          cpuMsPerRequest: result.cpuMsPerRequest,
          errors: result.errors,
          budgetP95Ms: result.isBudgeted ? result.budgetMs : null,
        })),
      }),
    );
    if (misses.length > 0) {
      console.error(
        `Over budget (p95 under its budget, no errors): ${misses.map((miss) => `${miss.name} (${miss.budgetMs} ms)`).join(', ')}`,
      );
      process.exitCode = 1;
    }
  } finally {
    await stack?.stop();
    await handle.pool.end();
    await database.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
