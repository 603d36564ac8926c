// The notification preferences: the account's row, the per project overrides and the workspaces'
// defaults.
import type { TProjectRole } from '@kampa/contracts/project/project';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import {
  notificationPreferences,
  projectAccess,
  projectNotificationPreferences,
  projects,
  users,
  workspaceNotificationDefaults,
} from '../../db/schema';

export type PreferencesRow = typeof notificationPreferences.$inferSelect;
export type OverrideRow = typeof projectNotificationPreferences.$inferSelect;

export const findPreferences = async (
  db: DbOrTx,
  userId: string,
): Promise<PreferencesRow | undefined> =>
  (
    await db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId))
  )[0];

/** The projects `userId` is a member of (not deleted), with their override (null: none). */
export const membershipsOf = async (db: DbOrTx, userId: string) =>
  db
    .select({
      project: {
        id: projects.id,
        uid: projects.uid,
        name: projects.name,
        websiteUrl: projects.websiteUrl,
      },
      role: sql<TProjectRole>`${projectAccess.role}`,
      override: {
        isInDigest: projectNotificationPreferences.isInDigest,
        alertCritical: projectNotificationPreferences.alertCritical,
        alertWarning: projectNotificationPreferences.alertWarning,
        alertInfo: projectNotificationPreferences.alertInfo,
      },
    })
    .from(projectAccess)
    .innerJoin(projects, and(eq(projects.id, projectAccess.projectId), isNull(projects.deletedAt)))
    .leftJoin(
      projectNotificationPreferences,
      and(
        eq(projectNotificationPreferences.projectId, projectAccess.projectId),
        eq(projectNotificationPreferences.userId, projectAccess.userId),
      ),
    )
    .where(eq(projectAccess.userId, userId))
    .orderBy(projects.name, projects.uid);

export type Membership = Awaited<ReturnType<typeof membershipsOf>>[number];

/** Replaces the account's preferences and every project override of the user, in one transaction. */
export const savePreferences = async (
  db: Database,
  userId: string,
  input: {
    preferences: Omit<typeof notificationPreferences.$inferInsert, 'userId' | 'updatedAt'>;
    overrides: readonly Omit<OverrideRow, 'userId'>[];
  },
): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx
      .insert(notificationPreferences)
      .values({ userId, ...input.preferences })
      .onConflictDoUpdate({
        target: notificationPreferences.userId,
        set: { ...input.preferences, updatedAt: sql`now()` },
      });
    await tx
      .delete(projectNotificationPreferences)
      .where(eq(projectNotificationPreferences.userId, userId));
    if (input.overrides.length > 0) {
      await tx
        .insert(projectNotificationPreferences)
        .values(input.overrides.map((override) => ({ userId, ...override })));
    }
  });
};

/**
 * What each of `userIds` chose for alert e-mails of `projectId`: the account's switches and the
 * project's override (nulls where nothing is stored), with their language; and the defaults of the
 * project's workspace for those who chose nothing.
 */
export const alertEmailChoicesOf = async (
  db: DbOrTx,
  projectId: string,
  userIds: readonly string[],
) => {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: users.id,
      language: notificationPreferences.language,
      account: {
        critical: notificationPreferences.alertCritical,
        warning: notificationPreferences.alertWarning,
        info: notificationPreferences.alertInfo,
      },
      project: {
        critical: projectNotificationPreferences.alertCritical,
        warning: projectNotificationPreferences.alertWarning,
        info: projectNotificationPreferences.alertInfo,
      },
      workspace: {
        critical: workspaceNotificationDefaults.alertCritical,
        warning: workspaceNotificationDefaults.alertWarning,
        info: workspaceNotificationDefaults.alertInfo,
      },
      workspaceLanguage: workspaceNotificationDefaults.language,
    })
    .from(users)
    .leftJoin(projects, eq(projects.id, projectId))
    .leftJoin(
      workspaceNotificationDefaults,
      eq(workspaceNotificationDefaults.workspaceId, projects.workspaceId),
    )
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .leftJoin(
      projectNotificationPreferences,
      and(
        eq(projectNotificationPreferences.userId, users.id),
        eq(projectNotificationPreferences.projectId, projectId),
      ),
    )
    .where(inArray(users.id, [...userIds]));
};

export type WorkspaceDefaultsRow = typeof workspaceNotificationDefaults.$inferSelect;

export const findWorkspaceDefaults = async (
  db: DbOrTx,
  workspaceId: string,
): Promise<WorkspaceDefaultsRow | undefined> => {
  const [row] = await db
    .select()
    .from(workspaceNotificationDefaults)
    .where(eq(workspaceNotificationDefaults.workspaceId, workspaceId));
  return row;
};

/** Stores the workspace's defaults (replacing what was there) and returns them. */
export const saveWorkspaceDefaults = async (
  db: DbOrTx,
  input: {
    workspaceId: string;
    language: WorkspaceDefaultsRow['language'];
    alertEmails: { critical: boolean; warning: boolean; info: boolean };
  },
): Promise<WorkspaceDefaultsRow> => {
  const values = {
    language: input.language,
    alertCritical: input.alertEmails.critical,
    alertWarning: input.alertEmails.warning,
    alertInfo: input.alertEmails.info,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(workspaceNotificationDefaults)
    .values({ workspaceId: input.workspaceId, ...values })
    .onConflictDoUpdate({ target: workspaceNotificationDefaults.workspaceId, set: values })
    .returning();
  if (!row) throw new Error('Upsert returned nothing');
  return row;
};
