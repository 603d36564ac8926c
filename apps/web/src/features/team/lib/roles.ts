import { PROJECT_ROLES, type TProjectRole } from '@kampa/contracts/project/project';

export const ROLE_LABEL_KEYS = {
  owner: 'team.roles.owner',
  editor: 'team.roles.editor',
  viewer: 'team.roles.viewer',
} as const satisfies Record<TProjectRole, string>;

/**
 * The roles a member may invite, as the API's permission table says: owners any, editors only
 * viewers, viewers none. The screen offers only these; the API refuses the rest anyway (403).
 */
export const invitableRoles = (role: TProjectRole): TProjectRole[] =>
  role === 'owner' ? [...PROJECT_ROLES] : role === 'editor' ? ['viewer'] : [];
