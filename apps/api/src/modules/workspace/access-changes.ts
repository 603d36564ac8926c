import type { ProjectRole } from '@kampa/contracts/project/permissions';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { projectAccess, projects } from '../../db/schema';
import { insertMemberEvent } from '../events';

/** The workspace's projects (not deleted) `userId` reaches now, each with their role there. */
const reachOf = async (
  tx: Tx,
  workspaceId: string,
  userId: string,
): Promise<Map<string, ProjectRole>> => {
  const rows = await tx
    .select({ projectId: projectAccess.projectId, role: projectAccess.role })
    .from(projectAccess)
    .innerJoin(
      projects,
      and(
        eq(projects.id, projectAccess.projectId),
        eq(projects.workspaceId, workspaceId),
        isNull(projects.deletedAt),
      ),
    )
    .where(eq(projectAccess.userId, userId));
  return new Map(rows.map((row) => [row.projectId, row.role]));
};

/**
 * Runs `change` (a workspace membership change, in the caller's transaction) and writes what it did
 * to each project's timeline, as a project-level team change is written: for every project of the
 * workspace where `userId`'s access changed, `joined` (no access before), `removed` or `left` (none
 * after; `left` when they did it themselves) or `role_changed`, with the role they reach it with
 * before and after. A project whose access did not change gets nothing: a manager made a member who
 * keeps editor on a project is no news there.
 */
export const recordingAccessChanges = async <T>(
  tx: Tx,
  input: { workspaceId: string; userId: string; actorId: string },
  change: () => Promise<T>,
): Promise<T> => {
  const before = await reachOf(tx, input.workspaceId, input.userId);
  const result = await change();
  const after = await reachOf(tx, input.workspaceId, input.userId);
  for (const projectId of new Set([...before.keys(), ...after.keys()])) {
    const previousRole = before.get(projectId) ?? null;
    const role = after.get(projectId) ?? null;
    if (previousRole === role) continue;
    const gone = input.actorId === input.userId ? 'left' : 'removed';
    await insertMemberEvent(tx, {
      projectId,
      memberId: input.userId,
      actorId: input.actorId,
      change: previousRole === null ? 'joined' : role === null ? gone : 'role_changed',
      role,
      previousRole,
    });
  }
  return result;
};
