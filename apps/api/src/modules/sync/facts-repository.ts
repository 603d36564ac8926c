import { and, between, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  adsAdGroups,
  adsCampaigns,
  adsChangeEvents,
  adsDaily,
  adsDailyAdGroup,
  adsDailyCampaign,
  gaDaily,
  gaDailyDimension,
  gaRangeUsers,
  gscDaily,
  gscDailyDimension,
} from '../../db/schema';
import type { DbOrTx } from '../../db/client';

export type GaDailyRow = typeof gaDaily.$inferInsert;
export type GaDimensionRow = typeof gaDailyDimension.$inferInsert;
export type GaRangeUsersRow = Omit<typeof gaRangeUsers.$inferInsert, 'fetchedAt'>;
export type AdsCampaignDayRow = typeof adsDailyCampaign.$inferInsert;
export type AdsAdGroupDayRow = typeof adsDailyAdGroup.$inferInsert;
export type AdsCampaignRow = typeof adsCampaigns.$inferInsert;
export type AdsAdGroupRow = typeof adsAdGroups.$inferInsert;
export type AdsChangeEventRow = typeof adsChangeEvents.$inferInsert;
export type GscDailyRow = typeof gscDaily.$inferInsert;
export type GscDimensionRow = typeof gscDailyDimension.$inferInsert;

/** Rows per INSERT: stays far below PostgreSQL's 65,535 bind parameters. */
const BATCH = 2_000;

const insertAll = async <T extends PgTable>(tx: DbOrTx, table: T, rows: T['$inferInsert'][]) => {
  for (let i = 0; i < rows.length; i += BATCH) {
    await tx.insert(table).values(rows.slice(i, i + BATCH));
  }
};

/**
 * Serialises writers of one project's source: two workers re-syncing the same days (a chunk
 * retried while a slow first attempt still runs) take turns instead of interleaving.
 */
export const lockSource = async (tx: DbOrTx, projectId: string, kind: string): Promise<void> => {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${projectId}:${kind}`}))`);
};

/** Replaces the GA4 days of a range: re-syncing a day replaces it, never doubles it. */
export const replaceGaDays = async (
  tx: DbOrTx,
  projectId: string,
  range: { from: string; to: string },
  rows: { daily: GaDailyRow[]; dimensions: GaDimensionRow[] },
): Promise<void> => {
  await tx
    .delete(gaDaily)
    .where(and(eq(gaDaily.projectId, projectId), between(gaDaily.date, range.from, range.to)));
  await tx
    .delete(gaDailyDimension)
    .where(
      and(
        eq(gaDailyDimension.projectId, projectId),
        between(gaDailyDimension.date, range.from, range.to),
      ),
    );
  await insertAll(tx, gaDaily, rows.daily);
  await insertAll(tx, gaDailyDimension, rows.dimensions);
};

export const upsertRangeUsers = async (tx: DbOrTx, rows: GaRangeUsersRow[]): Promise<void> => {
  for (let i = 0; i < rows.length; i += BATCH) {
    await tx
      .insert(gaRangeUsers)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoUpdate({
        target: [gaRangeUsers.projectId, gaRangeUsers.fromDate, gaRangeUsers.toDate],
        set: {
          totalUsers: sql`excluded.total_users`,
          newUsers: sql`excluded.new_users`,
          fetchedAt: sql`now()`,
        },
      });
  }
};

/**
 * Drops the exact-users ranges an earlier sync stored that this one did not refresh, except whole
 * calendar months: yesterday's "last 7 days" will never be asked again, and keeping every day's
 * presets would grow the table by ~18 rows per property and day. Call after `upsertRangeUsers` in
 * the same transaction (its rows carry this transaction's `now()`).
 */
export const pruneStaleRangeUsers = async (tx: DbOrTx, projectId: string): Promise<void> => {
  await tx.delete(gaRangeUsers).where(
    and(
      eq(gaRangeUsers.projectId, projectId),
      sql`${gaRangeUsers.fetchedAt} < now()`,
      sql`NOT (${gaRangeUsers.fromDate} = date_trunc('month', ${gaRangeUsers.fromDate})::date
        AND ${gaRangeUsers.toDate} = (date_trunc('month', ${gaRangeUsers.fromDate})
          + interval '1 month - 1 day')::date)`,
    ),
  );
};

/**
 * Replaces the Ads days of a range, and the account's day totals (`ads_daily`) with the sums of
 * the rows just written, in the caller's transaction: the totals never disagree with the rows,
 * a day that no longer has a row loses its total, and a crash leaves both or neither.
 */
export const replaceAdsDays = async (
  tx: DbOrTx,
  projectId: string,
  range: { from: string; to: string },
  rows: { campaigns: AdsCampaignDayRow[]; adGroups: AdsAdGroupDayRow[] },
): Promise<void> => {
  await tx
    .delete(adsDaily)
    .where(and(eq(adsDaily.projectId, projectId), between(adsDaily.date, range.from, range.to)));
  await tx
    .delete(adsDailyCampaign)
    .where(
      and(
        eq(adsDailyCampaign.projectId, projectId),
        between(adsDailyCampaign.date, range.from, range.to),
      ),
    );
  await tx
    .delete(adsDailyAdGroup)
    .where(
      and(
        eq(adsDailyAdGroup.projectId, projectId),
        between(adsDailyAdGroup.date, range.from, range.to),
      ),
    );
  await insertAll(tx, adsDailyCampaign, rows.campaigns);
  await insertAll(tx, adsDailyAdGroup, rows.adGroups);
  await tx.execute(sql`
    INSERT INTO ${adsDaily} (project_id, date, cost_micros, clicks, impressions, conversions,
      conversion_value)
    SELECT project_id, date, sum(cost_micros), sum(clicks), sum(impressions), sum(conversions),
      sum(conversion_value)
    FROM ${adsDailyCampaign}
    WHERE project_id = ${projectId}::uuid AND date BETWEEN ${range.from}::date AND ${range.to}::date
    GROUP BY project_id, date`);
};

/** The account's campaigns and ad groups as they are now (name, status). */
export const replaceAdsEntities = async (
  tx: DbOrTx,
  projectId: string,
  rows: { campaigns: AdsCampaignRow[]; adGroups: AdsAdGroupRow[] },
): Promise<void> => {
  await tx.delete(adsCampaigns).where(eq(adsCampaigns.projectId, projectId));
  await tx.delete(adsAdGroups).where(eq(adsAdGroups.projectId, projectId));
  await insertAll(tx, adsCampaigns, rows.campaigns);
  await insertAll(tx, adsAdGroups, rows.adGroups);
};

/** Change events are kept beyond Google's 30 days; a re-read one is not stored twice. */
export const upsertChangeEvents = async (tx: DbOrTx, rows: AdsChangeEventRow[]): Promise<void> => {
  for (let i = 0; i < rows.length; i += BATCH) {
    await tx
      .insert(adsChangeEvents)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoNothing();
  }
};

/** Replaces the Search Console days of a range: a re-read (not yet final) day replaces itself. */
export const replaceGscDays = async (
  tx: DbOrTx,
  projectId: string,
  range: { from: string; to: string },
  rows: { daily: GscDailyRow[]; dimensions: GscDimensionRow[] },
): Promise<void> => {
  await tx
    .delete(gscDaily)
    .where(and(eq(gscDaily.projectId, projectId), between(gscDaily.date, range.from, range.to)));
  await tx
    .delete(gscDailyDimension)
    .where(
      and(
        eq(gscDailyDimension.projectId, projectId),
        between(gscDailyDimension.date, range.from, range.to),
      ),
    );
  await insertAll(tx, gscDaily, rows.daily);
  await insertAll(tx, gscDailyDimension, rows.dimensions);
};
