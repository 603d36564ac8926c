import type { ProjectRole } from '@kampa/contracts/project/permissions';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { projectAccess, projects } from '../../db/schema';
import { insertMemberEvent } from '../events';

/** Where to look for changes: every project of a workspace, or one project. */
export type AccessScope = { workspaceId: string } | { projectId: string };

/** The access of `userIds` to the projects (not deleted) of `scope`, keyed `user project`. */
const reachOf = async (
  tx: Tx,
  scope: AccessScope,
  userIds: readonly string[],
): Promise<Map<string, ProjectRole>> => {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({
      userId: projectAccess.userId,
      projectId: projectAccess.projectId,
      role: projectAccess.role,
    })
    .from(projectAccess)
    .innerJoin(
      projects,
      and(
        eq(projects.id, projectAccess.projectId),
        'workspaceId' in scope
          ? eq(projects.workspaceId, scope.workspaceId)
          : eq(projects.id, scope.projectId),
        isNull(projects.deletedAt),
      ),
    )
    .where(inArray(projectAccess.userId, [...userIds]));
  return new Map(rows.map((row) => [`${row.userId} ${row.projectId}`, row.role]));
};

/**
 * Runs `change` (a membership change or a project's move, in the caller's transaction) and writes
 * what it did to each project's timeline, as a project-level team change is written: for every
 * project of `scope` where the access of one of `userIds` changed, `joined` (no access before),
 * `removed` or `left` (none after; `left` when they did it themselves) or `role_changed`, with the
 * role they reach it with before and after. A project whose access did not change gets nothing: a
 * manager made a member who keeps editor on a project is no news there. Returns `change`'s result
 * and who lost a project (`lost`: their Google accounts must stop feeding it).
 */
export const recordingAccessChanges = async <T>(
  tx: Tx,
  input: { scope: AccessScope; userIds: readonly string[]; actorId: string },
  change: () => Promise<T>,
): Promise<{ result: T; lost: { userId: string; projectId: string }[] }> => {
  const before = await reachOf(tx, input.scope, input.userIds);
  const result = await change();
  const after = await reachOf(tx, input.scope, input.userIds);
  const lost: { userId: string; projectId: string }[] = [];
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const [userId = '', projectId = ''] = key.split(' ');
    const previousRole = before.get(key) ?? null;
    const role = after.get(key) ?? null;
    if (previousRole === role) continue;
    if (role === null) lost.push({ userId, projectId });
    const gone = input.actorId === userId ? 'left' : 'removed';
    await insertMemberEvent(tx, {
      projectId,
      memberId: userId,
      actorId: input.actorId,
      change: previousRole === null ? 'joined' : role === null ? gone : 'role_changed',
      role,
      previousRole,
    });
  }
  return { result, lost };
};
