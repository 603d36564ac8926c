// Alerts: firing, the badge's counts, acknowledging, snoozing and resolving.
import type { IsoDate } from '@kampa/contracts/common/date-range';
import type { TLikelyCause } from '@kampa/contracts/monitoring/alert';
import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { monitoringAlerts, monitoringRules, projectEvents } from '../../db/schema';
import type { RuleRow } from './rules-repository';

export type AlertRow = typeof monitoringAlerts.$inferSelect;

/** The newest alert of a rule before the day `before` (for the cool-down). */
export const lastAlertBefore = async (
  db: DbOrTx,
  { ruleId, before }: { ruleId: string; before: IsoDate },
): Promise<IsoDate | null> => {
  const [row] = await db
    .select({ date: monitoringAlerts.date })
    .from(monitoringAlerts)
    .where(and(eq(monitoringAlerts.ruleId, ruleId), lt(monitoringAlerts.date, before)))
    .orderBy(desc(monitoringAlerts.date))
    .limit(1);
  return row?.date ?? null;
};

/** The days a rule already fired on among `days`. */
export const alertDaysOf = async (
  db: DbOrTx,
  { ruleId, days }: { ruleId: string; days: readonly IsoDate[] },
): Promise<Set<IsoDate>> => {
  if (days.length === 0) return new Set();
  const rows = await db
    .select({ date: monitoringAlerts.date })
    .from(monitoringAlerts)
    .where(and(eq(monitoringAlerts.ruleId, ruleId), inArray(monitoringAlerts.date, [...days])));
  return new Set(rows.map((row) => row.date));
};

/**
 * Records an alert and its timeline event in one transaction. The rule and day are unique, so a
 * rerun (a crash, a second sync of the same day) inserts nothing and returns null.
 */
export const insertAlert = async (
  db: Database,
  input: {
    projectId: string;
    ruleId: string;
    ruleName: string;
    date: IsoDate;
    value: number | null;
    baseline: number | null;
    score: number | null;
    likelyCauses: TLikelyCause[];
  },
): Promise<AlertRow | null> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(monitoringAlerts)
      .values({
        projectId: input.projectId,
        ruleId: input.ruleId,
        date: input.date,
        value: input.value,
        baseline: input.baseline,
        score: input.score,
        likelyCauses: input.likelyCauses,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    await insertAlertEvent(tx, { alert: row, ruleName: input.ruleName, change: 'fired' });
    return row;
  });

/** How an alert was resolved (see the schema's `resolution`). */
export type AlertResolution = 'person' | 'recovered' | 'revised';

export const insertAlertEvent = async (
  db: DbOrTx,
  {
    alert,
    ruleName,
    change,
    resolution = 'person',
  }: {
    alert: AlertRow;
    ruleName: string;
    change: 'fired' | 'resolved';
    resolution?: AlertResolution;
  },
) => {
  await db.insert(projectEvents).values({
    projectId: alert.projectId,
    kind: 'alert',
    change,
    title: ruleName,
    // The breach's day: the timeline and the charts show the alert on it.
    dateFrom: alert.date,
    dateTo: alert.date,
    detail: {
      alertId: alert.id,
      ruleId: alert.ruleId,
      ...(resolution === 'recovered' ? { automatic: true } : {}),
      ...(resolution === 'revised' ? { automatic: true, revised: true } : {}),
    },
  });
};

export type AlertWithRule = { alert: AlertRow; rule: RuleRow };

export const listAlerts = async (
  db: DbOrTx,
  { projectId, state, limit }: { projectId: string; state: 'active' | 'all'; limit: number },
): Promise<AlertWithRule[]> =>
  db
    .select({ alert: monitoringAlerts, rule: monitoringRules })
    .from(monitoringAlerts)
    .innerJoin(monitoringRules, eq(monitoringRules.id, monitoringAlerts.ruleId))
    .where(
      and(
        eq(monitoringAlerts.projectId, projectId),
        state === 'active' ? inArray(monitoringAlerts.status, ['open', 'acknowledged']) : sql`true`,
      ),
    )
    .orderBy(desc(monitoringAlerts.date), desc(monitoringAlerts.firedAt))
    .limit(limit);

export const findAlert = async (
  db: DbOrTx,
  { projectId, alertId }: { projectId: string; alertId: string },
): Promise<AlertWithRule | undefined> => {
  const [row] = await db
    .select({ alert: monitoringAlerts, rule: monitoringRules })
    .from(monitoringAlerts)
    .innerJoin(monitoringRules, eq(monitoringRules.id, monitoringAlerts.ruleId))
    .where(and(eq(monitoringAlerts.projectId, projectId), eq(monitoringAlerts.id, alertId)));
  return row;
};

/**
 * What the badge counts as open: status open, and not snoozed (or its snooze is over).
 * Acknowledged and resolved alerts are not open.
 */
const isOpenAlert = () =>
  and(
    eq(monitoringAlerts.status, 'open'),
    or(isNull(monitoringAlerts.snoozedUntil), lt(monitoringAlerts.snoozedUntil, sql`now()`)),
  );

/** Open alerts that are not snoozed: the badge. */
export const countOpenAlerts = async (db: DbOrTx, projectId: string): Promise<number> => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(monitoringAlerts)
    .where(and(eq(monitoringAlerts.projectId, projectId), isOpenAlert()));
  return row?.count ?? 0;
};

// Every project list and portfolio answer counts them: prepared, with the ids as one array.
const openAlertCounts = preparedPerDatabase((db) =>
  db
    .select({ projectId: monitoringAlerts.projectId, count: sql<number>`count(*)::int` })
    .from(monitoringAlerts)
    .where(
      and(
        sql`${monitoringAlerts.projectId} = ANY(${sql.placeholder('ids')}::uuid[])`,
        isOpenAlert(),
      ),
    )
    .groupBy(monitoringAlerts.projectId)
    .prepare('open_alert_counts'),
);

/**
 * The badge's count for many projects in one grouped statement (one parameter, an array of ids,
 * whatever their number); a project without open alerts has no entry.
 */
export const countOpenAlertsOfProjects = async (
  db: Database,
  projectIds: readonly string[],
): Promise<Map<string, number>> => {
  if (projectIds.length === 0) return new Map();
  const rows = await openAlertCounts(db).execute({ ids: `{${projectIds.join(',')}}` });
  return new Map(rows.map((row) => [row.projectId, row.count]));
};

export const acknowledgeAlert = (
  db: DbOrTx,
  { alertId, userId }: { alertId: string; userId: string },
) =>
  db
    .update(monitoringAlerts)
    .set({ status: 'acknowledged', acknowledgedAt: new Date(), acknowledgedBy: userId })
    .where(and(eq(monitoringAlerts.id, alertId), eq(monitoringAlerts.status, 'open')));

export const snoozeAlert = (db: DbOrTx, { alertId, until }: { alertId: string; until: Date }) =>
  db
    .update(monitoringAlerts)
    .set({ snoozedUntil: until })
    .where(and(eq(monitoringAlerts.id, alertId), eq(monitoringAlerts.status, 'open')));

/** Stores the likely causes of an alert that was kept without them. */
export const saveLikelyCauses = async (
  db: DbOrTx,
  { alertId, causes }: { alertId: string; causes: TLikelyCause[] },
) => {
  await db
    .update(monitoringAlerts)
    .set({ likelyCauses: causes })
    .where(eq(monitoringAlerts.id, alertId));
};

/** A rule's alerts not yet resolved whose day is before `before` (resolved when the rule recovers). */
export const unresolvedAlertsBefore = (
  db: DbOrTx,
  { ruleId, before }: { ruleId: string; before: IsoDate },
): Promise<AlertRow[]> =>
  db
    .select()
    .from(monitoringAlerts)
    .where(
      and(
        eq(monitoringAlerts.ruleId, ruleId),
        lt(monitoringAlerts.date, before),
        sql`${monitoringAlerts.status} <> 'resolved'`,
      ),
    );

/**
 * Resolves an alert once: the "resolved" event is written only by the update that resolved it.
 * `how`: by a person, by the rule (a later day no longer breached), or withdrawn because the
 * day's data was revised and no longer breaches.
 */
export const resolveAlert = async (
  db: DbOrTx,
  {
    alertId,
    ruleName,
    how = 'person',
  }: { alertId: string; ruleName: string; how?: AlertResolution },
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .update(monitoringAlerts)
      .set({
        status: 'resolved',
        resolvedAt: new Date(),
        isAutoResolved: how !== 'person',
        resolution: how,
      })
      .where(and(eq(monitoringAlerts.id, alertId), sql`${monitoringAlerts.status} <> 'resolved'`))
      .returning();
    if (row) {
      await insertAlertEvent(tx, { alert: row, ruleName, change: 'resolved', resolution: how });
    }
    return row !== undefined;
  });

/** The rule's alerts not yet resolved on any of `days`. */
export const unresolvedAlertsOn = (
  db: DbOrTx,
  { ruleId, days }: { ruleId: string; days: readonly IsoDate[] },
): Promise<AlertRow[]> =>
  days.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(monitoringAlerts)
        .where(
          and(
            eq(monitoringAlerts.ruleId, ruleId),
            inArray(monitoringAlerts.date, [...days]),
            sql`${monitoringAlerts.status} <> 'resolved'`,
          ),
        );

/** An alert of a period as a report lists it: the day, the rule's name, severity and metric. */
export type PeriodAlert = {
  date: IsoDate;
  ruleName: string;
  severity: 'critical' | 'warning' | 'info';
  metric: string;
  value: number | null;
  baseline: number | null;
  status: 'open' | 'acknowledged' | 'resolved';
};

/** The project's alerts for days in `range`, oldest first (at most `limit`). */
export const alertsOfPeriod = async (
  db: DbOrTx,
  {
    projectId,
    range,
    limit = 100,
  }: { projectId: string; range: { from: IsoDate; to: IsoDate }; limit?: number },
): Promise<PeriodAlert[]> => {
  const rows = await db
    .select({
      date: monitoringAlerts.date,
      ruleName: monitoringRules.name,
      severity: monitoringRules.severity,
      target: monitoringRules.target,
      value: monitoringAlerts.value,
      baseline: monitoringAlerts.baseline,
      status: monitoringAlerts.status,
    })
    .from(monitoringAlerts)
    .innerJoin(monitoringRules, eq(monitoringRules.id, monitoringAlerts.ruleId))
    .where(
      and(
        eq(monitoringAlerts.projectId, projectId),
        sql`${monitoringAlerts.date} BETWEEN ${range.from} AND ${range.to}`,
      ),
    )
    .orderBy(monitoringAlerts.date, monitoringRules.name)
    .limit(limit);
  return rows.map(({ target, ...row }) => ({
    ...row,
    metric: (target as { metric?: unknown }).metric?.toString() ?? '',
  }));
};
