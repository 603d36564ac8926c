import type { TMoveProjectResponse } from '@kampa/contracts/workspace/move-project';
import { canDoInWorkspace } from '@kampa/contracts/workspace/permissions';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthenticatedUser } from '../../lib/identity';
import { requireProjectAccess } from '../access';
import { detachSourcesOfMember } from '../sync';
import * as moves from './move-repository';
import * as repository from './repository';
import { requireWorkspaceAccess, requireWorkspaceToAddTo } from './service';

/**
 * Its owner deletes a workspace: never a personal one (409 `personal_workspace`), and only once it
 * holds no project (409 `workspace_not_empty`: move or delete them first).
 */
export const deleteWorkspace = async (
  db: Database,
  user: AuthenticatedUser,
  workspaceUid: string,
): Promise<void> => {
  const { workspace } = await requireWorkspaceAccess(db, user, workspaceUid, 'delete');
  if (workspace.personalOf !== null) {
    throw new AppError(409, 'personal_workspace', 'Your personal workspace cannot be deleted');
  }
  const outcome = await moves.deleteEmptyWorkspace(db, {
    workspaceId: workspace.id,
    ownerId: user.id,
  });
  if (outcome === 'not_empty') {
    throw new AppError(
      409,
      'workspace_not_empty',
      'This workspace still holds projects: move them to another workspace or delete them first',
    );
  }
};

/**
 * Moves a project into another of the caller's workspaces. The caller must own the workspace it is
 * in (403) and may add projects to the target (404 when they do not belong to it, 403 as a member;
 * both on `body.workspaceUid`).
 */
export const moveProject = async (
  db: Database,
  user: AuthenticatedUser,
  projectUid: string,
  toWorkspaceUid: string,
): Promise<TMoveProjectResponse> => {
  const { project } = await requireProjectAccess(db, user, projectUid, 'delete');
  const fromRole = await repository.findWorkspaceRole(db, user.id, project.workspaceId);
  if (!canDoInWorkspace(fromRole, 'move_projects')) {
    throw new AppError(
      403,
      'forbidden',
      "Only the owner of the project's workspace may move it to another workspace",
    );
  }
  // Not "Workspace not found": that answer belongs to a workspace in the path.
  const target = await requireWorkspaceToAddTo(
    db,
    user,
    toWorkspaceUid,
    'No such workspace of yours',
  );
  const outcome = await moves.moveProject(
    db,
    { projectId: project.id, toWorkspaceId: target.id, actorId: user.id },
    async (tx, lost) => {
      for (const { userId, projectId } of lost) await detachSourcesOfMember(tx, projectId, userId);
    },
  );
  if (outcome === 'gone') throw new AppError(404, 'not_found', 'Project not found');
  return { projectUid, workspaceUid: target.uid };
};
