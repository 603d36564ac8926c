import type { DateRange, IsoDate } from '@kampa/contracts/common/date-range';
import type { TDataSource } from '@kampa/contracts/sync/sync';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adsChangeEvents, syncRuns } from '../../db/schema';

/** At most this many events of each kind per answer (newest kept). */
export const EVENTS_LIMIT = 200;

/** The instants a range of days covers in a time zone: [first midnight, midnight after the last). */
const instantsOf = (range: DateRange, timeZone: string): { start: SQL; end: SQL } => ({
  start: sql`(${range.from}::date::timestamp AT TIME ZONE ${timeZone})`,
  end: sql`((${range.to}::date + 1)::timestamp AT TIME ZONE ${timeZone})`,
});

export type CampaignChangeRow = {
  at: Date;
  date: IsoDate;
  campaignId: string | null;
  campaignName: string | null;
  change: string;
  changedFields: string;
  oldValue: unknown;
  newValue: unknown;
};

/** Campaign changes made during the range's days (in `timeZone`), oldest first. */
export const campaignChanges = async (
  db: Database,
  projectId: string,
  range: DateRange,
  timeZone: string,
): Promise<CampaignChangeRow[]> => {
  const { start, end } = instantsOf(range, timeZone);
  const result = await db.execute<Omit<CampaignChangeRow, 'at'> & { at: string | Date }>(sql`
    SELECT * FROM (
      SELECT e.changed_at AS at, (e.changed_at AT TIME ZONE ${timeZone})::date::text AS date,
        e.campaign_id AS "campaignId", e.campaign_name AS "campaignName", e.change,
        e.changed_fields AS "changedFields", e.old_value AS "oldValue", e.new_value AS "newValue"
      FROM ${adsChangeEvents} e
      WHERE e.project_id = ${projectId}::uuid AND e.changed_at >= ${start} AND e.changed_at < ${end}
      ORDER BY e.changed_at DESC
      LIMIT ${EVENTS_LIMIT}
    ) newest ORDER BY at`);
  return result.rows.map((row) => ({ ...row, at: new Date(row.at) }));
};

export type SyncEventRow = {
  at: Date;
  date: IsoDate;
  source: TDataSource;
  trigger: 'backfill' | 'daily' | 'manual';
  status: 'succeeded' | 'failed';
  errorCode: string | null;
  errorMessage: string | null;
};

/**
 * Syncs finished during the range's days worth a marker: backfills, manual syncs and failures
 * (a routine successful daily sync happens every day and would only clutter the chart).
 */
export const syncEvents = async (
  db: Database,
  projectId: string,
  kinds: readonly TDataSource[],
  range: DateRange,
  timeZone: string,
): Promise<SyncEventRow[]> => {
  if (kinds.length === 0) return [];
  const { start, end } = instantsOf(range, timeZone);
  const result = await db.execute<Omit<SyncEventRow, 'at'> & { at: string | Date }>(sql`
    SELECT * FROM (
      SELECT coalesce(s.finished_at, s.created_at) AS at,
        (coalesce(s.finished_at, s.created_at) AT TIME ZONE ${timeZone})::date::text AS date,
        s.kind AS source, s.trigger, s.status, s.error_code AS "errorCode",
        s.error_message AS "errorMessage"
      FROM ${syncRuns} s
      WHERE s.project_id = ${projectId}::uuid
        AND s.kind IN (${sql.join(
          kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )})
        AND s.created_at >= ${start} AND s.created_at < ${end}
        AND (s.status = 'failed' OR (s.status = 'succeeded' AND s.trigger <> 'daily'))
      ORDER BY s.created_at DESC
      LIMIT ${EVENTS_LIMIT}
    ) newest ORDER BY at`);
  return result.rows.map((row) => ({ ...row, at: new Date(row.at) }));
};
