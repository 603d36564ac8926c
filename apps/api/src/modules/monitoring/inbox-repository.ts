import { INBOX_SHARED_WORKSPACES, type TInboxQuery } from '@kampa/contracts/alerts/list-inbox';
import type { TProjectRole } from '@kampa/contracts/project/project';
import { and, desc, eq, gt, inArray, isNull, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  monitoringAlerts,
  monitoringRules,
  projectAccess,
  projects,
  workspaceMembers,
  workspaces,
} from '../../db/schema';
import type { AlertRow } from './alerts-repository';
import type { RuleRow } from './rules-repository';

/** Snoozed now: a snooze time still ahead on an alert that is not resolved. */
const isSnoozed = () => gt(monitoringAlerts.snoozedUntil, sql`now()`);
const isNotSnoozed = () =>
  or(isNull(monitoringAlerts.snoozedUntil), lte(monitoringAlerts.snoozedUntil, sql`now()`));

const STATUS_FILTERS: Record<TInboxQuery['status'], () => SQL | undefined> = {
  active: () => and(inArray(monitoringAlerts.status, ['open', 'acknowledged']), isNotSnoozed()),
  open: () => and(eq(monitoringAlerts.status, 'open'), isNotSnoozed()),
  acknowledged: () => and(eq(monitoringAlerts.status, 'acknowledged'), isNotSnoozed()),
  snoozed: () => and(inArray(monitoringAlerts.status, ['open', 'acknowledged']), isSnoozed()),
};

export type InboxRow = {
  alert: AlertRow;
  rule: RuleRow;
  project: { id: string; uid: string; name: string; websiteUrl: string; workspaceUid: string };
  role: TProjectRole;
};

/**
 * The workspace filter: one workspace's projects (by its uid), or `shared`, the projects of
 * workspaces `userId` is no member of. It only narrows the projects `userId` already reaches
 * (`project_access` comes first), so a workspace they do not belong to is not refused: it shows
 * no more than the projects of it shared with them, and an unknown uid shows nothing.
 */
const workspaceFilter = (db: DbOrTx, userId: string, workspace: TInboxQuery['workspace']) => {
  if (workspace === undefined) return undefined;
  if (workspace !== INBOX_SHARED_WORKSPACES) return eq(workspaces.uid, workspace);
  return notExists(
    db
      .select({ one: sql`1` })
      .from(workspaceMembers)
      .where(
        and(
          eq(workspaceMembers.workspaceId, projects.workspaceId),
          eq(workspaceMembers.userId, userId),
        ),
      ),
  );
};

/** The alerts of `userId`'s projects (not deleted) that `query` selects; the count uses it too. */
const inboxWhere = (db: DbOrTx, userId: string, query: TInboxQuery) =>
  and(
    eq(projectAccess.userId, userId),
    STATUS_FILTERS[query.status](),
    query.project === undefined ? undefined : eq(projects.uid, query.project),
    workspaceFilter(db, userId, query.workspace),
    query.severity === undefined ? undefined : eq(monitoringRules.severity, query.severity),
    query.source === undefined ? undefined : eq(monitoringRules.source, query.source),
  );

/**
 * The newest `limit` alerts of every project `userId` is a member of (not deleted), newest breach
 * first, with the member's role.
 */
export const listInbox = (
  db: DbOrTx,
  input: { userId: string; query: TInboxQuery; limit: number },
): Promise<InboxRow[]> =>
  db
    .select({
      alert: monitoringAlerts,
      rule: monitoringRules,
      project: {
        id: projects.id,
        uid: projects.uid,
        name: projects.name,
        websiteUrl: projects.websiteUrl,
        workspaceUid: workspaces.uid,
      },
      role: projectAccess.role,
    })
    .from(projectAccess)
    .innerJoin(projects, and(eq(projects.id, projectAccess.projectId), isNull(projects.deletedAt)))
    .innerJoin(workspaces, eq(workspaces.id, projects.workspaceId))
    .innerJoin(monitoringAlerts, eq(monitoringAlerts.projectId, projectAccess.projectId))
    .innerJoin(monitoringRules, eq(monitoringRules.id, monitoringAlerts.ruleId))
    .where(inboxWhere(db, input.userId, input.query))
    .orderBy(desc(monitoringAlerts.date), desc(monitoringAlerts.firedAt), monitoringAlerts.id)
    .limit(input.limit);

/** How many alerts the same filters select in all (narrow rows: no causes or rule JSON read). */
export const countInbox = async (
  db: DbOrTx,
  input: { userId: string; query: TInboxQuery },
): Promise<number> => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(projectAccess)
    .innerJoin(projects, and(eq(projects.id, projectAccess.projectId), isNull(projects.deletedAt)))
    .innerJoin(workspaces, eq(workspaces.id, projects.workspaceId))
    .innerJoin(monitoringAlerts, eq(monitoringAlerts.projectId, projectAccess.projectId))
    .innerJoin(monitoringRules, eq(monitoringRules.id, monitoringAlerts.ruleId))
    .where(inboxWhere(db, input.userId, input.query));
  return row?.count ?? 0;
};

export type AlertAccessRow = {
  id: string;
  status: AlertRow['status'];
  ruleName: string;
  /** The caller's role on the alert's project; null when they are no member of it. */
  role: TProjectRole | null;
};

/**
 * The named alerts of projects that still exist, each with the caller's role on its project,
 * locked for the rest of the transaction (two bulk actions on one alert take turns).
 */
export const lockAlertsForUser = (
  tx: DbOrTx,
  input: { userId: string; alertIds: readonly string[] },
): Promise<AlertAccessRow[]> =>
  tx
    .select({
      id: monitoringAlerts.id,
      status: monitoringAlerts.status,
      ruleName: monitoringRules.name,
      role: projectAccess.role,
    })
    .from(monitoringAlerts)
    .innerJoin(monitoringRules, eq(monitoringRules.id, monitoringAlerts.ruleId))
    .innerJoin(
      projects,
      and(eq(projects.id, monitoringAlerts.projectId), isNull(projects.deletedAt)),
    )
    .leftJoin(
      projectAccess,
      and(
        eq(projectAccess.projectId, monitoringAlerts.projectId),
        eq(projectAccess.userId, input.userId),
      ),
    )
    .where(inArray(monitoringAlerts.id, [...input.alertIds]))
    .for('update', { of: monitoringAlerts });

/** Acknowledges the open ones among `alertIds`; returns how many changed. */
export const acknowledgeAlerts = async (
  tx: DbOrTx,
  input: { alertIds: readonly string[]; userId: string },
): Promise<number> => {
  const rows = await tx
    .update(monitoringAlerts)
    .set({ status: 'acknowledged', acknowledgedAt: new Date(), acknowledgedBy: input.userId })
    .where(
      and(inArray(monitoringAlerts.id, [...input.alertIds]), eq(monitoringAlerts.status, 'open')),
    )
    .returning({ id: monitoringAlerts.id });
  return rows.length;
};

/** Snoozes the ones among `alertIds` that are not resolved until `until`; returns how many. */
export const snoozeAlerts = async (
  tx: DbOrTx,
  input: { alertIds: readonly string[]; until: Date },
): Promise<number> => {
  const rows = await tx
    .update(monitoringAlerts)
    .set({ snoozedUntil: input.until })
    .where(
      and(
        inArray(monitoringAlerts.id, [...input.alertIds]),
        sql`${monitoringAlerts.status} <> 'resolved'`,
      ),
    )
    .returning({ id: monitoringAlerts.id });
  return rows.length;
};
