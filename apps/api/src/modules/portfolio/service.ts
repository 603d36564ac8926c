import { todayIn } from '@kampa/contracts/common/date-range';
import type { TDashboardQuery } from '@kampa/contracts/dashboard/dashboard-query';
import { resolvePeriod, type TPeriod } from '@kampa/contracts/dashboard/period';
import type { TPortfolio, TPortfolioSyncFailure } from '@kampa/contracts/portfolio/get-portfolio';
import type { TProjectSource } from '@kampa/contracts/sync/sync';
import { syncSettlingDays, type AppConfig, type SettlingConfig } from '../../config';
import type { Database } from '../../db/client';
import type { AuthenticatedUser } from '../../lib/identity';
import { createHash } from 'node:crypto';
import { freshReader } from '../../db/read-replica';
import { pacingOfProjects } from '../budgets';
import { viewKey, type ViewCache } from '../dashboards';
import { portfolioNumbers } from '../metrics';
import { countOpenAlertsOfProjects } from '../monitoring';
import { connectionStateOf } from '../sync';
import { listProjectsWithSources } from '../project';
import { targetsOfProjects } from '../targets';
import { projectVersions } from './repository';

export type PortfolioDeps = {
  db: Database;
  /** A streaming replica for the numbers, once it holds their data version (`freshReader`). */
  readDb?: Database | null;
  /** The daily sync's schedule (next sync) and the sources' settling windows (not final days). */
  config: Pick<AppConfig, 'SYNC_DAILY_CRON'> & SettlingConfig;
  /** Computed numbers, keyed by every project's days and data version (see view-cache.ts). */
  cache?: ViewCache;
  /** Whole answers, keyed by everything they show (see `getPortfolio`). */
  answers?: ViewCache;
};

/** Why a source's last sync failed, while the card calls its state `error`. */
const syncFailureOf = (source: TProjectSource | null): TPortfolioSyncFailure | null =>
  source && connectionStateOf(source) === 'error'
    ? {
        code: source.sync.lastError?.code ?? 'internal_error',
        at: source.sync.lastError?.at ?? source.sync.lastSuccessAt ?? new Date(0).toISOString(),
      }
    : null;

/**
 * The signed-in user's portfolio: only the projects they are a member of (any role), each with its
 * overview's headline KPIs, their change and a trend over the query's range, resolved per project
 * as its overview resolves it (the Analytics property's time zone, else the Ads account's, else the
 * project's). A fixed number of statements for any number of projects: the projects, their
 * sources' state, their open alerts (grouped), then one statement per question over all of them. The numbers of the same
 * projects, days and data versions come from the cache; access, periods and freshness never do.
 */
const buildPortfolio = async (
  deps: PortfolioDeps,
  user: AuthenticatedUser,
  query: TDashboardQuery,
  openAlerts: ReadonlyMap<string, number>,
): Promise<TPortfolio> => {
  const projects = await listProjectsWithSources(deps.db, user, deps.config.SYNC_DAILY_CRON);
  const now = new Date();
  // Projects in one time zone share their period (one object, resolved once).
  const periods = new Map<string, TPeriod>();
  const periodIn = (timeZone: string): TPeriod => {
    const known = periods.get(timeZone);
    if (known) return known;
    const period = resolvePeriod(query, todayIn(timeZone, now), timeZone);
    periods.set(timeZone, period);
    return period;
  };
  const inputs = projects.map((item) => {
    const timeZone =
      item.sources.analytics?.timeZone ?? item.sources.ads?.timeZone ?? item.timeZone;
    return {
      item,
      projectId: item.id,
      timeZone,
      period: periodIn(timeZone),
      analytics: item.sources.analytics !== null,
      ads: item.sources.ads !== null,
      search: item.sources.search_console !== null,
    };
  });
  const compute = async () =>
    portfolioNumbers(await freshReader(deps), inputs, syncSettlingDays(deps.config));
  const key = createHash('sha256')
    .update(
      inputs
        .map((input) => viewKey('portfolio', input.projectId, input.period, input.item.sources))
        .join('\n'),
    )
    .digest('base64url');
  const numbers = await (deps.cache ? deps.cache.get(`portfolio ${key}`, compute) : compute());
  const [pacing, targets] = await Promise.all([
    pacingOfProjects(
      deps.db,
      inputs.map(({ item }) => ({ projectId: item.id, ads: item.sources.ads })),
      { now, settlingDays: syncSettlingDays(deps.config) },
    ),
    targetsOfProjects(deps.db, inputs, now),
  ]);
  return {
    projects: inputs.map(({ item, period }) => {
      const found = numbers.get(item.id);
      if (!found) throw new Error('Portfolio numbers missing for a listed project');
      return {
        project: item.project,
        period,
        currency: {
          analytics: item.sources.analytics?.currency ?? null,
          ads: item.sources.ads?.currency ?? null,
        },
        ...found,
        openAlerts: openAlerts.get(item.id) ?? 0,
        syncFailure: {
          analytics: syncFailureOf(item.sources.analytics),
          ads: syncFailureOf(item.sources.ads),
          search_console: syncFailureOf(item.sources.search_console),
        },
        pacing: pacing.get(item.id) ?? null,
        targets: targets.get(item.id) ?? null,
      };
    }),
  };
};

/** A time zone's date can change only on a quarter hour of UTC (offsets are whole quarters). */
const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * The whole answer is kept while nothing it shows has changed: its key holds the user, the query,
 * the quarter hour (every project's "today" stays the same within it), the version of every
 * project's row, membership, sources, connection and budgets (`projectVersions`) and the open alerts
 * (counted fresh on every request: an alert fired or resolved a second ago shows at once). A
 * repeated answer is the same frozen object, so it is not even written again
 * (`lib/frozen-serializer.ts`); the numbers inside are cached by their own key as well.
 */
export const getPortfolio = async (
  deps: PortfolioDeps,
  user: AuthenticatedUser,
  query: TDashboardQuery,
): Promise<TPortfolio> => {
  const versions = await projectVersions(deps.db, user.id);
  const openAlerts = await countOpenAlertsOfProjects(
    deps.db,
    versions.map((row) => row.projectId),
  );
  const build = async () =>
    Object.freeze(await buildPortfolio(deps, user, query, openAlerts)) as TPortfolio;
  if (!deps.answers) return build();
  const key = createHash('sha256')
    .update(
      [
        user.id,
        JSON.stringify(query),
        Math.floor(Date.now() / QUARTER_HOUR_MS),
        ...versions.map(
          (row) => `${row.projectId} ${row.version} ${openAlerts.get(row.projectId) ?? 0}`,
        ),
      ].join('\n'),
    )
    .digest('base64url');
  return deps.answers.get(key, build);
};
