import { createHash } from 'node:crypto';
import type { TProjectRole } from '@kampa/contracts/project/project';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../../db/client';
import {
  erasedAccounts,
  googleConnections,
  projectEvents,
  projectAccess,
  projectInvites,
  projects,
  users,
  workspaceInvites,
  workspaceMembers,
} from '../../db/schema';
import { lockMembers } from '../team';
import { deleteEmptyWorkspacesOf, handOverWorkspacesOf } from '../workspace';

export type PlannedProject = {
  id: string;
  uid: string;
  name: string;
  role: TProjectRole;
  /** Deleted earlier by an owner (kept, hidden): removed with the account when solely owned. */
  isDeleted: boolean;
  otherOwners: number;
  otherMembers: number;
};

/**
 * Every project the user reaches (deleted ones too), with who else reaches it (`project_access`).
 * Someone who would own it once the user is gone counts as another owner: a member of a workspace
 * the user owns inherits it (`handOverWorkspacesOf`), and with it every project there.
 */
export const listMembershipsWithOthers = async (
  db: DbOrTx,
  userId: string,
): Promise<PlannedProject[]> =>
  db
    .select({
      id: projects.id,
      uid: projects.uid,
      name: projects.name,
      role: projectAccess.role,
      isDeleted: sql<boolean>`${projects.deletedAt} IS NOT NULL`,
      otherOwners: sql<number>`(SELECT count(*)::int FROM ${projectAccess} o
        WHERE o.project_id = ${projects.id} AND o.user_id <> ${userId} AND o.role = 'owner')
        + (CASE WHEN EXISTS (SELECT 1 FROM ${workspaceMembers} wo
            WHERE wo.workspace_id = ${projects.workspaceId} AND wo.user_id = ${userId} AND wo.role = 'owner')
          AND EXISTS (SELECT 1 FROM ${workspaceMembers} x
            WHERE x.workspace_id = ${projects.workspaceId} AND x.user_id <> ${userId})
          THEN 1 ELSE 0 END)`,
      otherMembers: sql<number>`(SELECT count(*)::int FROM ${projectAccess} o
        WHERE o.project_id = ${projects.id} AND o.user_id <> ${userId})`,
    })
    .from(projectAccess)
    .innerJoin(projects, eq(projects.id, projectAccess.projectId))
    .where(eq(projectAccess.userId, userId))
    .orderBy(projects.name);

export const listConnectionsOf = async (db: DbOrTx, userId: string) =>
  db
    .select({
      id: googleConnections.id,
      googleEmail: googleConnections.googleEmail,
      keyId: googleConnections.keyId,
      refreshTokenCiphertext: googleConnections.refreshTokenCiphertext,
    })
    .from(googleConnections)
    .where(eq(googleConnections.userId, userId));

/** Annotations the user wrote in projects that are not about to be deleted. */
export const countAnnotationsOutside = async (
  db: DbOrTx,
  userId: string,
  deletedProjectIds: string[],
): Promise<number> => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(projectEvents)
    .where(
      and(
        eq(projectEvents.authorId, userId),
        eq(projectEvents.kind, 'annotation'),
        deletedProjectIds.length
          ? sql`${projectEvents.projectId} NOT IN (${sql.join(
              deletedProjectIds.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`
          : undefined,
      ),
    );
  return row?.count ?? 0;
};

export const isSolelyOwned = (project: PlannedProject): boolean =>
  project.role === 'owner' && project.otherOwners === 0;

export type DeletionSteps = {
  /** Runs first in the transaction for each of the user's connections (stops their syncs). */
  beforeConnectionRemoved: (tx: Tx, connectionId: string) => Promise<void>;
};

/**
 * Deletes the user and what is theirs, in one transaction: their solely owned projects (with all
 * project data, by the foreign keys' cascades), invitations addressed to their e-mail, and the user
 * row, whose cascades remove their terms acceptances, memberships, Google connections and pending
 * consents, and clear them as creator, connecting user, inviter and annotation author of what
 * stays, and leaves a tombstone (the uid's hash) that no later sign-in can pass. The members of each of their projects are locked first, so no owner can leave at the same
 * time and leave a shared project without one.
 */
export const deleteUserData = async (
  db: Database,
  userId: string,
  steps: DeletionSteps,
): Promise<{ deletedProjects: number; keptProjects: number; connections: number }> =>
  db.transaction(async (tx) => {
    // First the user's row: the user's own writes that make something of theirs (a project) take it
    // FOR SHARE, so they finish before this lists what to delete, or find the user gone after.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const before = await listMembershipsWithOthers(tx, userId);
    for (const id of before.map((project) => project.id).sort()) await lockMembers(tx, id);
    const memberships = await listMembershipsWithOthers(tx, userId);
    const deleted = memberships.filter(isSolelyOwned).map((project) => project.id);
    // Each workspace they own passes to its longest-standing member, with its projects (counted
    // above as another owner's, as the deletion plan showed them).
    await handOverWorkspacesOf(tx, userId);

    const connections = await tx
      .select({ id: googleConnections.id })
      .from(googleConnections)
      .where(eq(googleConnections.userId, userId));
    for (const connection of connections) await steps.beforeConnectionRemoved(tx, connection.id);

    if (deleted.length) await tx.delete(projects).where(inArray(projects.id, deleted));
    // Their personal workspace (and any other they kept alone), once it holds no project.
    await deleteEmptyWorkspacesOf(tx, userId);
    const [user] = await tx
      .select({ email: users.email, firebaseUid: users.firebaseUid })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (user) {
      // The tombstone, under the lock every insert into users takes (migration 0014): no request
      // with a still-trusted token, on any instance, can create this person again.
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtextextended(${`kampa-user:${user.firebaseUid}`}, 0))`,
      );
      await tx
        .insert(erasedAccounts)
        .values({ firebaseUidHash: createHash('sha256').update(user.firebaseUid).digest('hex') })
        .onConflictDoNothing();
    }
    if (user?.email) {
      await tx
        .delete(projectInvites)
        .where(sql`lower(${projectInvites.email}) = ${user.email.trim().toLowerCase()}`);
      await tx
        .delete(workspaceInvites)
        .where(sql`lower(${workspaceInvites.email}) = ${user.email.trim().toLowerCase()}`);
    }
    await tx.delete(users).where(eq(users.id, userId));
    const visible = memberships.filter((project) => !project.isDeleted);
    return {
      deletedProjects: visible.filter(isSolelyOwned).length,
      keptProjects: visible.filter((project) => !isSolelyOwned(project)).length,
      connections: connections.length,
    };
  });
