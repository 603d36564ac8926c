import type { ProjectRole } from '@kampa/contracts/project/permissions';
import type { WorkspaceRole } from '@kampa/contracts/workspace/permissions';
import { and, asc, eq, gt, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx, Tx } from '../../db/client';
import {
  projectAccess,
  projectMembers,
  projects,
  users,
  workspaceInvites,
  workspaceMembers,
  workspaces,
} from '../../db/schema';
import { recordingAccessChanges } from './access-changes';

export type WorkspaceMemberRow = {
  userId: string;
  name: string | null;
  email: string | null;
  role: WorkspaceRole;
  joinedAt: Date;
};

export type ReachedProject = { userId: string; uid: string; name: string; role: ProjectRole };

export const listWorkspaceMembers = async (
  db: DbOrTx,
  workspaceId: string,
): Promise<WorkspaceMemberRow[]> =>
  db
    .select({
      userId: workspaceMembers.userId,
      name: users.displayName,
      email: users.email,
      role: workspaceMembers.role,
      joinedAt: workspaceMembers.createdAt,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(
      sql`CASE ${workspaceMembers.role} WHEN 'owner' THEN 0 WHEN 'manager' THEN 1 ELSE 2 END`,
      asc(workspaceMembers.createdAt),
      asc(workspaceMembers.userId),
    );

/** The workspace's projects (not deleted), by name. */
export const listWorkspaceProjects = async (
  db: DbOrTx,
  workspaceId: string,
): Promise<{ id: string; uid: string; name: string }[]> =>
  db
    .select({ id: projects.id, uid: projects.uid, name: projects.name })
    .from(projects)
    .where(and(eq(projects.workspaceId, workspaceId), isNull(projects.deletedAt)))
    .orderBy(asc(projects.name), asc(projects.uid));

/** Which of the workspace's projects each of `userIds` reaches, and as what (`project_access`). */
export const listReachedProjects = async (
  db: DbOrTx,
  workspaceId: string,
  userIds: string[],
): Promise<ReachedProject[]> => {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: projectAccess.userId,
      uid: projects.uid,
      name: projects.name,
      role: projectAccess.role,
    })
    .from(projectAccess)
    .innerJoin(projects, eq(projects.id, projectAccess.projectId))
    .where(
      and(
        eq(projects.workspaceId, workspaceId),
        isNull(projects.deletedAt),
        inArray(projectAccess.userId, userIds),
      ),
    )
    .orderBy(asc(projects.name), asc(projects.uid));
};

/** The workspace's members, locked until the transaction ends: changes to them queue up here. */
const lockMembers = (tx: Tx, workspaceId: string) =>
  tx
    .select({ userId: workspaceMembers.userId, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .for('update');

/** Replaces the user's project roles in the workspace's projects with `grants` (ids). */
const replaceGrants = async (
  tx: Tx,
  input: {
    workspaceId: string;
    userId: string;
    actorId: string | null;
    grants: { projectId: string; role: ProjectRole }[];
  },
) => {
  const inWorkspace = tx
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.workspaceId, input.workspaceId));
  await tx
    .delete(projectMembers)
    .where(
      and(eq(projectMembers.userId, input.userId), inArray(projectMembers.projectId, inWorkspace)),
    );
  if (input.grants.length === 0) return;
  await tx.insert(projectMembers).values(
    input.grants.map((grant) => ({
      projectId: grant.projectId,
      userId: input.userId,
      role: grant.role,
      invitedBy: input.actorId,
    })),
  );
};

/**
 * The workspace's projects the user no longer reaches (after a change): the ones whose sources
 * they connected must stop reading through their Google account.
 */
export const listProjectsOutOfReach = async (
  db: DbOrTx,
  workspaceId: string,
  userId: string,
): Promise<string[]> => {
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.workspaceId, workspaceId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(projectAccess)
            .where(and(eq(projectAccess.projectId, projects.id), eq(projectAccess.userId, userId))),
        ),
      ),
    );
  return rows.map((row) => row.id);
};

type AfterChange = (tx: Tx) => Promise<void>;

/**
 * Sets a member's role and projects (a manager's project roles are dropped: they reach all), in one
 * transaction with `afterChange`. `not_found`: no such member; `owner`: the owner's role changes
 * only by a handover.
 */
export const changeWorkspaceMember = async (
  db: Database,
  input: {
    workspaceId: string;
    userId: string;
    actorId: string;
    role: Exclude<WorkspaceRole, 'owner'>;
    grants: { projectId: string; role: ProjectRole }[];
  },
  afterChange: AfterChange,
): Promise<'changed' | 'not_found' | 'owner'> =>
  db.transaction(async (tx) => {
    const members = await lockMembers(tx, input.workspaceId);
    const member = members.find((row) => row.userId === input.userId);
    if (!member) return 'not_found';
    if (member.role === 'owner') return 'owner';
    const { workspaceId, userId, actorId } = input;
    await recordingAccessChanges(
      tx,
      { scope: { workspaceId }, userIds: [userId], actorId },
      async () => {
        await tx
          .update(workspaceMembers)
          .set({ role: input.role })
          .where(
            and(
              eq(workspaceMembers.workspaceId, input.workspaceId),
              eq(workspaceMembers.userId, input.userId),
            ),
          );
        await replaceGrants(tx, {
          workspaceId: input.workspaceId,
          userId: input.userId,
          actorId: input.actorId,
          grants: input.role === 'manager' ? [] : input.grants,
        });
      },
    );
    await afterChange(tx);
    return 'changed';
  });

/**
 * Removes a member from the workspace and from every project of it, at once (one transaction,
 * with `afterChange`). `owner`: the owner cannot be removed.
 */
export const removeWorkspaceMember = async (
  db: Database,
  input: { workspaceId: string; userId: string; actorId: string },
  afterChange: AfterChange,
): Promise<'removed' | 'not_found' | 'owner'> =>
  db.transaction(async (tx) => {
    const members = await lockMembers(tx, input.workspaceId);
    const member = members.find((row) => row.userId === input.userId);
    if (!member) return 'not_found';
    if (member.role === 'owner') return 'owner';
    const { workspaceId, userId, actorId } = input;
    await recordingAccessChanges(
      tx,
      { scope: { workspaceId }, userIds: [userId], actorId },
      async () => {
        await tx
          .delete(workspaceMembers)
          .where(
            and(
              eq(workspaceMembers.workspaceId, input.workspaceId),
              eq(workspaceMembers.userId, input.userId),
            ),
          );
        await replaceGrants(tx, { ...input, actorId: null, grants: [] });
      },
    );
    await afterChange(tx);
    return 'removed';
  });

/** Makes `toUserId` (a member) the owner and the owner `fromUserId` a manager. */
export const transferWorkspace = async (
  db: Database,
  input: { workspaceId: string; fromUserId: string; toUserId: string },
): Promise<'transferred' | 'not_found'> =>
  db.transaction(async (tx) => {
    const members = await lockMembers(tx, input.workspaceId);
    const to = members.find((row) => row.userId === input.toUserId);
    if (!to || to.role === 'owner') return 'not_found';
    const inWorkspace = eq(workspaceMembers.workspaceId, input.workspaceId);
    const { workspaceId, fromUserId: actorId } = input;
    // The old owner steps down first: one owner per workspace, always.
    const scope = { workspaceId };
    await recordingAccessChanges(tx, { scope, userIds: [actorId], actorId }, () =>
      tx
        .update(workspaceMembers)
        .set({ role: 'manager' })
        .where(and(inWorkspace, eq(workspaceMembers.userId, input.fromUserId))),
    );
    await recordingAccessChanges(tx, { scope, userIds: [input.toUserId], actorId }, () =>
      tx
        .update(workspaceMembers)
        .set({ role: 'owner' })
        .where(and(inWorkspace, eq(workspaceMembers.userId, input.toUserId))),
    );
    return 'transferred';
  });

// ─── Invitations ──────────────────────────────────────────────────────────────────────────────────

export type WorkspaceInviteRow = typeof workspaceInvites.$inferSelect;
const inviter = alias(users, 'inviter');

export const listPendingWorkspaceInvites = async (db: DbOrTx, workspaceId: string) =>
  db
    .select({
      invite: workspaceInvites,
      invitedByPerson: { name: inviter.displayName, email: inviter.email },
    })
    .from(workspaceInvites)
    .leftJoin(inviter, eq(inviter.id, workspaceInvites.invitedBy))
    .where(
      and(
        eq(workspaceInvites.workspaceId, workspaceId),
        isNull(workspaceInvites.acceptedAt),
        isNull(workspaceInvites.revokedAt),
      ),
    )
    .orderBy(asc(workspaceInvites.createdAt));

export const isWorkspaceMemberEmail = async (
  db: DbOrTx,
  workspaceId: string,
  email: string,
): Promise<boolean> => {
  const [row] = await db
    .select({ one: sql`1` })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(
      and(eq(workspaceMembers.workspaceId, workspaceId), sql`lower(${users.email}) = ${email}`),
    );
  return row !== undefined;
};

/** Revokes the address's pending invite (if any) and makes this one, in one transaction. */
export const replacePendingWorkspaceInvite = async (
  db: Database,
  values: typeof workspaceInvites.$inferInsert,
): Promise<WorkspaceInviteRow> =>
  db.transaction(async (tx) => {
    await tx
      .update(workspaceInvites)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(workspaceInvites.workspaceId, values.workspaceId),
          eq(workspaceInvites.email, values.email),
          isNull(workspaceInvites.acceptedAt),
          isNull(workspaceInvites.revokedAt),
        ),
      );
    const [row] = await tx.insert(workspaceInvites).values(values).returning();
    if (!row) throw new Error('Insert returned nothing');
    return row;
  });

export const revokeWorkspaceInvite = async (
  db: DbOrTx,
  workspaceId: string,
  inviteId: string,
): Promise<boolean> => {
  const rows = await db
    .update(workspaceInvites)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(workspaceInvites.id, inviteId),
        eq(workspaceInvites.workspaceId, workspaceId),
        isNull(workspaceInvites.acceptedAt),
        isNull(workspaceInvites.revokedAt),
      ),
    )
    .returning({ id: workspaceInvites.id });
  return rows.length > 0;
};

/** A pending invite by its token's hash, with its workspace and who made it. */
export const findPendingWorkspaceInvite = async (db: DbOrTx, tokenHash: string) => {
  const [row] = await db
    .select({
      invite: workspaceInvites,
      workspace: workspaces,
      invitedByName: inviter.displayName,
    })
    .from(workspaceInvites)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvites.workspaceId))
    .leftJoin(inviter, eq(inviter.id, workspaceInvites.invitedBy))
    .where(
      and(
        eq(workspaceInvites.tokenHash, tokenHash),
        isNull(workspaceInvites.acceptedAt),
        isNull(workspaceInvites.revokedAt),
      ),
    );
  return row;
};

/**
 * Accepts the invite once: the user joins with its role (someone already a member keeps the higher
 * of the two roles), and a member gets the invite's projects that still exist in the workspace.
 * Null when it was used, revoked or expired meanwhile.
 */
export const acceptWorkspaceInvite = async (
  db: Database,
  inviteId: string,
  userId: string,
): Promise<WorkspaceRole | null> =>
  db.transaction(async (tx) => {
    const [invite] = await tx
      .update(workspaceInvites)
      .set({ acceptedAt: new Date(), acceptedBy: userId })
      .where(
        and(
          eq(workspaceInvites.id, inviteId),
          isNull(workspaceInvites.acceptedAt),
          isNull(workspaceInvites.revokedAt),
          gt(workspaceInvites.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!invite) return null;
    await lockMembers(tx, invite.workspaceId);
    const joinedBy = {
      scope: { workspaceId: invite.workspaceId },
      userIds: [userId],
      actorId: userId,
    };
    const { result } = await recordingAccessChanges(tx, joinedBy, async () => {
      const [joined] = await tx
        .insert(workspaceMembers)
        .values({
          workspaceId: invite.workspaceId,
          userId,
          role: invite.role,
          invitedBy: invite.invitedBy,
        })
        .onConflictDoUpdate({
          target: [workspaceMembers.workspaceId, workspaceMembers.userId],
          // An owner stays owner, a manager is not made a member.
          set: {
            role: sql`CASE WHEN ${workspaceMembers.role} = 'member' THEN excluded.role ELSE ${workspaceMembers.role} END`,
          },
        })
        .returning({ role: workspaceMembers.role });
      if (invite.role === 'member' && invite.projectGrants.length > 0) {
        const existing = await tx
          .select({ id: projects.id })
          .from(projects)
          .where(
            and(
              eq(projects.workspaceId, invite.workspaceId),
              isNull(projects.deletedAt),
              inArray(
                projects.id,
                invite.projectGrants.map((grant) => grant.projectId),
              ),
            ),
          );
        const live = new Set(existing.map((row) => row.id));
        const grants = invite.projectGrants.filter((grant) => live.has(grant.projectId));
        if (grants.length > 0) {
          await tx
            .insert(projectMembers)
            .values(
              grants.map((grant) => ({
                projectId: grant.projectId,
                userId,
                role: grant.role,
                invitedBy: invite.invitedBy,
              })),
            )
            .onConflictDoNothing();
        }
      }
      return joined?.role ?? invite.role;
    });
    return result;
  });

export const insertWorkspace = async (
  db: Database,
  input: { uid: string; name: string; ownerId: string },
) =>
  db.transaction(async (tx) => {
    const [workspace] = await tx
      .insert(workspaces)
      .values({ uid: input.uid, name: input.name })
      .returning();
    if (!workspace) throw new Error('Insert returned nothing');
    await tx
      .insert(workspaceMembers)
      .values({ workspaceId: workspace.id, userId: input.ownerId, role: 'owner' });
    return workspace;
  });

export const renameWorkspace = async (db: DbOrTx, workspaceId: string, name: string) => {
  const [row] = await db
    .update(workspaces)
    .set({ name })
    .where(eq(workspaces.id, workspaceId))
    .returning();
  return row;
};
