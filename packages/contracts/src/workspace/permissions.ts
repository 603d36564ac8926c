// Who may do what in a workspace, and what a workspace role gives on its projects: with the
// project's role table (`project/permissions.ts`) the one permission function, used by the API's
// access checks and by every role decision on the web. Zod-free, like the project's.
import { canDoOnProject, type ProjectAction, type ProjectRole } from '../project/permissions';

/**
 * `owner`: one per workspace — everything: its members, its settings, handing it over, deleting.
 * `manager`: every project of the workspace as (at least) an editor, creates projects, the
 * workspace's branding. `member`: only the projects they are given, with their role on each.
 */
export const WORKSPACE_ROLES = ['owner', 'manager', 'member'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/**
 * `view`: see the workspace, its projects one may reach and its members; `create_project`: add a
 * project to it (a new one, or one moved in from another workspace); `edit_settings`: its name,
 * branding and defaults; `manage_members`: invite, change roles and project grants, remove;
 * `transfer`: hand ownership over; `move_projects`: move its projects out to another workspace;
 * `delete`: delete it (once it holds no project).
 */
export const WORKSPACE_ACTIONS = [
  'view',
  'create_project',
  'edit_settings',
  'manage_members',
  'transfer',
  'move_projects',
  'delete',
] as const;
export type WorkspaceAction = (typeof WORKSPACE_ACTIONS)[number];

const WORKSPACE_RANK: Record<WorkspaceRole, number> = { member: 1, manager: 2, owner: 3 };

const REQUIRED_WORKSPACE_ROLE: Record<WorkspaceAction, WorkspaceRole> = {
  view: 'member',
  create_project: 'manager',
  edit_settings: 'manager',
  manage_members: 'owner',
  transfer: 'owner',
  move_projects: 'owner',
  delete: 'owner',
};

/** Whether someone with `role` in a workspace may do `action` there; no role may do nothing. */
export const canDoInWorkspace = (role: WorkspaceRole | null, action: WorkspaceAction): boolean =>
  role !== null && WORKSPACE_RANK[role] >= WORKSPACE_RANK[REQUIRED_WORKSPACE_ROLE[action]];

const PROJECT_RANK: Record<ProjectRole, number> = { viewer: 1, editor: 2, owner: 3 };

/** What a workspace role gives on each of the workspace's projects, before any project role. */
const WORKSPACE_GRANT: Record<WorkspaceRole, ProjectRole | null> = {
  owner: 'owner',
  manager: 'editor',
  member: null,
};

/**
 * The role someone has on a project: the higher of their role on the project itself (a client, a
 * member given the project) and what their role in the project's workspace gives. Null: no access
 * (the API answers 404, as for a project that does not exist). The SQL view `project_access` says
 * the same in the database.
 */
export const effectiveProjectRole = (
  workspaceRole: WorkspaceRole | null,
  projectRole: ProjectRole | null,
): ProjectRole | null => {
  const granted = workspaceRole === null ? null : WORKSPACE_GRANT[workspaceRole];
  if (granted === null) return projectRole;
  if (projectRole === null) return granted;
  return PROJECT_RANK[projectRole] > PROJECT_RANK[granted] ? projectRole : granted;
};

/** Whether someone with these roles may do `action` on the project. */
export const canDoOnWorkspaceProject = (
  roles: { workspaceRole: WorkspaceRole | null; projectRole: ProjectRole | null },
  action: ProjectAction,
): boolean => canDoOnProject(effectiveProjectRole(roles.workspaceRole, roles.projectRole), action);
