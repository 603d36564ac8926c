import type { TProjectRole } from '@kampa/contracts/project/project';
import { AppError } from '../../lib/app-error';

const RANK: Record<TProjectRole, number> = { viewer: 1, editor: 2, owner: 3 };

/**
 * `invite`: invite people and manage pending invites (editors for viewers only, see
 * `canInviteRole`); `manage_members`: change roles, remove members, hand ownership over.
 */
export type ProjectAction = 'view' | 'edit' | 'delete' | 'invite' | 'manage_members';

const REQUIRED_ROLE: Record<ProjectAction, TProjectRole> = {
  view: 'viewer',
  edit: 'editor',
  delete: 'owner',
  invite: 'editor',
  manage_members: 'owner',
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

/** Whether a member with `role` may invite someone as `invitedRole`: owners any, editors viewers. */
export const canInviteRole = (role: TProjectRole | null, invitedRole: TProjectRole): boolean =>
  canDoOnProject(role, 'invite') &&
  (role === 'owner' || RANK[invitedRole] < RANK[role ?? 'viewer']);
