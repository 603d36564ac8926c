import type { IsoDate } from '@kampa/contracts/common/date-range';
import type { TLikelyCause } from '@kampa/contracts/monitoring/alert';
import type { TRuleFields } from '@kampa/contracts/monitoring/rule';
import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import {
  adsCampaigns,
  gaDailyDimension,
  monitoringAlerts,
  monitoringRules,
  monitoringWebhookDeliveries,
  projectEvents,
  projectMembers,
  projectSources,
  projects,
  syncChunks,
  syncRuns,
  users,
} from '../../db/schema';

export type RuleRow = typeof monitoringRules.$inferSelect;
export type AlertRow = typeof monitoringAlerts.$inferSelect;

const ruleColumns = (fields: TRuleFields) => ({
  name: fields.name,
  source: fields.target.source,
  target: fields.target,
  condition: fields.condition,
  severity: fields.severity,
  minConsecutive: fields.minConsecutive,
  cooldownDays: fields.cooldownDays,
  skipWeekends: fields.skipWeekends,
  isEnabled: fields.isEnabled,
  isEmailEnabled: fields.isEmailEnabled,
  webhookUrl: fields.webhookUrl,
});

export const listRules = (db: DbOrTx, projectId: string): Promise<RuleRow[]> =>
  db
    .select()
    .from(monitoringRules)
    .where(eq(monitoringRules.projectId, projectId))
    .orderBy(monitoringRules.createdAt, monitoringRules.id);

export const insertRule = async (
  db: DbOrTx,
  projectId: string,
  fields: TRuleFields,
  defaultKey: string | null = null,
): Promise<RuleRow | undefined> => {
  const [row] = await db
    .insert(monitoringRules)
    .values({ projectId, defaultKey, ...ruleColumns(fields) })
    .onConflictDoNothing()
    .returning();
  return row;
};

export const updateRule = async (
  db: DbOrTx,
  projectId: string,
  ruleId: string,
  fields: TRuleFields,
): Promise<RuleRow | undefined> => {
  const [row] = await db
    .update(monitoringRules)
    .set({ ...ruleColumns(fields), updatedAt: new Date() })
    .where(and(eq(monitoringRules.projectId, projectId), eq(monitoringRules.id, ruleId)))
    .returning();
  return row;
};

export const bumpWebhookSecret = async (
  db: DbOrTx,
  projectId: string,
  ruleId: string,
): Promise<RuleRow | undefined> => {
  const [row] = await db
    .update(monitoringRules)
    .set({
      webhookSecretVersion: sql`${monitoringRules.webhookSecretVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(monitoringRules.projectId, projectId), eq(monitoringRules.id, ruleId)))
    .returning();
  return row;
};

export const deleteRule = async (db: DbOrTx, projectId: string, ruleId: string) => {
  const rows = await db
    .delete(monitoringRules)
    .where(and(eq(monitoringRules.projectId, projectId), eq(monitoringRules.id, ruleId)))
    .returning({ id: monitoringRules.id });
  return rows.length > 0;
};

/** The newest alert of a rule before `date` (for the cool-down). */
export const lastAlertBefore = async (
  db: DbOrTx,
  ruleId: string,
  date: IsoDate,
): Promise<IsoDate | null> => {
  const [row] = await db
    .select({ date: monitoringAlerts.date })
    .from(monitoringAlerts)
    .where(and(eq(monitoringAlerts.ruleId, ruleId), lt(monitoringAlerts.date, date)))
    .orderBy(desc(monitoringAlerts.date))
    .limit(1);
  return row?.date ?? null;
};

/** The days a rule already fired on among `days`. */
export const alertDaysOf = async (
  db: DbOrTx,
  ruleId: string,
  days: readonly IsoDate[],
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
    await insertAlertEvent(tx, row, input.ruleName, 'fired');
    return row;
  });

/** How an alert was resolved (see the schema's `resolution`). */
export type AlertResolution = 'person' | 'recovered' | 'revised';

export const insertAlertEvent = async (
  db: DbOrTx,
  alert: AlertRow,
  ruleName: string,
  change: 'fired' | 'resolved',
  resolution: AlertResolution = 'person',
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
  projectId: string,
  state: 'active' | 'all',
  limit: number,
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
  projectId: string,
  alertId: string,
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

export const acknowledgeAlert = (db: DbOrTx, alertId: string, userId: string) =>
  db
    .update(monitoringAlerts)
    .set({ status: 'acknowledged', acknowledgedAt: new Date(), acknowledgedBy: userId })
    .where(and(eq(monitoringAlerts.id, alertId), eq(monitoringAlerts.status, 'open')));

export const snoozeAlert = (db: DbOrTx, alertId: string, until: Date) =>
  db
    .update(monitoringAlerts)
    .set({ snoozedUntil: until })
    .where(and(eq(monitoringAlerts.id, alertId), eq(monitoringAlerts.status, 'open')));

/** Stores the likely causes of an alert that was kept without them. */
export const saveLikelyCauses = async (db: DbOrTx, alertId: string, causes: TLikelyCause[]) => {
  await db
    .update(monitoringAlerts)
    .set({ likelyCauses: causes })
    .where(eq(monitoringAlerts.id, alertId));
};

/** A rule's alerts not yet resolved whose day is before `date` (resolved when the rule recovers). */
export const unresolvedAlertsBefore = (
  db: DbOrTx,
  ruleId: string,
  date: IsoDate,
): Promise<AlertRow[]> =>
  db
    .select()
    .from(monitoringAlerts)
    .where(
      and(
        eq(monitoringAlerts.ruleId, ruleId),
        lt(monitoringAlerts.date, date),
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
  alertId: string,
  ruleName: string,
  how: AlertResolution = 'person',
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
    if (row) await insertAlertEvent(tx, row, ruleName, 'resolved', how);
    return row !== undefined;
  });

/** The rule's alerts not yet resolved on any of `days`. */
export const unresolvedAlertsOn = (
  db: DbOrTx,
  ruleId: string,
  days: readonly IsoDate[],
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

/** Claims an alert's e-mail: true once, for the caller that is to send it. */
export const claimAlertEmail = async (db: DbOrTx, alertId: string): Promise<boolean> => {
  const rows = await db
    .update(monitoringAlerts)
    .set({ emailClaimedAt: new Date() })
    .where(and(eq(monitoringAlerts.id, alertId), isNull(monitoringAlerts.emailClaimedAt)))
    .returning({ id: monitoringAlerts.id });
  return rows.length > 0;
};

/** The e-mail addresses of a project's owners and editors. */
export const recipientsOf = async (db: DbOrTx, projectId: string): Promise<string[]> => {
  const rows = await db
    .select({ email: users.email })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(
      and(
        eq(projectMembers.projectId, projectId),
        inArray(projectMembers.role, ['owner', 'editor']),
      ),
    );
  return rows.flatMap((row) => (row.email ? [row.email] : []));
};

export type SourceRow = { kind: 'analytics' | 'ads'; timeZone: string; currency: string };

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
  source: 'analytics' | 'ads';
  from: IsoDate;
  to: IsoDate;
} | null> => {
  const result = await db.execute<{
    projectId: string;
    source: 'analytics' | 'ads';
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

/** What an alert's e-mail needs: the project, the rule and the breach. */
export const alertForMail = async (db: DbOrTx, alertId: string) => {
  const [row] = await db
    .select({
      alert: monitoringAlerts,
      rule: monitoringRules,
      projectName: projects.name,
      projectUid: projects.uid,
      websiteUrl: projects.websiteUrl,
    })
    .from(monitoringAlerts)
    .innerJoin(monitoringRules, eq(monitoringRules.id, monitoringAlerts.ruleId))
    .innerJoin(projects, eq(projects.id, monitoringAlerts.projectId))
    .where(eq(monitoringAlerts.id, alertId));
  return row;
};

export type DeliveryRow = typeof monitoringWebhookDeliveries.$inferSelect & { alertDate: IsoDate };

/** The newest `perRule` webhook attempts of each rule. */
export const listDeliveries = async (
  db: DbOrTx,
  ruleIds: readonly string[],
  perRule: number,
): Promise<DeliveryRow[]> => {
  if (ruleIds.length === 0) return [];
  const result = await db.execute<{
    id: string;
    alertId: string;
    ruleId: string;
    url: string;
    attempt: number;
    statusCode: number | null;
    isDelivered: boolean;
    error: string | null;
    createdAt: string | Date;
    alertDate: IsoDate;
  }>(sql`
    SELECT * FROM (
      SELECT d.id, d.alert_id AS "alertId", d.rule_id AS "ruleId", d.url, d.attempt,
        d.status_code AS "statusCode", d.is_delivered AS "isDelivered", d.error,
        d.created_at AS "createdAt", a.date::text AS "alertDate",
        row_number() OVER (PARTITION BY d.rule_id ORDER BY d.created_at DESC, d.attempt DESC) AS n
      FROM ${monitoringWebhookDeliveries} d
      JOIN ${monitoringAlerts} a ON a.id = d.alert_id
      WHERE d.rule_id IN (${sql.join(
        ruleIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
    ) x WHERE n <= ${perRule}
    ORDER BY "createdAt" DESC, attempt DESC`);
  return result.rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
};

/** How often an alert's webhook was tried, and whether one attempt got through. */
export const deliveryStateOf = async (db: DbOrTx, alertId: string) => {
  const [row] = await db
    .select({
      attempts: sql<number>`count(*)::int`,
      delivered: sql<boolean>`coalesce(bool_or(${monitoringWebhookDeliveries.isDelivered}), false)`,
    })
    .from(monitoringWebhookDeliveries)
    .where(eq(monitoringWebhookDeliveries.alertId, alertId));
  return { attempts: row?.attempts ?? 0, isDelivered: row?.delivered ?? false };
};

export const insertDelivery = async (
  db: DbOrTx,
  row: typeof monitoringWebhookDeliveries.$inferInsert,
): Promise<void> => {
  await db.insert(monitoringWebhookDeliveries).values(row).onConflictDoNothing();
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

/** The Google Ads campaigns of a project's synced account, by name. */
export const syncedCampaigns = (
  db: DbOrTx,
  projectId: string,
): Promise<{ id: string; name: string }[]> =>
  db
    .select({ id: adsCampaigns.campaignId, name: adsCampaigns.name })
    .from(adsCampaigns)
    .where(eq(adsCampaigns.projectId, projectId))
    .orderBy(adsCampaigns.name, adsCampaigns.campaignId);

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
  projectId: string,
  range: { from: IsoDate; to: IsoDate },
  limit = 100,
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
