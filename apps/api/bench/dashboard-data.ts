import {
  presetRange,
  comparisonRange,
  DATE_PRESETS,
  shiftDays,
} from '@kampa/contracts/common/date-range';
import path from 'node:path';
import type pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../src/db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';

/**
 * Synthetic data for the dashboards benchmark, written in SQL (`INSERT … SELECT generate_series`)
 * so 25 M rows take minutes, not hours. Shapes are realistic where they matter for speed:
 *   - 200 projects (or as many as a scale run asks for) × 3 years (1096 days) of GA4 days, both
 *     sources connected;
 *   - breakdowns per day: 8 channels, 25 source/mediums, 3 devices, 12 countries and 10–109
 *     landing pages (rotating through a pool four times as large, so a month holds a long tail);
 *   - 3–22 campaigns per Ads account, each running on ~80 % of days, and the account's day
 *     totals (the sums of its campaigns, as the sync writes them); ~1 change every 2 days;
 *   - Google's exact users for every calendar month and for today's presets and comparisons;
 *   - a daily sync run per source and day (two chunks each), a backfill at the start.
 * Numbers are deterministic (hashes of project, day and value) but not consistent across tables:
 * the benchmark measures speed, the integration tests measure correctness.
 */
export const BENCH_DATA_VERSION = 'dashboards-v5';
/** The benchmark's usual size; the scale runs (`--projects=N`) grow the same data set past it. */
export const BENCH_PROJECTS = 200;
export const BENCH_DAYS = 1096;

/**
 * The largest tables' primary keys, dropped while a new data set is written and built again after
 * it (one sorted index build instead of a B-tree insert per row).
 */
const BULK_KEYS = [
  {
    table: 'ga_daily_dimension',
    name: 'ga_daily_dimension_project_id_dimension_date_value_pk',
    columns: 'project_id, dimension, date, value',
  },
  {
    table: 'gsc_daily_dimension',
    name: 'gsc_daily_dimension_project_id_dimension_date_value_pk',
    columns: 'project_id, dimension, date, value',
  },
  {
    table: 'ads_daily_campaign',
    name: 'ads_daily_campaign_project_id_date_campaign_id_pk',
    columns: 'project_id, date, campaign_id',
  },
] as const;

export const benchProjectUid = (index: number): string =>
  `bench-${String(index).padStart(15, '0')}`;

const uuidOf = (prefix: string, index: string) =>
  `('${prefix}' || lpad((${index})::text, 12, '0'))::uuid`;
const PROJECT_ID = (index: string) => uuidOf('00000000-0000-4000-8000-', index);
const GENERATOR_USER = '00000000-0000-4000-8000-00000000b0b0';
const WORKSPACE = '00000000-0000-4000-8000-00000000b0b1';
const CONNECTION = '00000000-0000-4000-9000-00000000b0b0';

/**
 * 0…63 from integers, deterministic (PostgreSQL's own integer hash). Everything here is integer
 * arithmetic: floats, numeric rounding and power() made the first version 50 times slower.
 */
const noise = (...parts: string[]) =>
  `(hashint8(${parts.map((part, i) => `(${part})::bigint * ${[1, 1_000_003, 1009, 17, 3][i] ?? 1}`).join(' + ')}) & 63)`;
/** Days since 2000-01-01 (a Saturday), so `% 7` in (0, 1) is a weekend. */
const DAY = `(d - '2000-01-01'::date)`;
/** 80…125 % over the year, 80 % at weekends: a seasonal, weekly shape in integers. */
const SEASON = `((100 + abs(${DAY} % 365 - 182) / 4) * CASE WHEN ${DAY} % 7 < 2 THEN 8 ELSE 10 END / 10)`;
const DAYS = (from: string, to: string) =>
  `(SELECT d::date AS d FROM generate_series('${from}'::date, '${to}'::date, '1 day') AS d) AS days`;

const dimensionRows = (firstProject: number, lastProject: number, from: string, to: string) => `
  INSERT INTO ga_daily_dimension
    (project_id, dimension, date, value, sessions, engaged_sessions, screen_page_views,
     key_events, total_revenue)
  SELECT p.id, dim.name, d,
    CASE dim.name WHEN 'landingPage'
      THEN '/p/' || ((v + (d - '${from}'::date) * 7) % (p.pages * 4))
      ELSE dim.name || '-' || v END,
    s.n, s.n * 6 / 10, s.n * 24 / 10, s.n / 50.0::float8, (s.n * 9)::numeric
  FROM bench_projects p
  CROSS JOIN (VALUES ('channel', 8), ('country', 12), ('device', 3), ('landingPage', 0),
                     ('sourceMedium', 25)) AS dim(name, n)
  CROSS JOIN ${DAYS(from, to)}
  CROSS JOIN LATERAL generate_series(1, CASE dim.name WHEN 'landingPage' THEN p.pages ELSE dim.n END) AS v
  CROSS JOIN LATERAL (
    SELECT 1 + p.size * (70 + ${noise('p.idx', DAY, 'v', 'dim.n')}) / (100 * v) AS n
  ) s
  WHERE p.idx BETWEEN ${firstProject} AND ${lastProject}
  ORDER BY p.id, dim.name, d`;

/**
 * Search Console's days: the 16 months Google keeps. Per day each project has its top queries (30
 * to 149, rotating, so some gain and some lose), its pages (half its GA4 landing pages), 8
 * countries and 3 devices; positions are kept as position × impressions, as the sync stores them.
 */
export const BENCH_SEARCH_DAYS = 487;

const searchDimensionRows = (
  firstProject: number,
  lastProject: number,
  from: string,
  to: string,
) => `
  INSERT INTO gsc_daily_dimension
    (project_id, dimension, date, value, clicks, impressions, position_sum)
  SELECT p.id, dim.name, d,
    CASE dim.name
      WHEN 'query' THEN 'dotaz ' || ((v + (d - '${from}'::date) * 3) % (p.queries * 2))
      WHEN 'page' THEN 'https://bench-' || p.idx || '.example.cz/p/' || ((v + (d - '${from}'::date) * 7) % p.pages)
      ELSE dim.name || '-' || v END,
    s.clicks, s.clicks * 30 + v * 5, (s.clicks * 30 + v * 5) * (10 + v)::float8 / 8
  FROM bench_projects p
  CROSS JOIN (VALUES ('query', 0), ('page', 0), ('country', 8), ('device', 3)) AS dim(name, n)
  CROSS JOIN ${DAYS(from, to)}
  CROSS JOIN LATERAL generate_series(1, CASE dim.name WHEN 'query' THEN p.queries
    WHEN 'page' THEN p.pages / 2 ELSE dim.n END) AS v
  CROSS JOIN LATERAL (
    SELECT p.size * (70 + ${noise('p.idx', DAY, 'v', 'length(dim.name)')}) / (400 * v) AS clicks
  ) s
  WHERE p.idx BETWEEN ${firstProject} AND ${lastProject}
  ORDER BY p.id, dim.name, d`;

/**
 * Writes projects `firstProject`…`lastProject` of the data set (from 1: the whole set again, the
 * tables emptied first; from past 1: added beside the projects already written, so a scale run
 * grows 200 → 1,000 → 2,000 without writing the first ones again). Returns the seconds it took.
 */
export const generateDashboardData = async (
  db: pg.ClientBase,
  input: {
    today: string;
    firstProject: number;
    lastProject: number;
    log: (message: string) => void;
  },
): Promise<number> => {
  const { today, firstProject, lastProject, log } = input;
  const started = performance.now();
  const run = async (label: string, statement: string) => {
    const t = performance.now();
    const result = await db.query(statement);
    log(
      `  ${label}: ${result.rowCount ?? 0} rows, ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
  };
  await db.query('SET synchronous_commit = off');
  await db.query("SET work_mem = '256MB'");
  await db.query("SET maintenance_work_mem = '1GB'");
  // Emptied while the foreign keys' cascades still run (they are triggers, skipped below).
  if (firstProject === 1) await emptyBenchTables(db);
  // The rows below reference only projects written here: the foreign keys' per-row triggers are
  // skipped for the bulk load (the embedded server's user is a superuser).
  await db.query('SET session_replication_role = replica');
  // A new data set is written without its largest tables' primary keys, which are built once at
  // the end. Growing one keeps them: the new projects' ids sort after every held one, so each
  // row lands at the indexes' right edge (cheap), and a whole rebuild would need as much again
  // of temporary disk as the index it sorts.
  const rebuildsKeys = firstProject === 1;
  if (rebuildsKeys) {
    for (const key of BULK_KEYS) {
      await db.query(`ALTER TABLE ${key.table} DROP CONSTRAINT IF EXISTS ${key.name}`);
    }
  }
  await writeProjects(db, { today, firstProject, lastProject, run });
  if (rebuildsKeys) {
    for (const key of BULK_KEYS) {
      await run(
        `${key.table} primary key`,
        `ALTER TABLE ${key.table} ADD CONSTRAINT ${key.name} PRIMARY KEY (${key.columns})`,
      );
    }
  }
  await db.query('SET session_replication_role = DEFAULT');
  const t = performance.now();
  await db.query('VACUUM ANALYZE');
  log(`  vacuum analyze: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  return (performance.now() - started) / 1000;
};

const emptyBenchTables = async (db: pg.ClientBase) => {
  for (const table of [
    'ga_daily_dimension',
    'ga_daily',
    'ga_range_users',
    'ads_daily',
    'ads_daily_campaign',
    'ads_campaigns',
    'ads_change_events',
    'gsc_daily',
    'gsc_daily_dimension',
    'sync_chunks',
    'sync_runs',
    'project_sources',
    'project_members',
  ]) {
    await db.query(`TRUNCATE ${table} CASCADE`);
  }
  await db.query(`DELETE FROM projects WHERE uid LIKE 'bench-%'`);
  await db.query(`DELETE FROM google_connections WHERE id = '${CONNECTION}'`);
  await db.query(
    `INSERT INTO users (id, firebase_uid, email, display_name, profile_created_at)
     VALUES ('${GENERATOR_USER}', 'bench-generator', 'bench@kampa.local', 'Bench', now())
     ON CONFLICT (id) DO NOTHING`,
  );
  // The agency's workspace, which owns every bench project.
  await db.query(
    `INSERT INTO workspaces (id, uid, name) VALUES ('${WORKSPACE}', 'bench-workspace-00000', 'Bench agency')
     ON CONFLICT (id) DO NOTHING`,
  );
  await db.query(
    `INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ('${WORKSPACE}', '${GENERATOR_USER}', 'owner')
     ON CONFLICT DO NOTHING`,
  );
  await db.query(
    `INSERT INTO google_connections (id, user_id, google_email, scopes, key_id, refresh_token_ciphertext)
     VALUES ('${CONNECTION}', '${GENERATOR_USER}', 'bench@kampa.local', ARRAY['analytics', 'adwords'], 'bench', 'none')`,
  );
};

/** Writes every table's rows of projects `firstProject`…`lastProject`. */
const writeProjects = async (
  db: pg.ClientBase,
  input: {
    today: string;
    firstProject: number;
    lastProject: number;
    run: (label: string, statement: string) => Promise<void>;
  },
) => {
  const { today, firstProject, lastProject, run } = input;
  const to = shiftDays(today, -1);
  const from = shiftDays(to, -(BENCH_DAYS - 1));
  await db.query(`DROP TABLE IF EXISTS bench_projects`);
  await db.query(`
    CREATE TABLE bench_projects AS
    SELECT i AS idx, ${PROJECT_ID('i')} AS id,
      30 + (i * 37 % 200) * 15 AS size,
      10 + (i * 53 % 100) AS pages,
      3 + (i % 20) AS campaigns,
      30 + (i * 29 % 120) AS queries,
      CASE WHEN i % 10 = 0 THEN 'Europe/London' ELSE 'Europe/Prague' END AS tz
    FROM generate_series(${firstProject}, ${lastProject}) AS i`);
  await run(
    'projects',
    `INSERT INTO projects (id, uid, name, website_url, time_zone, currency, created_by, workspace_id)
     SELECT id, 'bench-' || lpad(idx::text, 15, '0'), 'Bench project ' || idx,
       'https://bench-' || idx || '.example.cz', tz, 'CZK', '${GENERATOR_USER}', '${WORKSPACE}'
     FROM bench_projects`,
  );
  await run(
    'members',
    `INSERT INTO project_members (project_id, user_id, role)
     SELECT id, '${GENERATOR_USER}', 'owner' FROM bench_projects`,
  );
  await run(
    'sources',
    `INSERT INTO project_sources (project_id, kind, connection_id, connected_by, external_id,
       display_name, time_zone, currency, created_at, last_success_at)
     SELECT p.id, k.kind, '${CONNECTION}', '${GENERATOR_USER}', (400000000 + p.idx)::text,
       'Bench ' || k.kind || ' ' || p.idx, p.tz, 'CZK', '${from}'::date, now()
     FROM bench_projects p CROSS JOIN (VALUES ('analytics'), ('ads')) AS k(kind)`,
  );
  const batch = 10;
  const searchFrom = shiftDays(to, -(BENCH_SEARCH_DAYS - 1));
  await run(
    'search console sources',
    `INSERT INTO project_sources (project_id, kind, connection_id, connected_by, external_id,
       display_name, time_zone, currency, created_at, last_success_at)
     SELECT p.id, 'search_console', '${CONNECTION}', '${GENERATOR_USER}',
       'sc-domain:bench-' || p.idx || '.example.cz', 'bench-' || p.idx || '.example.cz', p.tz,
       'CZK', '${searchFrom}'::date, now()
     FROM bench_projects p`,
  );
  await run(
    'gsc_daily',
    `INSERT INTO gsc_daily (project_id, date, clicks, impressions, position_sum)
     SELECT p.id, d, s.clicks, s.clicks * 40, s.clicks * 40 * (60 + ${noise('p.idx', DAY, '7')})::float8 / 10
     FROM bench_projects p
     CROSS JOIN ${DAYS(searchFrom, to)}
     CROSS JOIN LATERAL (
       SELECT p.size * ${SEASON} / 100 * (85 + ${noise('p.idx', DAY, '11')} / 2) / 100 AS clicks
     ) s
     ORDER BY p.id, d`,
  );
  for (let first = firstProject; first <= lastProject; first += batch) {
    const last = Math.min(lastProject, first + batch - 1);
    await run(
      `gsc_daily_dimension projects ${first}–${last}`,
      searchDimensionRows(first, last, searchFrom, to),
    );
  }
  await run(
    'ga_daily',
    `INSERT INTO ga_daily (project_id, date, sessions, engaged_sessions, screen_page_views,
       key_events, total_revenue, total_users, new_users)
     SELECT p.id, d, s.n, s.n * 62 / 100, s.n * 25 / 10, s.n / 48.0::float8, (s.n * 93)::numeric / 100,
       s.n * 8 / 10, s.n * 55 / 100
     FROM bench_projects p
     CROSS JOIN ${DAYS(from, to)}
     CROSS JOIN LATERAL (
       SELECT p.size * 3 * ${SEASON} / 100 * (85 + ${noise('p.idx', DAY)} / 2) / 100 AS n
     ) s
     ORDER BY p.id, d`,
  );
  for (let first = firstProject; first <= lastProject; first += batch) {
    const last = Math.min(lastProject, first + batch - 1);
    await run(`ga_daily_dimension projects ${first}–${last}`, dimensionRows(first, last, from, to));
  }
  const presetRanges = DATE_PRESETS.flatMap((preset) => {
    const range = presetRange(preset, today);
    return [
      range,
      comparisonRange(range, 'previous_period'),
      comparisonRange(range, 'previous_year'),
    ];
  }).filter((range) => range !== null);
  await run(
    'ga_range_users',
    `INSERT INTO ga_range_users (project_id, from_date, to_date, total_users, new_users)
     SELECT p.id, r.f, r.t, (sum(g.total_users) * 0.7)::int, (sum(g.new_users) * 0.95)::int
     FROM bench_projects p
     CROSS JOIN (
       SELECT DISTINCT f, t FROM (
         SELECT m::date AS f, least((m + interval '1 month' - interval '1 day')::date, '${to}'::date) AS t
         FROM generate_series(date_trunc('month', '${from}'::date), '${to}'::date, '1 month') AS m
         UNION ALL
         SELECT f::date, t::date FROM (VALUES ${presetRanges
           .map((range) => `('${range.from}', '${range.to}')`)
           .join(', ')}) AS v(f, t)
       ) ranges
     ) r
     JOIN ga_daily g ON g.project_id = p.id AND g.date BETWEEN r.f AND r.t
     GROUP BY p.id, r.f, r.t`,
  );
  await run(
    'ads_campaigns',
    `INSERT INTO ads_campaigns (project_id, campaign_id, name, status, channel_type)
     SELECT p.id, (9000000 + c)::text, 'Kampaň ' || c,
       CASE WHEN c % 7 = 0 THEN 'PAUSED' WHEN c % 11 = 0 THEN 'REMOVED' ELSE 'ENABLED' END,
       CASE WHEN c % 3 = 0 THEN 'SHOPPING' ELSE 'SEARCH' END
     FROM bench_projects p CROSS JOIN LATERAL generate_series(1, p.campaigns) AS c`,
  );
  await run(
    'ads_daily_campaign',
    `INSERT INTO ads_daily_campaign (project_id, date, campaign_id, cost_micros, clicks,
       impressions, conversions, conversion_value)
     SELECT p.id, d, (9000000 + c)::text, s.clicks * 8500000::bigint, s.clicks, s.clicks * 31,
       s.clicks * 35 / 1000.0::float8, (s.clicks * 415)::numeric / 10
     FROM bench_projects p
     CROSS JOIN ${DAYS(from, to)}
     CROSS JOIN LATERAL generate_series(1, p.campaigns) AS c
     CROSS JOIN LATERAL (
       SELECT 1 + p.size * ${SEASON} / 100 * (32 + ${noise('p.idx', DAY, 'c')}) / (20 * 64 * c) AS clicks
     ) s
     WHERE ${noise('p.idx', DAY, 'c', '3')} < 51
     ORDER BY p.id, d, c`,
  );
  await run(
    'ads_daily',
    `INSERT INTO ads_daily (project_id, date, cost_micros, clicks, impressions, conversions,
       conversion_value)
     SELECT project_id, date, sum(cost_micros), sum(clicks), sum(impressions), sum(conversions),
       sum(conversion_value)
     FROM ads_daily_campaign
     WHERE project_id IN (SELECT id FROM bench_projects)
     GROUP BY project_id, date
     ORDER BY project_id, date`,
  );
  await run(
    'ads_change_events',
    `INSERT INTO ads_change_events (project_id, resource_name, changed_at, campaign_id,
       campaign_name, resource_type, change, changed_fields, old_value, new_value)
     SELECT p.id, 'customers/' || p.idx || '/changeEvents/' || ${DAY}, d + interval '10 hours',
       (9000000 + 1 + ${DAY} % p.campaigns)::text, 'Kampaň ' || (1 + ${DAY} % p.campaigns),
       'CAMPAIGN_BUDGET', 'budget_changed', 'amountMicros',
       jsonb_build_object('campaignBudget', jsonb_build_object('amountMicros', '500000000')),
       jsonb_build_object('campaignBudget', jsonb_build_object('amountMicros', '600000000'))
     FROM bench_projects p
     CROSS JOIN ${DAYS(from, to)}
     WHERE ${noise('p.idx', DAY, '5')} < 32`,
  );
  await run(
    'sync_runs',
    `INSERT INTO sync_runs (id, project_id, kind, trigger, status, error_code, error_message,
       created_at, finished_at)
     SELECT gen_random_uuid(), p.id, k.kind,
       CASE WHEN d = '${from}'::date THEN 'backfill' ELSE 'daily' END,
       CASE WHEN ${noise('p.idx', DAY, 'length(k.kind)')} = 0 THEN 'failed' ELSE 'succeeded' END,
       CASE WHEN ${noise('p.idx', DAY, 'length(k.kind)')} = 0 THEN 'google_unavailable' END,
       CASE WHEN ${noise('p.idx', DAY, 'length(k.kind)')} = 0 THEN 'Google did not answer' END,
       d + interval '4 hours 15 minutes', d + interval '4 hours 16 minutes'
     FROM bench_projects p
     CROSS JOIN (VALUES ('analytics'), ('ads'), ('search_console')) AS k(kind)
     CROSS JOIN ${DAYS(from, today)}
     WHERE k.kind <> 'search_console' OR d >= '${searchFrom}'::date`,
  );
  await run(
    'sync_chunks',
    `INSERT INTO sync_chunks (run_id, seq, step, from_date, to_date, attempts, done_at)
     SELECT r.id, s.seq, CASE s.seq WHEN 0 THEN 'range' ELSE 'extras' END,
       r.created_at::date - 3, r.created_at::date, 1, r.finished_at
     FROM sync_runs r CROSS JOIN (VALUES (0), (1)) AS s(seq)
     WHERE r.project_id IN (SELECT id FROM bench_projects)`,
  );
  await db.query(`DROP TABLE bench_projects`);
};

/**
 * The benchmark's projects (200 unless `projects` says otherwise) in an embedded PostgreSQL under
 * `dataDir`, migrated, with the data generated when the generator or the day changed since the
 * last run, grown when more projects are asked for than it holds, written again when fewer (else
 * kept: minutes saved).
 */
export const openBenchData = async (
  dataDir: string,
  input: { today: string; projects?: number; log: (message: string) => void },
): Promise<{ database: EmbeddedDatabase; handle: DatabaseHandle }> => {
  const { today, projects = BENCH_PROJECTS, log } = input;
  const database = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, 'postgres'),
    database: 'kampa',
  });
  const handle = createDatabase(database.url, { max: 4 });
  try {
    await runMigrations(handle);
    await handle.pool.query(
      'CREATE TABLE IF NOT EXISTS bench_meta (key text PRIMARY KEY, value text)',
    );
    const marker = `${BENCH_DATA_VERSION} ×${BENCH_DAYS} days up to ${today}`;
    const stored = await handle.pool.query<{ key: string; value: string }>(
      `SELECT key, value FROM bench_meta WHERE key IN ('data', 'projects')`,
    );
    const storedOf = (key: string) => stored.rows.find((row) => row.key === key)?.value;
    const held = storedOf('data') === marker ? Number(storedOf('projects') ?? 0) : 0;
    const firstProject = held > 0 && held <= projects ? held + 1 : 1;
    if (firstProject <= projects) {
      log(
        `generating ${marker}, projects ${firstProject}–${projects}` +
          (firstProject > 1 ? ` (beside the ${held} held)` : '') +
          ' …',
      );
      // Until it is done, the data set is no one's: an interrupted run starts again from 1.
      await handle.pool.query(`DELETE FROM bench_meta WHERE key = 'data'`);
      const client = await handle.pool.connect();
      try {
        const seconds = await generateDashboardData(client, {
          today,
          firstProject,
          lastProject: projects,
          log,
        });
        log(`generated in ${seconds.toFixed(0)} s`);
      } finally {
        client.release();
      }
      await handle.pool.query(
        `INSERT INTO bench_meta VALUES ('data', $1), ('projects', $2)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
        [marker, String(projects)],
      );
    } else {
      log(`data: ${marker}, ${projects} projects (kept from an earlier run)`);
    }
  } catch (error) {
    await handle.pool.end();
    await database.stop();
    throw error;
  }
  return { database, handle };
};
