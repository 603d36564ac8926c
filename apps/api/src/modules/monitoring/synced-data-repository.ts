// What a project's synced data holds, as monitoring needs it: its sources, what a run wrote, its
// channels (to check a rule's filters; the campaigns are the metrics module's `syncedCampaigns`).
import type { IsoDate } from '@kampa/contracts/common/date-range';
import type { TDataSource } from '@kampa/contracts/sync/sync';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { gaDailyDimension, projectSources, syncChunks, syncRuns } from '../../db/schema';

export type SourceRow = { kind: TDataSource; timeZone: string; currency: string };

export const sourcesOf = async (db: DbOrTx, projectId: string): Promise<SourceRow[]> =>
  db
    .select({
      kind: projectSources.kind,
      timeZone: projectSources.timeZone,
      currency: projectSources.currency,
    })
    .from(projectSources)
    .where(eq(projectSources.projectId, projectId));

/** What a finished sync run changed: its project, source and the days its chunks wrote. */
export const runScope = async (
  db: DbOrTx,
  runId: string,
): Promise<{
  projectId: string;
  source: TDataSource;
  from: IsoDate;
  to: IsoDate;
} | null> => {
  const result = await db.execute<{
    projectId: string;
    source: TDataSource;
    from: IsoDate | null;
    to: IsoDate | null;
  }>(sql`
    SELECT r.project_id AS "projectId", r.kind AS source,
      min(c.from_date)::text AS "from", max(c.to_date)::text AS "to"
    FROM ${syncRuns} r
    JOIN ${syncChunks} c ON c.run_id = r.id AND c.step = 'range'
    WHERE r.id = ${runId}::uuid AND r.status = 'succeeded'
    GROUP BY r.project_id, r.kind`);
  const row = result.rows[0];
  return row?.from && row.to ? { ...row, from: row.from, to: row.to } : null;
};

/** The GA4 channels in a project's synced data, by name. */
export const syncedChannels = async (db: DbOrTx, projectId: string): Promise<string[]> => {
  const rows = await db
    .selectDistinct({ value: gaDailyDimension.value })
    .from(gaDailyDimension)
    .where(
      and(eq(gaDailyDimension.projectId, projectId), eq(gaDailyDimension.dimension, 'channel')),
    )
    .orderBy(gaDailyDimension.value);
  return rows.map((row) => row.value);
};
