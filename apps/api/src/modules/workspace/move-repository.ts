import { and, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { projectMembers, projects, workspaceMembers, workspaces } from '../../db/schema';
import { recordingAccessChanges } from './access-changes';
import { ensurePersonalWorkspace } from './repository';

/**
 * Deletes the workspace if it holds no project (its row locked first, so a project being added
 * meanwhile is counted or refused). Projects deleted earlier stay deleted, kept in the owner's
 * personal workspace. Members, invitations and branding go with it (cascade).
 */
export const deleteEmptyWorkspace = async (
  db: Database,
  input: { workspaceId: string; ownerId: string },
): Promise<'deleted' | 'not_empty'> =>
  db.transaction(async (tx) => {
    await tx
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(eq(workspaces.id, input.workspaceId))
      .for('update');
    const [live] = await tx
      .select({ count: count() })
      .from(projects)
      .where(and(eq(projects.workspaceId, input.workspaceId), isNull(projects.deletedAt)));
    if ((live?.count ?? 0) > 0) return 'not_empty';
    const personal = await ensurePersonalWorkspace(tx, input.ownerId);
    await tx
      .update(projects)
      .set({ workspaceId: personal.id })
      .where(and(eq(projects.workspaceId, input.workspaceId), isNotNull(projects.deletedAt)));
    await tx.delete(workspaces).where(eq(workspaces.id, input.workspaceId));
    return 'deleted';
  });

/**
 * Moves the project into `toWorkspaceId` in one transaction: the project roles of the old
 * workspace's members go (they reached it through that workspace; a client's stays), every change
 * of access is written to its timeline, and `afterChange` is told who lost it. `unchanged`: it is
 * already there; `gone`: it was deleted meanwhile.
 */
export const moveProject = async (
  db: Database,
  input: { projectId: string; toWorkspaceId: string; actorId: string },
  afterChange: (tx: Tx, lost: { userId: string; projectId: string }[]) => Promise<void>,
): Promise<'moved' | 'unchanged' | 'gone'> =>
  db.transaction(async (tx) => {
    const [project] = await tx
      .select({ workspaceId: projects.workspaceId })
      .from(projects)
      .where(and(eq(projects.id, input.projectId), isNull(projects.deletedAt)))
      .for('update');
    if (!project) return 'gone';
    const fromWorkspaceId = project.workspaceId;
    if (fromWorkspaceId === input.toWorkspaceId) return 'unchanged';
    const people = await tx
      .selectDistinct({ userId: workspaceMembers.userId })
      .from(workspaceMembers)
      .where(inArray(workspaceMembers.workspaceId, [fromWorkspaceId, input.toWorkspaceId]))
      .union(
        tx
          .select({ userId: projectMembers.userId })
          .from(projectMembers)
          .where(eq(projectMembers.projectId, input.projectId)),
      );
    const oldMembers = tx
      .select({ userId: workspaceMembers.userId })
      .from(workspaceMembers)
      .where(eq(workspaceMembers.workspaceId, fromWorkspaceId));
    const { lost } = await recordingAccessChanges(
      tx,
      {
        scope: { projectId: input.projectId },
        userIds: people.map((row) => row.userId),
        actorId: input.actorId,
      },
      async () => {
        await tx
          .delete(projectMembers)
          .where(
            and(
              eq(projectMembers.projectId, input.projectId),
              inArray(projectMembers.userId, oldMembers),
            ),
          );
        await tx
          .update(projects)
          .set({ workspaceId: input.toWorkspaceId })
          .where(eq(projects.id, input.projectId));
      },
    );
    await afterChange(tx, lost);
    return 'moved';
  });
