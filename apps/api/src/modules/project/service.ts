import { randomBytes } from 'node:crypto';
import type { TCreateProjectInput } from '@kampa/contracts/project/create-project';
import { pickProjectSettings, type TProject } from '@kampa/contracts/project/project';
import type { TUpdateProjectRequest } from '@kampa/contracts/project/update-project';
import type { Database } from '../../db/client';
import type { AuthenticatedUser } from '../../plugins/auth';
import { assertCanDoOnProject, type ProjectAction } from './permissions';
import * as repository from './repository';

/** 21 URL-safe characters (126 random bits): unguessable, like a nanoid. */
export const generateProjectUid = (): string => randomBytes(16).toString('base64url').slice(0, 21);

const toProject = ({ project, role }: repository.ProjectWithRole): TProject => ({
  uid: project.uid,
  ...pickProjectSettings(project),
  role,
  createdAt: project.createdAt.toISOString(),
  // Connecting Google Analytics and Ads is built by the data issues; until then nothing is.
  connections: { analytics: 'not_connected', ads: 'not_connected' },
});

/**
 * The one gate every project route goes through: the project with the user's role, if they may do
 * `action` on it; 404 for non-members (as if it did not exist), 403 for a too-small role.
 */
export const requireProjectAccess = async (
  db: Database,
  user: AuthenticatedUser,
  projectUid: string,
  action: ProjectAction,
): Promise<repository.ProjectWithRole> => {
  const found = await repository.findProjectForUser(db, user.id, projectUid);
  assertCanDoOnProject(found?.role ?? null, action);
  return found as repository.ProjectWithRole;
};

export const listProjects = async (db: Database, user: AuthenticatedUser): Promise<TProject[]> =>
  (await repository.listProjectsForUser(db, user.id)).map(toProject);

export const getProject = async (
  db: Database,
  user: AuthenticatedUser,
  projectUid: string,
): Promise<TProject> => toProject(await requireProjectAccess(db, user, projectUid, 'view'));

export const createProject = async (
  db: Database,
  user: AuthenticatedUser,
  input: TCreateProjectInput,
): Promise<{ project: TProject; isNew: boolean }> => {
  const { idempotencyKey, ...settings } = input;
  const { project, isNew } = await repository.insertProjectWithOwner(db, {
    uid: generateProjectUid(),
    ...settings,
    createdBy: user.id,
    idempotencyKey: idempotencyKey ?? null,
  });
  return { project: toProject({ project, role: 'owner' }), isNew };
};

export const updateProject = async (
  db: Database,
  user: AuthenticatedUser,
  projectUid: string,
  changes: TUpdateProjectRequest,
): Promise<TProject> => {
  const { project, role } = await requireProjectAccess(db, user, projectUid, 'edit');
  const updated = await repository.updateProject(db, project.id, changes);
  return toProject({ project: updated, role });
};

export const deleteProject = async (
  db: Database,
  user: AuthenticatedUser,
  projectUid: string,
): Promise<void> => {
  const { project } = await requireProjectAccess(db, user, projectUid, 'delete');
  await repository.softDeleteProject(db, project.id);
};
