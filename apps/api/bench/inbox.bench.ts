/**
 * Benchmark of the alerts inbox for a large agency:
 *   npx tsx apps/api/bench/inbox.bench.ts      (or `npm run bench -- inbox`)
 * A user who is a member of 200 projects (an editor of most, a viewer of every tenth) with 2,000
 * open alerts between them (10 each, of 2 rules, with their likely causes), plus resolved and
 * snoozed ones the inbox must skip, in its own embedded PostgreSQL (data/bench-inbox, made again
 * on every run); the whole stack started on it. `GET /api/alerts` (all 2,000 counted, the newest
 * page of 100 in the answer, as the screen first asks), `?project=…` (one project's),
 * `?severity=critical` and `?workspace=…` (the agency's, holding all 200), each as one user asks (one request at a time); for information also
 * `?limit=500` (the most the screen's "Show more" reaches) and the first two under 10 concurrent
 * requests; p50/p95/p99. Exits 1 when a budgeted p95 is 100 ms or more, or any request failed.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { startStack } from '@kampa/scripts/lib/stack';
import { createDatabase } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { REPO_ROOT } from '../src/lib/paths';
import { benchIdentity, loadSlice, summarize, type LoadSlice } from './load';

const DATA_DIR = path.join(REPO_ROOT, 'data/bench-inbox');
const PROJECTS = 200;
const OPEN_ALERTS_PER_PROJECT = 10;
const BUDGET_P95_MS = 100;
const CONNECTIONS = 10;
const SLICE_SECONDS = 2;
const ROUNDS = Number(process.env.BENCH_INBOX_ROUNDS ?? 5);
const PORTS = { port: 23_400, emulatorPort: 23_401, simPort: 23_405 };

/** The agency's workspace (21 characters, as a workspace's uid must be). */
const WORKSPACE_UID = 'inbox-bench-workspace';
const projectUid = (index: number) => `inbox-bench-${String(index).padStart(9, '0')}`;

const CAUSES = JSON.stringify([
  {
    kind: 'breakdown',
    dimension: 'channel',
    value: 'Organic Search',
    valueNow: 12,
    valueBefore: 480,
    change: -0.975,
  },
  {
    kind: 'breakdown',
    dimension: 'channel',
    value: 'Paid Search',
    valueNow: 3,
    valueBefore: 95,
    change: -0.968,
  },
]);

/**
 * 200 projects of an agency's workspace, the user a member of it given all of them (an editor of
 * most, a viewer of every tenth), 2 rules each, 10 open alerts each and 5 others.
 */
const seed = async (pool: ReturnType<typeof createDatabase>['pool'], firebaseUid: string) => {
  await pool.query(
    `WITH agency AS (
       INSERT INTO workspaces (uid, name) VALUES ($3, 'Bench agency')
       RETURNING id
     ), joined AS (
       INSERT INTO workspace_members (workspace_id, user_id, role)
       SELECT agency.id, u.id, 'member' FROM agency, users u WHERE u.firebase_uid = $2
     )
     INSERT INTO projects (uid, name, website_url, time_zone, currency, workspace_id)
     SELECT 'inbox-bench-' || lpad(n::text, 9, '0'), 'Client ' || n,
       'https://client-' || n || '.example.cz', 'Europe/Prague', 'CZK', agency.id
     FROM generate_series(1, $1::int) n, agency`,
    [PROJECTS, firebaseUid, WORKSPACE_UID],
  );
  await pool.query(
    `INSERT INTO project_members (project_id, user_id, role)
     SELECT p.id, u.id, CASE WHEN right(p.uid, 1) = '0' THEN 'viewer' ELSE 'editor' END
     FROM projects p, users u WHERE p.uid LIKE 'inbox-bench-%' AND u.firebase_uid = $1`,
    [firebaseUid],
  );
  await pool.query(
    `INSERT INTO monitoring_rules (project_id, name, source, target, condition, severity,
       min_consecutive, cooldown_days, skip_weekends, is_enabled, is_email_enabled)
     SELECT p.id, r.name, 'analytics', r.target::jsonb, r.condition::jsonb, r.severity,
       1, 0, false, true, false
     FROM projects p, (VALUES
       ('Tracking stopped', '{"source":"analytics","metric":"sessions","channel":null}',
        '{"type":"change","direction":"down","percent":90,"against":"same_weekday_last_week"}',
        'critical'),
       ('Key events drop', '{"source":"analytics","metric":"keyEvents","channel":null}',
        '{"type":"change","direction":"down","percent":70,"against":"same_weekday_last_week"}',
        'warning')
     ) r(name, target, condition, severity)
     WHERE p.uid LIKE 'inbox-bench-%'`,
  );
  // Days 1–5 of each rule open (10 per project), days 6–8 resolved, days 9–10 snoozed.
  await pool.query(
    `INSERT INTO monitoring_alerts (project_id, rule_id, date, value, baseline, score, status,
       snoozed_until, resolved_at, resolution, likely_causes, fired_at)
     SELECT r.project_id, r.id, CURRENT_DATE - d, 12, 480, -0.975,
       CASE WHEN d BETWEEN 6 AND 8 THEN 'resolved' ELSE 'open' END,
       CASE WHEN d >= 9 THEN now() + interval '3 days' END,
       CASE WHEN d BETWEEN 6 AND 8 THEN now() END,
       CASE WHEN d BETWEEN 6 AND 8 THEN 'person' END,
       $1::jsonb, now() - d * interval '1 day'
     FROM monitoring_rules r JOIN projects p ON p.id = r.project_id
     CROSS JOIN generate_series(1, 10) d
     WHERE p.uid LIKE 'inbox-bench-%'`,
    [CAUSES],
  );
  await pool.query('ANALYZE');
  const [counts] = (
    await pool.query<{ open: number; all: number }>(
      `SELECT count(*) FILTER (WHERE status = 'open' AND snoozed_until IS NULL)::int AS open,
         count(*)::int AS all FROM monitoring_alerts`,
    )
  ).rows;
  return counts!;
};

const main = async () => {
  await rm(DATA_DIR, { recursive: true, force: true });
  const database = await startEmbeddedPostgres({
    dataDir: path.join(DATA_DIR, 'postgres'),
    database: 'kampa',
  });
  const handle = createDatabase(database.url, { max: 4 });
  let stack: Awaited<ReturnType<typeof startStack>> | null = null;
  try {
    await runMigrations(handle);
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
    const identity = await benchIdentity(stack.url, `127.0.0.1:${PORTS.emulatorPort}`);
    const counts = await seed(handle.pool, identity.uid);
    if (counts.open !== PROJECTS * OPEN_ALERTS_PER_PROJECT) {
      throw new Error(
        `seeded ${counts.open} open alerts, wanted ${PROJECTS * OPEN_ALERTS_PER_PROJECT}`,
      );
    }
    console.log(
      `inbox: a member of ${PROJECTS} projects with ${counts.open} open alerts (${counts.all} in all)`,
    );

    const check = await fetch(`${stack.url}/api/alerts`, {
      headers: { authorization: `Bearer ${identity.idToken}` },
    });
    const body = (await check.json()) as { alerts: unknown[]; total: number };
    console.log(`one answer: ${body.alerts.length} alerts of ${body.total}`);
    if (body.total !== counts.open) throw new Error(`the inbox counted ${body.total}`);

    const project = (i: number) => projectUid((i % PROJECTS) + 1);
    // The budget is one user's inbox (their own requests, one at a time: 1 connection); the same
    // routes under 10 concurrent requests are printed for information.
    const routes = [
      { name: 'GET /api/alerts (all projects)', path: () => '/api/alerts', connections: 1 },
      {
        name: '?project=… (one project)',
        path: (i: number) => `/api/alerts?project=${project(i)}`,
        connections: 1,
      },
      { name: '?severity=critical', path: () => '/api/alerts?severity=critical', connections: 1 },
      {
        // Every project is the agency's: the workspace filter over all 2,000.
        name: '?workspace=… (one workspace)',
        path: () => `/api/alerts?workspace=${WORKSPACE_UID}`,
        connections: 1,
      },
      {
        name: '?limit=500 (Show more, to the end)',
        path: () => '/api/alerts?limit=500',
        connections: 1,
        isInfo: true,
      },
      {
        name: 'GET /api/alerts, 10 concurrent',
        path: () => '/api/alerts',
        connections: CONNECTIONS,
        isInfo: true,
      },
      {
        name: '?project=…, 10 concurrent',
        path: (i: number) => `/api/alerts?project=${project(i)}`,
        connections: CONNECTIONS,
        isInfo: true,
      },
    ].map((route) => ({ ...route, isBudgeted: !route.isInfo }));
    const base = { url: stack.url, token: identity.idToken };
    for (const route of routes) {
      await loadSlice({
        ...base,
        connections: route.connections,
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
            connections: route.connections,
            path: route.path,
            seconds: SLICE_SECONDS,
            first,
          }),
        );
      }
    }
    const results = routes.map((route, index) => ({
      name: route.name,
      isBudgeted: route.isBudgeted,
      ...summarize(slices[index]!),
    }));
    console.log(`\nload: ${ROUNDS} rounds of ${SLICE_SECONDS} s per route, routes interleaved`);
    console.log(
      ['route', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'errors']
        .map((cell, i) => (i === 0 ? cell.padEnd(40) : cell.padStart(10)))
        .join(''),
    );
    for (const result of results) {
      console.log(
        [
          result.name.padEnd(40),
          ...[result.p50, result.p95, result.p99].map((ms) => ms.toFixed(1).padStart(10)),
          result.requestsPerSecond.toFixed(0).padStart(10),
          String(result.errors).padStart(10),
        ].join(''),
      );
    }
    console.log(
      JSON.stringify({
        inbox: results.map((result) => ({
          route: result.name,
          p95Ms: result.p95,
          requestsPerSecond: Math.round(result.requestsPerSecond),
          errors: result.errors,
          budgetP95Ms: result.isBudgeted ? BUDGET_P95_MS : null,
        })),
      }),
    );
    const misses = results.filter(
      (result) => result.isBudgeted && (result.p95 >= BUDGET_P95_MS || result.errors > 0),
    );
    if (misses.length > 0) {
      console.error(
        `Over budget (p95 < ${BUDGET_P95_MS} ms, no errors): ${misses.map((miss) => miss.name).join(', ')}`,
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
