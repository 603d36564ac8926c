// Who an alert is sent to, its e-mail's claim and its webhook's attempts.
import type { IsoDate } from '@kampa/contracts/common/date-range';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  monitoringAlerts,
  monitoringRules,
  monitoringWebhookDeliveries,
  projectAccess,
  projects,
  users,
} from '../../db/schema';

/** Claims an alert's e-mail: true once, for the caller that is to send it. */
export const claimAlertEmail = async (db: DbOrTx, alertId: string): Promise<boolean> => {
  const rows = await db
    .update(monitoringAlerts)
    .set({ emailClaimedAt: new Date() })
    .where(and(eq(monitoringAlerts.id, alertId), isNull(monitoringAlerts.emailClaimedAt)))
    .returning({ id: monitoringAlerts.id });
  return rows.length > 0;
};

/** A project's owners and editors who have an e-mail address. */
export const recipientsOf = async (
  db: DbOrTx,
  projectId: string,
): Promise<{ userId: string; email: string }[]> => {
  const rows = await db
    .select({ userId: users.id, email: users.email })
    .from(projectAccess)
    .innerJoin(users, eq(users.id, projectAccess.userId))
    .where(
      and(eq(projectAccess.projectId, projectId), inArray(projectAccess.role, ['owner', 'editor'])),
    );
  return rows.flatMap((row) => (row.email ? [{ userId: row.userId, email: row.email }] : []));
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
  { ruleIds, perRule }: { ruleIds: readonly string[]; perRule: number },
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
