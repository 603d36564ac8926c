import type { WorkspaceRole } from '@kampa/contracts/workspace/permissions';
import type { TWorkspace } from '@kampa/contracts/workspace/workspace';

/** Who may do what is `@kampa/contracts/workspace/permissions`, shared with the API. */
export const WORKSPACE_ROLE_LABEL_KEYS = {
  owner: 'membership.workspace.roles.owner',
  manager: 'membership.workspace.roles.manager',
  member: 'membership.workspace.roles.member',
} as const satisfies Record<WorkspaceRole, string>;

/** A workspace's name as shown: a personal one unnamed is "Personal workspace". */
export const workspaceNameOf = (
  workspace: Pick<TWorkspace, 'name' | 'isPersonal'>,
  t: (key: string) => string,
): string =>
  workspace.name ??
  t(workspace.isPersonal ? 'membership.workspace.personal' : 'membership.workspace.unnamed');
