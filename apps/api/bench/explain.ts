import { todayIn } from '@kampa/contracts/common/date-range';
import { ZDashboardQuerySchema } from '@kampa/contracts/dashboard/dashboard-query';
import { resolvePeriod } from '@kampa/contracts/dashboard/period';
import { SETTLING_DAYS } from '@kampa/contracts/sync/sync';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from '../src/db/client';
import * as schema from '../src/db/schema';
import { adsCampaignTable, adsSeries, adsSummary } from '../src/modules/metrics/ads-metrics';
import {
  analyticsBreakdowns,
  analyticsSeries,
  analyticsSummary,
} from '../src/modules/metrics/analytics-metrics';
import { periodEvents } from '../src/modules/metrics/events';
import { createViewCache } from '../src/modules/dashboards/view-cache';
import { getPortfolio } from '../src/modules/portfolio/service';
import { findProjectForUser } from '../src/modules/access';
import { loadSourceStatuses } from '../src/modules/sync/source-status';
import { recordingPool } from '../test/recording-pool';

type Captured = { query: string; params: unknown[] };

/** The scans of a plan ("Index Scan using x on t (rows=28 × 2)") and its execution time. */
const scansOf = (plan: string[]): string[] =>
  plan
    .filter((line) => /Scan (on|using)|Execution Time/.test(line))
    .filter((line) => !/(Values|Function|Subquery|CTE) Scan/.test(line))
    .map((line) =>
      line
        .replace(/^\s*(->\s*)?/, '')
        .replace(/\s*\(actual.*?rows=([\d.]+)\s+loops=(\d+)\)/, ' (rows=$1 × $2)'),
    );

/**
 * Runs the queries of one dashboard view (last 28 days vs previous period) for a project, as the
 * API runs them (every statement sent on the pool, captured), under EXPLAIN (ANALYZE,
 * BUFFERS).
 * Returns one summary per query: its scans (index or sequential), its execution time and the
 * buffers (pages) it touched.
 */
export const explainDashboardQueries = async (
  pool: pg.Pool,
  projectUid: string,
): Promise<string[]> => {
  const { db, captured, setLabel } = capturingDb(pool);
  const [project] = await pool
    .query<{ id: string; user_id: string; time_zone: string }>(
      `SELECT p.id, m.user_id, p.time_zone FROM projects p JOIN project_members m ON m.project_id = p.id
     WHERE p.uid = $1 LIMIT 1`,
      [projectUid],
    )
    .then((result) => result.rows);
  if (!project) throw new Error(`no bench project ${projectUid}`);
  const period = resolvePeriod(
    ZDashboardQuerySchema.parse({}),
    todayIn(project.time_zone),
    project.time_zone,
  );
  const steps: [string, () => Promise<unknown>][] = [
    ['project access', () => findProjectForUser(db, project.user_id, projectUid)],
    ['sources and freshness', () => loadSourceStatuses(db, [project.id], null)],
    ['analytics KPIs and users', () => analyticsSummary(db, project.id, period, SETTLING_DAYS)],
    ['analytics series', () => analyticsSeries(db, project.id, period)],
    ['analytics breakdowns', () => analyticsBreakdowns(db, project.id, period)],
    ['ads KPIs', () => adsSummary(db, project.id, period, SETTLING_DAYS)],
    ['ads series', () => adsSeries(db, project.id, period)],
    ['campaign table', () => adsCampaignTable(db, project.id, period)],
    ['events', () => periodEvents(db, project.id, period, ['analytics', 'ads'])],
  ];
  for (const [name, step] of steps) {
    setLabel(name);
    await step();
  }
  return explainCaptured(pool, captured);
};

/** A Drizzle database on `pool` that records every statement sent, under the current label. */
const capturingDb = (pool: pg.Pool) => {
  const captured: { label: string; query: Captured }[] = [];
  let label = '';
  const recording = recordingPool(pool, ({ text, values }) =>
    captured.push({ label, query: { query: text, params: values } }),
  );
  const db = drizzle(recording, { schema }) as unknown as Database;
  return { db, captured, setLabel: (next: string) => (label = next) };
};

const explainCaptured = async (
  pool: pg.Pool,
  captured: readonly { label: string; query: Captured }[],
  withSql = false,
): Promise<string[]> => {
  const summaries: string[] = [];
  const counts = new Map<string, number>();
  for (const { label: name, query } of captured) {
    const n = (counts.get(name) ?? 0) + 1;
    counts.set(name, n);
    const result = await pool.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${query.query}`,
      query.params as unknown[],
    );
    const plan = result.rows.map((row) => row['QUERY PLAN']);
    // The top node's buffers: pages the whole statement touched (the machine's load aside).
    const buffers = plan.find((line) => /Buffers:/.test(line))?.trim();
    const scans = [...scansOf(plan), ...(buffers ? [buffers] : [])];
    const isSequential = scans.some((line) => /^Seq Scan/.test(line));
    const sqlText = withSql
      ? `\n${query.query
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
          .map((line) => `      | ${line}`)
          .join('\n')}`
      : '';
    summaries.push(
      `  ${name} #${n}${isSequential ? '  ⚠ sequential scan' : ''}${sqlText}\n${scans.map((line) => `      ${line}`).join('\n')}`,
    );
  }
  return summaries;
};

/**
 * Every statement of one portfolio answer (last 28 days vs previous period) for a user, with its
 * SQL and plan: the count is the same for 1 project or 200.
 */
export const explainPortfolioQueries = async (
  pool: pg.Pool,
  firebaseUid: string,
): Promise<string[]> => {
  const { db, captured, setLabel } = capturingDb(pool);
  const [user] = await pool
    .query<{ id: string }>('SELECT id FROM users WHERE firebase_uid = $1', [firebaseUid])
    .then((result) => result.rows);
  if (!user) throw new Error('no bench user');
  setLabel('portfolio');
  const caches = { cache: createViewCache(2), answers: createViewCache(2) };
  const ask = () =>
    getPortfolio(
      {
        db,
        config: {
          SYNC_DAILY_CRON: '15 4 * * *',
          SYNC_SETTLING_DAYS_GA4: SETTLING_DAYS.analytics,
          SYNC_SETTLING_DAYS_ADS: SETTLING_DAYS.ads,
          SYNC_SETTLING_DAYS_SEARCH_CONSOLE: SETTLING_DAYS.search_console,
        },
        ...caches,
      },
      {
        id: user.id,
        claims: { firebaseUid, email: null, displayName: null, photoUrl: null },
        isEmailVerified: false,
        authTime: new Date(),
      },
      ZDashboardQuerySchema.parse({}),
    );
  const answer = await ask();
  const built = captured.length;
  setLabel('repeated portfolio');
  await ask();
  const repeated = captured.length - built;
  const summaries = await explainCaptured(pool, captured, true);
  return [
    `  ${built} statements for ${answer.projects.length} projects; the same answer again (nothing changed): ${repeated}`,
    ...summaries,
  ];
};
