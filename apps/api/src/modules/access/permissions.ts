import {
  canDoOnProject,
  type ProjectAction,
  type ProjectRole,
} from '@kampa/contracts/project/permissions';
import { AppError } from '../../lib/app-error';

/**
 * Throws unless `role` allows `action` (the role table is `canDoOnProject` in the contracts, shared
 * with the web). A non-member gets 404, exactly like a project that does not exist, so project ids
 * leak nothing; a member without the right role gets 403.
 */
export const assertCanDoOnProject = (role: ProjectRole | null, action: ProjectAction): void => {
  if (role === null) throw new AppError(404, 'not_found', 'Project not found');
  if (!canDoOnProject(role, action)) {
    throw new AppError(403, 'forbidden', `Your role (${role}) may not ${action} this project`);
  }
};
