import {
  canDoInWorkspace,
  effectiveProjectRole,
  type WorkspaceAction,
} from '@kampa/contracts/workspace/permissions';
import type { TWorkspace } from '@kampa/contracts/workspace/workspace';
import type { Database, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthenticatedUser } from '../../lib/identity';
import {
  insertWorkspace,
  listWorkspaceProjects,
  renameWorkspace as renameWorkspaceRow,
} from './members-repository';
import * as repository from './repository';

/**
 * The gate of every workspace operation: the workspace with the caller's role, if that role may do
 * `action` there (`canDoInWorkspace`); 404 for someone who does not belong to it (as if it did not
 * exist), 403 for a role too small.
 */
export const requireWorkspaceAccess = async (
  db: DbOrTx,
  user: AuthenticatedUser,
  workspaceUid: string,
  action: WorkspaceAction,
): Promise<repository.WorkspaceWithRole> => {
  const found = await repository.findWorkspaceForUser(db, user.id, workspaceUid);
  if (!found) throw new AppError(404, 'not_found', 'Workspace not found');
  if (!canDoInWorkspace(found.role, action)) {
    throw new AppError(
      403,
      'forbidden',
      `Your role (${found.role}) may not ${action} in this workspace`,
    );
  }
  return found;
};

/**
 * A workspace named in a request's body that the caller may add projects to: 404 when they do not
 * belong to it, 403 when their role may not add projects there, both on `body.workspaceUid`.
 * `notFound` is the 404's message: "Workspace not found" is kept for a workspace that is the
 * request's subject, so a move names its target otherwise.
 */
export const requireWorkspaceToAddTo = async (
  db: DbOrTx,
  user: AuthenticatedUser,
  workspaceUid: string,
  notFound = 'Workspace not found',
): Promise<repository.WorkspaceRow> => {
  const found = await repository.findWorkspaceForUser(db, user.id, workspaceUid);
  if (!found) throw new AppError(404, 'not_found', notFound, 'body.workspaceUid');
  if (!canDoInWorkspace(found.role, 'create_project')) {
    throw new AppError(
      403,
      'forbidden',
      `Your role (${found.role}) may not add projects to this workspace`,
      'body.workspaceUid',
    );
  }
  return found.workspace;
};

/**
 * Where a new project goes: the named workspace if the caller may add projects to it, else (none
 * named) their personal workspace, made now if they have none.
 */
export const workspaceForNewProject = async (
  db: DbOrTx,
  user: AuthenticatedUser,
  workspaceUid: string | undefined,
): Promise<repository.WorkspaceRow> =>
  workspaceUid === undefined
    ? repository.ensurePersonalWorkspace(db, user.id)
    : requireWorkspaceToAddTo(db, user, workspaceUid);

/** A workspace as the API shows it to `userId`. */
export const toWorkspace = (
  { workspace, role, projectCount }: repository.WorkspaceWithRole & { projectCount: number },
  userId: string,
): TWorkspace => ({
  uid: workspace.uid,
  name: workspace.name,
  isPersonal: workspace.personalOf === userId,
  role,
  projectCount,
  createdAt: workspace.createdAt.toISOString(),
});

export const listWorkspaces = async (
  db: Database,
  user: AuthenticatedUser,
): Promise<TWorkspace[]> =>
  (await repository.listWorkspacesForUser(db, user.id)).map((row) => toWorkspace(row, user.id));

/** A new workspace (an agency's), owned by its creator. */
export const createWorkspace = async (
  db: Database,
  user: AuthenticatedUser,
  name: string,
): Promise<TWorkspace> => {
  const workspace = await insertWorkspace(db, {
    uid: repository.generateWorkspaceUid(),
    name,
    ownerId: user.id,
  });
  return toWorkspace({ workspace, role: 'owner', projectCount: 0 }, user.id);
};

export const renameWorkspace = async (
  db: Database,
  user: AuthenticatedUser,
  workspaceUid: string,
  name: string,
): Promise<TWorkspace> => {
  const { workspace, role } = await requireWorkspaceAccess(db, user, workspaceUid, 'edit_settings');
  const renamed = await renameWorkspaceRow(db, workspace.id, name);
  if (!renamed) throw new AppError(404, 'not_found', 'Workspace not found');
  const projects = await listWorkspaceProjects(db, workspace.id);
  return toWorkspace({ workspace: renamed, role, projectCount: projects.length }, user.id);
};

export const { ensurePersonalWorkspace } = repository;

/**
 * Refuses to take away a project role from someone who would still reach the project through their
 * workspace role (its owner, a manager): leaving would change nothing they could see. 409
 * `access_through_workspace`.
 */
export const assertAccessNotThroughWorkspace = async (
  db: DbOrTx,
  userId: string,
  workspaceId: string,
): Promise<void> => {
  const role = await repository.findWorkspaceRole(db, userId, workspaceId);
  if (role !== null && effectiveProjectRole(role, null) !== null) {
    throw new AppError(
      409,
      'access_through_workspace',
      `You reach this project as the workspace's ${role}: leave the workspace, or ask its owner to change your role there`,
    );
  }
};
