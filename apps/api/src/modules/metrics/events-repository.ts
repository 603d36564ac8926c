import type { DateRange, IsoDate } from '@kampa/contracts/common/date-range';
import type { TDataSource } from '@kampa/contracts/sync/sync';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adsChangeEvents, syncRuns } from '../../db/schema';

/** At most this many events of each kind per answer (the newest). */
export const EVENTS_LIMIT = 200;

export type CampaignChangeRow = {
  kind: 'campaign_change';
  at: Date;
  date: IsoDate;
  campaignId: string | null;
  campaignName: string | null;
  change: string;
  changedFields: string;
  oldValue: unknown;
  newValue: unknown;
};

export type SyncEventRow = {
  kind: 'sync';
  at: Date;
  date: IsoDate;
  source: TDataSource;
  trigger: 'backfill' | 'daily' | 'manual';
  status: 'succeeded' | 'failed';
  errorCode: string | null;
  errorMessage: string | null;
};

type Row = {
  kind: 'campaign_change' | 'sync';
  at: string | Date;
  date: IsoDate;
  campaignId: string | null;
  campaignName: string | null;
  change: string | null;
  changedFields: string | null;
  oldValue: unknown;
  newValue: unknown;
  source: TDataSource | null;
  trigger: SyncEventRow['trigger'] | null;
  status: SyncEventRow['status'] | null;
  errorCode: string | null;
  errorMessage: string | null;
};

/**
 * What happened during the range's days (in `timeZone`), oldest first, in one query: campaign
 * changes (when asked) and the syncs of `kinds` worth a marker, i.e. backfills, manual syncs and
 * failures (a routine successful daily sync happens every day and would only clutter the chart).
 */
export const rangeEvents = async (
  db: Database,
  input: {
    projectId: string;
    range: DateRange;
    timeZone: string;
    syncKinds: readonly TDataSource[];
    hasCampaignChanges: boolean;
  },
): Promise<(CampaignChangeRow | SyncEventRow)[]> => {
  const { projectId, range, timeZone } = input;
  const start = sql`(${range.from}::date::timestamp AT TIME ZONE ${timeZone})`;
  const end = sql`((${range.to}::date + 1)::timestamp AT TIME ZONE ${timeZone})`;
  // Each part names its columns: either may stand alone.
  const parts = [];
  if (input.hasCampaignChanges) {
    parts.push(sql`(
      SELECT 'campaign_change' AS kind, e.changed_at AS at, e.campaign_id AS "campaignId",
        e.campaign_name AS "campaignName", e.change, e.changed_fields AS "changedFields",
        e.old_value AS "oldValue", e.new_value AS "newValue", NULL AS source, NULL AS trigger,
        NULL AS status, NULL AS "errorCode", NULL AS "errorMessage"
      FROM ${adsChangeEvents} e
      WHERE e.project_id = ${projectId}::uuid AND e.changed_at >= ${start} AND e.changed_at < ${end}
      ORDER BY e.changed_at DESC
      LIMIT ${EVENTS_LIMIT})`);
  }
  if (input.syncKinds.length > 0) {
    parts.push(sql`(
      SELECT 'sync' AS kind, coalesce(s.finished_at, s.created_at) AS at, NULL AS "campaignId",
        NULL AS "campaignName", NULL AS change, NULL AS "changedFields", NULL AS "oldValue",
        NULL AS "newValue", s.kind AS source, s.trigger, s.status, s.error_code AS "errorCode",
        s.error_message AS "errorMessage"
      FROM ${syncRuns} s
      WHERE s.project_id = ${projectId}::uuid
        AND s.kind IN (${sql.join(
          input.syncKinds.map((kind) => sql`${kind}`),
          sql`, `,
        )})
        AND s.created_at >= ${start} AND s.created_at < ${end}
        AND (s.status = 'failed' OR (s.status = 'succeeded' AND s.trigger <> 'daily'))
      ORDER BY s.created_at DESC
      LIMIT ${EVENTS_LIMIT})`);
  }
  if (parts.length === 0) return [];
  const result = await db.execute<Row>(sql`
    SELECT events.*, (events.at AT TIME ZONE ${timeZone})::date::text AS date
    FROM (${sql.join(parts, sql` UNION ALL `)}) AS events
    ORDER BY events.at`);
  return result.rows.map((row): CampaignChangeRow | SyncEventRow =>
    row.kind === 'campaign_change'
      ? {
          kind: 'campaign_change',
          at: new Date(row.at),
          date: row.date,
          campaignId: row.campaignId,
          campaignName: row.campaignName,
          change: row.change ?? 'other',
          changedFields: row.changedFields ?? '',
          oldValue: row.oldValue,
          newValue: row.newValue,
        }
      : {
          kind: 'sync',
          at: new Date(row.at),
          date: row.date,
          source: row.source ?? 'analytics',
          trigger: row.trigger ?? 'daily',
          status: row.status ?? 'succeeded',
          errorCode: row.errorCode,
          errorMessage: row.errorMessage,
        },
  );
};
