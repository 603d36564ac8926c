// Who may do what on a project: the one role table, used by the API's access check and by every
// role decision on the web (which only hides what the API would refuse anyway). Zod-free, so a
// screen reads it before any schema is loaded.
import { PROJECT_ROLES } from './project-constants';

export type ProjectRole = (typeof PROJECT_ROLES)[number];

/**
 * `view`: see the project and its data, chat; `edit`: change settings, connect sources, sync,
 * annotate, manage monitoring; `delete`: delete the project; `invite`: invite people and manage
 * pending invites (editors for viewers only, see `canInviteRole`); `manage_members`: change roles,
 * remove members, hand ownership over.
 */
export const PROJECT_ACTIONS = ['view', 'edit', 'delete', 'invite', 'manage_members'] as const;
export type ProjectAction = (typeof PROJECT_ACTIONS)[number];

const RANK: Record<ProjectRole, number> = { viewer: 1, editor: 2, owner: 3 };

const REQUIRED_ROLE: Record<ProjectAction, ProjectRole> = {
  view: 'viewer',
  edit: 'editor',
  delete: 'owner',
  invite: 'editor',
  manage_members: 'owner',
};

/** Whether a member with `role` may do `action`. No role (not a member) may do nothing. */
export const canDoOnProject = (role: ProjectRole | null, action: ProjectAction): boolean =>
  role !== null && RANK[role] >= RANK[REQUIRED_ROLE[action]];

/** Whether a member with `role` may invite someone as `invitedRole`: owners any, editors viewers. */
export const canInviteRole = (role: ProjectRole | null, invitedRole: ProjectRole): boolean =>
  canDoOnProject(role, 'invite') &&
  (role === 'owner' || RANK[invitedRole] < RANK[role ?? 'viewer']);

/** The roles a member with `role` may invite as, in `PROJECT_ROLES` order. */
export const invitableRoles = (role: ProjectRole | null): ProjectRole[] =>
  PROJECT_ROLES.filter((invitedRole) => canInviteRole(role, invitedRole));
