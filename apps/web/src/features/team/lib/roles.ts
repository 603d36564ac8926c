import type { TProjectRole } from '@kampa/contracts/project/project';

/** Who may do what is `@kampa/contracts/project/permissions`, shared with the API. */
export const ROLE_LABEL_KEYS = {
  owner: 'team.roles.owner',
  editor: 'team.roles.editor',
  viewer: 'team.roles.viewer',
} as const satisfies Record<TProjectRole, string>;

/** The role in a sentence: "v roli editora" (Czech declines it), "as Editor". */
export const ROLE_AS_KEYS = {
  owner: 'membership.rolesAs.owner',
  editor: 'membership.rolesAs.editor',
  viewer: 'membership.rolesAs.viewer',
} as const satisfies Record<TProjectRole, string>;
