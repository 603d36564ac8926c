// The notification preferences: the account's row and the per project overrides.
import type { TProjectRole } from '@kampa/contracts/project/project';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import {
  notificationPreferences,
  projectAccess,
  projectNotificationPreferences,
  projects,
  users,
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
 * project's override (nulls where nothing is stored), with their language.
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
    })
    .from(users)
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
