import type { TProjectRole } from '@kampa/contracts/project/project';
import { AppError } from '../../lib/app-error';

const RANK: Record<TProjectRole, number> = { viewer: 1, editor: 2, owner: 3 };

export type ProjectAction = 'view' | 'edit' | 'delete';

const REQUIRED_ROLE: Record<ProjectAction, TProjectRole> = {
  view: 'viewer',
  edit: 'editor',
  delete: 'owner',
};

/** Whether a member with `role` may do `action`. No role (not a member) may do nothing. */
export const canDoOnProject = (role: TProjectRole | null, action: ProjectAction): boolean =>
  role !== null && RANK[role] >= RANK[REQUIRED_ROLE[action]];

/**
 * Throws unless `role` allows `action`. A non-member gets 404, exactly like a project that does not
 * exist, so project ids leak nothing; a member without the right role gets 403.
 */
export const assertCanDoOnProject = (role: TProjectRole | null, action: ProjectAction): void => {
  if (role === null) throw new AppError(404, 'not_found', 'Project not found');
  if (!canDoOnProject(role, action)) {
    throw new AppError(403, 'forbidden', `Your role (${role}) may not ${action} this project`);
  }
};
