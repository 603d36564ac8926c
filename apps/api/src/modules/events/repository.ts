import type { DateRange, IsoDate } from '@kampa/contracts/common/date-range';
import type { TEventKind } from '@kampa/contracts/events/event';
import type { TDataSource } from '@kampa/contracts/sync/sync';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { executeNamed } from '../../db/prepared';
import {
  adsChangeEvents,
  projectEvents,
  projectSources,
  projects,
  syncRuns,
  users,
} from '../../db/schema';

export type AnnotationFields = {
  dateFrom: IsoDate;
  dateTo: IsoDate;
  title: string;
  body: string;
  category: string;
};

/** One row of the timeline, whatever its kind; the service shapes it by kind. */
export type EventRow = {
  id: string;
  kind: TEventKind;
  at: Date;
  date: IsoDate;
  dateTo: IsoDate | null;
  title: string | null;
  body: string | null;
  category: string | null;
  authorName: string | null;
  /** A member change: the name of the member whose role changed. */
  subjectName: string | null;
  source: TDataSource | null;
  change: string | null;
  detail: Record<string, unknown> | null;
  campaignId: string | null;
  campaignName: string | null;
  changedFields: string | null;
  oldValue: unknown;
  newValue: unknown;
};

export type EventFilter = {
  projectId: string;
  timeZone: string;
  range: DateRange | null;
  kind: TEventKind | null;
  /** Sync events only of these sources (all when null). */
  syncSources: readonly TDataSource[] | null;
  /** Whether successful daily syncs count (the timeline: yes; a chart: no, they are daily noise). */
  routineSyncs: boolean;
  /** Whether campaign changes count (a chart without Ads: no). */
  campaignChanges: boolean;
  /** Whether changes of the team count (the timeline: yes; a chart: no, they say nothing of the data). */
  memberChanges: boolean;
};

const kindIs = (filter: EventFilter, kind: TEventKind) =>
  filter.kind === null || filter.kind === kind;

/** The union of Kampa's events and Google Ads' change history, filtered, with each row's day. */
const eventsSql = (filter: EventFilter): SQL | null => {
  const { projectId, timeZone, range } = filter;
  const start = range ? sql`(${range.from}::date::timestamp AT TIME ZONE ${timeZone})` : null;
  const end = range ? sql`((${range.to}::date + 1)::timestamp AT TIME ZONE ${timeZone})` : null;
  const parts: SQL[] = [];
  const ownKinds = (['annotation', 'connection', 'sync', 'alert', 'member'] as const).filter(
    (kind) => kindIs(filter, kind) && (kind !== 'member' || filter.memberChanges),
  );
  if (ownKinds.length > 0) {
    const conditions: SQL[] = [
      sql`e.project_id = ${projectId}::uuid`,
      sql`e.kind IN (${sql.join(
        ownKinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})`,
    ];
    if (range) {
      // Annotations and alerts carry their own days (an alert: the day of the breach).
      conditions.push(sql`CASE WHEN e.date_from IS NOT NULL
        THEN e.date_from <= ${range.to}::date AND e.date_to >= ${range.from}::date
        ELSE e.occurred_at >= ${start} AND e.occurred_at < ${end} END`);
    }
    if (filter.syncSources) {
      const sources = filter.syncSources.map((source) => sql`${source}`);
      conditions.push(
        sources.length > 0
          ? sql`(e.kind <> 'sync' OR e.source IN (${sql.join(sources, sql`, `)}))`
          : sql`e.kind <> 'sync'`,
      );
    }
    if (!filter.routineSyncs) {
      conditions.push(
        sql`NOT (e.kind = 'sync' AND e.change = 'succeeded' AND e.detail->>'trigger' = 'daily')`,
      );
    }
    parts.push(sql`
      SELECT e.id::text AS id, e.kind, e.occurred_at AS at,
        CASE WHEN e.date_from IS NOT NULL THEN e.date_from
          ELSE (e.occurred_at AT TIME ZONE ${timeZone})::date END AS date,
        e.date_to AS "dateTo", e.title, e.body, e.category, u.display_name AS "authorName",
        subject.display_name AS "subjectName",
        e.source, e.change, e.detail, NULL AS "campaignId", NULL AS "campaignName",
        NULL AS "changedFields", NULL::jsonb AS "oldValue", NULL::jsonb AS "newValue"
      FROM ${projectEvents} e LEFT JOIN ${users} u ON u.id = e.author_id
        LEFT JOIN ${users} subject ON subject.id = e.subject_id
      WHERE ${sql.join(conditions, sql` AND `)}`);
  }
  if (filter.campaignChanges && kindIs(filter, 'campaign_change')) {
    parts.push(sql`
      SELECT 'campaign_change:' || c.resource_name AS id, 'campaign_change' AS kind,
        c.changed_at AS at, (c.changed_at AT TIME ZONE ${timeZone})::date AS date,
        NULL::date AS "dateTo", NULL AS title, NULL AS body, NULL AS category,
        NULL AS "authorName", NULL AS "subjectName", NULL AS source, c.change, NULL::jsonb AS detail,
        c.campaign_id AS "campaignId", c.campaign_name AS "campaignName",
        c.changed_fields AS "changedFields", c.old_value AS "oldValue", c.new_value AS "newValue"
      FROM ${adsChangeEvents} c
      WHERE c.project_id = ${projectId}::uuid
        ${range ? sql`AND c.changed_at >= ${start} AND c.changed_at < ${end}` : sql``}`);
  }
  return parts.length === 0 ? null : sql.join(parts, sql` UNION ALL `);
};

type RawRow = Omit<EventRow, 'at' | 'date' | 'dateTo'> & {
  at: string | Date;
  date: string | Date;
  dateTo: string | Date | null;
  total?: string | number;
};

const dayOf = (value: string | Date): IsoDate =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

const toEventRow = ({ total: _total, ...row }: RawRow): EventRow => ({
  ...row,
  at: new Date(row.at),
  date: dayOf(row.date),
  dateTo: row.dateTo === null ? null : dayOf(row.dateTo),
});

/**
 * A page of the timeline, newest day first (then newest first within a day), and how many events
 * match the filter on every page.
 */
export const listEvents = async (
  db: Database,
  filter: EventFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: EventRow[]; total: number }> => {
  const union = eventsSql(filter);
  if (!union) return { rows: [], total: 0 };
  const result = await db.execute<RawRow>(sql`
    SELECT events.*, count(*) OVER () AS total
    FROM (${union}) AS events
    ORDER BY events.date DESC, events.at DESC, events.id DESC
    LIMIT ${page.limit} OFFSET ${page.offset}`);
  const total = Number(result.rows[0]?.total ?? 0);
  if (result.rows.length === 0 && page.offset > 0) {
    const counted = await db.execute<{ total: string }>(
      sql`SELECT count(*) AS total FROM (${union}) AS events`,
    );
    return { rows: [], total: Number(counted.rows[0]?.total ?? 0) };
  }
  return { rows: result.rows.map(toEventRow), total };
};

/** Events of a chart's days, oldest first: at most `limit` (the newest of them). */
export const chartEvents = async (
  db: Database,
  filter: EventFilter,
  limit: number,
): Promise<EventRow[]> => {
  const union = eventsSql(filter);
  if (!union) return [];
  // Every dashboard answer reads it: a named statement, planned once per connection.
  const rows = await executeNamed<RawRow>(
    db,
    sql`
    SELECT * FROM (
      SELECT events.* FROM (${union}) AS events
      ORDER BY events.at DESC, events.id DESC LIMIT ${limit}
    ) AS newest
    ORDER BY newest.at, newest.id`,
  );
  return rows.map(toEventRow);
};

/** The days the timeline is in: the Analytics property's, else the Ads account's, else the project's. */
export const timeZoneOf = async (db: Database, projectId: string): Promise<string> => {
  const result = await db.execute<{ timeZone: string }>(sql`
    SELECT coalesce(
      (SELECT s.time_zone FROM ${projectSources} s WHERE s.project_id = p.id AND s.kind = 'analytics'),
      (SELECT s.time_zone FROM ${projectSources} s WHERE s.project_id = p.id AND s.kind = 'ads'),
      p.time_zone) AS "timeZone"
    FROM ${projects} p WHERE p.id = ${projectId}::uuid`);
  return result.rows[0]?.timeZone ?? 'UTC';
};

export const findAnnotation = async (db: DbOrTx, projectId: string, id: string) => {
  const [row] = await db
    .select()
    .from(projectEvents)
    .where(
      and(
        eq(projectEvents.id, id),
        eq(projectEvents.projectId, projectId),
        eq(projectEvents.kind, 'annotation'),
      ),
    );
  return row;
};

/** One annotation as the timeline shows it. */
export const annotationRow = async (
  db: DbOrTx,
  timeZone: string,
  projectId: string,
  id: string,
): Promise<EventRow | undefined> => {
  const union = eventsSql({
    projectId,
    timeZone,
    range: null,
    kind: 'annotation',
    syncSources: null,
    routineSyncs: true,
    campaignChanges: false,
    memberChanges: false,
  });
  if (!union) return undefined;
  const result = await db.execute<RawRow>(
    sql`SELECT * FROM (${union}) AS events WHERE events.id = ${id}`,
  );
  const row = result.rows[0];
  return row ? toEventRow(row) : undefined;
};

export const insertAnnotation = async (
  db: DbOrTx,
  input: AnnotationFields & { projectId: string; authorId: string },
): Promise<string> => {
  const [row] = await db
    .insert(projectEvents)
    .values({ ...input, kind: 'annotation' })
    .returning({ id: projectEvents.id });
  return row!.id;
};

export const updateAnnotation = async (
  db: DbOrTx,
  projectId: string,
  id: string,
  changes: Partial<AnnotationFields>,
): Promise<boolean> => {
  const rows = await db
    .update(projectEvents)
    .set({ ...changes, occurredAt: new Date() })
    .where(
      and(
        eq(projectEvents.id, id),
        eq(projectEvents.projectId, projectId),
        eq(projectEvents.kind, 'annotation'),
      ),
    )
    .returning({ id: projectEvents.id });
  return rows.length === 1;
};

export const deleteAnnotation = async (
  db: DbOrTx,
  projectId: string,
  id: string,
): Promise<boolean> => {
  const rows = await db
    .delete(projectEvents)
    .where(
      and(
        eq(projectEvents.id, id),
        eq(projectEvents.projectId, projectId),
        eq(projectEvents.kind, 'annotation'),
      ),
    )
    .returning({ id: projectEvents.id });
  return rows.length === 1;
};

/**
 * Records how a sync run ended, from the run itself (its source, trigger, status and error). A run
 * is recorded once: finishing it again (a duplicate job) adds nothing.
 */
export const insertSyncRunEvent = async (db: DbOrTx, runId: string): Promise<void> => {
  await db.execute(sql`
    INSERT INTO ${projectEvents} (project_id, kind, occurred_at, source, change, detail, sync_run_id)
    SELECT r.project_id, 'sync', coalesce(r.finished_at, now()), r.kind, r.status,
      jsonb_build_object('trigger', r.trigger, 'errorCode', r.error_code,
        'errorMessage', r.error_message),
      r.id
    FROM ${syncRuns} r
    WHERE r.id = ${runId}::uuid AND r.status IN ('succeeded', 'failed')
    ON CONFLICT (sync_run_id) DO NOTHING`);
};

export const insertConnectionEvent = async (
  db: DbOrTx,
  input: { projectId: string; source: TDataSource; change: string; sourceName: string | null },
): Promise<void> => {
  await db.insert(projectEvents).values({
    projectId: input.projectId,
    kind: 'connection',
    source: input.source,
    change: input.change,
    detail: { sourceName: input.sourceName },
  });
};

/** A connection event for every project source that reads through the Google connection. */
export const insertConnectionEventsOf = async (
  db: DbOrTx,
  connectionId: string,
  change: string,
): Promise<void> => {
  await db.execute(sql`
    INSERT INTO ${projectEvents} (project_id, kind, source, change, detail)
    SELECT s.project_id, 'connection', s.kind, ${change},
      jsonb_build_object('sourceName', s.display_name)
    FROM ${projectSources} s
    WHERE s.connection_id = ${connectionId}::uuid`);
};

export type MemberChangeEvent = {
  projectId: string;
  /** Whose membership changed. */
  memberId: string;
  /** Who changed it (the member themselves when they joined or left). */
  actorId: string;
  change: 'joined' | 'role_changed' | 'removed' | 'left';
  role: string | null;
  previousRole: string | null;
};

/** Records a change of the team; written in the transaction of the change itself. */
export const insertMemberEvent = async (db: DbOrTx, input: MemberChangeEvent): Promise<void> => {
  await db.insert(projectEvents).values({
    projectId: input.projectId,
    kind: 'member',
    authorId: input.actorId,
    subjectId: input.memberId,
    change: input.change,
    detail: { role: input.role, previousRole: input.previousRole },
  });
};
