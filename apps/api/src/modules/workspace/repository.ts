import type { WorkspaceRole } from '@kampa/contracts/workspace/permissions';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { projects, workspaceMembers, workspaces } from '../../db/schema';

export type WorkspaceRow = typeof workspaces.$inferSelect;
export type WorkspaceWithRole = { workspace: WorkspaceRow; role: WorkspaceRole };

/** 21 URL-safe characters (126 random bits), like a project's uid. */
export const generateWorkspaceUid = (): string =>
  randomBytes(16).toString('base64url').slice(0, 21);

/**
 * The user's personal workspace, created (with them as its owner) if they have none yet: on their
 * first sign-in, and for anyone who somehow lost it. Safe when two requests race.
 */
export const ensurePersonalWorkspace = async (
  db: DbOrTx,
  userId: string,
): Promise<WorkspaceRow> => {
  const [created] = await db
    .insert(workspaces)
    .values({ uid: generateWorkspaceUid(), personalOf: userId })
    .onConflictDoNothing({ target: workspaces.personalOf })
    .returning();
  if (created) {
    await db
      .insert(workspaceMembers)
      .values({ workspaceId: created.id, userId, role: 'owner' })
      .onConflictDoNothing();
    return created;
  }
  const [found] = await db.select().from(workspaces).where(eq(workspaces.personalOf, userId));
  if (!found) throw new Error(`The personal workspace of ${userId} vanished`);
  return found;
};

/** The workspaces the user belongs to, with their role: their personal one first, then by name. */
export const listWorkspacesForUser = async (
  db: DbOrTx,
  userId: string,
): Promise<(WorkspaceWithRole & { projectCount: number })[]> =>
  db
    .select({
      workspace: workspaces,
      role: workspaceMembers.role,
      projectCount: sql<number>`(SELECT count(*)::int FROM ${projects}
        WHERE ${projects.workspaceId} = ${workspaces.id} AND ${projects.deletedAt} IS NULL)`,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(
      sql`(${workspaces.personalOf} = ${userId}) DESC NULLS LAST`,
      asc(workspaces.name),
      asc(workspaces.createdAt),
    );

/** The workspace with the user's role in it, or undefined when it does not exist or they are no member. */
export const findWorkspaceForUser = async (
  db: DbOrTx,
  userId: string,
  workspaceUid: string,
): Promise<WorkspaceWithRole | undefined> => {
  const [row] = await db
    .select({ workspace: workspaces, role: workspaceMembers.role })
    .from(workspaces)
    .innerJoin(
      workspaceMembers,
      and(eq(workspaceMembers.workspaceId, workspaces.id), eq(workspaceMembers.userId, userId)),
    )
    .where(eq(workspaces.uid, workspaceUid));
  return row;
};

/** The public face of the workspace a project belongs to. */
export const findWorkspaceOfProject = async (
  db: DbOrTx,
  projectId: string,
): Promise<WorkspaceRow | undefined> => {
  const [row] = await db
    .select({ workspace: workspaces })
    .from(projects)
    .innerJoin(workspaces, eq(workspaces.id, projects.workspaceId))
    .where(and(eq(projects.id, projectId), isNull(projects.deletedAt)));
  return row?.workspace;
};

/** The user's role in the workspace, or null when they do not belong to it. */
export const findWorkspaceRole = async (
  db: DbOrTx,
  userId: string,
  workspaceId: string,
): Promise<WorkspaceRole | null> => {
  const [row] = await db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return row?.role ?? null;
};

/**
 * Before an account is deleted: each workspace it owns passes to the member who has been there
 * longest, a manager before a member, so an agency outlives its owner's account. The caller holds
 * the transaction.
 */
export const handOverWorkspacesOf = async (tx: DbOrTx, userId: string): Promise<void> => {
  const successors = await tx.execute<{ workspace_id: string; user_id: string }>(sql`
    SELECT DISTINCT ON (m.workspace_id) m.workspace_id, m.user_id
    FROM ${workspaceMembers} m
    JOIN ${workspaceMembers} o
      ON o.workspace_id = m.workspace_id AND o.user_id = ${userId} AND o.role = 'owner'
    WHERE m.user_id <> ${userId}
    ORDER BY m.workspace_id, (m.role = 'manager') DESC, m.created_at, m.user_id`);
  for (const successor of successors.rows) {
    // The owner steps down first: one owner per workspace, always.
    await tx
      .delete(workspaceMembers)
      .where(
        and(
          eq(workspaceMembers.workspaceId, successor.workspace_id),
          eq(workspaceMembers.userId, userId),
        ),
      );
    await tx
      .update(workspaceMembers)
      .set({ role: 'owner' })
      .where(
        and(
          eq(workspaceMembers.workspaceId, successor.workspace_id),
          eq(workspaceMembers.userId, successor.user_id),
        ),
      );
  }
};

/** After that: the workspaces the user still owns alone and that hold no project are deleted. */
export const deleteEmptyWorkspacesOf = async (tx: DbOrTx, userId: string): Promise<void> => {
  await tx.execute(sql`
    DELETE FROM ${workspaces} w
    USING ${workspaceMembers} m
    WHERE m.workspace_id = w.id AND m.user_id = ${userId} AND m.role = 'owner'
      AND NOT EXISTS (SELECT 1 FROM ${workspaceMembers} x WHERE x.workspace_id = w.id AND x.user_id <> ${userId})
      AND NOT EXISTS (SELECT 1 FROM ${projects} p WHERE p.workspace_id = w.id)`);
};

/**
 * A project handed over by the owner of the personal workspace it is in moves into the new
 * owner's personal workspace (made if need be); a project of any other workspace stays.
 */
export const movePersonalProject = async (
  tx: DbOrTx,
  input: { projectId: string; workspaceId: string; fromUserId: string; toUserId: string },
): Promise<void> => {
  const [workspace] = await tx
    .select({ personalOf: workspaces.personalOf })
    .from(workspaces)
    .where(eq(workspaces.id, input.workspaceId));
  if (workspace?.personalOf !== input.fromUserId) return;
  const target = await ensurePersonalWorkspace(tx, input.toUserId);
  await tx.update(projects).set({ workspaceId: target.id }).where(eq(projects.id, input.projectId));
};
