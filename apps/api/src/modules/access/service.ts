import type { Database } from '../../db/client';
import type { AuthenticatedUser } from '../../lib/identity';
import type { ProjectAction } from '@kampa/contracts/project/permissions';
import { assertCanDoOnProject } from './permissions';
import * as repository from './repository';

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

/** The public uid of a project that still exists (for redirects back to its screens). */
export const findProjectUidById = async (db: Database, projectId: string): Promise<string | null> =>
  repository.findProjectUidById(db, projectId);
